/**
 * Throttles (docs/api.md, "Limits"): failed log-ins lock out the attacker's address for that account
 * with growing delays, never the right password from elsewhere nor the neighbours on the same address;
 * a generous ceiling per address; registrations per address; counters in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import { like } from 'drizzle-orm';
import { createApp } from '../../server/app';
import { REGISTRATIONS_PER_HOUR } from '../../server/config';
import { purgeThrottles } from '../../server/auth/throttle';
import { throttles } from '../../server/db/schema';
import { createTestApp, ENGINES, nextUnique, registration, PASSWORD, type TestApp } from './harness';

const BAD = 'Mala-Clave1';

describe.each(ENGINES)('throttles on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  const from = (address: string) => ({ 'x-forwarded-for': address });
  const login = (email: string, password: string, address: string) =>
    t.call('POST', '/auth/authenticate/player', { body: { email, password }, headers: from(address) });
  const later = (seconds: number) => t.clock.set(new Date(t.clock.now.getTime() + seconds * 1000));
  const address = () => `192.0.2.${nextUnique() % 250}`;

  it('8 failures from one address do not block the right password from another address', async () => {
    const victim = await t.user('PLAYER');
    const attacker = `203.0.113.${nextUnique() % 250}`;
    for (let i = 0; i < 8; i++) expect((await login(victim.email, BAD, attacker)).status).toBeGreaterThanOrEqual(401);
    const blocked = await login(victim.email, PASSWORD, attacker);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: MSG.auth.tooManyAttempts });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(victim.email, PASSWORD, address())).status).toBe(200);
  });

  it('failures on one account do not block the neighbours on the same address', async () => {
    const [clumsy, neighbour] = await Promise.all([t.user('PLAYER'), t.user('PLAYER')]);
    const wifi = address();
    for (let i = 0; i < 8; i++) await login(clumsy.email, BAD, wifi);
    expect((await login(neighbour.email, PASSWORD, wifi)).status).toBe(200);
  });

  it('delays grow: 5 failures free, then 30 s, then 60 s; a success clears them', async () => {
    const user = await t.user('PLAYER');
    const here = address();
    try {
      for (let i = 0; i < 5; i++) expect((await login(user.email, BAD, here)).status).toBe(401);
      expect((await login(user.email, PASSWORD, here)).status).toBe(429);
      later(31);
      expect((await login(user.email, BAD, here)).status).toBe(401);
      later(31);
      expect((await login(user.email, PASSWORD, here)).status).toBe(429);
      later(30);
      expect((await login(user.email, PASSWORD, here)).status).toBe(200);
      expect((await login(user.email, BAD, here)).status).toBe(401);
      expect((await login(user.email, PASSWORD, here)).status).toBe(200);
    } finally {
      t.clock.reset();
    }
  });

  it('wrong passwords sent at once are counted as they arrive: at most 5 are tried, the rest wait (429)', async () => {
    const victim = await t.user('PLAYER');
    const attacker = address();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(victim.email, `${BAD}${i}`, attacker)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect((await login(victim.email, PASSWORD, attacker)).status).toBe(429);
    expect((await login(victim.email, PASSWORD, address())).status).toBe(200);
  });

  it('a right password or the other role does not count as a failure of the address', async () => {
    const [player, admin] = await Promise.all([t.user('PLAYER'), t.user('FIELD_ADMIN')]);
    const here = address();
    for (let i = 0; i < 4; i++) expect((await login(player.email, BAD, here)).status).toBe(401);
    // The right password on the other role's log-in says which type the account is, and counts as nothing.
    for (let i = 0; i < 3; i++) expect((await login(admin.email, PASSWORD, here)).body.code).toBe('WRONG_ROLE');
    expect((await login(player.email, BAD, here)).status).toBe(401);
    expect((await login(player.email, PASSWORD, here)).status).toBe(429);
    const fresh = address();
    for (let i = 0; i < 6; i++) expect((await login(admin.email, PASSWORD, fresh)).body.code).toBe('WRONG_ROLE');
    expect((await login(player.email, PASSWORD, fresh)).status).toBe(200);
  });

  it('one address gets at most 100 failures in 15 minutes, whatever the accounts', async () => {
    const crowd = address();
    for (let i = 0; i < 100; i++) await login(`nadie${nextUnique()}@correo.co`, BAD, crowd);
    const user = await t.user('PLAYER');
    expect((await login(user.email, PASSWORD, crowd)).status).toBe(429);
    expect((await login(user.email, PASSWORD, address())).status).toBe(200);
    // Blocked, it adds no counter for each new e-mail it tries (the table would grow without end).
    const rows = () => t.db.$count(throttles, like(throttles.key, `%|${crowd}`));
    const before = await rows();
    for (let i = 0; i < 30; i++) expect((await login(`otro${nextUnique()}@correo.co`, BAD, crowd)).status).toBe(429);
    expect(await rows()).toBe(before);
  });

  it('counters whose window is over, and not blocked, are purged; live counters and blocks stay', async () => {
    const [done, live, blocked] = [address(), address(), address()];
    const [a, b, c] = await Promise.all([t.user('PLAYER'), t.user('PLAYER'), t.user('PLAYER')]);
    try {
      await login(a.email, BAD, done);
      later(24 * 3600 + 1); // a's failure is a day old
      await login(b.email, BAD, live);
      for (let i = 0; i < 6; i++) await login(c.email, BAD, blocked); // c is blocked for 30 s
      const keys = async () => (await t.db.select({ key: throttles.key }).from(throttles)).map((r) => r.key);
      expect(await purgeThrottles(t.db, t.clock.now)).toBeGreaterThanOrEqual(1);
      const left = await keys();
      expect(left.filter((k) => k.endsWith(`|${done}`) || k.endsWith(`:${done}`))).toEqual([]);
      expect(left).toContain(`login:${b.email}|${live}`);
      expect(left).toContain(`login:${c.email}|${blocked}`);
      expect((await login(c.email, PASSWORD, blocked)).status).toBe(429);
    } finally {
      t.clock.reset();
    }
  });

  it("another site's form (text/plain, no preflight) cannot log failures against an account: 415, nothing counted", async () => {
    const victim = await t.user('PLAYER');
    const home = address();
    for (let i = 0; i < 8; i++) {
      const res = await t.call('POST', '/auth/authenticate/player', {
        raw: JSON.stringify({ email: victim.email, password: BAD }),
        headers: { 'content-type': 'text/plain', origin: 'https://otro-sitio.example', ...from(home) },
      });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ code: 'NOT_JSON', message: MSG.validation.notJson });
    }
    expect((await login(victim.email, PASSWORD, home)).status).toBe(200);
  });

  it('the counters live in the database: another server process sees the block', async () => {
    const user = await t.user('PLAYER');
    const here = address();
    for (let i = 0; i < 6; i++) await login(user.email, BAD, here);
    const other = createApp({ ...t.deps });
    const res = await other.request('/auth/authenticate/player', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from(here) },
      body: JSON.stringify({ email: user.email, password: PASSWORD }),
    });
    expect(res.status).toBe(429);
  });

  it('registration: 5 accounts an hour from one address (429), others unaffected', async () => {
    const here = address();
    const register = (addr: string) => t.call('POST', '/auth/player/register', { body: registration(), headers: from(addr) });
    try {
      for (let i = 0; i < 5; i++) expect((await register(here)).status).toBe(201);
      const refused = await register(here);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ code: 'REGISTRATION_THROTTLED', message: MSG.auth.registrationThrottled });
      expect((await register(address())).status).toBe(201);
      later(3601);
      expect((await register(here)).status).toBe(201);
    } finally {
      t.clock.reset();
    }
  });

  it('registrations sent at once from one address: 5 accounts, the rest 429', async () => {
    const here = address();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.call('POST', '/auth/player/register', { body: registration(), headers: from(here) })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it(`by default, ${REGISTRATIONS_PER_HOUR} accounts an hour from one address: a team signing up on one Wi-Fi`, async () => {
    const here = address();
    const app = createApp({ ...t.deps, registrationsPerHour: undefined });
    const register = () =>
      app.request('/auth/player/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from(here) },
        body: JSON.stringify(registration()),
      });
    for (let i = 0; i < REGISTRATIONS_PER_HOUR; i++) expect((await register()).status).toBe(201);
    const refused = await register();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: 'REGISTRATION_THROTTLED', message: MSG.auth.registrationThrottled });
  });

  it('a refused registration (a taken e-mail) does not use up the address’s accounts', async () => {
    const here = address();
    const taken = registration();
    expect((await t.call('POST', '/auth/player/register', { body: taken, headers: from(here) })).status).toBe(201);
    for (let i = 0; i < 6; i++) {
      const again = await t.call('POST', '/auth/player/register', { body: { ...registration(), email: taken.email }, headers: from(here) });
      expect(again.body.code).toBe('EMAIL_TAKEN');
    }
    for (let i = 0; i < 4; i++)
      expect((await t.call('POST', '/auth/player/register', { body: registration(), headers: from(here) })).status).toBe(201);
    expect((await t.call('POST', '/auth/player/register', { body: registration(), headers: from(here) })).status).toBe(429);
  });

  it('whose data is registered cannot be asked without end: 20 "taken" answers an hour per address, then 429 for an hour', async () => {
    const here = address();
    const existing = registration();
    expect((await t.call('POST', '/auth/player/register', { body: existing, headers: from(here) })).status).toBe(201);
    const probe = (field: 'email' | 'documentNumber' | 'cellphone') =>
      t.call('POST', '/auth/player/register', { body: { ...registration(), [field]: existing[field] }, headers: from(here) });
    try {
      const fields = ['email', 'documentNumber', 'cellphone'] as const;
      for (let i = 0; i < 20; i++) expect((await probe(fields[i % 3])).status).toBe(409);
      const refused = await probe('email');
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ code: 'TAKEN_THROTTLED', message: MSG.auth.takenThrottled });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
      // Blocked from here, whatever is sent; another address is not.
      expect((await t.call('POST', '/auth/player/register', { body: registration(), headers: from(here) })).status).toBe(429);
      expect((await t.call('POST', '/auth/player/register', { body: registration(), headers: from(address()) })).status).toBe(201);
      later(3601);
      expect((await probe('email')).body.code).toBe('EMAIL_TAKEN');
    } finally {
      t.clock.reset();
    }
  });

  it('accounts made, and registrations refused for their input, are no "taken" answers', async () => {
    const here = address();
    for (let i = 0; i < 25; i++) {
      const bad = await t.call('POST', '/auth/player/register', { body: { ...registration(), age: 3 }, headers: from(here) });
      expect(bad.status).toBe(400);
    }
    expect((await t.call('POST', '/auth/player/register', { body: registration(), headers: from(here) })).status).toBe(201);
  });

  it('a profile change counts its "taken" answers per user: 20, then 429; a change that goes through gives its count back', async () => {
    const user = await t.user('PLAYER');
    const other = await t.user('PLAYER');
    const own = (await t.api('GET', `/user/player/${user.id}`, { token: user.token })).body;
    const { email: _email, ...profile } = own;
    const otherProfile = (await t.api('GET', `/user/player/${other.id}`, { token: other.token })).body;
    const change = (over: Record<string, unknown>) =>
      t.api('PUT', '/user/player', { token: user.token, body: { ...profile, email: own.email, ...over }, headers: from(address()) });
    for (let i = 0; i < 10; i++) expect((await change({ city: `Turbaco ${i}` })).status).toBe(200);
    for (let i = 0; i < 20; i++) expect((await change({ cellphone: otherProfile.cellphone })).body.code).toBe('CELLPHONE_TAKEN');
    const refused = await change({ documentNumber: otherProfile.documentNumber });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TAKEN_THROTTLED');
  });

  describe('the current password, asked before a new password or e-mail', () => {
    const changePassword = (token: string, currentPassword: string, addr = address()) =>
      t.api('PUT', '/user/password', { token, body: { currentPassword, newPassword: 'Nueva-Clave-9' }, headers: from(addr) });

    it('a stolen session cannot guess it: 5 wrong ones, then 429 from any address, also for the right one, until the wait is over', async () => {
      const user = await t.user('PLAYER');
      try {
        for (let i = 0; i < 5; i++) expect((await changePassword(user.token, `${BAD}${i}`)).body.code).toBe('WRONG_PASSWORD');
        const refused = await changePassword(user.token, PASSWORD);
        expect(refused.status).toBe(429);
        expect(refused.body).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: MSG.auth.tooManyAttempts });
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        // The e-mail change asks the same password and counts the same failures.
        const { email: _email, id, ...rest } = { ...(await t.api('GET', `/user/player/${user.id}`, { token: user.token })).body };
        const profile = { id, firstName: rest.firstName, lastName: rest.lastName, city: rest.city, age: rest.age, cellphone: rest.cellphone };
        const emailChange = await t.api('PUT', '/user/player', {
          token: user.token,
          body: {
            ...profile,
            documentType: rest.documentType,
            documentNumber: rest.documentNumber,
            email: `otro${nextUnique()}@correo.co`,
            currentPassword: PASSWORD,
          },
        });
        expect(emailChange.status).toBe(429);
        later(31);
        const changed = await changePassword(user.token, PASSWORD);
        expect(changed.status).toBe(200);
        // A right password clears the failures.
        for (let i = 0; i < 4; i++) expect((await changePassword(changed.body.token, `${BAD}${i}`)).status).toBe(401);
        expect((await changePassword(changed.body.token, 'Nueva-Clave-9')).status).toBe(200);
      } finally {
        t.clock.reset();
      }
    });

    it('wrong ones sent at once: at most 5 are checked', async () => {
      const user = await t.user('PLAYER');
      const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => changePassword(user.token, `${BAD}${i}`)));
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    });
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored: changing it does not escape the limit', async () => {
    const untrusting = createApp({ ...t.deps, trustProxy: false });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await untrusting.request('/auth/admin/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from(address()) },
        body: JSON.stringify(registration()),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
