/**
 * The session machine with its actors answering as the server would (docs/architecture.md, "Session"):
 * loading the user, failing, renewing on a 401 or when due, a device clock 14 hours ahead, log-out in
 * every state, and late answers of an earlier session. The scenarios together must reach every state
 * and transition of the real machine.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Player, User } from '../../domain/types';
import { renewDelayMs } from '../../domain/token';
import { sessionMachine, type Renewed, type SessionCall } from '../../machines/session';
import { emptyCoverage, missing, recordingInspector } from './coverage';

const HOUR = 3_600_000;
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
/** A token as the server issues it now (server time = real time), living one hour, of session `sid`. */
function token(sub: string, issuedAt = Date.now(), ttlMs = HOUR, sid = `sesion-${sub}`) {
  const iat = Math.floor(issuedAt / 1000);
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub, role: 'PLAYER', iat, exp: iat + ttlMs / 1000, sid })}.firma`;
}
const player = (id: number, email: string) => ({ id, email, firstName: 'Ana', lastName: 'Díaz', role: 'PLAYER', team: null }) as unknown as Player;

interface Pending<T> {
  input: SessionCall;
  resolve: (v: T) => void;
  reject: (e: unknown) => void;
}

const coverage = emptyCoverage();

function harness(stored: string | null = null, skewMs = 0) {
  const loads: Pending<User>[] = [];
  const renewals: Pending<Renewed>[] = [];
  const endings: Pending<void>[] = [];
  const effects: string[] = [];
  const machine = sessionMachine.provide({
    actors: {
      loadUser: fromPromise<User, SessionCall>(({ input }) => new Promise((resolve, reject) => loads.push({ input, resolve, reject }))),
      renew: fromPromise<Renewed, SessionCall>(({ input }) => new Promise((resolve, reject) => renewals.push({ input, resolve, reject }))),
      endSession: fromPromise<void, { token: string }>(
        ({ input }) => new Promise((resolve, reject) => endings.push({ input: input as SessionCall, resolve, reject })),
      ),
    },
    actions: {
      persist: (_, { token: t }) => void effects.push(`persist:${t.slice(-12)}`),
      forget: () => void effects.push('forget'),
      onExpired: () => void effects.push('expired'),
      onLoggedOut: () => void effects.push('loggedOut'),
      onAccountDeleted: () => void effects.push('accountDeleted'),
    },
  });
  const actor = createActor(machine, { input: { token: stored, skewMs }, inspect: recordingInspector(coverage) }).start();
  const flush = () => vi.advanceTimersByTimeAsync(0);
  return { actor, loads, renewals, endings, effects, flush, value: () => actor.getSnapshot().value, ctx: () => actor.getSnapshot().context };
}

beforeEach(() => void vi.useFakeTimers({ now: new Date('2026-11-22T15:00:00Z') }));
afterEach(() => void vi.useRealTimers());

describe('session machine', () => {
  it('without a stored token it is anonymous and forgets any leftover skew', () => {
    const s = harness(null);
    expect(s.value()).toEqual({ anonymous: 'idle' });
    expect(s.effects).toEqual(['forget']);
    expect(s.loads).toHaveLength(0);
  });

  it('a stored token loads its user with that token and e-mail; the dashboard is ready when it answers', async () => {
    const saved = token('ana@canchas.co');
    const s = harness(saved);
    expect(s.value()).toEqual({ signedIn: 'loadingUser' });
    expect(s.loads).toHaveLength(1);
    expect(s.loads[0].input.token).toBe(saved);
    expect(s.loads[0].input.claims.sub).toBe('ana@canchas.co');
    s.loads[0].resolve(player(1, 'ana@canchas.co'));
    await s.flush();
    expect(s.value()).toEqual({ signedIn: { ready: 'idle' } });
    expect(s.ctx().user?.id).toBe(1);
  });

  it('a failed user load waits in failed (the screen says why); Reintentar loads again and succeeds', async () => {
    const s = harness(token('ana@canchas.co'));
    s.loads[0].reject({ unauthorized: false });
    await s.flush();
    expect(s.value()).toEqual({ signedIn: 'failed' });
    s.actor.send({ type: 'RETRY' });
    expect(s.value()).toEqual({ signedIn: 'loadingUser' });
    s.loads[1].resolve(player(1, 'ana@canchas.co'));
    await s.flush();
    expect(s.value()).toEqual({ signedIn: { ready: 'idle' } });
  });

  it('a 401 on the user load renews once; the renewed token is kept and its user shown', async () => {
    const old = token('ana@canchas.co', Date.now() - 2 * HOUR);
    const s = harness(old);
    s.loads[0].reject({ unauthorized: true });
    await s.flush();
    expect(s.value()).toEqual({ signedIn: 'refreshing' });
    expect(s.renewals.map((r) => r.input.token)).toEqual([old]);
    const fresh = token('ana@canchas.co');
    s.renewals[0].resolve({ token: fresh, user: player(1, 'ana@canchas.co') });
    await s.flush();
    expect(s.value()).toEqual({ signedIn: { ready: 'idle' } });
    expect(s.ctx().token).toBe(fresh);
    expect(s.effects).toContain(`persist:${fresh.slice(-12)}`);
  });

  it('a refused renewal ends the session: the token is forgotten and the user is told (the dashboard then opens /login)', async () => {
    const s = harness(token('ana@canchas.co'));
    s.loads[0].reject({ unauthorized: true });
    await s.flush();
    s.renewals[0].reject({ unauthorized: true, refused: true });
    await s.flush();
    expect(s.value()).toBe('expired');
    expect(s.ctx().token).toBeNull();
    expect(s.effects.slice(-2)).toEqual(['forget', 'expired']);
  });

  describe('a renewal without an answer, or with a failure of the server, is no refusal', () => {
    it('the user stays in with the screen as it is, and the renewal is tried again after 15 s, at once on Reintentar or a 401', async () => {
      const first = token('ana@canchas.co');
      const s = harness();
      s.actor.send({ type: 'LOGGED_IN', token: first, user: player(1, 'ana@canchas.co') });
      const effects = s.effects.length;
      await vi.advanceTimersByTimeAsync(HOUR - 59_000);
      expect(s.renewals).toHaveLength(1);
      // A phone between networks: no answer at all.
      s.renewals[0].reject({ unauthorized: false, refused: false });
      await s.flush();
      expect(s.value()).toEqual({ signedIn: 'renewFailed' });
      expect(s.ctx().user?.id).toBe(1);
      expect(s.ctx().token).toBe(first);
      expect(s.effects.slice(effects)).toEqual([]);
      await vi.advanceTimersByTimeAsync(14_000);
      expect(s.renewals).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(s.renewals).toHaveLength(2);
      expect(s.renewals[1].input.token).toBe(first);
      // A 502 while the server wakes up; then 'Reintentar', and a 401 of a call made meanwhile.
      s.renewals[1].reject({ unauthorized: false, refused: false });
      await s.flush();
      s.actor.send({ type: 'RETRY' });
      expect(s.renewals).toHaveLength(3);
      s.renewals[2].reject({ unauthorized: false, refused: false });
      await s.flush();
      s.actor.send({ type: 'UNAUTHORIZED', token: first });
      expect(s.value()).toEqual({ signedIn: 'refreshing' });
      const second = token('ana@canchas.co', Date.now() + 1000);
      s.renewals[3].resolve({ token: second, user: player(1, 'ana@canchas.co') });
      await s.flush();
      expect(s.value()).toEqual({ signedIn: { ready: 'idle' } });
      expect(s.ctx().token).toBe(second);
    });

    it('at start-up, with no user loaded yet, it waits on the failure screen; Reintentar tries again', async () => {
      const s = harness(token('ana@canchas.co', Date.now() - 2 * HOUR));
      s.loads[0].reject({ unauthorized: true, refused: true });
      await s.flush();
      s.renewals[0].reject({ unauthorized: false, refused: false });
      await s.flush();
      expect(s.value()).toEqual({ signedIn: 'failed' });
      expect(s.ctx().token).not.toBeNull();
      s.actor.send({ type: 'RETRY' });
      s.loads[1].reject({ unauthorized: true, refused: true });
      await s.flush();
      expect(s.renewals).toHaveLength(2);
    });
  });

  it('renews a minute before the token expires, once, and keeps the new token', async () => {
    const s = harness();
    s.actor.send({ type: 'LOGGED_IN', token: token('ana@canchas.co'), user: player(1, 'ana@canchas.co') });
    expect(s.value()).toEqual({ signedIn: { ready: 'idle' } });
    await vi.advanceTimersByTimeAsync(HOUR - 61_000);
    expect(s.renewals).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(s.renewals).toHaveLength(1);
    s.renewals[0].resolve({ token: token('ana@canchas.co'), user: player(1, 'ana@canchas.co') });
    await s.flush();
    expect(s.value()).toEqual({ signedIn: { ready: 'idle' } });
    await vi.advanceTimersByTimeAsync(HOUR - 120_000);
    expect(s.renewals).toHaveLength(1);
  });

  it('a device clock 14 hours ahead: log-in makes no renewal at once, and one renewal when the token is really due', async () => {
    const serverNow = Date.now();
    vi.setSystemTime(serverNow + 14 * HOUR);
    const s = harness();
    s.actor.send({ type: 'LOGGED_IN', token: token('ana@canchas.co', serverNow), user: player(1, 'ana@canchas.co') });
    expect(s.ctx().skewMs).toBe(14 * HOUR);
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(s.renewals).toHaveLength(0);
    expect(s.value()).toEqual({ signedIn: { ready: 'idle' } });
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(s.renewals).toHaveLength(1);
  });

  it('a restored token with a stored skew is renewed when due by the corrected clock', () => {
    const serverNow = Date.now();
    const claims = { sub: 'a', role: 'PLAYER' as const, iat: Math.floor(serverNow / 1000), exp: Math.floor(serverNow / 1000) + 3600 };
    expect(renewDelayMs(claims, 14 * HOUR, serverNow + 14 * HOUR)).toBe(HOUR - 60_000);
    expect(renewDelayMs(claims, 0, serverNow + 14 * HOUR)).toBe(0);
    expect(renewDelayMs(claims, -3 * HOUR, serverNow - 3 * HOUR + 10 * 60_000)).toBe(HOUR - 60_000 - 10 * 60_000);
  });

  it('many 401s while renewing make one renewal; a 401 for an older token is ignored', async () => {
    const first = token('ana@canchas.co');
    const s = harness();
    s.actor.send({ type: 'LOGGED_IN', token: first, user: player(1, 'ana@canchas.co') });
    s.actor.send({ type: 'UNAUTHORIZED', token: 'otro' });
    expect(s.value()).toEqual({ signedIn: { ready: 'idle' } });
    s.actor.send({ type: 'UNAUTHORIZED', token: first });
    s.actor.send({ type: 'UNAUTHORIZED', token: first });
    s.actor.send({ type: 'UNAUTHORIZED', token: null });
    expect(s.renewals).toHaveLength(1);
    const second = token('ana@canchas.co', Date.now() + 1000);
    s.renewals[0].resolve({ token: second, user: player(1, 'ana@canchas.co') });
    await s.flush();
    // The same token is never renewed twice: a late 401 for the first token changes nothing.
    s.actor.send({ type: 'UNAUTHORIZED', token: first });
    expect(s.renewals).toHaveLength(1);
    expect(s.ctx().token).toBe(second);
  });

  it('a user reload after a change keeps the dashboard and takes the new user; a failed reload keeps the old one', async () => {
    const s = harness();
    s.actor.send({ type: 'LOGGED_IN', token: token('ana@canchas.co'), user: player(1, 'ana@canchas.co') });
    s.actor.send({ type: 'USER_CHANGED' });
    expect(s.value()).toEqual({ signedIn: { ready: 'reloading' } });
    s.loads[0].resolve({ ...player(1, 'ana@canchas.co'), firstName: 'Ana María' } as Player);
    await s.flush();
    expect(s.ctx().user?.firstName).toBe('Ana María');
    s.actor.send({ type: 'USER_CHANGED' });
    s.loads[1].reject({ unauthorized: false });
    await s.flush();
    expect(s.value()).toEqual({ signedIn: { ready: 'idle' } });
    expect(s.ctx().user?.firstName).toBe('Ana María');
    s.actor.send({ type: 'USER_CHANGED' });
    s.loads[2].reject({ unauthorized: true });
    await s.flush();
    expect(s.value()).toEqual({ signedIn: 'refreshing' });
  });

  it.each([
    ['loadingUser', async () => harness(token('ana@canchas.co'))],
    [
      'failed',
      async () => {
        const s = harness(token('ana@canchas.co'));
        s.loads[0].reject({ unauthorized: false });
        await s.flush();
        return s;
      },
    ],
    [
      'refreshing',
      async () => {
        const s = harness(token('ana@canchas.co'));
        s.loads[0].reject({ unauthorized: true });
        await s.flush();
        return s;
      },
    ],
  ])('LOGOUT while %s signs out, and a late answer for that session is never taken', async (_state, make) => {
    const s = await make();
    s.actor.send({ type: 'LOGOUT' });
    expect(s.value()).toEqual({ anonymous: 'endingSession' });
    // The server is asked to end the session of the token that was in use.
    expect(s.endings.map((e) => e.input.token)).toEqual([s.ctx().endingToken]);
    expect(s.effects).toContain('loggedOut');
    // Someone else logs in; the first session's calls answer late.
    s.actor.send({ type: 'LOGGED_IN', token: token('beto@canchas.co'), user: player(2, 'beto@canchas.co') });
    s.loads[0]?.resolve(player(1, 'ana@canchas.co'));
    s.renewals[0]?.resolve({ token: token('ana@canchas.co'), user: player(1, 'ana@canchas.co') });
    await s.flush();
    expect(s.ctx().user?.id).toBe(2);
    expect(s.ctx().claims?.sub).toBe('beto@canchas.co');
  });

  it('LOGOUT forgets the token at once and asks the server to end its session; the user is out whatever it answers', async () => {
    for (const answer of ['done', 'offline'] as const) {
      const saved = token('ana@canchas.co');
      const s = harness(saved);
      s.loads[0].resolve(player(1, 'ana@canchas.co'));
      await s.flush();
      s.actor.send({ type: 'LOGOUT' });
      expect(s.ctx().token).toBeNull();
      expect(s.effects.slice(-2)).toEqual(['forget', 'loggedOut']);
      expect(s.endings.map((e) => e.input.token)).toEqual([saved]);
      if (answer === 'done') s.endings[0].resolve();
      else s.endings[0].reject(new Error('sin conexión'));
      await s.flush();
      expect(s.value()).toEqual({ anonymous: 'idle' });
      expect(s.ctx().endingToken).toBeNull();
      expect(s.ctx().token).toBeNull();
    }
  });

  it('ACCOUNT_DELETED forgets the token and says so, without asking the server to end a session it ended already', async () => {
    const s = harness(token('ana@canchas.co'));
    s.loads[0].resolve(player(1, 'ana@canchas.co'));
    await s.flush();
    s.actor.send({ type: 'ACCOUNT_DELETED' });
    expect(s.value()).toEqual({ anonymous: 'accountDeleted' });
    expect(s.ctx().token).toBeNull();
    expect(s.effects.slice(-2)).toEqual(['forget', 'accountDeleted']);
    expect(s.endings).toEqual([]);
    // Whoever signs up again and logs in is signed in as anyone is.
    s.actor.send({ type: 'LOGGED_IN', token: token('ana@canchas.co'), user: player(2, 'ana@canchas.co') });
    expect(s.value()).toEqual({ signedIn: { ready: 'idle' } });
  });

  describe('another tab of the browser changes the stored token', () => {
    async function signedIn() {
      const s = harness(token('ana@canchas.co'));
      s.loads[0].resolve(player(1, 'ana@canchas.co'));
      await s.flush();
      return s;
    }

    it('its renewal of this session is taken where the user is, with no call; an older token of it is not', async () => {
      const s = await signedIn();
      const theirs = token('ana@canchas.co', Date.now() + 60_000);
      s.actor.send({ type: 'STORED', token: theirs });
      expect(s.value()).toEqual({ signedIn: { ready: 'idle' } });
      expect(s.ctx().token).toBe(theirs);
      expect(s.ctx().user?.id).toBe(1);
      s.actor.send({ type: 'STORED', token: token('ana@canchas.co', Date.now() - 60_000) });
      expect(s.ctx().token).toBe(theirs);
      expect(s.loads).toHaveLength(1);
      expect(s.renewals).toHaveLength(0);
    });

    it('a log-in of another session there loads its user here', async () => {
      const s = await signedIn();
      const beto = token('beto@canchas.co');
      s.actor.send({ type: 'STORED', token: beto });
      expect(s.value()).toEqual({ signedIn: 'loadingUser' });
      expect(s.loads.at(-1)?.input.token).toBe(beto);
      s.loads.at(-1)!.resolve(player(2, 'beto@canchas.co'));
      await s.flush();
      expect(s.ctx().user?.id).toBe(2);

      const anonymous = harness(null);
      anonymous.actor.send({ type: 'STORED', token: beto });
      expect(anonymous.value()).toEqual({ signedIn: 'loadingUser' });
    });

    it('a log-out there logs out here, without asking the server again; with nobody in, nothing happens', async () => {
      const s = await signedIn();
      s.actor.send({ type: 'STORED', token: null });
      expect(s.value()).toEqual({ anonymous: 'idle' });
      expect(s.ctx().token).toBeNull();
      expect(s.effects.at(-1)).toBe('loggedOut');
      expect(s.endings).toHaveLength(0);
      const effects = s.effects.length;
      s.actor.send({ type: 'STORED', token: null });
      expect(s.effects).toHaveLength(effects);
    });
  });

  it('LOGOUT is accepted after expiry and when already anonymous; LOGGED_IN after expiry signs in again', async () => {
    const s = harness(token('ana@canchas.co'));
    s.loads[0].reject({ unauthorized: true });
    await s.flush();
    s.renewals[0].reject({ unauthorized: false, refused: true });
    await s.flush();
    expect(s.value()).toBe('expired');
    s.actor.send({ type: 'LOGGED_IN', token: token('ana@canchas.co'), user: player(1, 'ana@canchas.co') });
    expect(s.value()).toEqual({ signedIn: { ready: 'idle' } });
    s.renewals.length = 0;
    const again = harness(token('ana@canchas.co'));
    again.loads[0].reject({ unauthorized: true });
    await again.flush();
    again.renewals[0].reject({ unauthorized: true, refused: true });
    await again.flush();
    again.actor.send({ type: 'LOGOUT' });
    expect(again.value()).toEqual({ anonymous: 'idle' });
    again.actor.send({ type: 'LOGOUT' });
    expect(again.value()).toEqual({ anonymous: 'idle' });
  });

  it('a fresh token while signed in (a password or e-mail change) replaces the session without a reload', () => {
    const s = harness();
    s.actor.send({ type: 'LOGGED_IN', token: token('ana@canchas.co'), user: player(1, 'ana@canchas.co') });
    const fresh = token('ana.nueva@canchas.co', Date.now() + 1000);
    s.actor.send({ type: 'LOGGED_IN', token: fresh, user: player(1, 'ana.nueva@canchas.co') });
    expect(s.value()).toEqual({ signedIn: { ready: 'idle' } });
    expect(s.ctx().token).toBe(fresh);
    expect(s.ctx().claims?.sub).toBe('ana.nueva@canchas.co');
    expect(s.effects).toContain(`persist:${fresh.slice(-12)}`);
    expect(s.loads).toHaveLength(0);
  });

  it('a renewal that hands back the same token ends the session instead of renewing it again', async () => {
    const same = token('ana@canchas.co');
    const s = harness(same);
    s.loads[0].reject({ unauthorized: true });
    await s.flush();
    s.renewals[0].resolve({ token: same, user: player(1, 'ana@canchas.co') });
    await s.flush();
    s.actor.send({ type: 'UNAUTHORIZED', token: same });
    expect(s.renewals).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(s.value()).toBe('expired');
    expect(s.renewals).toHaveLength(1);
  });

  afterAll(() => {
    const gaps = missing(sessionMachine, coverage);
    console.log(
      `session: scenarios reached ${gaps.total.states - gaps.states.length}/${gaps.total.states} states and ` +
        `${gaps.total.transitions - gaps.transitions.length}/${gaps.total.transitions} transitions`,
    );
    expect(gaps.states).toEqual([]);
    expect(gaps.transitions).toEqual([]);
  });
});
