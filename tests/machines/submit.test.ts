/**
 * The send-and-answer flow of simple forms and buttons (machines/submit.ts): every path of its graph is
 * replayed on a real actor whose `submit` request is a fake; in each state the suite checks what went out
 * and which outcome the form was told, and that a second tap while sending sends nothing. The same paths
 * are also run as a model-based suite of @xstate/test (its `TestModel`, each path's `test` with an executor
 * per event and a check per state); its own path generation and `createTestModel` cannot take this machine
 * (docs/architecture.md, "Machine tests").
 */
import { TestModel } from '@xstate/test';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
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

describe('submit, as a model-based suite of @xstate/test', () => {
  /** Random keys aside, two snapshots of one state and context are one state of the model. */
  const serializeState = ({ value, context: { key: _key, ...context } }: AnyMachineSnapshot) => JSON.stringify({ value, context });
  const model = new TestModel(machine, { events: [...EVENTS] as never, serializeState: serializeState as never });
  // Paths by xstate's own graph (the one of @xstate/test's beta does not run on xstate 5's current actions).
  const paths = model.getPaths((logic) => {
    const traversal = { events: [...EVENTS], serializeState } as never;
    return getShortestPaths(logic as never, traversal) as never;
  });

  it('covers every state and every answer', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => `${String(step.state.value)}|${step.event.type}`)));
    expect([...reached].sort()).toEqual(
      ['idle|xstate.init', 'submitting|SUBMIT', `idle|xstate.done.actor.${SUBMIT}`, `idle|xstate.error.actor.${SUBMIT}`].sort(),
    );
  });

  for (const path of paths) {
    it(path.description, async () => {
      const calls: Call[] = [];
      const log: string[] = [];
      const actor = createActor(build(calls, log)).start();
      const settle = async (outcome: 'resolve' | 'reject', value: unknown) => {
        const call = calls.find((c) => !c.settled)!;
        call.settled = true;
        call[outcome](value);
        await flush();
      };
      await path.test({
        events: {
          SUBMIT: ({ event }: { event: unknown }) => actor.send(event as never),
          [`xstate.done.actor.${SUBMIT}`]: ({ event }: { event: { output: unknown } }) => settle('resolve', event.output),
          [`xstate.error.actor.${SUBMIT}`]: ({ event }: { event: { error: unknown } }) => settle('reject', event.error),
        } as never,
        states: {
          '*': (expected: SnapshotFrom<typeof machine>) => {
            const now = actor.getSnapshot();
            expect(now.value).toBe(expected.value);
            expect(now.context.input).toEqual(expected.context.input);
            const waiting = calls.filter((c) => !c.settled);
            if (now.value === 'submitting') expect(waiting.map((c) => c.input)).toEqual([{ value: now.context.input, key: now.context.key }]);
            else expect(waiting).toEqual([]);
            // Back at rest, the form was told the last outcome, of what it sent last (nothing before a first tap).
            if (now.value === 'idle' && !now.context.input) expect(log).toEqual([]);
            else if (now.value === 'idle' && now.context.error !== undefined) expect(log.at(-1)).toBe(`failed:${now.context.input!.name}`);
            else if (now.value === 'idle') expect(log.at(-1)).toBe(`ok:7:${now.context.input!.name}`);
          },
        },
      });
    });
  }
});
