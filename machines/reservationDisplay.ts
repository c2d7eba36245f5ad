/**
 * How a reservation card reads over time (docs/product.md, "Reservations"): other → upcoming → inProgress →
 * expired, each step an `after` timer set to the reservation's own boundary in America/Bogota (two hours
 * before the start, the start, the end; domain/time.ts), so a card changes its hint and buttons on time
 * without polling the clock. `deciding` picks the state with the rule of domain/time.ts
 * (`reservationDisplayState`) when the card appears and whenever the reservation changes (cancelled,
 * finalized, moved). A reservation that is not ACTIVE stays `other`.
 *
 * A timer cannot wait longer than about 24.8 days (2^31 - 1 ms): for a reservation further ahead, `other`
 * waits that long and then waits again.
 */
import { appNow } from '../domain/clock';
import { and, assign, not, setup } from 'xstate';
import { reservationBoundaries, reservationDisplayState, type ReservationDisplayState, type TimedReservation } from '../domain/time';

/** The longest delay a timer of the browser (and Node) keeps; longer ones fire at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

export interface ReservationDisplayInput {
  reservation: TimedReservation;
}

export interface ReservationDisplayContext {
  reservation: TimedReservation;
}

export type ReservationDisplayEvent = { type: 'RESERVATION_CHANGED'; reservation: TimedReservation };

/** Milliseconds from now until an instant, within what a timer can wait. */
const until = (instant: number) => Math.min(MAX_TIMER_MS, Math.max(0, instant - appNow().getTime()));

export const reservationDisplayMachine = setup({
  types: {
    context: {} as ReservationDisplayContext,
    events: {} as ReservationDisplayEvent,
    input: {} as ReservationDisplayInput,
  },
  delays: {
    untilUpcoming: ({ context }) => until(reservationBoundaries(context.reservation).upcoming),
    untilStart: ({ context }) => until(reservationBoundaries(context.reservation).start),
    untilEnd: ({ context }) => until(reservationBoundaries(context.reservation).end),
  },
  guards: {
    /** The domain rule, now. */
    displayIs: ({ context }, params: { state: ReservationDisplayState }) => reservationDisplayState(context.reservation) === params.state,
    isActive: ({ context }) => context.reservation.status === 'ACTIVE',
    /** The upcoming window has opened (the timer may have stopped short of a far boundary). */
    upcomingReached: ({ context }) => appNow().getTime() >= reservationBoundaries(context.reservation).upcoming,
  },
}).createMachine({
  id: 'reservationDisplay',
  context: ({ input }) => ({ reservation: input.reservation }),
  initial: 'deciding',
  on: {
    RESERVATION_CHANGED: { target: '.deciding', actions: assign({ reservation: ({ event }) => event.reservation }) },
  },
  states: {
    deciding: {
      always: [
        { guard: { type: 'displayIs', params: { state: 'upcoming' } }, target: 'upcoming' },
        { guard: { type: 'displayIs', params: { state: 'inProgress' } }, target: 'inProgress' },
        { guard: { type: 'displayIs', params: { state: 'expired' } }, target: 'expired' },
        { target: 'other' },
      ],
    },
    /** Not ACTIVE, or ACTIVE and more than two hours ahead: no hint. */
    other: {
      after: {
        untilUpcoming: [
          { guard: and(['isActive', 'upcomingReached']), target: 'upcoming' },
          { guard: and(['isActive', not('upcomingReached')]), target: 'other', reenter: true },
        ],
      },
    },
    /** Within two hours of the start. */
    upcoming: { after: { untilStart: 'inProgress' } },
    /** Between the start and the end. */
    inProgress: { after: { untilEnd: 'expired' } },
    /** Ended and still ACTIVE: waiting to be finalized. */
    expired: {},
  },
});
