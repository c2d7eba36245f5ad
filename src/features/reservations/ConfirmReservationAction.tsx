/** The §8 confirmation of finalize or cancel, shown while the actions machine is confirming or updating. */
import { Button, Group, Modal, Text } from '@mantine/core';
import { MSG } from '../../../domain/messages';
import type { ReservationActions } from './useReservationActions';

export function ConfirmReservationAction({ actions }: { actions: ReservationActions }) {
  const updating = actions.value === 'updating';
  const opened = actions.value === 'confirming' || updating;
  const finalize = actions.action === 'finalize';
  const teamName = actions.target?.teamName ?? '';
  return (
    <Modal
      opened={opened}
      onClose={() => actions.send({ type: 'DISMISS' })}
      title={<Text fw={700}>{finalize ? MSG.reservation.finalizeConfirmTitle : MSG.reservation.cancelConfirmTitle}</Text>}
      centered
      closeOnClickOutside={!updating}
      closeOnEscape={!updating}
      withCloseButton={!updating}
    >
      <Text>{finalize ? MSG.reservation.finalizeConfirmText(teamName) : MSG.reservation.cancelConfirmText}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => actions.send({ type: 'DISMISS' })} disabled={updating}>
          Volver
        </Button>
        <Button color={finalize ? 'cancha' : 'red'} loading={updating} onClick={() => actions.send({ type: 'CONFIRM' })} data-autofocus>
          {finalize ? 'Sí, finalizar' : 'Sí, cancelar reserva'}
        </Button>
      </Group>
    </Modal>
  );
}
