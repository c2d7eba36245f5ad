/**
 * Model-based tests of the session machine (design card; spec §4): createTestModel walks every path,
 * each is replayed on a real actor whose effects are recorded, and the suite proves that every state
 * and transition of the real machine was reached.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Player } from '../../domain/types';
import { sessionMachine } from '../../machines/session';
import { describeModelBased } from './coverage';

const user = { id: 1, firstName: 'Ana', lastName: 'Díaz', role: 'PLAYER', team: null } as unknown as Player;

const EVENTS = [
  { type: 'RESTORE', token: 'saved', expired: false },
  { type: 'RESTORE', token: 'old', expired: true },
  { type: 'LOGGED_IN', token: 'fresh', user },
  { type: 'USER_LOADED', user },
  { type: 'TOKEN_EXPIRED' },
  { type: 'UNAUTHORIZED' },
  { type: 'REFRESHED', token: 'renewed', user },
  { type: 'REFRESH_FAILED' },
  { type: 'LOGOUT' },
] as const;

/** The real machine with its effects recorded instead of performed. */
function recordingMachine(log: string[]) {
  const record = (name: string) => () => void log.push(name);
  return sessionMachine.provide({
    actions: {
      storeToken: (_, { token }) => void log.push(`store:${token}`),
      clearToken: record('clear'),
      loadUser: record('loadUser'),
      scheduleExpiry: record('scheduleExpiry'),
      cancelExpiry: record('cancelExpiry'),
      refresh: (_, { token }) => void log.push(`refresh:${token}`),
      onExpired: record('goHome'),
      onLoggedOut: record('loggedOut'),
    },
  });
}

describeModelBased('session', recordingMachine([]), { events: EVENTS });

describe('session machine effects', () => {
  const run = (...events: (typeof EVENTS)[number][]) => {
    const log: string[] = [];
    const actor = createActor(recordingMachine(log)).start();
    for (const e of events) actor.send(e);
    return { log, snapshot: actor.getSnapshot() };
  };

  it('a fresh token while signed in (password or e-mail changed) is stored and the session starts again from it', () => {
    const { log, snapshot } = run(EVENTS[0], EVENTS[2]);
    expect(snapshot.value).toBe('authenticated');
    expect(snapshot.context.token).toBe('fresh');
    expect(log).toEqual(['scheduleExpiry', 'loadUser', 'cancelExpiry', 'store:fresh', 'scheduleExpiry', 'loadUser']);
  });

  it('a stored valid token is restored without a refresh and the user is loaded', () => {
    const { log, snapshot } = run(EVENTS[0]);
    expect(snapshot.value).toBe('authenticated');
    expect(log).toEqual(['scheduleExpiry', 'loadUser']);
  });

  it('an expired stored token triggers a refresh with that token', () => {
    const { log, snapshot } = run(EVENTS[1]);
    expect(snapshot.value).toBe('refreshing');
    expect(log).toEqual(['refresh:old']);
  });

  it('a failed refresh clears the token and sends the user home', () => {
    const { log, snapshot } = run(EVENTS[1], { type: 'REFRESH_FAILED' });
    expect(snapshot.value).toBe('expired');
    expect(snapshot.context.token).toBeNull();
    expect(log).toContain('clear');
    expect(log.at(-1)).toBe('goHome');
  });

  it('a 401 from the API refreshes; success stores the new token and keeps the user in', () => {
    const { log, snapshot } = run(EVENTS[2], { type: 'UNAUTHORIZED' }, EVENTS[6]);
    expect(snapshot.value).toBe('authenticated');
    expect(snapshot.context.token).toBe('renewed');
    expect(log).toContain('store:renewed');
  });

  it('logging out clears the session and the stored token', () => {
    const { log, snapshot } = run(EVENTS[2], { type: 'LOGOUT' });
    expect(snapshot.value).toBe('anonymous');
    expect(snapshot.context).toEqual({ token: null, user: null });
    expect(log).toEqual(expect.arrayContaining(['clear', 'loggedOut', 'cancelExpiry']));
  });
});
