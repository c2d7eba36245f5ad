/**
 * 'Buscar cancha libre' (docs/product.md, "Finding a free field"): every path of the machine's graph replayed on a
 * real actor whose `search` request is a fake; in each state the suite checks what was asked and what is shown.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { freeSearchMachine } from '../../machines/freeSearch';
import type { FreeField, NearFreeField } from '../../domain/types';
import { apiError, describePaths, done, failed, fakeActors, flush, type Call } from './paths';

const SATURDAY = { reservationDate: '2030-06-15', startTime: '20:00', hours: 1 };
const SUNDAY = { reservationDate: '2030-06-16', startTime: '19:30', hours: 2 };
const field = { id: 1, name: 'La Bombonera', address: 'Cra 1', city: 'Cartagena', openingHour: '08:00', closingHour: '22:00' };
const FREE: FreeField[] = [{ field, price: 95000 }];
const NEAR: NearFreeField[] = [{ field, times: [{ startTime: '21:00', price: 120000 }] }];

const EVENTS = [
  { type: 'SEARCH', search: SATURDAY },
  { type: 'SEARCH', search: SUNDAY },
  { type: 'RETRY' },
  { type: 'CLEAR' },
  done('search', { free: FREE, near: [] }),
  done('search', { free: [], near: NEAR }),
  failed('search', apiError(503, 'INTERNAL', 'Falla')),
] as const;

const build = (calls: Call[]) => freeSearchMachine.provide({ actors: fakeActors(['search'], calls) });

describePaths({
  name: 'freeSearch',
  build,
  events: EVENTS,
  check: ({ snapshot, calls, event }) => {
    const { context } = snapshot;
    switch (snapshot.value) {
      case 'idle':
        // Never asked, or CLEAR: no search, no answer, and no request left running.
        expect(context).toEqual({ search: null, answer: null, error: null });
        expect(calls.filter((c) => !c.settled && !c.signal.aborted)).toEqual([]);
        break;
      case 'searching':
        // The search asked is the one the last SEARCH named (a RETRY asks it again), and nothing older is waiting.
        expect(calls.at(-1)).toMatchObject({ src: 'search', settled: false, input: context.search });
        if (event?.type === 'SEARCH') expect(context.search).toEqual((event as unknown as { search: unknown }).search);
        expect(calls.filter((c) => !c.settled && !c.signal.aborted)).toHaveLength(1);
        expect(context.answer).toBeNull();
        expect(context.error).toBeNull();
        break;
      case 'results':
        expect(context.answer).toEqual({ free: FREE, near: [] });
        break;
      case 'empty':
        expect(context.answer).toEqual({ free: [], near: NEAR });
        break;
      case 'failed':
        expect(context.error).toEqual(apiError(503, 'INTERNAL', 'Falla'));
        expect(context.search).not.toBeNull();
        break;
      default:
        throw new Error(`unexpected state ${JSON.stringify(snapshot.value)}`);
    }
  },
});

describe('freeSearch, beyond the graph', () => {
  it('a newer search stops the older one, whose late answer changes nothing', async () => {
    const calls: Call[] = [];
    const actor = createActor(build(calls)).start();
    actor.send({ type: 'SEARCH', search: SATURDAY });
    actor.send({ type: 'SEARCH', search: SUNDAY });
    expect(calls[0].signal.aborted).toBe(true);
    calls[0].resolve({ free: FREE, near: [] });
    await flush();
    expect(actor.getSnapshot().value).toBe('searching');
    calls[1].resolve({ free: [], near: NEAR });
    await flush();
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.search).toEqual(SUNDAY);
  });
});
