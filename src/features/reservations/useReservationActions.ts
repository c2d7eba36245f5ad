/**
 * Runs the reservation-actions machine for a screen: the server calls, the §8 messages, and the
 * updated reservation handed back so the card changes in place.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { inspector } from '../../inspect';
import { useRef, useState } from 'react';
import { MSG } from '../../../domain/messages';
import type { Reservation } from '../../../domain/types';
import { reservationActionsMachine } from '../../../machines/reservationActions';
import { errorMessage } from '../../api/client';
import { reservationsApi } from '../../api/endpoints';
import { notify } from '../../components/notify';

export function useReservationActions(onUpdated: (reservation: Reservation) => void) {
  const latest = useRef(onUpdated);
  latest.current = onUpdated;
  // The machine is made once: @xstate/react starts a new actor whenever it is given another machine.
  const [machine] = useState(() =>
    reservationActionsMachine.provide({
      actions: {
        update: ({ self }, { action, id }) => {
          (action === 'finalize' ? reservationsApi.finalize(id) : reservationsApi.cancel(id)).then(
            (reservation) => self.send({ type: 'UPDATED', reservation }),
            (error) => self.send({ type: 'FAILED', message: errorMessage(error, MSG.general.saveFailed) }),
          );
        },
        onUpdated: (_, { action, teamName, reservation }) => {
          notify.success(action === 'finalize' ? MSG.reservation.finalized(teamName) : MSG.reservation.canceled);
          latest.current(reservation);
        },
        onFailed: (_, { message }) => notify.error(message),
      },
    }),
  );
  const actor = useActorRef(machine, { inspect: inspector?.inspect });
  const state = useSelector(actor, (s) => ({ value: s.value, action: s.context.action, target: s.context.target }), shallowEqual);
  return { ...state, send: actor.send.bind(actor) };
}

function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>) {
  return Object.keys(a).every((k) => a[k] === b[k]);
}

export type ReservationActions = ReturnType<typeof useReservationActions>;
