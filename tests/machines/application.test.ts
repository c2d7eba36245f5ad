/**
 * Model-based tests of the application-answering machine (design card; spec §4, §8): createTestModel
 * walks every path, each is replayed on a real actor whose effects are recorded, and the suite proves
 * that every state and transition of the real machine was reached.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { MSG } from '../../domain/messages';
import { applicationMachine } from '../../machines/application';
import { describeModelBased } from './coverage';

const EVENTS = [
  { type: 'ACCEPT' },
  { type: 'REJECT' },
  { type: 'CANCEL' },
  { type: 'CONFIRM' },
  { type: 'ANSWERED' },
  { type: 'FAILED', message: 'El equipo está completo.' },
  { type: 'FAILED' },
] as const;

/** The real machine with its effects recorded instead of performed. */
function recordingMachine(log: string[]) {
  return applicationMachine.provide({
    actions: {
      answer: (_, { decision }) => void log.push(`answer:${decision}`),
      onAnswered: (_, { decision }) => void log.push(`answered:${decision}`),
      onFailed: (_, { message }) => void log.push(`failed:${message}`),
    },
  });
}

describeModelBased('application', recordingMachine([]), { events: EVENTS });

describe('application machine effects', () => {
  const run = (...events: (typeof EVENTS)[number][]) => {
    const log: string[] = [];
    const actor = createActor(recordingMachine(log)).start();
    for (const e of events) actor.send(e);
    return { log, snapshot: actor.getSnapshot() };
  };

  it('choosing only asks for confirmation; nothing is sent yet', () => {
    const { log, snapshot } = run(EVENTS[0]);
    expect(snapshot.value).toBe('confirming');
    expect(snapshot.context.decision).toBe('ACCEPTED');
    expect(log).toEqual([]);
  });

  it('cancelling the confirmation goes back to pending without sending', () => {
    const { log, snapshot } = run(EVENTS[1], EVENTS[2]);
    expect(snapshot.value).toBe('pending');
    expect(snapshot.context.decision).toBeNull();
    expect(log).toEqual([]);
  });

  it('a confirmed acceptance is sent once and ends accepted with the success effect', () => {
    const { log, snapshot } = run(EVENTS[0], EVENTS[3], EVENTS[4]);
    expect(snapshot.value).toBe('accepted');
    expect(snapshot.status).toBe('done');
    expect(log).toEqual(['answer:ACCEPTED', 'answered:ACCEPTED']);
  });

  it('a confirmed rejection ends rejected', () => {
    const { log, snapshot } = run(EVENTS[1], EVENTS[3], EVENTS[4]);
    expect(snapshot.value).toBe('rejected');
    expect(log).toEqual(['answer:REJECTED', 'answered:REJECTED']);
  });

  it("a failure goes back to pending with the server's message", () => {
    const { log, snapshot } = run(EVENTS[0], EVENTS[3], EVENTS[5]);
    expect(snapshot.value).toBe('pending');
    expect(snapshot.context.error).toBe('El equipo está completo.');
    expect(log.at(-1)).toBe('failed:El equipo está completo.');
  });

  it('a failure without a server message uses the spec fallback; choosing again clears it', () => {
    const failed = run(EVENTS[1], EVENTS[3], EVENTS[6]);
    expect(failed.snapshot.context.error).toBe(MSG.application.answerFailed);
    expect(failed.log.at(-1)).toBe(`failed:${MSG.application.answerFailed}`);
    const retried = run(EVENTS[1], EVENTS[3], EVENTS[6], EVENTS[0]);
    expect(retried.snapshot.context).toEqual({ decision: 'ACCEPTED', error: null });
  });

  it('ignores answers that arrive while nothing is being sent, and a second CONFIRM sends nothing more', () => {
    const early = run(EVENTS[4], EVENTS[5]);
    expect(early.snapshot.value).toBe('pending');
    expect(early.log).toEqual([]);
    const twice = run(EVENTS[0], EVENTS[3], EVENTS[3]);
    expect(twice.log).toEqual(['answer:ACCEPTED']);
  });
});
