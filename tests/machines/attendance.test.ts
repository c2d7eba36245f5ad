/**
 * '¿Quién va?' and 'la vaca' (docs/product.md, "Who is going"): every path of the machine's graph is replayed on a
 * real actor whose requests are fakes; in each state the suite checks which request went out with which input, the
 * attendance shown, the error and the notices.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import * as MSG from '../../domain/messages';
import type { Attendance } from '../../domain/types';
import { attendanceMachine } from '../../machines/attendance';
import { apiError, describePaths, done, failed, fakeActors, flush, type Call } from './paths';

const entry = (playerId: number, paid = false) => ({ playerId, name: `Jugador ${playerId}`, paid });
const FIRST: Attendance = { going: [], notGoing: [], pending: [entry(1), entry(2)], share: null, left: [] };
const AFTER_ANSWER: Attendance = { going: [entry(2)], notGoing: [], pending: [entry(1)], share: 90000, left: [] };
const AFTER_MARK: Attendance = { going: [entry(2, true)], notGoing: [], pending: [entry(1)], share: 90000, left: [] };
const CLOSED = apiError(409, 'ATTENDANCE_CLOSED', MSG.attendance.closed);
/** Read again quietly: a teammate answered on their phone, and the field changed how it takes payment. */
const READ_AGAIN = { attendance: { ...AFTER_MARK, going: [entry(2, true), entry(1)], pending: [] }, paymentInstructions: 'Daviplata 3009876543' };

const EVENTS = [
  { type: 'ANSWER', going: true },
  { type: 'MARK_PAID', playerId: 2, paid: true },
  { type: 'RETRY' },
  { type: 'READ', loaded: READ_AGAIN },
  done('load', { attendance: FIRST, paymentInstructions: 'Nequi 3001234567' }),
  failed('load', new Error('Network Error')),
  done('answer', AFTER_ANSWER),
  failed('answer', CLOSED),
  done('markPaid', AFTER_MARK),
  failed('markPaid', new Error('Network Error')),
] as const;

function build(calls: Call[], log: string[]) {
  return attendanceMachine.provide({
    actors: fakeActors(['load', 'answer', 'markPaid'], calls),
    actions: {
      onSaved: (_, { kind }) => void log.push(`saved:${kind}`),
      onFailed: (_, { title, message }) => void log.push(`failed:${title}:${message}`),
    },
  });
}

describePaths({
  name: 'attendance',
  build,
  inputs: [{ reservationId: 7, fieldId: 3 }],
  events: EVENTS,
  check: ({ snapshot, calls, log, event, previous }) => {
    const { context } = snapshot;
    switch (snapshot.value) {
      case 'loading':
        expect(calls.at(-1)).toMatchObject({ src: 'load', settled: false, input: { reservationId: 7, fieldId: 3 } });
        expect(context.error).toBeNull();
        break;
      case 'failed':
        expect(context.attendance).toBeNull();
        expect(context.error).toBe(MSG.attendance.loadFailed);
        break;
      case 'answering':
        expect(snapshot.hasTag('sending')).toBe(true);
        expect(calls.at(-1)).toMatchObject({ src: 'answer', settled: false, input: { reservationId: 7, going: true } });
        expect(context.sending).toEqual({ kind: 'answer', going: true });
        break;
      case 'marking':
        expect(snapshot.hasTag('sending')).toBe(true);
        expect(calls.at(-1)).toMatchObject({ src: 'markPaid', settled: false, input: { reservationId: 7, playerId: 2, paid: true } });
        break;
      case 'ready':
        expect(snapshot.hasTag('sending')).toBe(false);
        expect(context.sending).toBeNull();
        expect(context.attendance).not.toBeNull();
        if (event?.type === 'xstate.done.actor.answer') {
          expect(context.attendance).toEqual(AFTER_ANSWER);
          expect(log.at(-1)).toBe('saved:answer');
        } else if (event?.type === 'xstate.done.actor.markPaid') {
          expect(context.attendance).toEqual(AFTER_MARK);
          expect(log.at(-1)).toBe('saved:paid');
        } else if (event?.type === 'xstate.error.actor.answer') {
          // The server's reason, and the list as it was.
          expect(context.error).toBe(MSG.attendance.closed);
          expect(log.at(-1)).toBe(`failed:${MSG.attendance.answerFailed}:${MSG.attendance.closed}`);
        } else if (event?.type === 'xstate.error.actor.markPaid') {
          expect(context.error).toBe(MSG.attendance.paidFailed);
          expect(log.at(-1)).toBe(`failed:${MSG.attendance.paidFailed}:${MSG.attendance.paidFailed}`);
        } else if (event?.type === 'READ') {
          // Taken whole; a failed write's reason goes, the card showing what the server holds.
          expect(context.attendance).toEqual(READ_AGAIN.attendance);
          expect(context.paymentInstructions).toBe(READ_AGAIN.paymentInstructions);
          expect(context.error).toBeNull();
        } else if (previous?.value === 'loading') {
          expect(context.attendance).toEqual(FIRST);
          expect(context.paymentInstructions).toBe('Nequi 3001234567');
          expect(context.error).toBeNull();
        }
        break;
      default:
        throw new Error(`unexpected state ${JSON.stringify(snapshot.value)}`);
    }
  },
});

describe('attendance, beyond the graph', () => {
  it('a second answer while one is out is not sent', async () => {
    const calls: Call[] = [];
    const actor = createActor(build(calls, []), { input: { reservationId: 7, fieldId: 3 } }).start();
    calls[0].resolve({ attendance: FIRST, paymentInstructions: null });
    await flush();
    actor.send({ type: 'ANSWER', going: false });
    actor.send({ type: 'ANSWER', going: true });
    actor.send({ type: 'MARK_PAID', playerId: 1, paid: true });
    await flush();
    expect(calls.slice(1).map((c) => [c.src, c.input])).toEqual([['answer', { reservationId: 7, going: false }]]);
  });

  it('leaving the card stops the request under way', async () => {
    const calls: Call[] = [];
    const actor = createActor(build(calls, []), { input: { reservationId: 7, fieldId: 3 } }).start();
    actor.stop();
    expect(calls[0].signal.aborted).toBe(true);
  });
});
