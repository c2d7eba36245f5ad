/**
 * Throttles (docs/api.md, "Limits"): failed log-ins lock out the attacker's address for that account
 * with growing delays, never the right password from elsewhere nor the neighbours on the same address;
 * a generous ceiling per address; registrations per address; counters in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import { createApp } from '../../server/app';
import { createTestApp, ENGINES, nextUnique, PASSWORD, type TestApp } from './harness';

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

  it('one address gets at most 100 failures in 15 minutes, whatever the accounts', async () => {
    const crowd = address();
    for (let i = 0; i < 100; i++) await login(`nadie${nextUnique()}@correo.co`, BAD, crowd);
    const user = await t.user('PLAYER');
    expect((await login(user.email, PASSWORD, crowd)).status).toBe(429);
    expect((await login(user.email, PASSWORD, address())).status).toBe(200);
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

  const registration = () => {
    const n = String(nextUnique()).padStart(6, '0');
    return {
      firstName: 'Ana',
      lastName: 'Ruiz',
      city: 'Cartagena',
      age: 27,
      cellphone: `312${process.pid % 10}${n}`,
      documentType: 'CC',
      documentNumber: `6${process.pid % 10}${n}`,
      email: `ruiz${n}@correo.co`,
      password: PASSWORD,
    };
  };

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
