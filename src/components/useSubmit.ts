/** The hook over the submit machine: a form calls submit(values) and renders `submitting`. */
import { useActorRef, useSelector } from '@xstate/react';
import { inspector } from '../inspect';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { submitMachine } from '../../machines/submit';

export interface SubmitHandlers<TInput, TOutput> {
  onSuccess?: (output: TOutput, input: TInput) => void;
  onError?: (error: unknown, input: TInput) => void;
}

export function useSubmit<TInput, TOutput>(send: (input: TInput) => Promise<TOutput>, handlers: SubmitHandlers<TInput, TOutput> = {}) {
  const latest = useRef({ send, handlers, input: undefined as TInput });
  latest.current.send = send;
  latest.current.handlers = handlers;
  // The machine is made once: @xstate/react starts a new actor whenever it is given another machine.
  const [machine] = useState(() =>
    submitMachine.provide({
      actors: { submit: fromPromise<unknown, unknown>(({ input }) => latest.current.send(input as TInput)) },
      actions: {
        succeeded: (_, { output }) => latest.current.handlers.onSuccess?.(output as TOutput, latest.current.input),
        failed: (_, { error }) => latest.current.handlers.onError?.(error, latest.current.input),
      },
    }),
  );
  const actor = useActorRef(machine, { inspect: inspector?.inspect });
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  return {
    submitting,
    submit: (input: TInput) => {
      latest.current.input = input;
      actor.send({ type: 'SUBMIT', input });
    },
  };
}
