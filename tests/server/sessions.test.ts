/**
 * Sessions bound to the account (docs/api.md, "Token"): a token names the user by e-mail, id and token
 * version; a new e-mail or password (which need the current password) and "log out everywhere" end the
 * other sessions; a log-out ends its own session on the server; refresh stops 30 days after the log-in.
 */
import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import { endedSessions } from '../../server/db/schema';
import { createTestApp, DEFAULT_NOW, ENGINES, JWT_SECRET, nextUnique, registration, PASSWORD, TODAY, type TestApp } from './harness';

const NEW_PASSWORD = 'Otra-Clave-2';

describe.each(ENGINES)('sessions on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  async function account() {
    const payload = registration();
    const created = await t.call('POST', '/auth/player/register', { body: payload });
    expect(created.status).toBe(201);
    const login = await t.call('POST', '/auth/authenticate/player', { body: { email: payload.email, password: PASSWORD } });
    expect(login.status).toBe(200);
    return { payload, id: created.body.id as number, token: login.body.token as string };
  }
  const login = async (email: string, password = PASSWORD) =>
    (await t.call('POST', '/auth/authenticate/player', { body: { email, password } })).body.token as string;
  const works = async (token: string) => (await t.api('GET', '/field', { token })).status;
  const profileBody = (id: number, payload: ReturnType<typeof registration>, over: Record<string, unknown> = {}) => {
    const { password: _password, ...profile } = payload;
    return { id, ...profile, ...over };
  };

  it('an old token cannot read the account that later registers its old e-mail (no takeover)', async () => {
    const a = await account();
    const newEmail = `nuevo${nextUnique()}@correo.co`;
    const changed = await t.api('PUT', '/user/player', {
      token: a.token,
      body: profileBody(a.id, a.payload, { email: newEmail, currentPassword: PASSWORD }),
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.email).toBe(newEmail);
    expect(typeof changed.body.token).toBe('string');
    expect(await works(changed.body.token)).toBe(200);

    // B takes A's old address.
    const b = registration({ email: a.payload.email });
    expect((await t.call('POST', '/auth/player/register', { body: b })).status).toBe(201);
    const stale = await t.api('GET', `/user/player/by-email?email=${encodeURIComponent(a.payload.email)}`, { token: a.token });
    expect(stale.status).toBe(401);
    expect(stale.body.code).toBe('SESSION_INVALID');
    const refresh = await t.call('POST', '/auth/refresh/player', { body: { email: a.payload.email, token: a.token } });
    expect(refresh.status).toBe(401);
    expect(refresh.body.code).toBe('REFRESH_REFUSED');
  });

  it('a new e-mail needs the current password (400 without, 401 when wrong) and nothing changes', async () => {
    const a = await account();
    const before = await t.snapshot();
    const body = profileBody(a.id, a.payload, { email: `otro${nextUnique()}@correo.co` });
    const missing = await t.api('PUT', '/user/player', { token: a.token, body });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ code: 'CURRENT_PASSWORD_REQUIRED', message: MSG.auth.currentPasswordRequired });
    const empty = await t.api('PUT', '/user/player', { token: a.token, body: { ...body, currentPassword: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('CURRENT_PASSWORD_REQUIRED');
    const wrong = await t.api('PUT', '/user/player', { token: a.token, body: { ...body, currentPassword: 'Mala-Clave1' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ code: 'WRONG_PASSWORD', message: MSG.auth.wrongPassword });
    expect(await t.snapshot()).toEqual(before);
    expect(await works(a.token)).toBe(200);
  });

  it('other profile changes need no password, keep the session and answer no token', async () => {
    const a = await account();
    const res = await t.api('PUT', '/user/player', { token: a.token, body: profileBody(a.id, a.payload, { city: 'Bogotá' }) });
    expect(res.status).toBe(200);
    expect(res.body.city).toBe('Bogotá');
    expect(res.body.token).toBeUndefined();
    expect(await works(a.token)).toBe(200);
  });

  it('PUT /user/password: current password asked; every other session ends; the answer is a fresh session', async () => {
    const a = await account();
    const other = await login(a.payload.email);
    for (const missing of [{}, { currentPassword: '' }]) {
      const res = await t.api('PUT', '/user/password', { token: a.token, body: { ...missing, newPassword: NEW_PASSWORD } });
      expect(res.body).toEqual({
        code: 'CURRENT_PASSWORD_REQUIRED',
        message: MSG.auth.currentPasswordRequired,
        details: { currentPassword: [MSG.auth.currentPasswordRequired] },
      });
    }
    const wrong = await t.api('PUT', '/user/password', { token: a.token, body: { currentPassword: 'Mala-Clave1', newPassword: NEW_PASSWORD } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('WRONG_PASSWORD');
    const weak = await t.api('PUT', '/user/password', { token: a.token, body: { currentPassword: PASSWORD, newPassword: 'corta' } });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(MSG.validation.passwordHint);

    const res = await t.api('PUT', '/user/password', { token: a.token, body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user.id).toBe(a.id);
    expect(await works(res.body.token)).toBe(200);
    expect(await works(a.token)).toBe(401);
    expect(await works(other)).toBe(401);
    expect((await t.call('POST', '/auth/refresh/player', { body: { email: a.payload.email, token: other } })).status).toBe(401);
    expect((await t.call('POST', '/auth/authenticate/player', { body: { email: a.payload.email, password: PASSWORD } })).status).toBe(401);
    expect(await works(await login(a.payload.email, NEW_PASSWORD))).toBe(200);
  });

  it('two password changes sent at once: one is made, the other finds its session ended (401), never two 200 with a dead token', async () => {
    const a = await account();
    const other = await login(a.payload.email);
    const answers = await Promise.all(
      [a.token, other].map((token, i) =>
        t.api('PUT', '/user/password', { token, body: { currentPassword: PASSWORD, newPassword: `${NEW_PASSWORD}${i}` } }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 401]);
    const won = answers.findIndex((r) => r.status === 200);
    // The other finds its session ended or, when it checks the current password after the change landed,
    // that password no longer right: refused either way, and it changed nothing (the winner's password holds).
    expect([
      { code: 'SESSION_INVALID', message: MSG.auth.sessionInvalid },
      { code: 'WRONG_PASSWORD', message: MSG.auth.wrongPassword },
    ]).toContainEqual(answers[1 - won].body);
    expect(await works(answers[won].body.token)).toBe(200);
    // The password is the winner's.
    expect((await t.call('POST', '/auth/authenticate/player', { body: { email: a.payload.email, password: `${NEW_PASSWORD}${won}` } })).status).toBe(
      200,
    );
  });

  it('a password change and a new e-mail sent at once: one is made, the other is 401 and changes nothing', async () => {
    const a = await account();
    const other = await login(a.payload.email);
    const newEmail = `carrera${nextUnique()}@correo.co`;
    const answers = await Promise.all([
      t.api('PUT', '/user/password', { token: a.token, body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } }),
      t.api('PUT', '/user/player', { token: other, body: profileBody(a.id, a.payload, { email: newEmail, currentPassword: PASSWORD }) }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
    const me = await t.api('GET', `/user/player/${a.id}`, { token: answers.find((r) => r.status === 200)!.body.token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(answers[1].status === 200 ? newEmail : a.payload.email);
  });

  it('POST /user/logout-all ends every session, this one included', async () => {
    const a = await account();
    const other = await login(a.payload.email);
    const res = await t.api('POST', '/user/logout-all', { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MSG.auth.loggedOutEverywhere });
    expect(await works(a.token)).toBe(401);
    expect(await works(other)).toBe(401);
    expect((await t.call('POST', '/auth/refresh/player', { body: { email: a.payload.email, token: other } })).status).toBe(401);
    expect(await works(await login(a.payload.email))).toBe(200);
    expect((await t.api('POST', '/user/logout-all')).status).toBe(401);
  });

  const logout = (token?: string) => t.call('POST', '/auth/logout', { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const refresh = async (email: string, token: string) => (await t.call('POST', '/auth/refresh/player', { body: { email, token } })).status;

  it('POST /auth/logout ends that session on the server: its token and its renewals are refused, other sessions go on', async () => {
    const a = await account();
    const renewed = await t.call('POST', '/auth/refresh/player', { body: { email: a.payload.email, token: a.token } });
    expect(renewed.status).toBe(200);
    const other = await login(a.payload.email);

    const res = await logout(a.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MSG.session.logoutSuccessText });

    // The token, a copy of it renewed before the log-out, and a renewal after it: all refused.
    for (const token of [a.token, renewed.body.token as string]) {
      const call = await t.api('GET', `/user/player/by-email?email=${encodeURIComponent(a.payload.email)}`, { token });
      expect(call.status).toBe(401);
      expect(call.body).toEqual({ code: 'SESSION_INVALID', message: MSG.auth.sessionInvalid });
      expect(await refresh(a.payload.email, token)).toBe(401);
    }
    // The two routes that read the session in their own statement refuse it too.
    const filter = await t.api('GET', '/reservation/filter', { token: a.token });
    expect(filter.status).toBe(401);
    expect(filter.body.code).toBe('SESSION_INVALID');
    const availability = await t.api('POST', '/reservation/availability', {
      token: a.token,
      body: { teamId: 1, fieldId: 1, date: TODAY, startTime: '18:00' },
    });
    expect(availability.status).toBe(401);
    expect(availability.body.code).toBe('SESSION_INVALID');

    // The user's other session, and a new log-in, are not touched.
    expect(await works(other)).toBe(200);
    expect(await works(await login(a.payload.email))).toBe(200);
    // Logging out again answers the same; without a token, or with a forged one, it is refused.
    expect((await logout(a.token)).status).toBe(200);
    expect((await logout()).body.code).toBe('SESSION_INVALID');
    expect((await logout(`${other.slice(0, -2)}xx`)).status).toBe(401);
    expect(await works(other)).toBe(200);
  });

  it("a deleted account's token, or one of before a password change, speaks for no session: its log-out is refused", async () => {
    const gone = await account();
    expect((await t.api('DELETE', '/user/me', { token: gone.token, body: { password: PASSWORD } })).status).toBe(204);
    expect((await logout(gone.token)).body).toEqual({ code: 'SESSION_INVALID', message: MSG.auth.sessionInvalid });
    const changed = await account();
    const renewed = await t.api('PUT', '/user/password', { token: changed.token, body: { currentPassword: PASSWORD, newPassword: 'Otra-Clave-2' } });
    expect(renewed.status).toBe(200);
    expect((await logout(changed.token)).status).toBe(401);
    expect((await logout(renewed.body.token)).status).toBe(200);
  });

  it('an expired token that could still be renewed can be logged out, and then cannot be renewed', async () => {
    const a = await account();
    try {
      t.clock.set(new Date(DEFAULT_NOW.getTime() + 3 * 3_600_000));
      expect(await works(a.token)).toBe(401);
      expect((await logout(a.token)).status).toBe(200);
      expect(await refresh(a.payload.email, a.token)).toBe(401);
    } finally {
      t.clock.reset();
    }
  });

  it('a token without a session id (issued before log-outs were kept) is refused, and so is its renewal', async () => {
    const a = await account();
    const [, payload] = a.token.split('.');
    const { sid: _sid, ...claims } = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const old = await sign(claims, JWT_SECRET, 'HS256');
    expect(await works(old)).toBe(401);
    expect(await refresh(a.payload.email, old)).toBe(401);
    expect(await works(a.token)).toBe(200);
  });

  it('an ended session is forgotten once no token of it can be used (a month after the log-out, and a token’s life)', async () => {
    const first = await account();
    const second = await account();
    expect((await logout(first.token)).status).toBe(200);
    const sids = async () => (await t.deps.db.select({ sid: endedSessions.sessionId }).from(endedSessions)).map((r) => r.sid);
    const sidOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as string;
    expect(await sids()).toContain(sidOf(first.token));
    try {
      t.clock.set(new Date(DEFAULT_NOW.getTime() + (30 * 24 + 2) * 3_600_000));
      expect((await logout(second.token)).status).toBe(401);
      t.clock.set(new Date(DEFAULT_NOW.getTime() + 6 * 24 * 3_600_000));
      expect((await logout(second.token)).status).toBe(200);
      expect(await sids()).toContain(sidOf(first.token));
      t.clock.set(new Date(DEFAULT_NOW.getTime() + (30 * 24 + 2) * 3_600_000));
      const third = await account();
      expect((await logout(third.token)).status).toBe(200);
      const kept = await sids();
      expect(kept).not.toContain(sidOf(first.token));
      expect(kept).toContain(sidOf(second.token));
      expect(kept).toContain(sidOf(third.token));
    } finally {
      t.clock.reset();
    }
  });

  it('refresh renews a session for at most 30 days after its log-in', async () => {
    const a = await account();
    let token = a.token;
    const day = 86_400_000;
    try {
      for (const days of [6, 12, 18, 24, 30]) {
        t.clock.set(new Date(DEFAULT_NOW.getTime() + days * day));
        const res = await t.call('POST', '/auth/refresh/player', { body: { email: a.payload.email, token } });
        expect(res.status, `day ${days}`).toBe(200);
        token = res.body.token;
      }
      t.clock.set(new Date(DEFAULT_NOW.getTime() + 31 * day));
      const res = await t.call('POST', '/auth/refresh/player', { body: { email: a.payload.email, token } });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('REFRESH_REFUSED');
      // A new log-in starts a new session.
      expect(await works(await login(a.payload.email))).toBe(200);
    } finally {
      t.clock.reset();
    }
  });
});
