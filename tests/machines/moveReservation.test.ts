/**
 * 'Cambiar horario' (machines/moveReservation.ts): every shortest path and every edge of the machine's graph, for
 * the field's administrator moving an unpaid booking and for a team's owner moving one that received $ 150.000,
 * replayed on a real actor whose `load` and `move` requests are fakes. In each state the suite checks that a move
 * goes out only to a free time of the field at a price not below what was received (domain/payment.ts), with the
 * price the form shows; that a time taken or rates changed meanwhile read the field again; and what the screen was
 * told (moved, refused, unsure, closed).
 */
import { expect } from 'vitest';
import * as MSG from '../../domain/messages';
import { movePriceRefusal } from '../../domain/payment';
import type { Reservation } from '../../domain/types';
import { moveChoices, moveReservationMachine, type FieldSchedule, type MoveContext } from '../../machines/moveReservation';
import { apiError, describePaths, done, failed, fakeActors, type Call } from './paths';
import { field } from '../fixtures/slotField';

// The suites' clock: Friday 20 November 2026, 10:00 a. m. in Bogotá.
const NOW = new Date('2026-11-20T15:00:00Z');
const booking = (paid: number) =>
  ({ id: 5, status: 'ACTIVE', reservationDate: '2026-11-23', startTime: '08:00', endTime: '10:00', hours: 2, price: 160000, paid }) as Reservation;
const other = { id: 9, status: 'ACTIVE', reservationDate: '2026-11-23', startTime: '10:00', endTime: '11:00', hours: 1 } as Reservation;
const SCHEDULE: FieldSchedule = { field, busy: [booking(0), other] };
// Read again later: 11:00 a. m. of the booking's date was taken meanwhile.
const LATER: FieldSchedule = { field, busy: [...SCHEDULE.busy, { ...other, id: 10, startTime: '11:00', endTime: '12:00' }] };
const noAnswer = Object.assign(new Error('Network Error'), { name: 'AxiosError', isAxiosError: true });
const PRICE_CHANGED = 'El precio de la cancha cambió: el total ahora es $ 100.000.';

const EVENTS = [
  { type: 'DATE_CHANGED', date: '2026-11-24' },
  { type: 'START_CHANGED', start: '11:00' },
  { type: 'HOURS_CHANGED', hours: 1 },
  { type: 'SUBMIT' },
  { type: 'RETRY' },
  { type: 'CLOSE' },
  { type: 'SCHEDULE_READ', schedule: LATER },
  { type: 'TICK', now: new Date('2026-11-20T15:01:00Z') },
  done('load', SCHEDULE),
  failed('load', noAnswer),
  done('move', { ...booking(0), reservationDate: '2026-11-24' }),
  failed('move', noAnswer),
  failed('move', apiError(409, 'SLOT_TAKEN', MSG.reservation.slotTaken)),
  failed('move', apiError(409, 'PRICE_CHANGED', PRICE_CHANGED)),
  failed('move', apiError(409, 'RESERVATION_NOT_ACTIVE', 'La reserva ya no está activa.')),
  failed('move', apiError(409, 'RESERVATION_NOT_MANUAL', MSG.reservation.moveNotManual)),
] as const;

function build(calls: Call[], log: string[]) {
  return moveReservationMachine.provide({
    actors: fakeActors(['load', 'move'], calls) as never,
    actions: {
      moved: () => void log.push('moved'),
      refused: () => void log.push('refused'),
      unsure: () => void log.push('unsure'),
      closed: () => void log.push('closed'),
    },
  });
}

const refusalOf = (context: MoveContext) => {
  const { price } = moveChoices(context);
  return price === null ? null : movePriceRefusal(context.reservation.paid ?? 0, price, context.viewedBy);
};

describePaths({
  name: 'moveReservation',
  build,
  now: NOW,
  inputs: [
    { reservation: booking(0), fieldId: 7, viewedBy: 'field', now: NOW },
    { reservation: booking(150000), fieldId: 7, viewedBy: 'team', now: NOW },
  ],
  events: EVENTS,
  simplePaths: false,
  // The clock's minute changes no choice here: states are told apart without it.
  serializeState: ({ value, context: { reservation, schedule, date, start, hours, failure, loadError } }) =>
    JSON.stringify({ value, paid: reservation.paid, busy: schedule?.busy.length, date, start, hours, failure, loaded: Boolean(loadError) }),
  check: ({ snapshot, calls, log, event, previous }) => {
    const { context } = snapshot;
    const waiting = calls.filter((c) => !c.settled);
    switch (snapshot.value) {
      case 'loading':
      case 'rereading':
        // The field's schedule is read, once.
        expect(waiting).toHaveLength(1);
        expect(waiting[0]).toMatchObject({ src: 'load', input: { fieldId: 7 } });
        if (snapshot.value === 'rereading') {
          // A time taken, or the rates changed, meanwhile: the server's reason is shown while the field is read again.
          expect([MSG.reservation.slotTaken, PRICE_CHANGED]).toContain(context.failure);
        }
        break;
      case 'loadFailed':
        expect(waiting).toEqual([]);
        expect(context.loadError).toBe(noAnswer);
        break;
      case 'editing': {
        expect(waiting).toEqual([]);
        expect(context.schedule).not.toBeNull();
        const choices = moveChoices(context);
        // A time asked for that is not free on the date is not swapped for another: the form asks to choose.
        if (choices.startTime) expect(choices.times.map((t) => t.time)).toContain(choices.startTime);
        if (event?.type === 'SUBMIT') {
          // Nothing went out: no free time chosen, or one cheaper than what was received, said in the form.
          expect(previous?.value).toBe('editing');
          const refusal = refusalOf(context);
          if (choices.price !== null) expect(refusal).not.toBeNull();
          if (refusal) expect(context.failure).toBe(refusal);
        }
        if (event?.type === 'xstate.error.actor.move') {
          const error = (event as unknown as { error: unknown }).error;
          // No answer says to check the connection, like every other form (machines/failureReason.ts).
          if (error === noAnswer) {
            expect(log.at(-1)).toBe('unsure');
            expect(context.failure).toBe(MSG.failure.offline);
          } else expect(context.failure).toBe(MSG.reservation.moveNotManual);
        }
        break;
      }
      case 'moving': {
        // One move, to a free time of the field, at the price shown, not below what was received.
        expect(waiting).toHaveLength(1);
        const choices = moveChoices(context);
        expect(waiting[0]).toMatchObject({
          src: 'move',
          input: {
            reservation: context.reservation,
            to: { reservationDate: context.date, startTime: choices.startTime, hours: choices.hours, price: choices.price },
          },
        });
        expect(choices.times.map((t) => t.time)).toContain(choices.startTime);
        expect(choices.lengths).toContain(choices.hours);
        expect(choices.price).toBeGreaterThanOrEqual(context.reservation.paid ?? 0);
        expect(context.failure).toBeNull();
        break;
      }
      case 'moved':
        expect(log.slice(-2)).toEqual(['moved', 'closed']);
        break;
      case 'refused':
        expect(log.slice(-2)).toEqual(['refused', 'closed']);
        break;
      case 'closed':
        expect(log.at(-1)).toBe('closed');
        expect(waiting).toEqual([]);
        break;
      default:
        throw new Error(`unexpected state ${JSON.stringify(snapshot.value)}`);
    }
  },
});
