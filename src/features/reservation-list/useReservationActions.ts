/**
 * Runs the reservation-actions machine for a screen with the real call (./api.ts), the notices, and the
 * updated reservation handed back so the card changes in place. Tests may give other actors.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { inspector } from '../../inspect';
import { useRef, useState } from 'react';
import * as MSG from '../../../domain/messages';
import type { Reservation } from '../../../domain/types';
import { reservationActionsMachine, type ReservationAction } from '../../../machines/reservationActions';
import { notify } from '../../components/notify';
import { reservationActionsActors } from './api';

export function useReservationActions(
  onUpdated: (reservation: Reservation, action: ReservationAction) => void,
  /** An action the server refused: the screen reads its reservations again, since it showed something old. */
  onRefused?: () => void,
  actors = reservationActionsActors,
) {
  const latest = useRef(onUpdated);
  latest.current = onUpdated;
  const refused = useRef(onRefused);
  refused.current = onRefused;
  // The machine is made once: @xstate/react starts a new actor whenever it is given another machine.
  const [machine] = useState(() =>
    reservationActionsMachine.provide({
      actors,
      actions: {
        onUpdated: (_, { action, teamName, reservation, rest }) => {
          notify.success(
            action === 'finalize'
              ? MSG.reservation.finalized(teamName)
              : action === 'noShow'
                ? MSG.reservation.noShowDone(teamName)
                : action === 'cancelSeries'
                  ? rest
                    ? MSG.reservation.seriesCanceledCount(rest.count)
                    : MSG.reservation.seriesCanceledShort
                  : MSG.reservation.canceled,
          );
          latest.current(reservation, action);
        },
        onFailed: (_, { message }) => {
          notify.error(message);
          refused.current?.();
        },
      },
    }),
  );
  const actor = useActorRef(machine, { inspect: inspector?.inspect });
  const state = useSelector(
    actor,
    (s) => ({
      value: s.value,
      reading: s.hasTag('reading'),
      sending: s.hasTag('sending'),
      action: s.context.action,
      target: s.context.target,
      rest: s.context.rest,
      paidBy: s.context.paidBy,
    }),
    shallowEqual,
  );
  return { ...state, send: actor.send.bind(actor) };
}

function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>) {
  return Object.keys(a).every((k) => a[k] === b[k]);
}

export type ReservationActions = ReturnType<typeof useReservationActions>;
