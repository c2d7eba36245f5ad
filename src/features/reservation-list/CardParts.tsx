/** Parts of a reservation card (ReservationCard.tsx): the manual booking's customer, what was paid, the details dialog. */
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconReceipt } from '@tabler/icons-react';
import type { ReservationViewer } from '../../../domain/calendar';
import { formatOpeningHours, formatPesos, whatsappLink } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { paymentState } from '../../../domain/payment';
import type { Reservation } from '../../../domain/types';
import { PaymentText } from '../../components/PaymentText';
import { SMALL_LINK_TARGET } from '../../components/targets';
import { TitledModal } from '../../components/TitledModal';
import { TeamContact } from './TeamContact';

/** A manual booking's customer (phone, WhatsApp, walk-in), for the field's administrator: the cellphone and the note. */
export function CustomerLines({ customer }: { customer: NonNullable<Reservation['customer']> }) {
  return (
    <Stack gap={2}>
      {customer.cellphone && (
        <Anchor
          href={whatsappLink(customer.cellphone)}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          aria-label={MSG.reservation.whatsappCustomerLink(customer.name, customer.cellphone)}
          style={SMALL_LINK_TARGET}
        >
          <Group gap={4} wrap="nowrap" component="span">
            <IconBrandWhatsapp size={16} aria-hidden />
            <span>{customer.cellphone}</span>
          </Group>
        </Anchor>
      )}
      {customer.note && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {customer.note}
        </Text>
      )}
    </Stack>
  );
}

/**
 * What has been received for it ('Pagado', 'Abono de $ 50.000 · faltan $ 130.000', and on a cancelled one
 * 'Se recibieron $ 20.000', with what was given back of it), shown to whoever sees its price; with `onRecord`, the
 * administrator's 'Registrar pago' beside it ('Registrar devolución' on a cancelled one). 'Sin pagos registrados'
 * is for the administrator alone (a team that paid a field whose owner records nothing would read it as a debt),
 * and not on a canceled reservation.
 */
export function PaymentLine({
  reservation: r,
  viewedBy,
  onRecord,
}: {
  reservation: Reservation;
  viewedBy: ReservationViewer;
  onRecord?: () => void;
}) {
  const state = paymentState(r);
  if (!state || (state.kind === 'unpaid' && (r.status === 'CANCELED' || viewedBy === 'team'))) return null;
  return (
    // The button goes under a line too long to share the row with it, and stays on the right.
    <Group gap={6} justify="space-between">
      <Group gap={6} wrap="nowrap">
        <IconReceipt size={16} aria-hidden style={{ flexShrink: 0 }} />
        <PaymentText state={state} />
      </Group>
      {onRecord && (
        <Button size="xs" variant="subtle" onClick={onRecord} ml="auto" style={{ flexShrink: 0 }}>
          {r.status === 'CANCELED' ? MSG.refund.record : MSG.payment.record}
        </Button>
      )}
    </Group>
  );
}

interface DetailsProps {
  reservation: Reservation;
  viewedBy: ReservationViewer;
  name: string;
  opened: boolean;
  onClose: () => void;
}

/** The dialog the name opens: the team's city, neighbourhood and contact (field view), or the field's address, rate and hours. */
export function ReservationDetails({ reservation: r, viewedBy, name, opened, onClose }: DetailsProps) {
  return (
    <TitledModal opened={opened} onClose={onClose} title={name}>
      {viewedBy === 'field' && r.team ? (
        <Stack gap={6}>
          <Detail label="Ciudad" value={r.team.city} />
          <Detail label="Barrio" value={r.team.neighborhood} />
          <TeamContact reservation={r} />
        </Stack>
      ) : r.field ? (
        <Stack gap={6}>
          <Detail label="Dirección" value={r.field.address} />
          <Detail label="Ciudad" value={r.field.city} />
          <Detail label={MSG.rates.dayLabel} value={formatPesos(r.field.hourlyRate)} />
          <Detail label="Horario" value={formatOpeningHours(r.field)} />
        </Stack>
      ) : null}
    </TitledModal>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
}
