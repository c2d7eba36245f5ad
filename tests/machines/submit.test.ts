/**
 * The send-and-answer flow of simple forms and buttons (machines/submit.ts): every path of its graph is
 * replayed on a real actor whose `submit` request is a fake; in each state the suite checks what went out
 * and which outcome the form was told, and that a second tap while sending sends nothing.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createSubmitMachine } from '../../machines/submit';
import { apiError, describePaths, done, failed, fakeActors, flush, type Call } from './paths';

const SUBMIT = '0.submit.submitting';
const machine = createSubmitMachine<{ name: string }, { id: number }>();

const EVENTS = [
  { type: 'SUBMIT', input: { name: 'Los Costeños' } },
  { type: 'SUBMIT', input: { name: 'Otro nombre' } },
  done(SUBMIT, { id: 7 }),
  failed(SUBMIT, apiError(409, 'ALREADY_HAS_TEAM', 'Ya perteneces a un equipo.')),
] as const;

function build(calls: Call[], log: string[]) {
  return machine.provide({
    actors: fakeActors(['submit'], calls) as never,
    actions: {
      succeeded: (_, { output, input }) => void log.push(`ok:${(output as { id: number }).id}:${input.name}`),
      failed: (_, { input }) => void log.push(`failed:${input.name}`),
    },
  });
}

describePaths({
  name: 'submit',
  build,
  events: EVENTS,
  // Each request's key is random: the graph tells states apart without it (the key's rule is checked below).
  serializeState: ({ value, context: { key: _key, ...context } }) => JSON.stringify({ value, context }),
  check: ({ snapshot, calls, log, event }) => {
    const waiting = calls.filter((c) => !c.settled);
    switch (snapshot.value) {
      case 'idle':
        expect(waiting).toEqual([]);
        if (event?.type === `xstate.done.actor.${SUBMIT}`) expect(log.at(-1)).toBe(`ok:7:${snapshot.context.input!.name}`);
        if (event?.type === `xstate.error.actor.${SUBMIT}`) expect(log.at(-1)).toBe(`failed:${snapshot.context.input!.name}`);
        break;
      case 'submitting':
        // One request in flight, with what the form sent first.
        expect(waiting).toHaveLength(1);
        expect(waiting[0].input).toEqual({ value: snapshot.context.input, key: snapshot.context.key });
        expect(snapshot.context.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
        break;
      default:
        throw new Error(`unexpected state ${JSON.stringify(snapshot.value)}`);
    }
  },
});

describe('submit, beyond the graph', () => {
  it('the same request sent again after a failure keeps its key; another request, or one after a success, gets a new one', async () => {
    const calls: Call[] = [];
    const actor = createActor(build(calls, [])).start();
    const keyOfLast = () => (calls.at(-1)!.input as { key: string }).key;
    const answer = async (outcome: 'ok' | 'lost') => {
      const call = calls.at(-1)!;
      if (outcome === 'ok') call.resolve({ id: 1 });
      else call.reject(new Error('Network Error'));
      await flush();
    };
    actor.send({ type: 'SUBMIT', input: { name: 'Primero' } });
    const first = keyOfLast();
    await answer('lost');
    actor.send({ type: 'SUBMIT', input: { name: 'Primero' } });
    expect(keyOfLast()).toBe(first);
    await answer('lost');
    actor.send({ type: 'SUBMIT', input: { name: 'Cambiado' } });
    const second = keyOfLast();
    expect(second).not.toBe(first);
    await answer('ok');
    actor.send({ type: 'SUBMIT', input: { name: 'Cambiado' } });
    expect(keyOfLast()).not.toBe(second);
  });

  it('a double tap sends once, and the outcome carries what was sent', async () => {
    const calls: Call[] = [];
    const log: string[] = [];
    const actor = createActor(build(calls, log)).start();
    actor.send({ type: 'SUBMIT', input: { name: 'Primero' } });
    actor.send({ type: 'SUBMIT', input: { name: 'Segundo' } });
    expect(calls.map((c) => c.input)).toEqual([{ value: { name: 'Primero' }, key: expect.any(String) }]);
    calls[0].resolve({ id: 3 });
    await flush();
    expect(log).toEqual(['ok:3:Primero']);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
