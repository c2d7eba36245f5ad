/**
 * 'Registrar pago' and 'Registrar devolución' (machines/payment.ts): every shortest path and every edge of the
 * machine's graph, from a live reservation and from a cancelled one, replayed on a real actor whose `record`
 * request is a fake. In each state the suite checks that a request goes out only with an amount the rules of
 * domain/payment.ts take (never above the price, a refund never above what was received), what the form shows
 * under the amount, and what the screen was told (saved, refused, unsure, closed).
 */
import { expect } from 'vitest';
import * as MSG from '../../domain/messages';
import { amountRefusal, paymentLimit, paymentMachine } from '../../machines/payment';
import type { Reservation } from '../../domain/types';
import { apiError, describePaths, done, failed, fakeActors, type Call } from './paths';

const LIVE = { id: 5, status: 'ACTIVE', price: 180000, paid: 50000, refunded: 0 } as Reservation;
const CANCELED = { id: 6, status: 'CANCELED', price: 180000, paid: 50000, refunded: 0 } as Reservation;
const noAnswer = Object.assign(new Error('Network Error'), { name: 'AxiosError', isAxiosError: true });

const EVENTS = [
  { type: 'AMOUNT_CHANGED', amount: 90000 },
  { type: 'AMOUNT_CHANGED', amount: 999999 },
  { type: 'AMOUNT_CHANGED', amount: '' },
  { type: 'AMOUNT_LEFT' },
  { type: 'METHOD_CHANGED', method: 'NEQUI' },
  { type: 'FILL_ALL' },
  { type: 'SUBMIT' },
  { type: 'CLOSE' },
  done('record', { ...LIVE, paid: 90000 }),
  failed('record', apiError(409, 'RESERVATION_CANCELED', MSG.payment.canceled)),
  failed('record', noAnswer),
] as const;

function build(calls: Call[], log: string[]) {
  return paymentMachine.provide({
    actors: fakeActors(['record'], calls) as never,
    actions: {
      saved: (_, { kind }) => void log.push(`saved:${kind}`),
      refused: (_, { kind }) => void log.push(`refused:${kind}`),
      unsure: (_, { kind }) => void log.push(`unsure:${kind}`),
      closed: () => void log.push('closed'),
    },
  });
}

describePaths({
  name: 'payment',
  build,
  inputs: [{ reservation: LIVE }, { reservation: CANCELED }],
  events: EVENTS,
  simplePaths: false,
  // The method changes no step of the flow (it goes with the request, which the checks read): states are told apart without it.
  serializeState: ({ value, context: { kind, amount, checked } }) => JSON.stringify({ value, kind, amount, checked }),
  check: ({ snapshot, calls, log, event, previous }) => {
    const { context } = snapshot;
    const waiting = calls.filter((c) => !c.settled);
    const r = context.reservation;
    expect(context.kind).toBe(r.status === 'CANCELED' ? 'refund' : 'payment');
    switch (snapshot.value) {
      case 'editing':
        expect(waiting).toEqual([]);
        // A refused amount is said under the input once it was left or sent, and nothing went out for it.
        if (event?.type === 'SUBMIT') {
          expect(previous?.value).toBe('editing');
          expect(context.problem).toBe(amountRefusal(r, context.amount));
          expect(context.problem).not.toBeNull();
        }
        if (event?.type === 'AMOUNT_LEFT') expect(context.problem).toBe(amountRefusal(r, context.amount));
        if (!context.checked) expect(context.problem).toBeNull();
        if (event?.type === 'FILL_ALL') expect(context.amount).toBe(paymentLimit(r));
        // No answer: the form stays with what was typed, to send it again, and the screen reads the card again.
        if (event?.type === 'xstate.error.actor.record') expect(log.at(-1)).toBe(`unsure:${context.kind}`);
        break;
      case 'saving':
        // One request, of an amount the rules take, with the form's method.
        expect(waiting).toHaveLength(1);
        expect(waiting[0].input).toEqual({ id: r.id, kind: context.kind, amount: context.amount, method: context.method });
        expect(amountRefusal(r, context.amount)).toBeNull();
        expect(context.amount as number).toBeLessThanOrEqual(paymentLimit(r));
        break;
      case 'saved':
        expect(log.slice(-2)).toEqual([`saved:${context.kind}`, 'closed']);
        break;
      case 'refused':
        expect(log.slice(-2)).toEqual([`refused:${context.kind}`, 'closed']);
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
