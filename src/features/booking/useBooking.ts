/**
 * Runs the booking machine for the wizard with the real requests (./api.ts) and what is UI: the notices, the
 * navigation and the browser's history (`history`: the browser's own moves, Back and Forward, told to the machine as
 * HISTORY; `navigate`: the machine's moves of the address). The view only renders the state and sends the player's
 * choices.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromCallback } from 'xstate';
import * as MSG from '../../../domain/messages';
import { bookingMachine, readAddress, type BookingEvent, type SummaryEntry } from '../../../machines/booking';
import { notify } from '../../components/notify';
import { inspector } from '../../inspect';
import { bookingActors } from './api';

export const TEAM_RESERVATIONS_PATH = '/dashboard/reservation/list/team';

/** The actors the machine invokes: the real requests, or a test's fakes. */
export type BookingActors = typeof bookingActors;

/** `ownsTeam`: the player can cancel the team's ACTIVE reservation themselves, so the warning tells them where. */
export function useBooking(fieldId: number, teamId: number | null, ownsTeam: boolean, actors: BookingActors = bookingActors) {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef({ navigate, ownsTeam });
  latest.current = { navigate, ownsTeam };
  // The machine is made once: @xstate/react starts a new actor whenever it is given another machine.
  const [machine] = useState(() =>
    bookingMachine.provide({
      actors: {
        ...actors,
        // Every move of the browser's own (Back, Forward, or the machine's own step back), each as it happens: a
        // push and a Back quicker than a render would leave React's location as it was, and the Back untold.
        // The router keeps an entry's state under `usr` of the history's state.
        history: fromCallback<BookingEvent>(({ sendBack }) => {
          const moved = () =>
            sendBack({ type: 'HISTORY', address: readAddress(window.location.search, (window.history.state as { usr?: unknown } | null)?.usr) });
          window.addEventListener('popstate', moved);
          return () => window.removeEventListener('popstate', moved);
        }),
      },
      actions: {
        navigate: (_, to) => {
          if (to.to === -1) latest.current.navigate(-1);
          else
            latest.current.navigate(to.to, {
              replace: to.replace,
              state: to.summary ? ({ bookingSummary: true } satisfies SummaryEntry) : undefined,
            });
        },
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
  const actor = useActorRef(machine, {
    input: { fieldId, teamId, address: readAddress(location.search, location.state) },
    inspect: inspector?.inspect,
  });
  const snapshot = useSelector(actor, (s) => s);
  return { snapshot, send: actor.send.bind(actor) };
}
