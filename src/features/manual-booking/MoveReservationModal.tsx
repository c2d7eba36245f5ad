/** 'Cambiar horario' (docs/product.md, "Moving a booking"), run by machines/moveReservation.ts: the view shows its context and sends events. */
import { Alert, Group, Stack, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState, type RefObject } from 'react';
import type { ReservationViewer } from '../../../domain/calendar';
import { formatPesos, formatTime12, longDateLabel, reservationWhen } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import type { Reservation } from '../../../domain/types';
import { moveChoices, moveReservationMachine } from '../../../machines/moveReservation';
import { errorMessage } from '../../api/http';
import { LoadFailed } from '../../components/failure';
import { FormActions } from '../../components/FormActions';
import { Loading } from '../../components/Loading';
import { notify } from '../../components/notify';
import { reservationName } from '../../components/reservationText';
import { TitledModal } from '../../components/TitledModal';
import { useNow } from '../../components/useNow';
import { useRefreshOnReturn } from '../../components/useRefreshOnReturn';
import { inspector } from '../../inspect';
import { moveActors, moveMachineActors, type MoveRequests } from './api';
import { SlotFields } from './SlotFields';
import { useFormSeam } from './useFormSeam';

interface Props {
  opened: boolean;
  reservation: Reservation;
  fieldId: number;
  /** Who moves it: the field's administrator (a manual booking) or the team's owner (their team's booking). */
  viewedBy: ReservationViewer;
  onClose: () => void;
  onMoved: (updated: Reservation) => void;
  /** Cancelled or started meanwhile: the form closes, saying why, and the screen reads its reservations again. */
  onRefused?: () => void;
  /** No answer came and it may have been moved: the screen reads its reservations again; the form stays, to send it again. */
  onUnsure?: () => void;
  /** The requests the machine's actors and the quiet re-read make; the real ones of `viewedBy` by default. */
  requests?: MoveRequests;
  /** The machine's actors; those on `requests` by default. */
  actors?: ReturnType<typeof moveMachineActors>;
}

/** The modal; its content is mounted while it is open, so each opening reads the field's free times afresh. */
export function MoveReservationModal({ opened, onClose, ...rest }: Props) {
  // Escape and × are the form's CLOSE, sent to the machine the open form runs.
  const closeForm = useRef<(() => void) | null>(null);
  return (
    <TitledModal opened={opened} onClose={() => (closeForm.current ?? onClose)()} title={MSG.reservation.moveTitle}>
      <MoveForm onClose={onClose} closeForm={closeForm} {...rest} />
    </TitledModal>
  );
}

function MoveForm({ closeForm, requests, actors, ...props }: Omit<Props, 'opened'> & { closeForm: RefObject<(() => void) | null> }) {
  const { reservation: r, fieldId, viewedBy } = props;
  const latest = useRef(props);
  latest.current = props;
  const now = useNow();
  const api = requests ?? moveActors[viewedBy];
  const [machine] = useState(() =>
    moveReservationMachine.provide({
      actors: actors ?? moveMachineActors(api),
      actions: {
        moved: (_, { reservation: updated }) => {
          const when = `${longDateLabel(updated.reservationDate)}, ${formatTime12(updated.startTime)} – ${formatTime12(updated.endTime)}`;
          notify.success(MSG.reservation.moved(when));
          latest.current.onMoved(updated);
        },
        refused: (_, { error }) => {
          notify.error(errorMessage(error, MSG.reservation.moveFailed));
          latest.current.onRefused?.();
        },
        unsure: () => latest.current.onUnsure?.(),
        closed: () => latest.current.onClose(),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { reservation: r, fieldId, viewedBy, now }, inspect: inspector?.inspect });
  const close = () => actor.send({ type: 'CLOSE' });
  useFormSeam(actor, closeForm, now);
  // The free times follow others' bookings while the form is open.
  useRefreshOnReturn(
    () => moveActors[viewedBy].load(fieldId),
    [fieldId],
    (schedule) => actor.send({ type: 'SCHEDULE_READ', schedule }),
  );
  const context = useSelector(actor, (s) => s.context);
  const state = useSelector(actor, (s) => s.value);

  if (state === 'loading') return <Loading />;
  if (state === 'loadFailed' || !context.schedule) {
    return <LoadFailed title={MSG.reservation.moveLoadFailed} error={context.loadError} onRetry={() => actor.send({ type: 'RETRY' })} />;
  }
  const { field, horizonDays, dateProblem, times, startTime, lengths, hours, price, noTimes } = moveChoices(context);
  return (
    <form noValidate onSubmit={(e) => (e.preventDefault(), actor.send({ type: 'SUBMIT' }))}>
      <Stack gap="sm">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {reservationName(r, viewedBy)} · {MSG.reservation.moveNow}: <b>{reservationWhen(r, context.now)}</b>
        </Text>
        <SlotFields
          field={field}
          now={context.now}
          date={context.date}
          onDate={(date) => date && actor.send({ type: 'DATE_CHANGED', date })}
          times={times}
          startTime={startTime}
          onStart={(start) => actor.send({ type: 'START_CHANGED', start })}
          lengths={lengths}
          hours={hours}
          onHours={(h) => actor.send({ type: 'HOURS_CHANGED', hours: h })}
          horizonDays={horizonDays}
          placeholder={MSG.reservation.moveChooseTime}
          errors={{ date: dateProblem }}
        />
        {price !== null && (
          <Group gap={6} justify="flex-end">
            <Text fw={700}>{MSG.rates.total}:</Text>
            <Text fw={800} c="cancha.8" data-testid="move-total">
              {formatPesos(price)}
            </Text>
            {r.price !== undefined && price !== r.price && (
              <Text size="sm" c="dimmed">
                ({MSG.reservation.moveBefore(formatPesos(r.price))})
              </Text>
            )}
          </Group>
        )}
        {noTimes && (
          <Alert color="yellow" variant="light" role="status">
            {noTimes}
          </Alert>
        )}
        {context.failure && (
          <Alert color="red" variant="light" role="alert">
            {context.failure}
          </Alert>
        )}
        <FormActions submitLabel={MSG.reservation.moveSave} submitting={state === 'moving'} disabled={price === null} onCancel={close} />
      </Stack>
    </form>
  );
}
