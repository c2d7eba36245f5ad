/**
 * 'Buscar cancha libre' (docs/product.md, "Finding a free field"): idle → searching → results | empty | failed.
 * SEARCH (from any state, one under way included: the newest search wins, the older request is stopped) asks the
 * `search` actor, which the app provides from its feature's api.ts: the fields free for the whole slot and,
 * when none is, each field's free start times near it. A failure keeps the search, and RETRY asks it again. CLEAR (the
 * form changed to a search the clock refuses) forgets the search and its answer, which answer it no more.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { FreeSearch } from '../domain/schemas';
import type { FreeField, NearFreeField } from '../domain/types';

/** What the `search` actor answers: the free fields, cheapest first, and (when there are none) the near times. */
export interface FreeSearchAnswer {
  free: FreeField[];
  near: NearFreeField[];
}

export interface FreeSearchContext {
  /** The search asked last (kept for RETRY and for the links of its results). */
  search: FreeSearch | null;
  answer: FreeSearchAnswer | null;
  /** Why the last search failed (the request's error: the view tells no connection from a server failure). */
  error: unknown;
}

export type FreeSearchEvent = { type: 'SEARCH'; search: FreeSearch } | { type: 'RETRY' } | { type: 'CLEAR' };

export const freeSearchMachine = setup({
  types: { context: {} as FreeSearchContext, events: {} as FreeSearchEvent },
  actors: {
    search: fromPromise<FreeSearchAnswer, FreeSearch>(() => Promise.reject(new Error('freeSearch: actor search not provided'))),
  },
  guards: {
    anyFree: ({ event }) => (event as unknown as { output: FreeSearchAnswer }).output.free.length > 0,
  },
}).createMachine({
  id: 'freeSearch',
  context: { search: null, answer: null, error: null },
  initial: 'idle',
  on: {
    SEARCH: { target: '.searching', reenter: true, actions: assign({ search: ({ event }) => event.search }) },
    CLEAR: { target: '.idle', actions: assign({ search: null, answer: null, error: null }) },
  },
  states: {
    idle: {},
    searching: {
      entry: assign({ answer: null, error: null }),
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => context.search!,
        onDone: [
          { guard: 'anyFree', target: 'results', actions: assign({ answer: ({ event }) => event.output }) },
          { target: 'empty', actions: assign({ answer: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    results: {},
    empty: {},
    failed: { on: { RETRY: 'searching' } },
  },
});
