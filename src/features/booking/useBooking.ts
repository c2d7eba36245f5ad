/**
 * Runs the booking machine for the wizard with the real requests (./api.ts) and what is UI: the notices, the
 * navigation and the browser's history (`history`: the browser's own moves, Back and Forward, told to the machine as
 * HISTORY; `navigate`: the machine's moves of the address). The view only renders the state and sends the player's
 * choices.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType, type Location } from 'react-router-dom';
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
  const navigationType = useNavigationType();
  const latest = useRef({ navigate, ownsTeam });
  latest.current = { navigate, ownsTeam };
  // Those listening to the browser's moves: the machine's `history` actor while it runs.
  const [listeners] = useState(() => new Set<(location: Location) => void>());
  // The machine is made once: @xstate/react starts a new actor whenever it is given another machine.
  const [machine] = useState(() =>
    bookingMachine.provide({
      actors: {
        ...actors,
        history: fromCallback<BookingEvent>(({ sendBack }) => {
          const listener = (moved: Location) => sendBack({ type: 'HISTORY', address: readAddress(moved.search, moved.state) });
          listeners.add(listener);
          return () => void listeners.delete(listener);
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
  // The browser's own moves (POP: Back, Forward, or the machine's own step Back); the machine's pushes and
  // replacements are its own doing and are not told back to it.
  const seen = useRef(location.key);
  useEffect(() => {
    if (location.key === seen.current) return;
    seen.current = location.key;
    if (navigationType === 'POP') for (const listener of listeners) listener(location);
  }, [location, navigationType, listeners]);
  const snapshot = useSelector(actor, (s) => s);
  return { snapshot, send: actor.send.bind(actor) };
}
