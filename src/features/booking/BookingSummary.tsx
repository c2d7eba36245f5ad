/**
 * The booking's summary (docs/product.md, "Booking", step 4): the field, the date, start and end, the hours (the
 * lengths that fit, each change checked again), each band's hours and rate and the server's 'Total', with
 * 'Cancelar' and 'Confirmar reserva'. Escape, × and a click outside close it as 'Cancelar' does, except while booking.
 */
import { Button, Divider, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { formatPesos, formatTime12, longDateLabel } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { priceBreakdown, type RateBand } from '../../../domain/pricing';
import type { AvailabilityRequest } from '../../../domain/schemas';
import type { AvailabilityResult, Field } from '../../../domain/types';
import { TitledModal } from '../../components/TitledModal';
import { hoursLabel } from '../../components/reservationText';
import { BookingRefusal } from './BookingRefusal';

/** The summary's lines name each band as the field form does. */
const BAND_NAMES: Record<RateBand, string> = { day: MSG.rates.dayLabel, night: MSG.rates.nightLabel, weekend: MSG.rates.weekendLabel };

interface Props {
  opened: boolean;
  field: Field;
  availability: AvailabilityResult | null;
  request: AvailabilityRequest | null;
  /** The lengths (hours) that fit from the start chosen. */
  lengths: number[];
  checking: boolean;
  creating: boolean;
  /** Why the last confirmation got no answer, shown above the buttons. */
  error: string | null;
  onHours: (hours: number) => void;
  onClose: () => void;
  onConfirm: () => void;
}

export function BookingSummary({ opened, field, availability, request, lengths, checking, creating, error, onHours, onClose, onConfirm }: Props) {
  return (
    <TitledModal
      opened={opened}
      onClose={onClose}
      title="Resumen de la reserva"
      ownHistory
      closeOnClickOutside={!creating}
      closeOnEscape={!creating}
      withCloseButton={!creating}
      closeButtonProps={{ 'aria-label': 'Cerrar resumen' }}
      returnFocus={false}
    >
      {availability && request && (
        <Stack gap={8}>
          <SummaryRow label="Cancha" value={availability.field.name} />
          <SummaryRow label="Fecha" value={longDateLabel(availability.reservationDate)} />
          <SummaryRow label="Hora de inicio" value={formatTime12(availability.startTime)} />
          <SummaryRow label="Hora de fin" value={formatTime12(availability.endTime)} />
          <Stack gap={4}>
            <Text c="dimmed" id="summary-hours">
              Horas
            </Text>
            <SegmentedControl
              aria-labelledby="summary-hours"
              fullWidth
              // Read-only, not disabled, while the length is checked: a disabled control would lose the keyboard's focus.
              readOnly={checking || creating}
              value={String(request.hours)}
              onChange={(v) => onHours(Number(v))}
              data={lengths.map((h) => ({ value: String(h), label: hoursLabel(h) }))}
            />
          </Stack>
          <Divider />
          <Stack gap={0} data-testid="booking-breakdown">
            {priceBreakdown(field, availability.reservationDate, availability.startTime, availability.hours).map((part) => (
              <Text key={part.band} size="sm" c="dimmed" ta="right">
                {BAND_NAMES[part.band]}: {hoursLabel(part.hours)} × {formatPesos(part.rate)}
              </Text>
            ))}
          </Stack>
          <Group justify="space-between">
            <Text fw={700}>{MSG.rates.total}</Text>
            <Text fw={800} fz="xl" c="cancha.8" data-testid="booking-total">
              {formatPesos(availability.price)}
            </Text>
          </Group>
          {error && <BookingRefusal reason={error} />}
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose} disabled={creating || checking}>
              Cancelar
            </Button>
            <Button onClick={onConfirm} loading={creating} disabled={checking} data-autofocus>
              Confirmar reserva
            </Button>
          </Group>
        </Stack>
      )}
    </TitledModal>
  );
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text c="dimmed">{label}</Text>
      <Text fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
}
