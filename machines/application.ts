/**
 * Answering one join request (docs/product.md, "Join requests"): pending → confirming → answering →
 * accepted | rejected. The owner picks ACCEPT or REJECT, confirms or cancels, and the answer is sent by the
 * `answer` actor that `answering` invokes (the app provides it from src/features/requests/api.ts); a
 * failure returns to pending with the message to show.
 */
import { assign, fromPromise, setup } from 'xstate';
import { failureReasonOf } from './failureReason';
import * as MSG from '../domain/messages';
import type { Application } from '../domain/types';

export type ApplicationDecision = 'ACCEPTED' | 'REJECTED';

export interface ApplicationInput {
  /** The join request being answered. */
  applicationId: number;
}

export interface ApplicationContext extends ApplicationInput {
  /** What the owner chose; kept while confirming and answering. */
  decision: ApplicationDecision | null;
  /** The message of the last failed answer, shown until the owner tries again. */
  error: string | null;
}

export type ApplicationEvent = { type: 'ACCEPT' } | { type: 'REJECT' } | { type: 'CANCEL' } | { type: 'CONFIRM' };

export interface AnswerInput {
  id: number;
  decision: ApplicationDecision;
}

export const applicationMachine = setup({
  types: { context: {} as ApplicationContext, events: {} as ApplicationEvent, input: {} as ApplicationInput },
  actors: {
    /** Sends the owner's answer. */
    answer: fromPromise<Application, AnswerInput>(() => Promise.reject(new Error('application: actor answer not provided'))),
  },
  actions: {
    onAnswered: (_, _params: { decision: ApplicationDecision }) => {},
  },
  guards: {
    accepting: ({ context }) => context.decision === 'ACCEPTED',
  },
}).createMachine({
  id: 'application',
  context: ({ input }) => ({ applicationId: input.applicationId, decision: null, error: null }),
  initial: 'pending',
  states: {
    pending: {
      on: {
        ACCEPT: { target: 'confirming', actions: assign({ decision: 'ACCEPTED', error: null }) },
        REJECT: { target: 'confirming', actions: assign({ decision: 'REJECTED', error: null }) },
      },
    },
    confirming: {
      on: {
        CONFIRM: 'answering',
        CANCEL: { target: 'pending', actions: assign({ decision: null }) },
      },
    },
    answering: {
      invoke: {
        id: 'answer',
        src: 'answer',
        input: ({ context }) => ({ id: context.applicationId, decision: context.decision! }),
        onDone: [
          { guard: 'accepting', target: 'accepted', actions: { type: 'onAnswered', params: { decision: 'ACCEPTED' } } },
          { target: 'rejected', actions: { type: 'onAnswered', params: { decision: 'REJECTED' } } },
        ],
        onError: {
          target: 'pending',
          // The card says it ('No se pudo responder a la solicitud.', or the server's reason under it).
          actions: assign({ decision: null, error: ({ event }) => failureReasonOf(event.error, MSG.application.answerFailed) }),
        },
      },
    },
    accepted: { type: 'final' },
    rejected: { type: 'final' },
  },
});
