/** The authentication service (/auth) and the bearer token of the main API. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import { createTokenService, REFRESH_GRACE_SECONDS } from '../../server/auth/tokens';
import { users } from '../../server/db/schema';
import { createTestApp, DEFAULT_NOW, ENGINES, JWT_SECRET, registration, PASSWORD, TOKEN_TTL_SECONDS, type TestApp } from './harness';

/** No answer of the service carries a password or its hash. */
function expectNoSecrets(body: unknown) {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/password/i);
  expect(text).not.toContain(PASSWORD);
  expect(text).not.toContain('$argon2');
}

describe.each(ENGINES)('auth service on %s', (engine) => {
  let t: TestApp;
  /** A token of the user with that e-mail, issued `secondsAgo` (its session started then too). */
  const mint = async (secondsAgo: number, email: string, role: 'PLAYER' | 'FIELD_ADMIN', secret = JWT_SECRET) => {
    const [row] = await t.db.select().from(users).where(eq(users.email, email)).limit(1);
    return createTokenService(secret, TOKEN_TTL_SECONDS, () => DEFAULT_NOW.getTime() - secondsAgo * 1000).issue({ ...row, role });
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  it('registers a player and an administrator, and never answers with the password', async () => {
    for (const kind of ['player', 'admin']) {
      const payload = registration();
      const res = await t.call('POST', `/auth/${kind}/register`, { body: payload });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ email: payload.email, firstName: 'Ana', role: kind === 'player' ? 'PLAYER' : 'FIELD_ADMIN' });
      expect(res.body).toHaveProperty(kind === 'player' ? 'team' : 'field', null);
      expectNoSecrets(res.body);
    }
  });

  it('keeps e-mail, document number and cellphone unique across both roles (409)', async () => {
    const first = registration();
    expect((await t.call('POST', '/auth/player/register', { body: first })).status).toBe(201);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: first.email.toUpperCase() }, 'EMAIL_TAKEN', MSG.auth.emailTaken],
      [{ documentNumber: first.documentNumber }, 'DOCUMENT_TAKEN', MSG.auth.documentTaken],
      // The same cédula with leading zeros is the same cédula.
      [{ documentNumber: `00${first.documentNumber}` }, 'DOCUMENT_TAKEN', MSG.auth.documentTaken],
      [{ documentNumber: `0${first.documentNumber}`, documentType: 'TI' }, 'DOCUMENT_TAKEN', MSG.auth.documentTaken],
      [{ cellphone: first.cellphone }, 'CELLPHONE_TAKEN', MSG.auth.cellphoneTaken],
    ];
    for (const [clash, code, message] of cases) {
      const res = await t.call('POST', '/auth/admin/register', { body: registration(clash) });
      expect(res.status, JSON.stringify(clash)).toBe(409);
      expect(res.body).toEqual({ code, message });
    }
    // Stored without them: a cédula typed with a leading zero is kept as its number.
    const zeros = registration({ documentNumber: '0071234567' });
    const created = await t.call<{ documentNumber: string }>('POST', '/auth/player/register', { body: zeros });
    expect(created.status).toBe(201);
    expect(created.body.documentNumber).toBe('71234567');
  });

  it('a sign-up sent again with its Idempotency-Key after a lost answer is answered with the account it made', async () => {
    const payload = registration();
    const key = crypto.randomUUID();
    const send = (body: unknown, k = key, kind = 'player') => t.call('POST', `/auth/${kind}/register`, { body, headers: { 'idempotency-key': k } });
    const first = await send(payload);
    const again = await send({ ...payload, email: payload.email.toUpperCase() });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.email, payload.email))).toHaveLength(1);
    // The key with another password, e-mail or user type is not that sign-up: 422, and nothing is made.
    for (const [body, kind] of [
      [{ ...payload, password: 'Otra-Clave9' }, 'player'],
      [registration(), 'player'],
      [payload, 'admin'],
    ] as const) {
      const refused = await send(body, key, kind);
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', message: MSG.general.keyReused });
    }
    // Another key is another sign-up: the e-mail is then taken.
    expect((await send(payload, crypto.randomUUID())).body.code).toBe('EMAIL_TAKEN');
  });

  it('a sign-up’s key answers for a day, and only until the account first changes: then the request is a sign-up anew', async () => {
    const send = (body: unknown, key: string) => t.call('POST', '/auth/player/register', { body, headers: { 'idempotency-key': key } });
    const taken = { code: 'EMAIL_TAKEN', message: MSG.auth.emailTaken };
    // The password changed: whoever holds the first request learns nothing of the account as it is now.
    const changed = registration();
    const key = crypto.randomUUID();
    expect((await send(changed, key)).status).toBe(201);
    const login = await t.call('POST', '/auth/authenticate/player', { body: { email: changed.email, password: PASSWORD } });
    const renewed = await t.api('PUT', '/user/password', {
      token: login.body.token,
      body: { currentPassword: PASSWORD, newPassword: 'Otra-Clave-2' },
    });
    expect(renewed.status).toBe(200);
    expect((await send(changed, key)).body).toEqual(taken);
    // Unchanged, a day after it was made.
    const kept = registration();
    const later = crypto.randomUUID();
    expect((await send(kept, later)).status).toBe(201);
    t.clock.set(new Date(DEFAULT_NOW.getTime() + 23 * 3600_000));
    expect((await send(kept, later)).status).toBe(201);
    t.clock.set(new Date(DEFAULT_NOW.getTime() + 25 * 3600_000));
    expect((await send(kept, later)).body).toEqual(taken);
    t.clock.reset();
  });

  it('copies of one sign-up sent at once all get the one account it made, never "taken"', async () => {
    const payload = registration();
    const key = crypto.randomUUID();
    const copies = await Promise.all(
      Array.from({ length: 6 }, () => t.call('POST', '/auth/player/register', { body: payload, headers: { 'idempotency-key': key } })),
    );
    expect(copies.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(new Set(copies.map((r) => r.body.id)).size).toBe(1);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.email, payload.email))).toHaveLength(1);
  });

  it('refuses invalid registrations with the Spanish message of the broken rule (400)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ cellphone: '123' }, MSG.validation.cellphoneInvalid],
      [{ email: 'no-es-correo' }, MSG.validation.emailInvalid],
      [{ password: 'corta' }, MSG.validation.passwordHint],
      [{ firstName: '   ' }, MSG.validation.firstNameRequired],
      [{ age: 'veinte' }, MSG.validation.ageInvalid],
    ];
    for (const [bad, message] of cases) {
      const res = await t.call('POST', '/auth/player/register', { body: registration(bad) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const notJson = await t.call('POST', '/auth/player/register', { raw: '{"firstName":', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    const huge = await t.call('POST', '/auth/player/register', { body: registration({ firstName: 'x'.repeat(100_000) }) });
    expect(huge.status).toBe(413);
  });

  it('logs in with the role of the path; the other role with the right password says which type the account is', async () => {
    const payload = registration();
    await t.call('POST', '/auth/player/register', { body: payload });
    const ok = await t.call('POST', '/auth/authenticate/player', { body: { email: payload.email, password: PASSWORD } });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ email: payload.email, role: 'PLAYER' });
    expect(typeof ok.body.token).toBe('string');
    expectNoSecrets(ok.body);
    const me = await t.api('GET', `/user/player/by-email?email=${encodeURIComponent(payload.email)}`, { token: ok.body.token });
    expect(me.status).toBe(200);

    const wrongRole = await t.call('POST', '/auth/authenticate/admin', { body: { email: payload.email.toUpperCase(), password: PASSWORD } });
    expect(wrongRole.status).toBe(401);
    expect(wrongRole.body).toEqual({ code: 'WRONG_ROLE', message: MSG.auth.wrongRolePlayer });
    expectNoSecrets(wrongRole.body);
    const wrongPassword = await t.call('POST', '/auth/authenticate/player', { body: { email: payload.email, password: 'Otra-Clave1' } });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual({ code: 'BAD_CREDENTIALS', message: MSG.auth.badCredentials });
    // Without the right password the other type tells nothing: the same answer as a wrong password.
    const wrongBoth = await t.call('POST', '/auth/authenticate/admin', { body: { email: payload.email, password: 'Otra-Clave1' } });
    expect(wrongBoth.status).toBe(401);
    expect(wrongBoth.body).toEqual(wrongPassword.body);
  });

  it('an administrator logging in as a player is told the account is an administrator’s', async () => {
    const payload = registration();
    expect((await t.call('POST', '/auth/admin/register', { body: payload })).status).toBe(201);
    const res = await t.call('POST', '/auth/authenticate/player', { body: { email: payload.email, password: PASSWORD } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'WRONG_ROLE', message: MSG.auth.wrongRoleAdmin });
    expect(res.body).not.toHaveProperty('token');
  });

  describe('refresh', () => {
    let email: string;
    beforeAll(async () => {
      const payload = registration();
      email = payload.email;
      await t.call('POST', '/auth/player/register', { body: payload });
    });
    const refresh = (kind: string, body: unknown) => t.call('POST', `/auth/refresh/${kind}`, { body });

    it('renews a valid token', async () => {
      const res = await refresh('player', { email, token: await mint(0, email, 'PLAYER') });
      expect(res.status).toBe(200);
      expect(res.body.user.email).toBe(email);
      expectNoSecrets(res.body);
      expect((await t.api('GET', '/field', { token: res.body.token })).status).toBe(200);
    });

    it('renews a token expired less than 7 days ago, not one expired longer ago', async () => {
      const justExpired = await mint(TOKEN_TTL_SECONDS + 60, email, 'PLAYER');
      expect((await t.api('GET', '/field', { token: justExpired })).status).toBe(401);
      expect((await refresh('player', { email, token: justExpired })).status).toBe(200);
      const sixDays = await mint(TOKEN_TTL_SECONDS + 6 * 86400, email, 'PLAYER');
      expect((await refresh('player', { email, token: sixDays })).status).toBe(200);
      const tooOld = await mint(TOKEN_TTL_SECONDS + REFRESH_GRACE_SECONDS + 60, email, 'PLAYER');
      const res = await refresh('player', { email, token: tooOld });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'REFRESH_REFUSED', message: MSG.auth.refreshRefused });
    });

    it('refuses another subject, the other role path, a bad signature and a mangled token (401)', async () => {
      const token = await mint(0, email, 'PLAYER');
      expect((await refresh('player', { email: 'otro@correo.co', token })).status).toBe(401);
      expect((await refresh('admin', { email, token })).status).toBe(401);
      expect((await refresh('player', { email, token: await mint(0, email, 'PLAYER', 'another-secret') })).status).toBe(401);
      // Its signature's first character changed (always another one: a fixed ending could be the token's own).
      const signature = token.split('.')[2];
      const mangled = `${token.slice(0, -signature.length)}${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
      expect((await refresh('player', { email, token: mangled })).status).toBe(401);
      expect((await refresh('player', { email, token: 'not.a.jwt' })).status).toBe(401);
      expect((await refresh('player', { email })).status).toBe(400);
    });

    it('refuses a user that no longer exists (401), on refresh and on the API', async () => {
      const payload = registration();
      await t.call('POST', '/auth/admin/register', { body: payload });
      const token = await mint(0, payload.email, 'FIELD_ADMIN');
      await t.db.delete(users).where(eq(users.email, payload.email));
      expect((await refresh('admin', { email: payload.email, token })).status).toBe(401);
      expect((await t.api('GET', '/field', { token })).status).toBe(401);
    });
  });

  it('answers 401 on the API without a token or with a malformed one', async () => {
    expect((await t.api('GET', '/field')).status).toBe(401);
    expect((await t.api('GET', '/field', { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
    expect((await t.api('GET', '/field', { headers: { authorization: 'Basic abc' } })).status).toBe(401);
    expect((await t.api('GET', '/field/active')).status).toBe(200);
    // A good token spelled another way (base64 padding, a stray character) is not that token.
    const player = await t.user('PLAYER');
    expect((await t.api('GET', '/field', { token: player.token })).status).toBe(200);
    for (const variant of [`${player.token}=`, `${player.token}==`, `${player.token}.`, player.token.replace('.', '=.')]) {
      expect((await t.api('GET', '/field', { token: variant })).status, variant.slice(-6)).toBe(401);
    }
    // Nor is its signature's last character changed in the two bits base64url decoding drops (the same bytes).
    const base64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = base64url.indexOf(player.token.at(-1)!);
    const sameBytes = [1, 2, 3].map((low) => `${player.token.slice(0, -1)}${base64url[(last & ~3) | ((last + low) & 3)]}`);
    expect(new Set([player.token, ...sameBytes]).size).toBe(4);
    for (const variant of sameBytes) {
      expect(Buffer.from(variant.split('.')[2], 'base64url')).toEqual(Buffer.from(player.token.split('.')[2], 'base64url'));
      expect((await t.api('GET', '/field', { token: variant })).status, variant.slice(-3)).toBe(401);
    }
  });
});
