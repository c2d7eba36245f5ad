/**
 * Runs the booking machine for the wizard: loading the field and the team's ACTIVE count, the server's
 * availability check and the creation, the §8 messages and the navigation. Outcomes go back to the
 * machine as events; the view only renders its state and sends the player's choices.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG } from '../../../domain/messages';
import type { BookingEvent } from '../../../machines/booking';
import { bookingMachine } from '../../../machines/booking';
import { errorMessage, errorStatus } from '../../api/client';
import { fieldsApi, reservationsApi } from '../../api/endpoints';
import { notify } from '../../components/notify';
import { inspector } from '../../inspect';

export const TEAM_RESERVATIONS_PATH = '/dashboard/reservation/list/team';

/** A 409 'Tienes una reserva activa' means the team booked meanwhile (another tab, another member). */
function refusalOf(error: unknown): BookingEvent {
  if (errorStatus(error) === 409 && errorMessage(error, '') === MSG.reservation.activeTitle) return { type: 'ACTIVE_RESERVATION' };
  return { type: 'REFUSED', message: errorMessage(error, MSG.general.saveFailed) };
}

export function useBooking(fieldId: number, teamId: number | null, resetForm: () => void) {
  const navigate = useNavigate();
  const latest = useRef({ navigate, resetForm });
  latest.current = { navigate, resetForm };
  // The machine is made once: @xstate/react starts a new actor whenever it is given another machine.
  const [machine] = useState(() =>
    bookingMachine.provide({
      actions: {
        prepare: ({ self }) => {
          if (teamId === null) {
            queueMicrotask(() => self.send({ type: 'UNAVAILABLE', message: MSG.reservation.noTeam }));
            return;
          }
          Promise.all([fieldsApi.byId(fieldId), reservationsApi.count('team', teamId, 'active')]).then(
            ([field, active]) => self.send({ type: 'READY', field, hasActiveReservation: active > 0 }),
            (error) => self.send({ type: 'UNAVAILABLE', message: errorMessage(error, MSG.field.loadFailed) }),
          );
        },
        checkAvailability: ({ self }, { request }) => {
          reservationsApi.availability(request).then(
            (availability) => self.send({ type: 'AVAILABLE', availability }),
            (error) => self.send(refusalOf(error)),
          );
        },
        createReservation: ({ self }, { request, endTime }) => {
          reservationsApi.create({ ...request, endTime }).then(
            (reservation) => self.send({ type: 'CREATED', reservation }),
            (error) => self.send(refusalOf(error)),
          );
        },
        resetForm: () => latest.current.resetForm(),
        onCreated: () => {
          notify.success(MSG.reservation.created);
          latest.current.navigate(TEAM_RESERVATIONS_PATH);
        },
        onActiveReservation: () => {
          notify.warning(MSG.reservation.activeTitle, MSG.reservation.activeText);
          latest.current.navigate(TEAM_RESERVATIONS_PATH, { replace: true });
        },
      },
    }),
  );
  const actor = useActorRef(machine, { inspect: inspector?.inspect });
  const snapshot = useSelector(actor, (s) => s);
  return { snapshot, send: actor.send.bind(actor) };
}
