/**
 * 'Reserva manual' (docs/product.md, "Manual bookings"): the field's administrator books a slot for a customer
 * who called, wrote or walked in, once or as a weekly fixed turn ('Repetir cada semana'). After a fixed turn
 * the modal lists the 'Fechas omitidas' (holidays and dates already taken) the server answered.
 */
import { Alert, Button, Checkbox, Group, List, Modal, NativeSelect, NumberInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import * as v from 'valibot';
import { BOOKING_MAX_HOURS, BOOKING_MIN_HOURS, NOTE_MAX_LENGTH, SERIES_MAX_WEEKS, SERIES_MIN_WEEKS } from '../../../domain/constants';
import { formatDateDMY, formatPesos, formatTime12 } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { FormActions } from '../../components/FormActions';
import { manualRequestOf, manualReservationFormDefaults, manualReservationFormSchema } from '../../../domain/schemas';
import { minutesToTime, todayInAppZone } from '../../../domain/time';
import type { ManualReservationResult } from '../../../domain/types';
import { errorMessage } from '../../api/client';
import { cellphoneDigits, cleaned, schemaValidator } from '../../components/formValidation';
import { notify } from '../../components/notify';
import { useSubmit } from '../../components/useSubmit';
import { createManualReservation } from './api';
import { hoursLabel } from './ReservationCard';

/** Every half hour of the day; the server answers OUTSIDE_OPENING_HOURS for one the field does not open. */
const START_TIMES = Array.from({ length: 48 }, (_, i) => minutesToTime(i * 30)).map((t) => ({ value: t, label: formatTime12(t) }));
const HOURS = Array.from({ length: BOOKING_MAX_HOURS - BOOKING_MIN_HOURS + 1 }, (_, i) => BOOKING_MIN_HOURS + i).map((h) => ({
  value: String(h),
  label: hoursLabel(h),
}));
const REASONS = { HOLIDAY: MSG.reservation.skippedHoliday, TAKEN: MSG.reservation.skippedTaken } as const;

interface Props {
  fieldId: number;
  opened: boolean;
  onClose: () => void;
  /** Something was booked: the list and calendar load again. */
  onCreated: () => void;
}

export function ManualReservationModal({ fieldId, opened, onClose, onCreated }: Props) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { ...manualReservationFormDefaults, reservationDate: todayInAppZone(), startTime: '19:00' },
    validate: schemaValidator(manualReservationFormSchema),
  });
  const [result, setResult] = useState<ManualReservationResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    form.reset();
    setResult(null);
    setFailure(null);
    onClose();
  };
  const send = useSubmit(createManualReservation, {
    onSuccess: (answer, request) => {
      onCreated();
      if (request.weeks === undefined) {
        notify.success(MSG.reservation.manualCreated);
        close();
      } else {
        notify.success(MSG.reservation.seriesCreated(answer.reservations.length));
        setResult(answer);
      }
    },
    onError: (error) => setFailure(errorMessage(error, MSG.reservation.manualFailed)),
  });
  const onSubmit = form.onSubmit((values) => {
    setFailure(null);
    send.submit(manualRequestOf(fieldId, v.parse(manualReservationFormSchema, values)));
  });

  return (
    <Modal opened={opened} onClose={close} title={<Text fw={700}>{MSG.reservation.manualTitle}</Text>} centered size="lg">
      {result ? (
        <Stack>
          <Text>{MSG.reservation.seriesCreated(result.reservations.length)}</Text>
          <List size="sm" spacing={2}>
            {result.reservations.map((r) => (
              <List.Item key={r.id}>
                {formatDateDMY(r.reservationDate)} · {formatTime12(r.startTime)} – {formatTime12(r.endTime)}
                {r.price !== undefined && ` · ${formatPesos(r.price)}`}
              </List.Item>
            ))}
          </List>
          <Alert
            color={result.skipped.length ? 'yellow' : 'gray'}
            variant="light"
            title={MSG.reservation.skippedTitle}
            aria-label={MSG.reservation.skippedTitle}
          >
            {result.skipped.length === 0 ? (
              MSG.reservation.noDates
            ) : (
              <List size="sm" spacing={2}>
                {result.skipped.map((s) => (
                  <List.Item key={s.date}>
                    {formatDateDMY(s.date)}: {REASONS[s.reason]}
                  </List.Item>
                ))}
              </List>
            )}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close} data-autofocus>
              {MSG.auth.accept}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={MSG.reservation.customerNameLabel} required maxLength={80} data-autofocus {...form.getInputProps('customerName')} />
              <TextInput
                label={MSG.reservation.customerCellphoneLabel}
                required
                type="tel"
                inputMode="numeric"
                placeholder="3001234567"
                // '300 123 4567' or '+57 300 123 4567' as the customer says it: kept as its 10 digits.
                {...cleaned(form.getInputProps('customerCellphone'), cellphoneDigits)}
              />
              <TextInput type="date" label="Fecha" required min={todayInAppZone()} {...form.getInputProps('reservationDate')} />
              <SimpleGrid cols={2} spacing="sm">
                <NativeSelect label="Hora de inicio" required data={START_TIMES} {...form.getInputProps('startTime')} />
                <NativeSelect
                  label="Horas"
                  required
                  data={HOURS}
                  value={String(form.values.hours)}
                  onChange={(e) => form.setFieldValue('hours', Number(e.currentTarget.value))}
                  error={form.errors.hours}
                />
              </SimpleGrid>
            </SimpleGrid>
            <Textarea label={MSG.reservation.noteLabel} autosize minRows={2} maxLength={NOTE_MAX_LENGTH} {...form.getInputProps('note')} />
            <Group align="flex-end" gap="md">
              <Checkbox label={MSG.reservation.repeatWeekly} {...form.getInputProps('repeat', { type: 'checkbox' })} />
              {form.values.repeat && (
                <NumberInput
                  label={MSG.reservation.weeksLabel}
                  min={SERIES_MIN_WEEKS}
                  max={SERIES_MAX_WEEKS}
                  allowDecimal={false}
                  w={170}
                  {...form.getInputProps('weeks')}
                />
              )}
            </Group>
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
            <FormActions submitLabel={MSG.reservation.manualButton} submitting={send.submitting} onCancel={close} />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
