/**
 * The one load-and-show flow of the many simple screens: loading → success | failure, reload on demand.
 * The loader is an actor the screen provides; it gets the latest `input` (what the screen shows: an id,
 * a page, a filter). A RELOAD while loading restarts the load with the newest input, so a quick page or
 * filter change never ends on the answer to an earlier one (leaving the state stops the old actor).
 */
import { assign, fromPromise, setup } from 'xstate';

export interface LoadContext<T, I> {
  input: I;
  data: T | undefined;
  error: unknown;
}

export type LoadEvent<T, I> = { type: 'RELOAD'; input?: I } | { type: 'SET_DATA'; data: T };

export function createLoadMachine<T, I = void>() {
  return setup({
    types: { context: {} as LoadContext<T, I>, events: {} as LoadEvent<T, I>, input: {} as I },
    actors: {
      load: fromPromise<T, { value: I }>(async () => {
        throw new Error('load actor not provided');
      }),
    },
  }).createMachine({
    id: 'load',
    context: ({ input }) => ({ input, data: undefined, error: undefined }),
    initial: 'loading',
    on: {
      RELOAD: {
        target: '.loading',
        reenter: true,
        actions: assign({ input: ({ context, event }) => (event.input === undefined ? context.input : event.input) }),
      },
    },
    states: {
      loading: {
        invoke: {
          src: 'load',
          input: ({ context }) => ({ value: context.input }),
          onDone: { target: 'success', actions: assign({ data: ({ event }) => event.output as T, error: undefined }) },
          onError: { target: 'failure', actions: assign({ error: ({ event }) => event.error }) },
        },
      },
      success: { on: { SET_DATA: { actions: assign({ data: ({ event }) => event.data }) } } },
      failure: {},
    },
  });
}
