/**
 * The one load-and-show flow of the many simple screens: loading → success | failure, reload on demand.
 * The loader is an actor the screen provides.
 */
import { assign, fromPromise, setup } from 'xstate';

export interface LoadContext<T> {
  data: T | undefined;
  error: unknown;
}

export type LoadEvent<T> = { type: 'RELOAD' } | { type: 'SET_DATA'; data: T };

export function createLoadMachine<T>() {
  return setup({
    types: { context: {} as LoadContext<T>, events: {} as LoadEvent<T> },
    actors: {
      load: fromPromise<T>(async () => {
        throw new Error('load actor not provided');
      }),
    },
  }).createMachine({
    id: 'load',
    context: { data: undefined, error: undefined },
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'load',
          onDone: { target: 'success', actions: assign({ data: ({ event }) => event.output, error: undefined }) },
          onError: { target: 'failure', actions: assign({ error: ({ event }) => event.error }) },
        },
      },
      success: { on: { RELOAD: 'loading', SET_DATA: { actions: assign({ data: ({ event }) => event.data }) } } },
      failure: { on: { RELOAD: 'loading' } },
    },
  });
}
