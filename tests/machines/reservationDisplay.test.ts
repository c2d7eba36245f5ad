/**
 * A reservation card's display over time (docs/product.md, "Reservations"): every path of the machine's
 * graph, from cards that appear at each moment of a reservation's life, is replayed on a real actor with
 * vitest's fake clock. In every state the suite checks that the machine agrees with the rule of
 * domain/time.ts at the current instant, that a timer moved it exactly at the reservation's boundary in
 * Bogota, and that exactly the state's own timer is pending (leaving a state clears its timer: no polling,
 * no stray wake-ups).
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { reservationBoundaries, reservationDisplayState, type TimedReservation } from '../../domain/time';
import { MAX_TIMER_MS, reservationDisplayMachine } from '../../machines/reservationDisplay';
import { describePaths } from './paths';

/** 10:00 in Bogota. */
const NOW = new Date('2026-11-20T15:00:00Z');
const game = (reservationDate: string, startTime: string, endTime: string, status: TimedReservation['status'] = 'ACTIVE') => ({
  reservation: { status, reservationDate, startTime, endTime },
});

const INPUTS = [
  game('2026-11-21', '18:00', '20:00'), // tomorrow: other, then each boundary in turn
  game('2026-11-20', '11:30', '12:30'), // within two hours: upcoming
  game('2026-11-20', '09:00', '11:00'), // under way: inProgress
  game('2026-11-19', '18:00', '19:00'), // yesterday and still ACTIVE: expired
  game('2026-11-20', '11:00', '12:00', 'CANCELED'), // not ACTIVE: other, for good
  game('2027-01-10', '18:00', '19:00'), // beyond one timer's reach: other waits again
];

const after = (delay: string, state: string) => ({ type: `xstate.after.${delay}.reservationDisplay.${state}` });
const EVENTS = [
  after('untilUpcoming', 'other'),
  after('untilStart', 'upcoming'),
  after('untilEnd', 'inProgress'),
  { type: 'RESERVATION_CHANGED', reservation: { ...INPUTS[1].reservation, status: 'CANCELED' } },
  { type: 'RESERVATION_CHANGED', reservation: { ...INPUTS[1].reservation, status: 'FINISHED' } },
];

/** The model: a timer of `other` reaches the upcoming window when the window lies within one timer's reach. */
const model = reservationDisplayMachine.provide({
  guards: { upcomingReached: ({ context }) => reservationBoundaries(context.reservation).upcoming - NOW.getTime() <= MAX_TIMER_MS },
});

const BOUNDARY_OF = { upcoming: 'upcoming', inProgress: 'start', expired: 'end' } as const;

describePaths({
  name: 'reservationDisplay',
  build: () => reservationDisplayMachine,
  model,
  now: NOW,
  inputs: INPUTS,
  events: EVENTS,
  check: ({ snapshot, event }) => {
    const state = snapshot.value as 'other' | 'upcoming' | 'inProgress' | 'expired';
    const r = snapshot.context.reservation;
    // The card reads what the domain rule says at this instant.
    expect(state).toBe(reservationDisplayState(r, new Date()));
    // A timer moved it exactly at the reservation's own boundary.
    if (event?.type.startsWith('xstate.after.') && state !== 'other') {
      expect(Date.now()).toBe(reservationBoundaries(r)[BOUNDARY_OF[state]]);
    }
    // Exactly the timer of the state it is in is pending, none of a state it left. (A reservation that is
    // not ACTIVE keeps one idle timer of the longest delay, which changes nothing when it fires.)
    if (r.status === 'ACTIVE') expect(vi.getTimerCount()).toBe(state === 'expired' ? 0 : 1);
    else expect(vi.getTimerCount()).toBeLessThanOrEqual(1);
  },
});

describe('reservation display, beyond the graph', () => {
  it('a card shown a day ahead walks through every state at its boundaries, with no other wake-up', async () => {
    vi.useFakeTimers({ now: NOW });
    const { reservation } = INPUTS[0];
    const actor = createActor(reservationDisplayMachine, { input: { reservation } }).start();
    const seen: string[] = [];
    actor.subscribe((s) => seen.push(`${s.value}@${new Date(Date.now()).toISOString()}`));
    await vi.advanceTimersByTimeAsync(2 * 24 * 3600 * 1000);
    // 16:00, 18:00 and 20:00 in Bogota are 21:00, 23:00 and 01:00 UTC.
    expect(seen).toEqual(['upcoming@2026-11-21T21:00:00.000Z', 'inProgress@2026-11-21T23:00:00.000Z', 'expired@2026-11-22T01:00:00.000Z']);
    vi.useRealTimers();
  });

  it('a reservation further than one timer can wait still opens its window on time', async () => {
    vi.useFakeTimers({ now: NOW });
    const { reservation } = INPUTS[5];
    const actor = createActor(reservationDisplayMachine, { input: { reservation } }).start();
    const upcoming = reservationBoundaries(reservation).upcoming;
    await vi.advanceTimersByTimeAsync(upcoming - NOW.getTime() - 1);
    expect(actor.getSnapshot().value).toBe('other');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('upcoming');
    vi.useRealTimers();
  });

  it('a cancelled reservation drops its timer and its hint at once', async () => {
    vi.useFakeTimers({ now: NOW });
    const { reservation } = INPUTS[1];
    const actor = createActor(reservationDisplayMachine, { input: { reservation } }).start();
    expect(actor.getSnapshot().value).toBe('upcoming');
    actor.send({ type: 'RESERVATION_CHANGED', reservation: { ...reservation, status: 'CANCELED' } });
    expect(actor.getSnapshot().value).toBe('other');
    await vi.advanceTimersByTimeAsync(3 * 3600 * 1000);
    expect(actor.getSnapshot().value).toBe('other');
    vi.useRealTimers();
  });
});
