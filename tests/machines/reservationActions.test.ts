/**
 * Finalizing and cancelling a reservation, both confirmed (docs/product.md, "Reservations"), and the rest of a
 * fixed turn, counted first, and the team owner's cancel, which first reads who paid him their share of the vaca:
 * every path of the machine's graph is replayed on a real actor whose `update`, `read`, `readTurn` and `readVaca`
 * requests are fakes; in each state the suite checks which request went out, what the
 * confirmation and the card rely on, and the notices.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import * as MSG from '../../domain/messages';
import type { Reservation } from '../../domain/types';
import { reservationActionsMachine } from '../../machines/reservationActions';
import { apiError, describePaths, done, failed, fakeActors, flush, type Call } from './paths';

const finished = { id: 5, status: 'FINISHED' } as Reservation;
/** The reservation read again after an answer that never came: the change was made, or it was not. */
const readCanceled = { id: 9, status: 'CANCELED' } as Reservation;
const readFinished = { id: 5, status: 'FINISHED' } as Reservation;
const readActive = { id: 9, status: 'ACTIVE' } as Reservation;
const noAnswer = Object.assign(new Error('Network Error'), { name: 'AxiosError', isAxiosError: true });
const EXPECTED_STATUS = { finalize: 'FINISHED', cancel: 'CANCELED', cancelSeries: 'CANCELED', noShow: 'CANCELED' };
/** A no-show read again: marked (cancelled as 'No se presentó'), or cancelled meanwhile by other means, which is no no-show. */
const readNoShow = { id: 4, status: 'CANCELED', noShow: true } as Reservation;
const readPlainCancel = { id: 4, status: 'CANCELED', noShow: false } as Reservation;
const NOT_ACTIVE = 'Solo se puede cambiar una reserva activa.';
/** The fixed turn of occurrence 7: an earlier week, 7 itself, two later ACTIVE weeks and a cancelled one. */
const occurrence = (id: number, reservationDate: string, status: Reservation['status'] = 'ACTIVE') =>
  ({ id, seriesId: 'turno-7', status, reservationDate }) as Reservation;
const TURN = [
  occurrence(6, '2026-11-27'),
  occurrence(7, '2026-12-04'),
  occurrence(8, '2026-12-11', 'CANCELED'),
  occurrence(9, '2026-12-18'),
  occurrence(10, '2026-12-25'),
];

/** The members who paid the team's owner their share of booking 9. */
const PAID_BY = ['Ana Pérez', 'Luis Gómez'];

const EVENTS = [
  { type: 'FINALIZE', id: 5, teamName: 'Los Costeños' },
  { type: 'CANCEL_RESERVATION', id: 9 },
  { type: 'CANCEL_RESERVATION', id: 9, vaca: true },
  { type: 'CANCEL_SERIES', id: 7 },
  { type: 'NO_SHOW', id: 4, teamName: 'Los Costeños' },
  { type: 'CONFIRM' },
  { type: 'DISMISS' },
  done('readTurn', TURN),
  failed('readTurn', noAnswer),
  done('readVaca', PAID_BY),
  failed('readVaca', noAnswer),
  done('update', finished),
  failed('update', apiError(409, 'RESERVATION_NOT_ACTIVE', NOT_ACTIVE)),
  failed('update', new Error('Network Error')),
  failed('update', noAnswer),
  done('read', readCanceled),
  done('read', readFinished),
  done('read', readActive),
  done('read', readNoShow),
  done('read', readPlainCancel),
  failed('read', noAnswer),
] as const;

function build(calls: Call[], log: string[]) {
  return reservationActionsMachine.provide({
    actors: fakeActors(['update', 'read', 'readTurn', 'readVaca'], calls),
    actions: {
      onUpdated: (_, { action, teamName, reservation }) => void log.push(`updated:${action}:${teamName}:${reservation.id}`),
      onFailed: (_, { message }) => void log.push(`failed:${message}`),
    },
  });
}

describePaths({
  name: 'reservationActions',
  build,
  events: EVENTS,
  // Four actions, each with its answers and reads, run the simple paths to the hundreds of thousands; the shortest
  // paths and one path per edge still reach every state and transition.
  simplePaths: false,
  check: ({ snapshot, calls, log, event, previous }) => {
    const { context } = snapshot;
    const entered = previous?.value !== snapshot.value;
    switch (snapshot.value) {
      case 'idle':
        expect(context.action).toBeNull();
        expect(context.target).toBeNull();
        break;
      case 'counting':
        // The turn is read before asking; nothing is changed yet.
        expect(context).toMatchObject({ action: 'cancelSeries', target: { id: 7 }, rest: null, error: null });
        expect(calls.filter((c) => !c.settled)).toEqual([expect.objectContaining({ src: 'readTurn', input: { id: 7 } })]);
        break;
      case 'readingVaca':
        // Only the team's owner's cancel reads who paid; nothing is changed yet.
        if (entered) expect(event).toMatchObject({ type: 'CANCEL_RESERVATION', vaca: true });
        expect(context).toMatchObject({ action: 'cancel', target: { id: 9 }, paidBy: [], error: null });
        expect(calls.filter((c) => !c.settled)).toEqual([expect.objectContaining({ src: 'readVaca', input: { id: 9 } })]);
        break;
      case 'confirming':
        // Nothing is sent before the user confirms.
        expect(calls.filter((c) => !c.settled)).toEqual([]);
        if (entered)
          expect(context).toMatchObject(
            event?.type === 'FINALIZE'
              ? { action: 'finalize', target: { id: 5, teamName: 'Los Costeños' }, rest: null, error: null }
              : event?.type === 'NO_SHOW'
                ? { action: 'noShow', target: { id: 4, teamName: 'Los Costeños' }, rest: null, error: null }
                : event?.type === 'xstate.done.actor.readTurn'
                  ? // 7 and the later ACTIVE weeks, as the server will cancel them: not the earlier week nor the cancelled one.
                    { action: 'cancelSeries', target: { id: 7 }, rest: { count: 3, from: '2026-12-04' }, error: null }
                  : event?.type === 'xstate.error.actor.readTurn'
                    ? { action: 'cancelSeries', target: { id: 7 }, rest: null, error: null }
                    : event?.type === 'xstate.done.actor.readVaca'
                      ? { action: 'cancel', target: { id: 9 }, paidBy: PAID_BY, error: null }
                      : { action: 'cancel', target: { id: 9 }, rest: null, paidBy: [], error: null },
          );
        break;
      case 'updating':
        expect(calls.at(-1)).toMatchObject({ src: 'update', settled: false, input: { action: context.action, id: context.target!.id } });
        expect(calls.filter((c) => !c.settled)).toHaveLength(1);
        break;
      case 'verifying':
        // No answer came: the reservation is read again before anything is said.
        expect(calls.at(-1)).toMatchObject({ src: 'read', settled: false, input: { id: context.target!.id } });
        expect(calls.filter((c) => !c.settled)).toHaveLength(1);
        break;
      case 'done':
        if (entered) {
          // The update's answer, or the reservation read again with the status the action gives it.
          if (previous?.value === 'verifying') {
            expect(context.updated!.status).toBe(EXPECTED_STATUS[context.action!]);
            // A no-show is made only when the booking reads as one, not merely cancelled.
            if (context.action === 'noShow') expect(context.updated!.noShow).toBe(true);
          } else expect(context.updated).toBe(finished);
          expect(log.at(-1)).toBe(`updated:${context.action}:${context.target!.teamName}:${context.updated!.id}`);
        }
        break;
      case 'failed': {
        if (entered) {
          // After the read: the change was not made (or the read got no answer either), and the reason is the update's.
          if (previous?.value === 'verifying') expect(context.error).toBe(MSG.failure.offline);
          else {
            const error = (event as unknown as { error?: unknown }).error;
            expect(context.error).toBe(error === noAnswer ? MSG.failure.offline : error instanceof Error ? MSG.general.saveFailed : NOT_ACTIVE);
          }
          expect(log.at(-1)).toBe(`failed:${context.error}`);
        }
        break;
      }
      default:
        throw new Error(`unexpected state ${JSON.stringify(snapshot.value)}`);
    }
  },
});

describe('reservation actions, beyond the graph', () => {
  it("a no-show whose answer was lost is made only if the booking reads 'No se presentó', not merely cancelled", async () => {
    for (const [read, outcome] of [
      [readNoShow, 'done'],
      [readPlainCancel, 'failed'],
    ] as const) {
      const calls: Call[] = [];
      const actor = createActor(build(calls, [])).start();
      actor.send({ type: 'NO_SHOW', id: 4, teamName: 'Los Costeños' });
      actor.send({ type: 'CONFIRM' });
      expect(calls[0].input).toEqual({ action: 'noShow', id: 4 });
      calls[0].reject(noAnswer);
      await flush();
      calls[1].resolve(read);
      await flush();
      expect(actor.getSnapshot().value).toBe(outcome);
    }
  });

  it('a cancellation whose answer was lost, but which the server made, ends as made: no error is shown', async () => {
    const calls: Call[] = [];
    const log: string[] = [];
    const actor = createActor(build(calls, log)).start();
    actor.send({ type: 'CANCEL_RESERVATION', id: 9 });
    actor.send({ type: 'CONFIRM' });
    calls[0].reject(noAnswer);
    await flush();
    expect(calls.map((c) => [c.src, c.input])).toEqual([
      ['update', { action: 'cancel', id: 9 }],
      ['read', { id: 9 }],
    ]);
    calls[1].resolve(readCanceled);
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
    expect(log).toEqual(['updated:cancel::9']);
  });

  it('a refusal is not read again: the server decided', async () => {
    const calls: Call[] = [];
    const log: string[] = [];
    const actor = createActor(build(calls, log)).start();
    actor.send({ type: 'CANCEL_RESERVATION', id: 9 });
    actor.send({ type: 'CONFIRM' });
    calls[0].reject(apiError(409, 'RESERVATION_NOT_ACTIVE', NOT_ACTIVE));
    await flush();
    expect(calls).toHaveLength(1);
    expect(log).toEqual([`failed:${NOT_ACTIVE}`]);
  });

  it('a double confirmation sends one request', async () => {
    const calls: Call[] = [];
    const actor = createActor(build(calls, [])).start();
    actor.send({ type: 'CANCEL_RESERVATION', id: 9 });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'DISMISS' });
    await flush();
    expect(actor.getSnapshot().value).toBe('updating');
    expect(calls.map((c) => c.input)).toEqual([{ action: 'cancel', id: 9 }]);
  });

  it('one actor serves a whole list: after one reservation, another can be acted on', async () => {
    const calls: Call[] = [];
    const log: string[] = [];
    const actor = createActor(build(calls, log)).start();
    actor.send({ type: 'FINALIZE', id: 5, teamName: 'Los Costeños' });
    actor.send({ type: 'CONFIRM' });
    calls[0].resolve(finished);
    await flush();
    actor.send({ type: 'CANCEL_RESERVATION', id: 9 });
    expect(actor.getSnapshot().context).toMatchObject({ action: 'cancel', target: { id: 9 }, updated: null });
    actor.send({ type: 'CONFIRM' });
    expect(calls.map((c) => c.input)).toEqual([
      { action: 'finalize', id: 5 },
      { action: 'cancel', id: 9 },
    ]);
  });

  it('cancelling the rest of a fixed turn sends cancelSeries for that occurrence, after confirmation', async () => {
    const calls: Call[] = [];
    const log: string[] = [];
    const actor = createActor(build(calls, log)).start();
    actor.send({ type: 'CANCEL_SERIES', id: 7 });
    // It counts first: a confirmation pressed before the count is ignored.
    actor.send({ type: 'CONFIRM' });
    expect(calls.map((c) => [c.src, c.input])).toEqual([['readTurn', { id: 7 }]]);
    calls[0].resolve(TURN);
    await flush();
    expect(actor.getSnapshot().context.rest).toEqual({ count: 3, from: '2026-12-04' });
    actor.send({ type: 'CONFIRM' });
    expect(calls.map((c) => [c.src, c.input])).toEqual([
      ['readTurn', { id: 7 }],
      ['update', { action: 'cancelSeries', id: 7 }],
    ]);
    calls[1].resolve(finished);
    await flush();
    expect(log).toEqual(['updated:cancelSeries::5']);
  });
});
