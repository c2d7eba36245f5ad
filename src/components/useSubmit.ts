/** The hook over the submit machine: a form calls submit(values) and renders `submitting`. */
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { createSubmitMachine } from '../../machines/submit';
import { inspector } from '../inspect';

export interface SubmitHandlers<TInput, TOutput> {
  onSuccess?: (output: TOutput, input: TInput) => void;
  onError?: (error: unknown, input: TInput) => void;
}

export function useSubmit<TInput, TOutput>(send: (input: TInput, key: string) => Promise<TOutput>, handlers: SubmitHandlers<TInput, TOutput> = {}) {
  const latest = useRef({ send, handlers });
  latest.current = { send, handlers };
  // The machine is made once: @xstate/react starts a new actor whenever it is given another machine.
  const [machine] = useState(() =>
    createSubmitMachine<TInput, TOutput>().provide({
      actors: { submit: fromPromise<TOutput, { value: TInput; key: string }>(({ input }) => latest.current.send(input.value, input.key)) },
      actions: {
        succeeded: (_, { output, input }) => latest.current.handlers.onSuccess?.(output, input),
        failed: (_, { error, input }) => latest.current.handlers.onError?.(error, input),
      },
    }),
  );
  const actor = useActorRef(machine, { inspect: inspector?.inspect });
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  // What is being sent, so that a list of buttons sending the same call spins only the one pressed.
  const sending = useSelector(actor, (s) => (s.matches('submitting') ? s.context.input : undefined));
  // Why the last send failed, until one succeeds (a form says it beside its buttons while it is not sending).
  const error = useSelector(actor, (s) => s.context.error);
  return {
    submitting,
    sending,
    error,
    submit: (input: TInput) => actor.send({ type: 'SUBMIT', input }),
  };
}
