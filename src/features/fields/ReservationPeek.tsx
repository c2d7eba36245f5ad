/** One of the next reservations ('Próximas reservas') on the owner's field detail: day, hours, its total, team and status. */
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { RESERVATION_STATUS_COLORS, RESERVATION_STATUS_LABELS } from '../../../domain/constants';
import { formatPesos, formatTime12, relativeDayLabel } from '../../../domain/format';
import type { Reservation } from '../../../domain/types';

export function ReservationPeek({ reservation: r, now }: { reservation: Reservation; now: Date }) {
  const color = RESERVATION_STATUS_COLORS[r.status];
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      aria-label={`Reserva de ${r.team?.name ?? r.teamName}`}
      style={{ borderLeft: `4px solid ${color}` }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
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
        </Stack>
        <Badge color={color} variant="light" style={{ flexShrink: 0 }}>
          {RESERVATION_STATUS_LABELS[r.status]}
        </Badge>
      </Group>
    </Paper>
  );
}
