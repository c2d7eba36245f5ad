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
 * Coverage of states and transitions is measured on the real actor with coverage.ts. Shortest paths and one
 * edge per move (which take every transition) always run; the simple paths run where a graph has at most
 * SIMPLE_PATH_LIMIT of them. FULL_PATHS=1 (`npm run test:full`) replays every simple path and every edge.
 * A path that is the beginning of another path of the run (a shortest path, which the edges leaving its state
 * extend; a simple path another one goes on from) is not replayed on its own: the longer replay checks each of
 * its steps the same way. Only the longest are replayed, which takes every step of every path listed.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createActor,
  fromPromise,
  type AnyActorRef,
  type AnyStateMachine,
  type EventObject,
  type InspectionEvent,
  type Observer,
  type SnapshotFrom,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths } from 'xstate/graph';
import { emptyCoverage, keyOf, missing, type Coverage, type Transition } from './coverage';

/** One request an invoked fake actor received. */
export interface Call {
  src: string;
  /** The invoked actor's id: the invoke's own id, or the one xstate makes (`0.session.signedIn.loadingUser`). */
  id: string;
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
        ({ input, signal, self }) =>
          new Promise((resolve, reject) => {
            calls.push({ src, id: self.id, input, signal, settled: false, resolve, reject });
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

/** How the graph is drawn and walked; shared by the bare and the rendered replays. */
interface GraphSuite<M extends AnyStateMachine> {
  name: string;
  /** The events to explore from each state (user events and the synthetic done/error/after events). */
  events: readonly EventObject[] | ((snapshot: SnapshotFrom<M>) => readonly EventObject[]);
  /** How an event is told apart from another (JSON by default; a File serializes as {}). */
  serializeEvent?: (event: EventObject) => string;
  /** How a state is told apart from another (value and context by default); leave out what never repeats, such as a measured clock. */
  serializeState?: (snapshot: SnapshotFrom<M>) => string;
  /** The inputs the machine is started with; the graph is drawn from each. */
  inputs?: readonly unknown[];
  /** How far the clock moves for an `after` step; by default to the next timer. */
  advance?: (event: EventObject, snapshot: SnapshotFrom<M>) => number | undefined;
  /** Fake timers start here (Date.now() included); by default a fixed instant. */
  now?: Date;
  /** Whether the user can walk a path (a view may no longer offer a button once its work is done); others are dropped. */
  feasible?: (events: EventObject[]) => boolean;
  /**
   * Whether to replay the simple paths too. By default they are replayed when the graph has at most
   * SIMPLE_PATH_LIMIT of them (or always with FULL_PATHS=1, `npm run test:full`); shortest paths and every
   * edge reach every state and transition either way. `false` never replays them.
   */
  simplePaths?: boolean;
  /** How long the replay of all simple paths, or of all edges, may take (ms; 60 s by default): a rendered view of a large graph takes longer. */
  timeout?: number;
}

export interface PathSuite<M extends AnyStateMachine> extends GraphSuite<M> {
  /** The real machine with the given fake actors and recording actions provided. */
  build: (calls: Call[], log: string[]) => M;
  /** The machine the graph is drawn from, when it must differ from build([], []) (guards on the clock). */
  model?: M;
  /** What a user relies on in the state reached. */
  check: (view: StepView<M>) => void;
}

interface GraphPath {
  steps: { event: EventObject; state: { value: unknown } }[];
  input?: unknown;
  /**
   * An edge's move: the state it leaves, the event (its payload included: an answer's error picks its transition by
   * what it says) and the state it reaches, without the context.
   */
  move?: string;
}

/** Where one replay meets the machine: a bare actor, or the rendered view that runs it. */
interface Stage<M extends AnyStateMachine> {
  /** Starts the machine, giving `inspect` its inspection events; returns its actor (or leaves the inspector to find it). */
  start: (calls: Call[], log: string[], input: unknown, inspect: (event: InspectionEvent) => void) => AnyActorRef | undefined;
  /** Does what the user does for `event`. */
  user: (event: EventObject, actor: AnyActorRef, snapshot: SnapshotFrom<M>) => Promise<void> | void;
  /** Runs a change of the actor's world (React's act around a rendered view). */
  act: (change: () => Promise<void>) => Promise<void>;
  check: (view: StepView<M>) => Promise<void> | void;
  stop: (actor: AnyActorRef) => void;
}

const fixedNow = (suite: { now?: Date }) => suite.now ?? new Date('2026-11-20T15:00:00Z');

/** Replays one path through a stage; returns the calls it made and what it logged. */
async function runPath<M extends AnyStateMachine>(suite: GraphSuite<M>, model: M, stage: Stage<M>, path: GraphPath, coverage: Coverage) {
  const calls: Call[] = [];
  const log: string[] = [];
  let found: AnyActorRef | undefined;
  const ours = (ref: unknown) => (ref as { logic?: { id?: string } }).logic?.id === model.id;
  const inspect = (ev: InspectionEvent) => {
    if (!ours(ev.actorRef)) return;
    if (ev.type === '@xstate.actor') {
      // One actor per replay: a view that made a second one would have restarted the flow.
      if (found && found !== ev.actorRef) throw new Error(`${suite.name}: a second ${model.id} actor was started`);
      found = ev.actorRef as AnyActorRef;
    }
    if (ev.type === '@xstate.microstep') {
      const micro = ev as unknown as { _transitions: Transition[]; snapshot: { _nodes?: { id: string }[] } };
      for (const t of micro._transitions) {
        coverage.transitions.add(keyOf(t));
        // A transient state (left at once by an `always`, even the initial one) shows in no snapshot.
        coverage.states.add(t.source.id);
      }
      for (const node of micro.snapshot._nodes ?? []) coverage.states.add(node.id);
    }
  };
  let actor: AnyActorRef | undefined;
  await stage.act(async () => {
    actor = stage.start(calls, log, path.input, inspect) ?? found;
    await flush();
  });
  actor ??= found;
  if (!actor) throw new Error(`${suite.name}: no ${model.id} actor was started`);
  const running = actor;
  const record = () => {
    for (const node of (running.getSnapshot() as unknown as { _nodes: { id: string }[] })._nodes) coverage.states.add(node.id);
  };
  let previous: unknown = undefined;
  const view = (event: EventObject | undefined) => ({ snapshot: running.getSnapshot(), calls, log, event, previous, input: path.input });
  const where = (event: EventObject | undefined) => `${suite.name}: after ${event?.type ?? 'start'} in ${stateOf(running.getSnapshot())}`;

  const invariants = async (event: EventObject | undefined) => {
    const snapshot = running.getSnapshot();
    for (const call of calls.filter((c) => !c.settled)) {
      // A state entered again invokes under the same id: only the newest call of an id can be the one running.
      const newest = calls.findLast((c) => c.id === call.id) === call;
      const runs = newest && Boolean((snapshot.children as Record<string, unknown>)[call.id]);
      // A call waits only while its state runs it; leaving the state stopped it.
      expect(call.signal.aborted, `${where(event)}: ${call.src} ${runs ? 'runs' : 'was left'}`).toBe(!runs);
      if (!runs) {
        const before = JSON.stringify({ value: snapshot.value, context: snapshot.context });
        call.settled = true;
        await stage.act(async () => {
          call.resolve(undefined);
          await flush();
        });
        const after = running.getSnapshot();
        expect(JSON.stringify({ value: after.value, context: after.context }), `${where(event)}: late answer of ${call.src}`).toBe(before);
      }
    }
    await stage.check(view(event) as StepView<M>);
  };

  try {
    record();
    await invariants(undefined);
    for (const step of path.steps) {
      const { event } = step;
      previous = running.getSnapshot();
      const settle = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
      if (settle) {
        const call = calls.findLast((c) => c.id === settle[2] && !c.settled);
        if (!call) throw new Error(`${where(event)}: no pending call of ${settle[2]}`);
        call.settled = true;
        await stage.act(async () => {
          if (settle[1] === 'done') call.resolve((event as { output?: unknown }).output);
          else call.reject((event as { error?: unknown }).error);
          await flush();
        });
      } else if (event.type.startsWith('xstate.after.')) {
        const ms = suite.advance?.(event, running.getSnapshot() as SnapshotFrom<M>);
        await stage.act(async () => {
          if (ms === undefined) await vi.advanceTimersToNextTimerAsync();
          else await vi.advanceTimersByTimeAsync(ms);
          await flush();
        });
      } else if (event.type !== 'xstate.init') {
        // (A path starts with the machine's own start, which has already happened.)
        const before = running.getSnapshot() as SnapshotFrom<M>;
        await stage.act(async () => {
          await stage.user(event, running, before);
          await flush();
        });
      }
      record();
      const expected = JSON.stringify(step.state.value);
      if (stateOf(running.getSnapshot()) !== expected) {
        throw new Error(`${where(event)}, the graph expected ${expected}`);
      }
      await invariants(event);
    }
  } finally {
    stage.stop(running);
  }
  return { calls, log };
}

/** Replays one path on a real actor; returns the calls it made and what it logged. */
export function replayPath<M extends AnyStateMachine>(suite: PathSuite<M>, path: GraphPath, coverage: Coverage) {
  const bare: Stage<M> = {
    start: (calls, log, input, inspect) => createActor(suite.build(calls, log), { input, inspect } as never).start() as AnyActorRef,
    user: (event, actor) => void actor.send(event),
    act: (change) => change(),
    check: suite.check,
    stop: (actor) => actor.stop(),
  };
  return runPath(suite, suite.model ?? suite.build([], []), bare, path, coverage);
}

/**
 * Above this many simple paths (over all inputs) a graph replays only its shortest paths and its edges, unless
 * FULL_PATHS=1: the simple paths of a large graph (thousands) take tens of seconds and, once every edge is
 * replayed, find a defect only where it needs a long history, which the full run (`npm run test:full`) covers.
 */
export const SIMPLE_PATH_LIMIT = 500;
const fullPaths = () => process.env.FULL_PATHS === '1';

type Adjacency = Record<string, { state: unknown; transitions: Record<string, { event: EventObject; state: unknown }> }>;

/**
 * How many simple paths start at `from` (the empty one included), as xstate/graph's getSimplePaths would list
 * them (one per state reached by a route that visits no state twice); counting stops past `limit`.
 */
export function countSimplePaths(adjacency: Adjacency, from: string, serializeState: (state: unknown) => string, limit: number) {
  const onRoute = new Set<string>();
  let count = 0;
  const visit = (key: string) => {
    count++;
    if (count > limit) return;
    onRoute.add(key);
    for (const { state } of Object.values(adjacency[key]?.transitions ?? {})) {
      const next = serializeState(state);
      if (!onRoute.has(next)) visit(next);
      if (count > limit) break;
    }
    onRoute.delete(key);
  };
  visit(from);
  return count;
}

/** The shortest paths, the simple paths (see SIMPLE_PATH_LIMIT) and one path per edge of the machine's graph, from each input. */
function graphPaths<M extends AnyStateMachine>(suite: GraphSuite<M>, model: M) {
  vi.useFakeTimers({ now: fixedNow(suite) });
  const serializeState = (suite.serializeState ?? serialize) as (snapshot: unknown) => string;
  const serializeEvent = suite.serializeEvent ?? JSON.stringify;
  const shortest: GraphPath[] = [];
  const simple: GraphPath[] = [];
  const edges: GraphPath[] = [];
  const inputs = suite.inputs ?? [undefined];
  const drawn = inputs.map((input) => {
    const options = { events: suite.events, input, serializeState, serializeEvent } as never;
    const paths = getShortestPaths(model, options) as unknown as (GraphPath & { state: SnapshotFrom<M> })[];
    return { input, options, paths, adjacency: getAdjacencyMap(model, options) as unknown as Adjacency };
  });
  // The start is the state of the shortest path with the fewest steps.
  const startOf = (paths: (GraphPath & { state: SnapshotFrom<M> })[]) =>
    serializeState(paths.reduce((a, b) => (b.steps.length < a.steps.length ? b : a)).state);
  let simpleCount = 0;
  for (const { paths, adjacency } of drawn)
    simpleCount += countSimplePaths(adjacency, startOf(paths), serializeState, SIMPLE_PATH_LIMIT - simpleCount);
  const replaySimple = suite.simplePaths ?? (fullPaths() || simpleCount <= SIMPLE_PATH_LIMIT);
  for (const { input, options, paths, adjacency } of drawn) {
    const byState = new Map<string, GraphPath>();
    for (const p of paths) {
      shortest.push({ ...p, input });
      byState.set(serializeState(p.state), { steps: p.steps, input });
    }
    if (replaySimple) for (const p of getSimplePaths(model, options) as unknown as GraphPath[]) simple.push({ ...p, input });
    // Every edge of the graph, reached by the shortest path to its source: this covers the transitions
    // that lead back to a state already seen, which no shortest or simple path ends with.
    for (const [source, { state, transitions }] of Object.entries(adjacency)) {
      const base = byState.get(source);
      if (!base || (state as { status: string }).status === 'done') continue;
      for (const { event, state: next } of Object.values(transitions)) {
        if (event.type.startsWith('xstate.') && !handles(state, event)) continue;
        const move = JSON.stringify([(state as { value: unknown }).value, event, (next as { value: unknown }).value]);
        edges.push({ steps: [...base.steps, { event, state: next as { value: unknown } }], input, move });
      }
    }
  }
  vi.useRealTimers();
  // The count decides what is replayed, so it must be the graph's: below the limit it is exact.
  if (replaySimple && simpleCount <= SIMPLE_PATH_LIMIT && simple.length !== simpleCount) {
    throw new Error(`${suite.name}: counted ${simpleCount} simple paths, the graph has ${simple.length}`);
  }
  const walkable = (p: GraphPath) => suite.feasible?.(p.steps.map((s) => s.event)) ?? true;
  const walkableSimple = simple.filter(walkable);
  const walkableEdges = fullPaths() ? edges.filter(walkable) : oneEdgePerMove(edges.filter(walkable));
  // A path that begins another one replayed by the same run is checked step by step within it: only the longer is replayed.
  const within = prefixesOf([...walkableSimple, ...walkableEdges], serializeEvent);
  const keyOfPath = (p: GraphPath) => pathKey(p, p.steps.length, serializeEvent);
  const simpleLonger = new Set(walkableSimple.map(keyOfPath));
  const replayedWhole = new Set([...walkableSimple, ...walkableEdges].map(keyOfPath));
  const walkableShortest = shortest.filter(walkable);
  return {
    // A shortest path gets a test of its own where no simple path or edge replayed begins with it (or is it).
    shortest: walkableShortest.filter((p) => !within.has(keyOfPath(p)) && !replayedWhole.has(keyOfPath(p))),
    shortestWithin: walkableShortest.length,
    simple: walkableSimple.filter((p) => !within.has(keyOfPath(p))),
    // An edge that is one of the simple paths, or begins one, or begins another edge.
    edges: walkableEdges.filter((p) => !within.has(keyOfPath(p)) && !simpleLonger.has(keyOfPath(p))),
    simpleWithin: walkableSimple.length,
    edgesWithin: walkableEdges.length,
    simpleLeftOut: !replaySimple,
  };
}

/** A path's first `length` steps from its input, as a key: the same key is the same replay. */
const pathKey = (p: GraphPath, length: number, serializeEvent: (event: EventObject) => string) =>
  JSON.stringify([p.input ?? null, ...p.steps.slice(0, length).map((s) => serializeEvent(s.event))]);

/**
 * The keys of every path that is the beginning of one of `paths` (shorter than it): replaying the longer path
 * checks each of its steps, the same states, calls and screens, as replaying the shorter one would.
 */
function prefixesOf(paths: GraphPath[], serializeEvent: (event: EventObject) => string) {
  const keys = new Set<string>();
  for (const p of paths) for (let length = 0; length < p.steps.length; length++) keys.add(pathKey(p, length, serializeEvent));
  return keys;
}

/**
 * Of the edges that make the same move (from one state, by one event, to one state: they differ only in the
 * context they start from), the one with the shortest way to its source. Every
 * transition of the machine is still taken (the suite's coverage check fails otherwise), and every state with
 * its context is reached by a shortest path; FULL_PATHS=1 replays every edge.
 */
function oneEdgePerMove(edges: GraphPath[]): GraphPath[] {
  const chosen = new Map<string, GraphPath>();
  for (const edge of edges) {
    const key = JSON.stringify([edge.input, edge.move]);
    const kept = chosen.get(key);
    if (!kept || edge.steps.length < kept.steps.length) chosen.set(key, edge);
  }
  return [...chosen.values()];
}

/** Long inputs (a token) are cut in the test's name. */
const abbreviate = (text: string | undefined) => (text && text.length > 48 ? `${text.slice(0, 45)}…` : text);

const pathName = (p: GraphPath) =>
  [abbreviate(JSON.stringify(p.input)), ...p.steps.map((s) => s.event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:'))].join(' → ');

/** The tests of one suite: each shortest path, all simple paths, every edge; then full coverage, printed. */
function describeGraph<M extends AnyStateMachine>(
  title: string,
  suite: GraphSuite<M>,
  model: M,
  replay: (path: GraphPath, coverage: Coverage) => Promise<unknown>,
  timers?: Parameters<typeof vi.useFakeTimers>[0],
) {
  describe(title, () => {
    const coverage = emptyCoverage();
    const useClock = () => vi.useFakeTimers({ ...timers, now: fixedNow(suite) });
    beforeEach(useClock);
    afterEach(() => {
      vi.useRealTimers();
    });
    const { shortest, shortestWithin, simple, edges, simpleWithin, edgesWithin, simpleLeftOut } = graphPaths(suite, model);
    it.each(shortest.map((p) => [pathName(p), p] as const))('shortest path: %s', async (_name, path) => {
      await replay(path, coverage);
    });

    if (simpleLeftOut) it.skip(`replays all simple paths (more than ${SIMPLE_PATH_LIMIT}: FULL_PATHS=1 or npm run test:full)`, () => {});
    if (simple.length > 0)
      it(
        `replays all ${simpleWithin} simple paths (${simple.length} replays: the rest begin another)`,
        async () => {
          for (const path of simple) {
            useClock();
            await replay(path, coverage);
          }
        },
        // Thousands of paths in the full run (FULL_PATHS=1) on a shared machine.
        Math.max(suite.timeout ?? 0, 300_000),
      );

    if (edges.length > 0)
      it(
        `replays ${edgesWithin} edges of the graph (${fullPaths() ? 'all' : 'one per move'}), each after the shortest path to its source (${edges.length} replays: the rest are within them or a simple path)`,
        async () => {
          for (const path of edges) {
            useClock();
            await replay(path, coverage);
          }
        },
        suite.timeout ?? 60_000,
      );

    afterAll(() => {
      const gaps = missing(model, coverage);
      console.log(
        `${title}: ${shortestWithin} shortest paths, ${simpleWithin} simple paths and ${edgesWithin} edges (${shortest.length + simple.length + edges.length} replays) reached ${gaps.total.states - gaps.states.length}/${gaps.total.states} states and ` +
          `${gaps.total.transitions - gaps.transitions.length}/${gaps.total.transitions} transitions`,
      );
      expect(gaps.states).toEqual([]);
      expect(gaps.transitions).toEqual([]);
    });
  });
}

/** Shortest and simple paths and every edge of the machine's graph, each replayed on a bare actor; then proof of full coverage, printed. */
export function describePaths<M extends AnyStateMachine>(suite: PathSuite<M>) {
  const model = suite.model ?? suite.build([], []);
  describeGraph(`${suite.name} machine (paths of its graph)`, suite, model, (path, coverage) => replayPath(suite, path, coverage));
}

/**
 * Replays of the graph against the rendered view. The view runs the machine itself (its actors replaced
 * by fakes through the view's seam); the harness finds that actor through the inspector the app's views
 * pass to useActorRef (a suite mocks src/inspect.ts with `viewInspector`) and measures coverage on it.
 */
export interface ViewPathSuite<M extends AnyStateMachine> extends GraphSuite<M> {
  /** The machine the graph is drawn from (the real one; its actors are never run). */
  machine: M;
  /**
   * Renders the view with fake actors recording into `calls` (and effects into `log`); returns how to
   * unmount it. A view whose actor the suite makes itself returns it, started with `inspect`.
   */
  render: (args: { calls: Call[]; log: string[]; input: unknown; inspect: (event: InspectionEvent) => void }) => {
    unmount: () => void;
    actor?: AnyActorRef;
  };
  /** Does what the user does for a user event in the state the view shows: click the button it offers. */
  drive: (event: EventObject, args: { actor: AnyActorRef; snapshot: SnapshotFrom<M> }) => Promise<void> | void;
  /** What the user sees in the state reached, and which requests went out. */
  check: (view: StepView<M>) => void;
  /** React's act (from 'react'), for every change the view must follow. */
  act: (change: () => Promise<void>) => Promise<void>;
}

let viewListener: ((event: InspectionEvent) => void) | null = null;
/** What a view suite mocks src/inspect.ts with: every machine the view starts reports here. */
export const viewInspector: { inspect: Observer<InspectionEvent> } = { inspect: { next: (event) => viewListener?.(event) } };

/** Each path of the machine's graph replayed against the rendered view; then proof of full coverage, printed. */
export function describeViewPaths<M extends AnyStateMachine>(suite: ViewPathSuite<M>) {
  const replay = (path: GraphPath, coverage: Coverage) => {
    let unmount = () => {};
    const stage: Stage<M> = {
      start: (calls, log, input, inspect) => {
        viewListener = inspect;
        const shown = suite.render({ calls, log, input, inspect });
        unmount = shown.unmount;
        return shown.actor;
      },
      user: (event, actor, snapshot) => suite.drive(event, { actor, snapshot }),
      act: suite.act,
      check: suite.check,
      stop: () => {
        unmount();
        viewListener = null;
      },
    };
    return runPath(suite, suite.machine, stage, path, coverage);
  };
  // React's scheduler and the DOM's own queues stay real; the clock and the app's timers are fake.
  describeGraph(`${suite.name} view (paths of its graph)`, suite, suite.machine, replay, {
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
}
