/**
 * Runs 'Reserva manual''s machine (machines/manualBooking.ts) for the open form: its actors from the requests (the real
 * ones of ./api.ts, or a test's), what it tells the screen (booked, closed), Escape and × as CLOSE, the clock, and the
 * field's schedule read again quietly while the form is open.
 */
import { useActorRef } from '@xstate/react';
import { useRef, useState, type RefObject } from 'react';
import * as MSG from '../../../domain/messages';
import { manualBookingMachine } from '../../../machines/manualBooking';
import { notify } from '../../components/notify';
import { useNow } from '../../components/useNow';
import { useRefreshOnReturn } from '../../components/useRefreshOnReturn';
import { inspector } from '../../inspect';
import { createManualReservation, loadManualBooking, manualMachineActors, type ManualBookingRequests } from './api';
import { useFormSeam } from './useFormSeam';

/** The requests of the modal; a test gives its own. */
export type ManualBookingActors = ManualBookingRequests;
const REQUESTS: ManualBookingRequests = { load: loadManualBooking, create: createManualReservation };

export interface ManualBookingProps {
  fieldId: number;
  opened: boolean;
  onClose: () => void;
  /** Something was booked: the list and calendar load again. */
  onCreated: () => void;
  /** The day the form starts on ('YYYY-MM-DD', the calendar's), when later than today. */
  day?: string;
  /** The requests the machine's actors and the quiet re-read make; the real ones by default. */
  actors?: ManualBookingActors;
  /** The machine's actors; those on `actors` by default. */
  machineActors?: ReturnType<typeof manualMachineActors>;
}

/** The open form's props: the modal's but `opened`, with the CLOSE its Escape and × send. */
export type ManualFormProps = Omit<ManualBookingProps, 'opened'> & { closeForm: RefObject<(() => void) | null> };

export function useManualBooking({ closeForm, actors, machineActors, ...props }: ManualFormProps) {
  const { fieldId, day } = props;
  const latest = useRef(props);
  latest.current = props;
  const requests = actors ?? REQUESTS;
  const now = useNow();
  const [machine] = useState(() =>
    manualBookingMachine.provide({
      actors: machineActors ?? manualMachineActors(requests),
      actions: {
        created: (_, { result, request }) => {
          latest.current.onCreated();
          notify.success(request.weeks === undefined ? MSG.reservation.manualCreated : MSG.reservation.seriesCreated(result.reservations.length));
        },
        closed: () => latest.current.onClose(),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { fieldId, day, now }, inspect: inspector?.inspect });
  useFormSeam(actor, closeForm, now);
  // The free times follow others' bookings while the form is open.
  useRefreshOnReturn(
    () => requests.load(fieldId),
    [fieldId],
    (data) => actor.send({ type: 'SCHEDULE_READ', data }),
  );
  return actor;
}
