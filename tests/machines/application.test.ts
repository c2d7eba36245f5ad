/**
 * Answering a join request (docs/product.md, "Join requests"): every path of the machine's graph is
 * replayed on a real actor whose `answer` request is a fake; in each state the suite checks which answer
 * went out for which request, what the card shows (the error under the buttons) and the notices.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import * as MSG from '../../domain/messages';
import { applicationMachine } from '../../machines/application';
import { apiError, describePaths, done, failed, fakeActors, flush, type Call } from './paths';

const TEAM_FULL = 'El equipo está completo.';

const EVENTS = [
  { type: 'ACCEPT' },
  { type: 'REJECT' },
  { type: 'CANCEL' },
  { type: 'CONFIRM' },
  done('answer', { id: 12 }),
  failed('answer', apiError(409, 'TEAM_FULL', TEAM_FULL)),
  failed('answer', new Error('Network Error')),
] as const;

function build(calls: Call[], log: string[]) {
  return applicationMachine.provide({
    actors: fakeActors(['answer'], calls),
    actions: {
      onAnswered: (_, { decision }) => void log.push(`answered:${decision}`),
    },
  });
}

describePaths({
  name: 'application',
  build,
  inputs: [{ applicationId: 12 }],
  events: EVENTS,
  check: ({ snapshot, calls, log, event, previous }) => {
    const { context } = snapshot;
    const entered = previous?.value !== snapshot.value;
    switch (snapshot.value) {
      case 'pending':
        if (event?.type === 'xstate.error.actor.answer') {
          const error = (event as unknown as { error: unknown }).error;
          // The server's reason under the buttons, else the generic text; the notice adds the reason only.
          expect(context.error).toBe(error instanceof Error ? MSG.application.answerFailed : TEAM_FULL);
        } else if (entered) {
          expect(context.error).toBeNull();
        }
        expect(context.decision).toBeNull();
        break;
      case 'confirming':
        expect(calls.filter((c) => !c.settled)).toEqual([]);
        if (entered) expect(context.decision).toBe(event?.type === 'ACCEPT' ? 'ACCEPTED' : 'REJECTED');
        expect(context.error).toBeNull();
        break;
      case 'answering':
        expect(calls.at(-1)).toMatchObject({ src: 'answer', settled: false, input: { id: 12, decision: context.decision } });
        break;
      case 'accepted':
      case 'rejected':
        expect(snapshot.status).toBe('done');
        expect(log.at(-1)).toBe(`answered:${snapshot.value === 'accepted' ? 'ACCEPTED' : 'REJECTED'}`);
        expect(calls.at(-1)?.input).toEqual({ id: 12, decision: snapshot.value === 'accepted' ? 'ACCEPTED' : 'REJECTED' });
        break;
      default:
        throw new Error(`unexpected state ${JSON.stringify(snapshot.value)}`);
    }
  },
});

describe('application answering, beyond the graph', () => {
  it('a double click on the confirmation sends one answer', async () => {
    const calls: Call[] = [];
    const actor = createActor(build(calls, []), { input: { applicationId: 12 } }).start();
    actor.send({ type: 'REJECT' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CANCEL' });
    await flush();
    expect(actor.getSnapshot().value).toBe('answering');
    expect(calls.map((c) => c.input)).toEqual([{ id: 12, decision: 'REJECTED' }]);
  });

  it('removing the card (leaving the page) stops the answer under way', () => {
    const calls: Call[] = [];
    const actor = createActor(build(calls, []), { input: { applicationId: 12 } }).start();
    actor.send({ type: 'ACCEPT' });
    actor.send({ type: 'CONFIRM' });
    actor.stop();
    expect(calls[0].signal.aborted).toBe(true);
  });
});
