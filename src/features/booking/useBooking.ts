/**
 * Runs the booking machine for the wizard with the real requests (./api.ts) and what is UI: the notices
 * and the navigation. The view only renders the state and sends the player's choices.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { useRef, useState } from 'react';
import * as MSG from '../../../domain/messages';
import { bookingMachine } from '../../../machines/booking';
import { notify } from '../../components/notify';
import { inspector } from '../../inspect';
import { bookingActors } from './api';

export const TEAM_RESERVATIONS_PATH = '/dashboard/reservation/list/team';

/** The actors the machine invokes: the real requests, or a test's fakes. */
export type BookingActors = typeof bookingActors;

/** `ownsTeam`: the player can cancel the team's ACTIVE reservation themselves, so the warning tells them where. */
export function useBooking(fieldId: number, teamId: number | null, ownsTeam: boolean, actors: BookingActors = bookingActors) {
  const navigate = useNavigate();
  const latest = useRef({ navigate, ownsTeam });
  latest.current = { navigate, ownsTeam };
  // The machine is made once: @xstate/react starts a new actor whenever it is given another machine.
  const [machine] = useState(() =>
    bookingMachine.provide({
      actors,
      actions: {
        onCreated: () => {
          notify.success(MSG.reservation.created);
          // In place of the summary's entry: Back from the list does not reopen a booking that is done.
          latest.current.navigate(TEAM_RESERVATIONS_PATH, { replace: true });
        },
        onActiveReservation: () => {
          notify.warning(MSG.activeReservation.title, latest.current.ownsTeam ? MSG.activeReservation.textOwner : MSG.activeReservation.text);
          latest.current.navigate(TEAM_RESERVATIONS_PATH, { replace: true });
        },
      },
    }),
  );
  const actor = useActorRef(machine, { input: { fieldId, teamId }, inspect: inspector?.inspect });
  const snapshot = useSelector(actor, (s) => s);
  return { snapshot, send: actor.send.bind(actor) };
}
