/**
 * The one send-and-answer flow of simple forms and buttons: idle → submitting → idle again, with the
 * outcome handed to the provided `succeeded` / `failed` actions (which show the spec's messages).
 */
import { fromPromise, setup } from 'xstate';

export const submitMachine = setup({
  types: { events: {} as { type: 'SUBMIT'; input: unknown } },
  actors: {
    submit: fromPromise<unknown, unknown>(async () => {
      throw new Error('submit actor not provided');
    }),
  },
  actions: {
    succeeded: (_, _params: { output: unknown }) => {},
    failed: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'submit',
  initial: 'idle',
  states: {
    idle: { on: { SUBMIT: 'submitting' } },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ event }: { event: { input: unknown } }) => event.input,
        onDone: { target: 'idle', actions: { type: 'succeeded', params: ({ event }) => ({ output: event.output }) } },
        onError: { target: 'idle', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
