/**
 * Model-based testing support: runs the paths createTestModel (xstate/graph) finds against a real
 * actor of the machine, checks each step lands where the model said, and measures which of the
 * machine's states and transitions the run actually reached, so a suite can prove full coverage.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine, type EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';

export type Transition = { source: { id: string; transitions: Map<string, unknown[]>; always?: unknown[] }; eventType: string };

export const keyOf = (t: Transition) => {
  const list = t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
  return `${t.source.id} —${t.eventType || 'always'}→ #${list.indexOf(t)}`;
};

interface Node {
  id: string;
  states: Record<string, Node>;
  transitions: Map<string, Transition[]>;
  always?: Transition[];
}

function nodesOf(node: Node): Node[] {
  return [node, ...Object.values(node.states).flatMap(nodesOf)];
}

/** Every state id and every transition (one per guarded branch) the machine defines. */
export function machineShape(machine: AnyStateMachine) {
  const nodes = nodesOf(machine.root as unknown as Node);
  const transitions = nodes.flatMap((n) => [...[...n.transitions.values()].flat(), ...(n.always ?? [])]).map(keyOf);
  return { states: nodes.map((n) => n.id), transitions: [...new Set(transitions)] };
}

/** A path from createTestModel: the events to send and the state each should lead to. */
export interface ModelPath {
  steps: { event: EventObject; state: { value: unknown } }[];
}

export interface Coverage {
  states: Set<string>;
  transitions: Set<string>;
}

/** Replays one model path on a real actor, recording what it reached. */
export function replay(machine: AnyStateMachine, path: ModelPath, coverage: Coverage) {
  const actor = createActor(machine, {
    inspect: (ev) => {
      if (ev.type === '@xstate.microstep') {
        for (const t of (ev as unknown as { _transitions: Transition[] })._transitions) coverage.transitions.add(keyOf(t));
      }
    },
  });
  const record = () => {
    for (const node of (actor.getSnapshot() as unknown as { _nodes: { id: string }[] })._nodes) coverage.states.add(node.id);
  };
  actor.start();
  record();
  for (const step of path.steps) {
    actor.send(step.event);
    record();
    const expected = JSON.stringify(step.state.value);
    const actual = JSON.stringify(actor.getSnapshot().value);
    if (expected !== actual) throw new Error(`After ${step.event.type} the machine is in ${actual}, the model expected ${expected}`);
  }
  actor.stop();
}

export const emptyCoverage = (): Coverage => ({ states: new Set(), transitions: new Set() });

/** What the run left unreached; both lists empty means every state and transition was exercised. */
export function missing(machine: AnyStateMachine, coverage: Coverage) {
  const shape = machineShape(machine);
  return {
    states: shape.states.filter((s) => !coverage.states.has(s)),
    transitions: shape.transitions.filter((t) => !coverage.transitions.has(t)),
    total: { states: shape.states.length, transitions: shape.transitions.length },
  };
}

/**
 * The model-based suite every machine gets: createTestModel's shortest paths (one test each) and all
 * simple paths replayed on the real machine, then proof that every state and transition was reached.
 */
export function describeModelBased(name: string, machine: AnyStateMachine, modelOptions: object) {
  describe(`${name} machine (model-based)`, () => {
    const coverage = emptyCoverage();
    const model = createTestModel(machine, modelOptions as never);
    const shortest = model.getShortestPaths();
    const simple = model.getSimplePaths();

    it.each(shortest.map((p) => [p.description, p] as const))('%s', (_d, path) => {
      replay(machine, path, coverage);
    });

    it(`replays all ${simple.length} simple paths on the real machine`, () => {
      for (const path of simple) replay(machine, path, coverage);
    });

    afterAll(() => {
      const gaps = missing(machine, coverage);
      console.log(
        `${name}: ${shortest.length + simple.length} paths reached ${gaps.total.states - gaps.states.length}/${gaps.total.states} states and ` +
          `${gaps.total.transitions - gaps.transitions.length}/${gaps.total.transitions} transitions`,
      );
      expect(gaps.states).toEqual([]);
      expect(gaps.transitions).toEqual([]);
    });
  });
}

/**
 * For scenario suites that drive a machine by hand (actors that answer, timers): an inspector that
 * records every state entered and transition taken into `coverage`, for `missing` to judge.
 */
export function recordingInspector(coverage: Coverage) {
  return (ev: { type: string; snapshot?: unknown }) => {
    if (ev.type === '@xstate.microstep') {
      for (const t of (ev as unknown as { _transitions: Transition[] })._transitions) {
        coverage.transitions.add(keyOf(t));
        // A transient state (left at once by an eventless transition) shows in no snapshot.
        coverage.states.add(t.source.id);
      }
    }
    if (ev.type === '@xstate.snapshot' || ev.type === '@xstate.microstep') {
      for (const node of (ev.snapshot as { _nodes?: { id: string }[] } | undefined)?._nodes ?? []) coverage.states.add(node.id);
    }
  };
}
