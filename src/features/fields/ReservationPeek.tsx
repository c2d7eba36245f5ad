/**
 * One of the next reservations ('Próximas reservas') on the owner's field detail: team, day, hours, its total
 * and what has been received of it. All of them are ACTIVE, so the status goes without saying; the payment is
 * what the owner still has to collect.
 */
import { Paper, Stack, Text } from '@mantine/core';
import { RESERVATION_STATUS_COLORS } from '../../../domain/constants';
import { formatPesos, formatTime12, relativeDayLabel } from '../../../domain/format';
import { paymentState } from '../../../domain/payment';
import type { Reservation } from '../../../domain/types';
import { PaymentText } from '../../components/PaymentText';

export function ReservationPeek({ reservation: r, now }: { reservation: Reservation; now: Date }) {
  const payment = paymentState(r);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      aria-label={`Reserva de ${r.team?.name ?? r.teamName}`}
      style={{ borderLeft: `4px solid ${RESERVATION_STATUS_COLORS[r.status]}` }}
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {r.team?.name ?? r.teamName}
        </Text>
        <Text size="sm" c="dimmed">
          {relativeDayLabel(r.reservationDate, now)} · {/* A time never breaks inside '9:00 p. m.' on a phone. */}
          <span style={{ whiteSpace: 'nowrap' }}>{formatTime12(r.startTime)}</span> –{' '}
          <span style={{ whiteSpace: 'nowrap' }}>{formatTime12(r.endTime)}</span>
          {r.price !== undefined && ` · ${formatPesos(r.price)}`}
        </Text>
        {payment && <PaymentText state={payment} />}
      </Stack>
    </Paper>
  );
}
