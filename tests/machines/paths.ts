/**
 * Path-based tests for machines that invoke actors and use `after` timers, which createTestModel refuses.
 *
 * The paths come from the machine's own graph (getShortestPaths and getSimplePaths of xstate/graph) over
 * the user's events plus the events the invoked actors and timers produce: `xstate.done.actor.<id>`,
 * `xstate.error.actor.<id>` and `xstate.after.<delay>.<state>`. Each path is then replayed on a real actor
 * whose invoked actors are fakes that record their input and wait: a done/error step settles the pending
 * call of that actor, an after step moves vitest's fake clock, any other step is sent as is. After every
 * step the replay checks
 *  - that the machine is where the graph said (so a mutated machine breaks the run),
 *  - that every call still waiting belongs to an actor the current state runs, and every other one was
 *    stopped (its AbortSignal fired),
 *  - that a stopped call answering late changes nothing,
 *  - the suite's own assertions for the state reached (requests sent, context shown to the user).
 * Coverage of states and transitions is measured on the real actor with coverage.ts.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyActorRef, type AnyStateMachine, type EventObject, type SnapshotFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths } from 'xstate/graph';
import { emptyCoverage, keyOf, missing, type Coverage, type Transition } from './coverage';

/** One request an invoked fake actor received. */
export interface Call {
  src: string;
  input: unknown;
  signal: AbortSignal;
  settled: boolean;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** Fake promise actors that record each call and wait for the test to settle it. */
export function fakeActors<const N extends string>(names: readonly N[], calls: Call[]) {
  return Object.fromEntries(
    names.map((src) => [
      src,
      fromPromise<unknown, unknown>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            calls.push({ src, input, signal, settled: false, resolve, reject });
          }),
      ),
    ]),
    // Typed as whatever the machine declares: the fakes accept any input and answer what the test says.
  ) as Record<N, never>;
}

export const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
export const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
/** An error as the HTTP client rejects with it: the server's body under `response.data`. */
export const apiError = (status: number, code: string, message: string) => ({ response: { status, data: { code, message } } });

/** Lets promise callbacks and the actors' messages run. */
export async function flush() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

const serialize = (snapshot: { value: unknown; context: unknown }) => JSON.stringify({ value: snapshot.value, context: snapshot.context });

/** Whether a state handles a synthetic event (an invoked actor's answer or a timer of its own). */
function handles(snapshot: unknown, event: EventObject) {
  return (snapshot as { _nodes: { transitions: Map<string, unknown> }[] })._nodes.some((n) => n.transitions.has(event.type));
}

const stateOf = (snapshot: { value: unknown }) => JSON.stringify(snapshot.value);

export interface StepView<M extends AnyStateMachine> {
  snapshot: SnapshotFrom<M>;
  calls: Call[];
  /** Effects the suite's provided actions recorded. */
  log: string[];
  /** The event that led here, and the state it was sent in (both undefined at the start). */
  event: EventObject | undefined;
  previous: SnapshotFrom<M> | undefined;
  /** The input the actor was started with. */
  input: unknown;
}

export interface PathSuite<M extends AnyStateMachine> {
  name: string;
  /** The real machine with the given fake actors and recording actions provided. */
  build: (calls: Call[], log: string[]) => M;
  /** The events to explore from each state (user events and the synthetic done/error/after events). */
  events: readonly EventObject[] | ((snapshot: SnapshotFrom<M>) => readonly EventObject[]);
  /** How an event is told apart from another (JSON by default; a File serializes as {}). */
  serializeEvent?: (event: EventObject) => string;
  /** The inputs the machine is started with; the graph is drawn from each. */
  inputs?: readonly unknown[];
  /** The machine the graph is drawn from, when it must differ from build([], []) (guards on the clock). */
  model?: M;
  /** How far the clock moves for an `after` step; by default to the next timer. */
  advance?: (event: EventObject, snapshot: SnapshotFrom<M>) => number | undefined;
  /** What a user relies on in the state reached. */
  check: (view: StepView<M>) => void;
  /** Fake timers start here (Date.now() included); by default a fixed instant. */
  now?: Date;
}

interface GraphPath {
  steps: { event: EventObject; state: { value: unknown } }[];
  input?: unknown;
}

/** Replays one path on a real actor; returns the calls it made and what it logged. */
export async function replayPath<M extends AnyStateMachine>(suite: PathSuite<M>, path: GraphPath, coverage: Coverage) {
  const calls: Call[] = [];
  const log: string[] = [];
  const actor = createActor(suite.build(calls, log), {
    input: path.input,
    inspect: (ev: { type: string }) => {
      if (ev.type === '@xstate.microstep') {
        const micro = ev as unknown as { _transitions: Transition[]; snapshot: { _nodes?: { id: string }[] } };
        for (const t of micro._transitions) coverage.transitions.add(keyOf(t));
        // A transient state (left at once by an `always`) is reached in a microstep only.
        for (const node of micro.snapshot._nodes ?? []) coverage.states.add(node.id);
      }
    },
  } as never) as AnyActorRef;
  const record = () => {
    for (const node of (actor.getSnapshot() as unknown as { _nodes: { id: string }[] })._nodes) coverage.states.add(node.id);
  };
  let previous: unknown = undefined;
  const view = (event: EventObject | undefined) => ({ snapshot: actor.getSnapshot(), calls, log, event, previous, input: path.input });
  const where = (event: EventObject | undefined) => `${suite.name}: after ${event?.type ?? 'start'} in ${stateOf(actor.getSnapshot())}`;

  const invariants = async (event: EventObject | undefined) => {
    const snapshot = actor.getSnapshot();
    for (const call of calls.filter((c) => !c.settled)) {
      const running = Boolean((snapshot.children as Record<string, unknown>)[call.src]);
      // A call waits only while its state runs it; leaving the state stopped it.
      expect(call.signal.aborted, `${where(event)}: ${call.src} ${running ? 'runs' : 'was left'}`).toBe(!running);
      if (!running) {
        const before = JSON.stringify({ value: snapshot.value, context: snapshot.context });
        call.settled = true;
        call.resolve(undefined);
        await flush();
        const after = actor.getSnapshot();
        expect(JSON.stringify({ value: after.value, context: after.context }), `${where(event)}: late answer of ${call.src}`).toBe(before);
      }
    }
    suite.check(view(event) as StepView<M>);
  };

  actor.start();
  await flush();
  record();
  await invariants(undefined);
  for (const step of path.steps) {
    const { event } = step;
    previous = actor.getSnapshot();
    const settle = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (settle) {
      const call = calls.findLast((c) => c.src === settle[2] && !c.settled);
      if (!call) throw new Error(`${where(event)}: no pending call of ${settle[2]}`);
      call.settled = true;
      if (settle[1] === 'done') call.resolve((event as { output?: unknown }).output);
      else call.reject((event as { error?: unknown }).error);
      await flush();
    } else if (event.type.startsWith('xstate.after.')) {
      const ms = suite.advance?.(event, actor.getSnapshot() as SnapshotFrom<M>);
      if (ms === undefined) await vi.advanceTimersToNextTimerAsync();
      else await vi.advanceTimersByTimeAsync(ms);
      await flush();
    } else {
      actor.send(event);
      await flush();
    }
    record();
    const expected = JSON.stringify(step.state.value);
    if (stateOf(actor.getSnapshot()) !== expected) {
      throw new Error(`${where(event)}, the graph expected ${expected}`);
    }
    await invariants(event);
  }
  actor.stop();
  return { calls, log };
}

/** Shortest and simple paths of the machine's graph, each replayed; then proof of full coverage, printed. */
export function describePaths<M extends AnyStateMachine>(suite: PathSuite<M>) {
  describe(`${suite.name} machine (paths of its graph)`, () => {
    const coverage = emptyCoverage();
    const model = suite.model ?? suite.build([], []);
    beforeEach(() => {
      vi.useFakeTimers({ now: suite.now ?? new Date('2026-11-20T15:00:00Z') });
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    const paths = () => {
      vi.useFakeTimers({ now: suite.now ?? new Date('2026-11-20T15:00:00Z') });
      const shortest: GraphPath[] = [];
      const simple: GraphPath[] = [];
      const edges: GraphPath[] = [];
      for (const input of suite.inputs ?? [undefined]) {
        const options = { events: suite.events, input, serializeState: serialize, serializeEvent: suite.serializeEvent ?? JSON.stringify } as never;
        const byState = new Map<string, GraphPath>();
        for (const p of getShortestPaths(model, options) as unknown as (GraphPath & { state: SnapshotFrom<M> })[]) {
          shortest.push({ ...p, input });
          byState.set(serialize(p.state), { steps: p.steps, input });
        }
        for (const p of getSimplePaths(model, options) as unknown as GraphPath[]) simple.push({ ...p, input });
        // Every edge of the graph, reached by the shortest path to its source: this covers the transitions
        // that lead back to a state already seen, which no shortest or simple path ends with.
        const adjacency = getAdjacencyMap(model, options) as unknown as Record<
          string,
          { state: SnapshotFrom<M>; transitions: Record<string, { event: EventObject; state: SnapshotFrom<M> }> }
        >;
        for (const [source, { state, transitions }] of Object.entries(adjacency)) {
          const base = byState.get(source);
          if (!base || (state as { status: string }).status === 'done') continue;
          for (const { event, state: next } of Object.values(transitions)) {
            if (event.type.startsWith('xstate.') && !handles(state, event)) continue;
            edges.push({ steps: [...base.steps, { event, state: next }], input });
          }
        }
      }
      vi.useRealTimers();
      return { shortest, simple, edges };
    };
    const { shortest, simple, edges } = paths();
    const name = (p: GraphPath) =>
      [JSON.stringify(p.input), ...p.steps.map((s) => s.event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:'))].join(' → ');
    it.each(shortest.map((p) => [name(p), p] as const))('shortest path: %s', async (_name, path) => {
      await replayPath(suite, path, coverage);
    });

    it(`replays all ${simple.length} simple paths on the real machine`, async () => {
      for (const path of simple) {
        vi.useFakeTimers({ now: suite.now ?? new Date('2026-11-20T15:00:00Z') });
        await replayPath(suite, path, coverage);
      }
    });

    it(`replays the ${edges.length} edges of the graph, each after the shortest path to its source`, async () => {
      for (const path of edges) {
        vi.useFakeTimers({ now: suite.now ?? new Date('2026-11-20T15:00:00Z') });
        await replayPath(suite, path, coverage);
      }
    });

    afterAll(() => {
      const gaps = missing(model, coverage);
      console.log(
        `${suite.name}: ${shortest.length + simple.length + edges.length} paths reached ${gaps.total.states - gaps.states.length}/${gaps.total.states} states and ` +
          `${gaps.total.transitions - gaps.transitions.length}/${gaps.total.transitions} transitions`,
      );
      expect(gaps.states).toEqual([]);
      expect(gaps.transitions).toEqual([]);
    });
  });
}
