/**
 * The one send-and-answer flow of simple forms and buttons: idle → submitting → idle again, with the
 * outcome handed to the provided `succeeded` / `failed` actions (which show the product's messages).
 * A second SUBMIT while one is in flight is ignored, so a double tap sends once.
 *
 * Each request goes with a key (`Idempotency-Key`, docs/api.md "A lost answer"): the same request sent again after
 * a failure keeps its key, so that a server which made it but whose answer was lost answers it again instead of
 * making it twice; anything else sent gets a new key.
 */
import { assign, fromPromise, setup } from 'xstate';
import { newRequestKey } from './requestKey';

export interface SubmitContext<I, O> {
  /** What was sent last; the outcome actions get it with the answer. */
  input: I | undefined;
  output: O | undefined;
  error: unknown;
  /** The key of what was sent last. */
  key: string | undefined;
}

export type SubmitEvent<I> = { type: 'SUBMIT'; input: I };

export function createSubmitMachine<I, O>() {
  return setup({
    types: { context: {} as SubmitContext<I, O>, events: {} as SubmitEvent<I> },
    actors: {
      submit: fromPromise<O, { value: I; key: string }>(async () => {
        throw new Error('submit actor not provided');
      }),
    },
    actions: {
      succeeded: (_, _params: { output: O; input: I }) => {},
      failed: (_, _params: { error: unknown; input: I }) => {},
    },
  }).createMachine({
    id: 'submit',
    context: { input: undefined, output: undefined, error: undefined, key: undefined },
    initial: 'idle',
    states: {
      idle: {
        on: {
          SUBMIT: {
            target: 'submitting',
            actions: assign(({ context, event }) => ({
              input: event.input,
              key: context.error !== undefined && JSON.stringify(event.input) === JSON.stringify(context.input) ? context.key : newRequestKey(),
            })),
          },
        },
      },
      submitting: {
        invoke: {
          src: 'submit',
          input: ({ context }) => ({ value: context.input as I, key: context.key! }),
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
