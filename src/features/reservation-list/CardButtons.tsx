/** A reservation card's buttons (ReservationCard.tsx), each sending its event: the rest of a fixed turn, move, cancel, no-show, finalize. */
import { Button, Group } from '@mantine/core';
import { IconCalendarTime, IconCheck, IconRepeat, IconUserOff, IconX } from '@tabler/icons-react';
import * as MSG from '../../../domain/messages';

interface Props {
  /** An action on this card is under way. */
  busy: boolean;
  /** Each given only when the card offers it. */
  onCancelSeries?: () => void;
  onMove?: () => void;
  onCancel?: () => void;
  onNoShow?: () => void;
  onFinalize?: () => void;
}

export function CardButtons({ busy, onCancelSeries, onMove, onCancel, onNoShow, onFinalize }: Props) {
  return (
    <Group gap="xs" mt="auto" pt={4} justify="flex-end">
      {onCancelSeries && (
        <Button size="xs" variant="subtle" color="red" leftSection={<IconRepeat size={14} />} disabled={busy} onClick={onCancelSeries}>
          {MSG.reservation.cancelSeries}
        </Button>
      )}
      {onMove && (
        <Button size="xs" variant="light" leftSection={<IconCalendarTime size={14} />} disabled={busy} onClick={onMove}>
          {MSG.reservation.moveButton}
        </Button>
      )}
      {onCancel && (
        <Button size="xs" variant="light" color="red" leftSection={<IconX size={14} />} disabled={busy} onClick={onCancel}>
          Cancelar reserva
        </Button>
      )}
      {onNoShow && (
        <Button size="xs" variant="light" color="red" leftSection={<IconUserOff size={14} />} disabled={busy} onClick={onNoShow}>
          {MSG.reservation.noShowButton}
        </Button>
      )}
      {onFinalize && (
        <Button size="xs" leftSection={<IconCheck size={14} />} disabled={busy} onClick={onFinalize}>
          Finalizar
        </Button>
      )}
    </Group>
  );
}
