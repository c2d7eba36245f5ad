/**
 * The booking wizard (docs/product.md, "Booking"): preparing → editing → checkingAvailability → summary →
 * creating → done, or blockedByActiveReservation when the team already holds an ACTIVE reservation. A check that got
 * no answer ends in checkFailed: the time stays chosen, with the reason, and RETRY asks about it again.
 * A time taken by somebody else while the page was open (SLOT_TAKEN, from the check or from creating), a day its
 * administrator closed meanwhile (DAY_CLOSED) or a field set inactive (FIELD_CLOSED) goes through refreshingSlots,
 * which reloads the field with its busy reservations and closed days, so the page shows how it stands now.
 * Tapping a free start time sends CHECK (1 hour) from editing; in the summary another length sends CHECK
 * again; CANCEL goes back to editing keeping the date and time chosen; EDIT (another date) clears the error.
 *
 * The requests are actors invoked by the state that needs them, so leaving the state stops them and a late
 * answer is never taken: `prepare` (the field and whether the team has an ACTIVE reservation),
 * `checkAvailability`, `createReservation` and `reloadField` (the field again, with its busy reservations). The app provides them (src/features/reservations/api.ts);
 * tests provide their own. A refusal is told apart by its error code (domain/errors.ts), never by its text.
 * What is UI (resetting the form, the notice and the navigation) stays in provided actions.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../domain/errorBody';
import { answerGuards } from './answers';
import { failureReasonOf, undecided } from './failureReason';
import * as MSG from '../domain/messages';
import type { AvailabilityRequest } from '../domain/schemas';
import type { AvailabilityResult, Field, Reservation } from '../domain/types';

export interface BookingInput {
  fieldId: number;
  /** null when the player has no team: the wizard then says so and books nothing. */
  teamId: number | null;
}

export interface BookingContext extends BookingInput {
  /** The field being booked, with its busy (ACTIVE, not ended) reservations for the calendar. */
  field: Field | null;
  /** What the player asked for last; kept while the server checks it and the summary shows it. */
  request: AvailabilityRequest | null;
  /** The server's answer to the availability check: what the summary shows and what is created. */
  availability: AvailabilityResult | null;
  /** The reason the server (or loading) refused, in Spanish, shown above the form. */
  error: string | null;
  /** Whether another try may load the field: no answer came or the server failed, not a refusal ('La cancha no existe.'). */
  retryable: boolean;
  reservation: Reservation | null;
}

export type BookingEvent =
  { type: 'RETRY' } | { type: 'CHECK'; request: AvailabilityRequest } | { type: 'EDIT' } | { type: 'CONFIRM' } | { type: 'CANCEL' };

/** What `prepare` answers. */
export interface PreparedBooking {
  field: Field;
  hasActiveReservation: boolean;
}

/** The booking as the summary showed it: its end and the total agreed (the server refuses another, PRICE_CHANGED). */
export type NewReservation = AvailabilityRequest & { endTime: string; price: number };

const notProvided = (name: string) => () => Promise.reject(new Error(`booking: actor ${name} not provided`));

export const bookingMachine = setup({
  types: { context: {} as BookingContext, events: {} as BookingEvent, input: {} as BookingInput },
  actors: {
    /** Loads the field and whether the team holds an ACTIVE reservation. */
    prepare: fromPromise<PreparedBooking, { fieldId: number; teamId: number }>(notProvided('prepare')),
    /** Asks the server whether the slot can be booked; answers the summary's data. */
    checkAvailability: fromPromise<AvailabilityResult, AvailabilityRequest>(notProvided('checkAvailability')),
    /** Creates the reservation. */
    createReservation: fromPromise<Reservation, NewReservation>(notProvided('createReservation')),
    /** Loads the field again, with its busy reservations, after a time was found taken. */
    reloadField: fromPromise<Field, { fieldId: number }>(notProvided('reloadField')),
  },
  actions: {
    /** 'Reserva creada' and on to the team's reservation list. */
    onCreated: (_, _params: { reservation: Reservation }) => {},
    /** The warning 'Tienes una reserva activa' and on to the team's reservation list. */
    onActiveReservation: () => {},
    /** The server's refusal above the form; the refused summary goes. */
    refuse: assign({ availability: null, error: ({ event }) => failureReasonOf((event as { error?: unknown }).error, MSG.general.saveFailed) }),
  },
  guards: {
    withoutTeam: ({ context }) => context.teamId === null,
    teamHasActiveReservation: ({ event }) => errorCodeOf((event as { error?: unknown }).error) === 'TEAM_HAS_ACTIVE_RESERVATION',
    /** The field changed since the page read it: a time taken, a day closed, the field set inactive. */
    fieldChanged: answerGuards.fieldChangedMeanwhile,
    undecided: answerGuards.answerUndecided,
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => ({ ...input, field: null, request: null, availability: null, error: null, retryable: true, reservation: null }),
  initial: 'preparing',
  states: {
    preparing: {
      always: { guard: 'withoutTeam', target: 'unavailable', actions: assign({ error: MSG.reservation.noTeam }) },
      invoke: {
        id: 'prepare',
        src: 'prepare',
        input: ({ context }) => ({ fieldId: context.fieldId, teamId: context.teamId! }),
        onDone: [
          {
            guard: ({ event }) => event.output.hasActiveReservation,
            target: 'blockedByActiveReservation',
            actions: assign({ field: ({ event }) => event.output.field }),
          },
          { target: 'editing', actions: assign({ field: ({ event }) => event.output.field, error: null }) },
        ],
        onError: {
          target: 'unavailable',
          actions: assign({
            error: ({ event }) => failureReasonOf(event.error, MSG.field.loadFailed),
            retryable: ({ event }) => undecided(event.error),
          }),
        },
      },
    },
    /** The field could not be loaded, or this user cannot book (no team): the message, and a retry when another try may help. */
    unavailable: {
      on: { RETRY: { target: 'preparing', actions: assign({ error: null }) } },
    },
    editing: {
      on: {
        CHECK: { target: 'checkingAvailability', actions: assign({ request: ({ event }) => event.request, error: null }) },
        // The player changed the input the error was about: the error goes.
        EDIT: { actions: assign({ error: null }) },
      },
    },
    checkingAvailability: {
      invoke: {
        id: 'checkAvailability',
        src: 'checkAvailability',
        input: ({ context }) => context.request!,
        onDone: { target: 'summary', actions: assign({ availability: ({ event }) => event.output }) },
        onError: [
          { guard: 'teamHasActiveReservation', target: 'blockedByActiveReservation' },
          // Taken (or the day closed) since the page loaded: the message, and the field read again.
          { guard: 'fieldChanged', target: 'refreshingSlots', actions: 'refuse' },
          // No answer, or the server failing: nothing was decided about the time.
          { guard: 'undecided', target: 'checkFailed', actions: 'refuse' },
          // A refusal shows the server's message and the form stays as the player left it.
          { target: 'editing', actions: 'refuse' },
        ],
      },
    },
    /** The time chosen could not be checked: it stays chosen with the reason, and RETRY asks about it again. */
    checkFailed: {
      on: {
        RETRY: { target: 'checkingAvailability', actions: assign({ error: null }) },
        CHECK: { target: 'checkingAvailability', actions: assign({ request: ({ event }) => event.request, error: null }) },
        EDIT: { target: 'editing', actions: assign({ error: null }) },
      },
    },
    summary: {
      on: {
        CONFIRM: { target: 'creating', actions: assign({ error: null }) },
        // Another length: checked again, the summary showing the last answer meanwhile.
        CHECK: { target: 'checkingAvailability', actions: assign({ request: ({ event }) => event.request, error: null }) },
        // The date and time chosen stay (context.request); only the answer is dropped.
        CANCEL: { target: 'editing', actions: assign({ availability: null, error: null }) },
      },
    },
    creating: {
      invoke: {
        id: 'createReservation',
        src: 'createReservation',
        input: ({ context }) => ({ ...context.request!, endTime: context.availability!.endTime, price: context.availability!.price }),
        onDone: { target: 'done', actions: assign({ reservation: ({ event }) => event.output }) },
        onError: [
          { guard: 'teamHasActiveReservation', target: 'blockedByActiveReservation' },
          // Someone took the slot (or the day was closed) between the check and the confirmation: the field is read again.
          { guard: 'fieldChanged', target: 'refreshingSlots', actions: 'refuse' },
          // No answer, or the server failing: nothing was decided, so the summary stays with the reason and
          // 'Confirmar reserva' sends the same booking again.
          {
            guard: 'undecided',
            target: 'summary',
            actions: assign({ error: ({ event }) => failureReasonOf(event.error, MSG.general.saveFailed) }),
          },
          // Any other refusal, a rate changed since the summary (PRICE_CHANGED, naming the new total) among them.
          { target: 'editing', actions: 'refuse' },
        ],
      },
    },
    /**
     * The field read again after a SLOT_TAKEN, DAY_CLOSED or FIELD_CLOSED, the refusal shown meanwhile. Its failure keeps the times as
     * they were: the refusal already says why, and the next tap asks the server again.
     */
    refreshingSlots: {
      invoke: {
        id: 'reloadField',
        src: 'reloadField',
        input: ({ context }) => ({ fieldId: context.fieldId }),
        onDone: { target: 'editing', actions: assign({ field: ({ event }) => event.output }) },
        onError: 'editing',
      },
      on: {
        // Another date meanwhile: the error about the last one goes, the reload goes on.
        EDIT: { actions: assign({ error: null }) },
      },
    },
    done: {
      type: 'final',
      entry: { type: 'onCreated', params: ({ context }) => ({ reservation: context.reservation! }) },
    },
    blockedByActiveReservation: {
      type: 'final',
      entry: 'onActiveReservation',
    },
  },
});
