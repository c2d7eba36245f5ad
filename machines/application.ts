/**
 * Answering one join request (design card, spec §4, §8): pending → confirming → answering → accepted |
 * rejected. The owner picks ACCEPT or REJECT, confirms or cancels, and the answer is sent. Sending is
 * the `answer` action the app provides; its outcome comes back as ANSWERED or FAILED, so the chart holds
 * the whole flow and a failure returns to pending with the message to show.
 */
import { assign, setup } from 'xstate';
import { MSG } from '../domain/messages';

export type ApplicationDecision = 'ACCEPTED' | 'REJECTED';

export interface ApplicationContext {
  /** What the owner chose; kept while confirming and answering. */
  decision: ApplicationDecision | null;
  /** The message of the last failed answer, shown until the owner tries again. */
  error: string | null;
}

export type ApplicationEvent =
  | { type: 'ACCEPT' }
  | { type: 'REJECT' }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM' }
  | { type: 'ANSWERED' }
  /** `message` is the server's text when it sent one. */
  | { type: 'FAILED'; message?: string };

export const applicationMachine = setup({
  types: { context: {} as ApplicationContext, events: {} as ApplicationEvent },
  actions: {
    answer: (_, _params: { decision: ApplicationDecision }) => {},
    onAnswered: (_, _params: { decision: ApplicationDecision }) => {},
    onFailed: (_, _params: { message: string }) => {},
  },
  guards: {
    accepting: ({ context }) => context.decision === 'ACCEPTED',
  },
}).createMachine({
  id: 'application',
  context: { decision: null, error: null },
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
      entry: { type: 'answer', params: ({ context }) => ({ decision: context.decision! }) },
      on: {
        ANSWERED: [
          { guard: 'accepting', target: 'accepted', actions: { type: 'onAnswered', params: { decision: 'ACCEPTED' } } },
          { target: 'rejected', actions: { type: 'onAnswered', params: { decision: 'REJECTED' } } },
        ],
        FAILED: {
          target: 'pending',
          actions: [
            assign({ decision: null, error: ({ event }) => event.message || MSG.application.answerFailed }),
            { type: 'onFailed', params: ({ event }) => ({ message: event.message || MSG.application.answerFailed }) },
          ],
        },
      },
    },
    accepted: { type: 'final' },
    rejected: { type: 'final' },
  },
});
