/** The top of a reservation card: 'Tu próxima reserva', the day and the status, whose booking it is, and the name. */
import { Badge, Group, Text, Title, UnstyledButton } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { reservationColor, reservationStatusLabel, type ReservationViewer } from '../../../domain/calendar';
import { relativeDayLabel } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import type { Reservation } from '../../../domain/types';

interface Props {
  reservation: Reservation;
  name: string;
  /** The team's booking still ahead, which stands out. */
  current: boolean;
  /** A manual booking's customer instead of a team (the field's administrator). */
  customer: boolean;
  viewedBy: ReservationViewer;
  /** Given when there are details to show: the name opens them. */
  onOpen?: () => void;
}

export function CardHeading({ reservation: r, name, current, customer, viewedBy, onOpen }: Props) {
  const day = relativeDayLabel(r.reservationDate);
  return (
    <>
      {current && (
        <Text size="xs" fw={700} c="cancha.8" tt="uppercase" mb={-4}>
          Tu próxima reserva
        </Text>
      )}
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Badge variant={day === 'HOY' ? 'filled' : 'light'} color={day === 'HOY' ? 'cancha' : 'gray'} size="lg" radius="sm">
          {day}
        </Badge>
        <Badge color={reservationColor(r.status)} variant="light" style={{ flexShrink: 0 }}>
          {reservationStatusLabel(r)}
        </Badge>
      </Group>
      <Group gap={6} mb={-6}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {customer ? MSG.reservation.customerLabel : viewedBy === 'field' ? 'Equipo' : 'Cancha'}
        </Text>
        {customer && r.seriesId && (
          <Badge size="xs" variant="light" color="grape" leftSection={<IconRepeat size={10} aria-hidden />}>
            {MSG.reservation.seriesBadge}
          </Badge>
        )}
      </Group>
      <CardName name={name} onOpen={onOpen} />
    </>
  );
}

/** The team's or the field's name; with details to show, a button that opens them. */
function CardName({ name, onOpen }: { name: string; onOpen?: () => void }) {
  if (!onOpen)
    return (
      <Title order={3} fz="lg" lh={1.25} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Title>
    );
  return (
    <UnstyledButton onClick={onOpen} aria-haspopup="dialog" mih={24} style={{ alignSelf: 'flex-start', maxWidth: '100%' }}>
      <Title
        order={3}
        fz="lg"
        lh={1.25}
        c="cancha.8"
        td="underline"
        style={{ textDecorationStyle: 'dotted', textUnderlineOffset: 4, overflowWrap: 'anywhere' }}
      >
        {name}
      </Title>
    </UnstyledButton>
  );
}
