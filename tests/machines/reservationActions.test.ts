/**
 * Model-based tests of the reservation-actions machine (spec §4, §8: finalize and cancel, both
 * confirmed): every path createTestModel finds is replayed on a real actor, and the suite proves that
 * every state and transition of the real machine was reached.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Reservation } from '../../domain/types';
import { reservationActionsMachine } from '../../machines/reservationActions';
import { describeModelBased } from './coverage';

const finished = { id: 5, status: 'FINISHED' } as Reservation;

const EVENTS = [
  { type: 'FINALIZE', id: 5, teamName: 'Los Costeños' },
  { type: 'CANCEL_RESERVATION', id: 9 },
  { type: 'CONFIRM' },
  { type: 'DISMISS' },
  { type: 'UPDATED', reservation: finished },
  { type: 'FAILED', message: 'Solo se puede cambiar una reserva activa.' },
] as const;

function recordingMachine(log: string[]) {
  return reservationActionsMachine.provide({
    actions: {
      update: (_, { action, id }) => void log.push(`${action}:${id}`),
      onUpdated: (_, { action, teamName, reservation }) => void log.push(`updated:${action}:${teamName}:${reservation.id}`),
      onFailed: (_, { message }) => void log.push(`failed:${message}`),
    },
  });
}

describeModelBased('reservationActions', recordingMachine([]), { events: EVENTS });

describe('reservation actions effects', () => {
  const run = (...events: (typeof EVENTS)[number][]) => {
    const log: string[] = [];
    const actor = createActor(recordingMachine(log)).start();
    for (const e of events) actor.send(e);
    return { log, snapshot: actor.getSnapshot() };
  };
  const [finalize, cancel, confirm, dismiss, updated, failed] = EVENTS;

  it('nothing reaches the server before the user confirms', () => {
    const { log, snapshot } = run(finalize);
    expect(snapshot.value).toBe('confirming');
    expect(snapshot.context).toMatchObject({ action: 'finalize', target: { id: 5, teamName: 'Los Costeños' } });
    expect(log).toEqual([]);
  });

  it('dismissing the confirmation changes nothing', () => {
    const { log, snapshot } = run(cancel, dismiss);
    expect(snapshot.value).toBe('idle');
    expect(snapshot.context.target).toBeNull();
    expect(log).toEqual([]);
  });

  it('finalize: confirm, the server call with the id, then the message with the team name', () => {
    const { log, snapshot } = run(finalize, confirm, updated);
    expect(snapshot.value).toBe('done');
    expect(log).toEqual(['finalize:5', 'updated:finalize:Los Costeños:5']);
  });

  it('cancel takes only the id', () => {
    const { log } = run(cancel, confirm, updated);
    expect(log[0]).toBe('cancel:9');
  });

  it("a refusal shows the server's message and the next reservation can be acted on", () => {
    const { log, snapshot } = run(cancel, confirm, failed, finalize);
    expect(snapshot.value).toBe('confirming');
    expect(snapshot.context.error).toBeNull();
    expect(log).toEqual(['cancel:9', 'failed:Solo se puede cambiar una reserva activa.']);
  });

  it('a second click while the call is under way is ignored', () => {
    const { log, snapshot } = run(finalize, confirm, confirm, cancel);
    expect(snapshot.value).toBe('updating');
    expect(log).toEqual(['finalize:5']);
  });
});
