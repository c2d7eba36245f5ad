/**
 * The confirmation of finalize, cancel or cancelling the rest of a fixed turn, shown while the actions machine is
 * reading (the turn's dates it will cancel, or who paid the team's owner their share of the vaca), confirming or sending. It names the reservation it is about (who or where, the day and the times), since on a
 * phone it covers the card whose button opened it and the cards beside it have the same buttons. To the field's
 * administrator it also says what is still due of a booking being finalised, or what was received of one being cancelled;
 * to the team's owner, who already paid him their share of the vaca of one being cancelled.
 */
import { Button, Group, Skeleton, Text } from '@mantine/core';
import { TitledModal } from '../../components/TitledModal';
import type { ReservationViewer } from '../../../domain/calendar';
import { formatPesos, listOfNames, longDateLabel, reservationWhen } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { amountDue } from '../../../domain/payment';
import type { Reservation } from '../../../domain/types';
import { reservationName } from '../../components/reservationText';
import type { ReservationActions } from './useReservationActions';

interface Props {
  actions: ReservationActions;
  /** The reservation acted on, as the screen shows it. */
  reservation?: Reservation;
  viewedBy: ReservationViewer;
}

export function ConfirmReservationAction({ actions, reservation, viewedBy }: Props) {
  const updating = actions.sending;
  const { reading } = actions;
  const opened = reading || actions.value === 'confirming' || updating;
  const finalize = actions.action === 'finalize';
  const series = actions.action === 'cancelSeries';
  const noShow = actions.action === 'noShow';
  const teamName = actions.target?.teamName ?? '';
  const title = noShow
    ? MSG.reservation.noShowConfirmTitle
    : finalize
      ? MSG.reservation.finalizeConfirmTitle
      : series
        ? MSG.reservation.cancelSeriesConfirmTitle
        : MSG.reservation.cancelConfirmTitle;
  const text = noShow
    ? MSG.reservation.noShowConfirmText(teamName)
    : finalize
      ? actions.target?.ended
        ? MSG.reservation.finalizeEndedText(teamName)
        : MSG.reservation.finalizeConfirmText(teamName)
      : series
        ? actions.rest
          ? MSG.reservation.cancelSeriesCount(actions.rest.count, longDateLabel(actions.rest.from))
          : MSG.reservation.cancelSeriesConfirmText
        : MSG.reservation.cancelConfirmText;
  // The money at stake, to the field's administrator: what is still due of a booking being finalised, or what was
  // received of one being cancelled (to give back, recorded apart).
  const { price, paid } = reservation ?? {};
  const money =
    viewedBy !== 'field' || noShow || price === undefined || paid === undefined
      ? null
      : finalize
        ? paid < price && MSG.reservation.finalizeDue(formatPesos(amountDue(price, paid)))
        : !series && paid > 0 && MSG.reservation.cancelReceived(formatPesos(paid));
  const shares =
    actions.action === 'cancel' && actions.paidBy.length > 0 && MSG.reservation.cancelSharesPaid(listOfNames(actions.paidBy), actions.paidBy.length);
  return (
    <TitledModal
      opened={opened}
      onClose={() => actions.send({ type: 'DISMISS' })}
      title={title}
      closeOnClickOutside={!updating}
      closeOnEscape={!updating}
      withCloseButton={!updating}
    >
      {reservation && (
        <Text fw={700} mb="xs" data-testid="confirm-reservation">
          {reservationName(reservation, viewedBy)}: {reservationWhen(reservation)}
        </Text>
      )}
      {/* While the turn's dates are counted, or the vaca read (a moment), a line in place of the text that will say it. */}
      {reading ? <Skeleton height={22} width="85%" aria-hidden data-testid="confirm-reading" /> : <Text>{text}</Text>}
      {(money || shares) && (
        <Text mt="xs" fw={600} data-testid="confirm-money">
          {money || shares}
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        {/* The keyboard starts on the safe choice: two presses of Enter must not cancel a booking for good. */}
        <Button variant="default" onClick={() => actions.send({ type: 'DISMISS' })} disabled={updating} data-autofocus>
          Volver
        </Button>
        <Button color={finalize ? 'cancha' : 'red'} loading={updating} disabled={reading} onClick={() => actions.send({ type: 'CONFIRM' })}>
          {noShow
            ? MSG.reservation.noShowConfirm
            : finalize
              ? 'Sí, finalizar'
              : series
                ? MSG.reservation.cancelSeriesConfirm
                : 'Sí, cancelar reserva'}
        </Button>
      </Group>
    </TitledModal>
  );
}
