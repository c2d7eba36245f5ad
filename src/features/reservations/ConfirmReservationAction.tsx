/** The confirmation of finalize, cancel or cancelling the rest of a fixed turn, shown while the actions machine is confirming or sending. */
import { Button, Group, Modal, Text } from '@mantine/core';
import * as MSG from '../../../domain/messages';
import type { ReservationActions } from './useReservationActions';

export function ConfirmReservationAction({ actions }: { actions: ReservationActions }) {
  const updating = actions.sending;
  const opened = actions.value === 'confirming' || updating;
  const finalize = actions.action === 'finalize';
  const series = actions.action === 'cancelSeries';
  const teamName = actions.target?.teamName ?? '';
  const title = finalize
    ? MSG.reservation.finalizeConfirmTitle
    : series
      ? MSG.reservation.cancelSeriesConfirmTitle
      : MSG.reservation.cancelConfirmTitle;
  const text = finalize
    ? actions.target?.ended
      ? MSG.reservation.finalizeEndedText(teamName)
      : MSG.reservation.finalizeConfirmText(teamName)
    : series
      ? MSG.reservation.cancelSeriesConfirmText
      : MSG.reservation.cancelConfirmText;
  return (
    <Modal
      opened={opened}
      onClose={() => actions.send({ type: 'DISMISS' })}
      title={
        <Text span fw={700}>
          {title}
        </Text>
      }
      centered
      closeOnClickOutside={!updating}
      closeOnEscape={!updating}
      withCloseButton={!updating}
    >
      <Text>{text}</Text>
      <Group justify="flex-end" mt="lg">
        {/* The keyboard starts on the safe choice: two presses of Enter must not cancel a booking for good. */}
        <Button variant="default" onClick={() => actions.send({ type: 'DISMISS' })} disabled={updating} data-autofocus>
          Volver
        </Button>
        <Button color={finalize ? 'cancha' : 'red'} loading={updating} onClick={() => actions.send({ type: 'CONFIRM' })}>
          {finalize ? 'Sí, finalizar' : series ? MSG.reservation.cancelSeriesConfirm : 'Sí, cancelar reserva'}
        </Button>
      </Group>
    </Modal>
  );
}
