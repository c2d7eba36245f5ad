/**
 * The one send-and-answer flow of simple forms and buttons: idle → submitting → idle again, with the
 * outcome handed to the provided `succeeded` / `failed` actions (which show the product's messages).
 * A second SUBMIT while one is in flight is ignored, so a double tap sends once.
 */
import { assign, fromPromise, setup } from 'xstate';

export interface SubmitContext<I, O> {
  /** What was sent last; the outcome actions get it with the answer. */
  input: I | undefined;
  output: O | undefined;
  error: unknown;
}

export type SubmitEvent<I> = { type: 'SUBMIT'; input: I };

export function createSubmitMachine<I, O>() {
  return setup({
    types: { context: {} as SubmitContext<I, O>, events: {} as SubmitEvent<I> },
    actors: {
      submit: fromPromise<O, { value: I }>(async () => {
        throw new Error('submit actor not provided');
      }),
    },
    actions: {
      succeeded: (_, _params: { output: O; input: I }) => {},
      failed: (_, _params: { error: unknown; input: I }) => {},
    },
  }).createMachine({
    id: 'submit',
    context: { input: undefined, output: undefined, error: undefined },
    initial: 'idle',
    states: {
      idle: { on: { SUBMIT: { target: 'submitting', actions: assign({ input: ({ event }) => event.input }) } } },
      submitting: {
        invoke: {
          src: 'submit',
          input: ({ context }) => ({ value: context.input as I }),
          onDone: {
            target: 'idle',
            actions: [
              assign({ output: ({ event }) => event.output as O, error: undefined }),
              { type: 'succeeded', params: ({ context, event }) => ({ output: event.output as O, input: context.input as I }) },
            ],
          },
          onError: {
            target: 'idle',
            actions: [
              assign({ error: ({ event }) => event.error }),
              { type: 'failed', params: ({ context, event }) => ({ error: event.error, input: context.input as I }) },
            ],
          },
        },
      },
    },
  });
}
