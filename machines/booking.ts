/**
 * The booking wizard (design card; spec §4 "Booking flow"): preparing → editing → checkingAvailability →
 * summary → creating → done, or blockedByActiveReservation when the team already holds an ACTIVE
 * reservation. Effects (loading the field, asking the server, creating, resetting the form, telling the
 * user and navigating) are actions the app provides; their outcomes come back as events (READY,
 * UNAVAILABLE, AVAILABLE, REFUSED, ACTIVE_RESERVATION, CREATED), so the chart holds the whole flow and
 * createTestModel can walk it.
 */
import { assign, setup } from 'xstate';
import type { AvailabilityRequest } from '../domain/schemas';
import type { AvailabilityResult, Field, Reservation } from '../domain/types';

export interface BookingContext {
  /** The field being booked, with its busy (ACTIVE, not ended) reservations for the calendar. */
  field: Field | null;
  /** What the player asked for last; kept while the server checks it and the summary shows it. */
  request: AvailabilityRequest | null;
  /** The server's answer to the availability check: what the summary shows and what is created. */
  availability: AvailabilityResult | null;
  /** The reason the server (or loading) refused, in Spanish, shown above the form. */
  error: string | null;
  reservation: Reservation | null;
}

export type BookingEvent =
  | { type: 'READY'; field: Field; hasActiveReservation: boolean }
  | { type: 'UNAVAILABLE'; message: string }
  | { type: 'RETRY' }
  | { type: 'CHECK'; request: AvailabilityRequest }
  | { type: 'AVAILABLE'; availability: AvailabilityResult }
  | { type: 'REFUSED'; message: string }
  | { type: 'ACTIVE_RESERVATION' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'CREATED'; reservation: Reservation };

export const bookingMachine = setup({
  types: { context: {} as BookingContext, events: {} as BookingEvent },
  actions: {
    /** Loads the field and whether the team has an ACTIVE reservation; answers READY or UNAVAILABLE. */
    prepare: () => {},
    /** Asks the server; answers AVAILABLE, REFUSED or ACTIVE_RESERVATION. */
    checkAvailability: (_, _params: { request: AvailabilityRequest }) => {},
    /** Creates the reservation; answers CREATED, REFUSED or ACTIVE_RESERVATION. */
    createReservation: (_, _params: { request: AvailabilityRequest; endTime: string }) => {},
    /** Puts the form back to its defaults (date today, no start time, 1 hour). */
    resetForm: () => {},
    /** 'Reserva creada' and on to the team's reservation list. */
    onCreated: (_, _params: { reservation: Reservation }) => {},
    /** The warning 'Tienes una reserva activa' and on to the team's reservation list. */
    onActiveReservation: () => {},
  },
  guards: {
    hasActiveReservation: ({ event }) => event.type === 'READY' && event.hasActiveReservation,
  },
}).createMachine({
  id: 'booking',
  context: { field: null, request: null, availability: null, error: null, reservation: null },
  initial: 'preparing',
  states: {
    preparing: {
      entry: 'prepare',
      on: {
        READY: [
          { guard: 'hasActiveReservation', target: 'blockedByActiveReservation', actions: assign({ field: ({ event }) => event.field }) },
          { target: 'editing', actions: assign({ field: ({ event }) => event.field, error: null }) },
        ],
        UNAVAILABLE: { target: 'unavailable', actions: assign({ error: ({ event }) => event.message }) },
      },
    },
    /** The field could not be loaded, or this user cannot book (no team): the message and a retry. */
    unavailable: {
      on: { RETRY: { target: 'preparing', actions: assign({ error: null }) } },
    },
    editing: {
      on: {
        CHECK: { target: 'checkingAvailability', actions: assign({ request: ({ event }) => event.request, error: null }) },
      },
    },
    checkingAvailability: {
      entry: { type: 'checkAvailability', params: ({ context }) => ({ request: context.request! }) },
      on: {
        AVAILABLE: { target: 'summary', actions: assign({ availability: ({ event }) => event.availability }) },
        // A refusal shows the server's message and the form stays as the player left it.
        REFUSED: { target: 'editing', actions: assign({ error: ({ event }) => event.message }) },
        ACTIVE_RESERVATION: 'blockedByActiveReservation',
      },
    },
    summary: {
      on: {
        CONFIRM: 'creating',
        CANCEL: { target: 'editing', actions: [assign({ request: null, availability: null, error: null }), 'resetForm'] },
      },
    },
    creating: {
      entry: {
        type: 'createReservation',
        params: ({ context }) => ({ request: context.request!, endTime: context.availability!.endTime }),
      },
      on: {
        CREATED: { target: 'done', actions: assign({ reservation: ({ event }) => event.reservation }) },
        // Someone took the slot between the check and the confirmation.
        REFUSED: { target: 'editing', actions: assign({ availability: null, error: ({ event }) => event.message }) },
        ACTIVE_RESERVATION: 'blockedByActiveReservation',
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
