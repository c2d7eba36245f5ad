/**
 * Model-based tests of the booking machine (design card; spec §4 booking flow): createTestModel walks
 * every path, each is replayed on a real actor whose effects are recorded, and the suite proves that
 * every state and transition of the real machine was reached.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { AvailabilityRequest } from '../../domain/schemas';
import type { AvailabilityResult, Field, Reservation } from '../../domain/types';
import { bookingMachine } from '../../machines/booking';
import { describeModelBased } from './coverage';

const field = { id: 7, name: 'La Bombonera', hourlyRate: 95000, openingHour: '08:00', closingHour: '23:00', status: 'ACTIVE' } as Field;
const request: AvailabilityRequest = { teamId: 3, fieldId: 7, reservationDate: '2026-11-28', startTime: '18:30', hours: 2 };
const availability = { ...request, endTime: '20:30', team: { name: 'Los Costeños' }, field } as unknown as AvailabilityResult;
const reservation = { id: 41, status: 'ACTIVE', ...request, endTime: '20:30' } as unknown as Reservation;

const EVENTS = [
  { type: 'READY', field, hasActiveReservation: false },
  { type: 'READY', field, hasActiveReservation: true },
  { type: 'UNAVAILABLE', message: 'No se puedo cargar la información de la cancha' },
  { type: 'RETRY' },
  { type: 'CHECK', request },
  { type: 'AVAILABLE', availability },
  { type: 'REFUSED', message: 'La cancha ya está reservada en ese horario.' },
  { type: 'ACTIVE_RESERVATION' },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'CREATED', reservation },
] as const;

/** The real machine with its effects recorded instead of performed. */
function recordingMachine(log: string[]) {
  return bookingMachine.provide({
    actions: {
      prepare: () => void log.push('prepare'),
      checkAvailability: (_, { request: r }) => void log.push(`check:${r.reservationDate} ${r.startTime} ${r.hours}h`),
      createReservation: (_, { request: r, endTime }) => void log.push(`create:${r.startTime}-${endTime}`),
      resetForm: () => void log.push('resetForm'),
      onCreated: (_, { reservation: r }) => void log.push(`created:${r.id}`),
      onActiveReservation: () => void log.push('warnActive'),
    },
  });
}

describeModelBased('booking', recordingMachine([]), { events: EVENTS });

describe('booking machine effects', () => {
  const run = (...events: (typeof EVENTS)[number][]) => {
    const log: string[] = [];
    const actor = createActor(recordingMachine(log)).start();
    for (const e of events) actor.send(e);
    return { log, snapshot: actor.getSnapshot() };
  };
  const [ready, readyBlocked, unavailable, retry, check, available, refused, active, confirm, cancel, created] = EVENTS;

  it('entering loads the field, then the form is editable', () => {
    const { log, snapshot } = run(ready);
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.field).toBe(field);
    expect(log).toEqual(['prepare']);
  });

  it('a team with an ACTIVE reservation is sent away with the warning and never sees the form', () => {
    const { log, snapshot } = run(readyBlocked);
    expect(snapshot.value).toBe('blockedByActiveReservation');
    expect(snapshot.status).toBe('done');
    expect(log).toEqual(['prepare', 'warnActive']);
  });

  it('a failed load can be retried', () => {
    const { log, snapshot } = run(unavailable, retry, ready);
    expect(snapshot.value).toBe('editing');
    expect(log).toEqual(['prepare', 'prepare']);
  });

  it('the happy path checks, shows the summary, creates and announces it', () => {
    const { log, snapshot } = run(ready, check, available, confirm, created);
    expect(snapshot.value).toBe('done');
    expect(snapshot.status).toBe('done');
    expect(log).toEqual(['prepare', 'check:2026-11-28 18:30 2h', 'create:18:30-20:30', 'created:41']);
  });

  it('a refusal keeps the request and shows the server message in the form', () => {
    const { snapshot } = run(ready, check, refused);
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.error).toBe('La cancha ya está reservada en ese horario.');
    expect(snapshot.context.request).toEqual(request);
  });

  it('a new check clears the previous refusal', () => {
    const { snapshot } = run(ready, check, refused, check);
    expect(snapshot.value).toBe('checkingAvailability');
    expect(snapshot.context.error).toBeNull();
  });

  it('cancelling the summary resets the request, the summary and the form', () => {
    const { log, snapshot } = run(ready, check, available, cancel);
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.availability).toBeNull();
    expect(snapshot.context.request).toBeNull();
    expect(log.at(-1)).toBe('resetForm');
  });

  it('a slot taken between the check and the confirmation goes back to the form with the message', () => {
    const { snapshot } = run(ready, check, available, confirm, refused);
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.availability).toBeNull();
    expect(snapshot.context.error).toBe('La cancha ya está reservada en ese horario.');
  });

  it('the server saying the team already has an ACTIVE reservation blocks, while checking or creating', () => {
    expect(run(ready, check, active).snapshot.value).toBe('blockedByActiveReservation');
    expect(run(ready, check, available, confirm, active).log.at(-1)).toBe('warnActive');
  });

  it('events that make no sense in a state are ignored (no double create)', () => {
    const { log, snapshot } = run(ready, check, available, confirm, confirm, cancel);
    expect(snapshot.value).toBe('creating');
    expect(log.filter((l) => l.startsWith('create:'))).toHaveLength(1);
  });
});
