/**
 * What an attacker tried after the first round (docs/api.md, "Headers", "Text"): personal data left in a
 * browser's or a proxy's cache, and demo accounts with a published password on a production database.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import { createApp } from '../../server/app';
import { claim, LOGIN_ACCOUNT_RULE } from '../../server/auth/throttle';
import { loadConfig } from '../../server/config';
import { throttles } from '../../server/db/schema';
import { createTestApp, ENGINES, nextUnique, registration, PASSWORD, type TestApp, type TestUser } from './harness';
import { SAMPLES, upload } from './samples';

describe.each(ENGINES)('hardening on %s', (engine) => {
  let t: TestApp;
  let player: TestUser;
  let teamId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    player = await t.user('PLAYER');
    teamId = (await t.team(player)).id;
  });
  afterAll(() => t?.close());

  /** Every API and auth answer that carries no caching rule of its own, with what must hold of it. */
  const requests = (): [string, RequestInit][] => {
    const auth = { authorization: `Bearer ${player.token}` };
    return [
      // The caller's own record: document number, age, e-mail, cellphone.
      [`/api/v1/user/player/${player.id}`, { headers: auth }],
      ['/api/v1/user/player?size=50', { headers: auth }],
      [`/api/v1/team/${teamId}`, { headers: auth }],
      ['/api/v1/reservation/filter?page=0&size=6', { headers: auth }],
      ['/api/v1/field/active', {}],
      ['/api/v1/team', {}],
      ['/api/v1/nada', {}],
      [
        '/auth/authenticate/player',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: player.email, password: PASSWORD }) },
      ],
    ];
  };

  it('no answer of the API or the auth service may be stored by a cache (its personal data stays off the disk of a shared computer)', async () => {
    for (const [path, init] of requests()) {
      const res = await t.app.request(path, init);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      await res.arrayBuffer();
    }
  });

  it('served by Node too; stored images and the calendar feed keep their own caching', async () => {
    const uploaded = await t.api('POST', `/user/player/${player.id}/upload-image`, { token: player.token, raw: upload(SAMPLES.png) });
    expect(uploaded.status).toBe(200);
    const feed = await t.api('POST', `/team/${teamId}/calendar`, { token: player.token });
    expect(feed.status).toBe(200);
    const app = createApp(t.deps);
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const [path, init] of requests()) {
        const res = await fetch(base + path, init);
        expect(res.headers.get('cache-control'), path).toBe('no-store');
        await res.arrayBuffer();
      }
      for (const via of [(path: string) => fetch(base + path), (path: string) => app.request(path)]) {
        const image = await via(uploaded.body.imageUrl);
        expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        await image.arrayBuffer();
        const calendar = await via(feed.body.path);
        expect(calendar.status).toBe(200);
        expect(calendar.headers.get('cache-control')).toBe('private, max-age=300');
        await calendar.arrayBuffer();
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe.each(ENGINES)('throttles by network on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  // The harness trusts X-Forwarded-For, as a server behind its proxy does; without a proxy the connection's
  // address goes through the same reading.
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const login = (email: string, password: string, address: string) =>
    t.call('POST', '/auth/authenticate/player', { body: { email, password }, headers: from(address) });
  /** A /64 of the documentation prefix of its own: one home's or one server's IPv6 network. */
  const network = () => `2001:db8:${(nextUnique() % 65536).toString(16)}:${(nextUnique() % 65536).toString(16)}`;
  it('an IPv6 network (/64) is one address: guessing a password from a new address of it each time is slowed down as from one', async () => {
    const victim = await t.user('PLAYER');
    const net = network();
    // A host is given a whole /64 and may take any address in it: one per guess costs the attacker nothing.
    for (let i = 1; i <= 5; i++) expect((await login(victim.email, 'Mala-clave1', `${net}:${i}:0:0:${i}`)).status).toBe(401);
    const blocked = await login(victim.email, 'Mala-clave1', `${net}::abcd`);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: MSG.auth.tooManyAttempts });
    // However the address is written (compressed, upper case, zero-padded, a zone).
    const [a, b, c, d] = net.split(':');
    const written = `${a.toUpperCase()}:0${b}:${c}:${d.padStart(4, '0')}:0:0:0:7%eth0`;
    expect((await login(victim.email, PASSWORD, written)).status).toBe(429);
    // The owner on another network is not blocked.
    expect((await login(victim.email, PASSWORD, `${network()}::1`)).status).toBe(200);
  });

  it('an IPv4 address written as IPv6 (::ffff:a.b.c.d) is that IPv4 address', async () => {
    const victim = await t.user('PLAYER');
    const ipv4 = `198.51.100.${nextUnique() % 250}`;
    for (let i = 0; i < 5; i++) await login(victim.email, 'Mala-clave1', i % 2 ? ipv4 : `::ffff:${ipv4}`);
    expect((await login(victim.email, PASSWORD, `::FFFF:${ipv4}`)).status).toBe(429);
    expect((await login(victim.email, PASSWORD, ipv4)).status).toBe(429);
  });

  it('a port some proxies add to the address (203.0.113.5:4711, [2001:db8::1]:4711) is not part of it', async () => {
    const victim = await t.user('PLAYER');
    const ipv4 = `198.51.100.${nextUnique() % 250}`;
    const net = network();
    for (let i = 0; i < 5; i++) {
      await login(victim.email, 'Mala-clave1', `${ipv4}:${40000 + i}`);
      await login(victim.email, 'Mala-clave1', `[${net}::${i + 1}]:${40000 + i}`);
    }
    expect((await login(victim.email, PASSWORD, ipv4)).status).toBe(429);
    expect((await login(victim.email, PASSWORD, `${net}::9`)).status).toBe(429);
  });

  it('one mailbox, one account: e-mails are ASCII compared lower-cased, so no look-alike letter makes a second account', async () => {
    // An address with an 'r' (the long s below takes its place) and a 'c' (the Greek lunate sigma's).
    const first = registration({ email: `red${nextUnique()}@correo.co` });
    const address = () => `${network()}::1`;
    expect((await t.call('POST', '/auth/player/register', { body: first, headers: from(address()) })).status).toBe(201);
    const [local, domain] = first.email.split('@');
    const again = await t.call('POST', '/auth/admin/register', {
      body: { ...registration(), email: ` ${local.toUpperCase()}@${domain.toUpperCase()} ` },
      headers: from(address()),
    });
    expect(again.body.code).toBe('EMAIL_TAKEN');
    // The long s (ſ) and the Kelvin sign (K) fold to s and k in case-insensitive matching; a full-width letter
    // looks like its ASCII one. None is taken as an address.
    for (const email of [
      `${local.replace('r', 'ſ')}@${domain}`,
      `\u212A${local}@${domain}`,
      `ｒ${local}@${domain}`,
      `${local}@${domain.replace('c', 'ϲ')}`,
    ]) {
      const res = await t.call('POST', '/auth/player/register', { body: { ...registration(), email }, headers: from(address()) });
      expect(res.status, email).toBe(400);
      expect(res.body.details?.email, email).toEqual([MSG.validation.emailInvalid]);
    }
  });

  it('registrations: 5 an hour from one IPv6 network, whichever of its addresses they come from', async () => {
    const net = network();
    const register = (address: string) => t.call('POST', '/auth/player/register', { body: registration(), headers: from(address) });
    for (let i = 1; i <= 5; i++) expect((await register(`${net}::${i}`)).status).toBe(201);
    const refused = await register(`${net}:ffff:ffff:ffff:ffff`);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('REGISTRATION_THROTTLED');
    expect((await register(`${network()}::1`)).status).toBe(201);
  });
});

describe.each(ENGINES)('throttle counters on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  // Two connections are needed for the race: PGlite has one, which runs each transaction whole, so there it
  // cannot happen (the counter is then simply made again, below).
  it.runIf(engine === 'postgres')(
    'a counter cleared while an attempt waits for its lock is made again: the attempt is counted, not a 500',
    async () => {
      const key = `prueba:${nextUnique()}`;
      expect(await claim(t.db, [[key, LOGIN_ACCOUNT_RULE]], t.clock.now)).toBe(0);
      // Another request holds the counter (a right password about to clear it: clear() deletes the row).
      const other = new pg.Client({ connectionString: t.url });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('select * from throttles where key = $1 for update', [key]);
        const attempt = claim(t.db, [[key, LOGIN_ACCOUNT_RULE]], t.clock.now).catch((error: unknown) => error);
        // The attempt found the row there (so did not make it) and waits for its lock.
        for (let i = 0; i < 200; i++) {
          const { rows } = await other.query(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          );
          if (rows[0].n > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        await other.query('delete from throttles where key = $1', [key]);
        await other.query('commit');
        expect(await attempt).toBe(0);
      } finally {
        await other.end();
      }
      const [row] = await t.db.select().from(throttles).where(eq(throttles.key, key));
      expect(row.hits).toBe(1);
    },
  );

  it('a cleared counter starts again from one attempt', async () => {
    const key = `prueba:${nextUnique()}`;
    for (let i = 0; i < 3; i++) await claim(t.db, [[key, LOGIN_ACCOUNT_RULE]], t.clock.now);
    await t.db.delete(throttles).where(eq(throttles.key, key));
    expect(await claim(t.db, [[key, LOGIN_ACCOUNT_RULE]], t.clock.now)).toBe(0);
    const [row] = await t.db.select().from(throttles).where(eq(throttles.key, key));
    expect(row.hits).toBe(1);
  });
});

describe('demo data', () => {
  // JWT_SECRET given, so that reading the settings writes no secret anywhere.
  const env = { JWT_SECRET: 'secreto-de-prueba-de-32-caracteres-o-mas' };

  it('loads by default on the embedded database only: on PostgreSQL, where bookings people rely on live, only when asked for', () => {
    expect(loadConfig(env).seedDemo).toBe(true);
    expect(loadConfig({ ...env, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    // The demo accounts' password is published (README): on a production database they would be open doors.
    const postgres = { ...env, DATABASE_URL: 'postgres://canchas@db.internal:5432/canchas' };
    expect(loadConfig(postgres).seedDemo).toBe(false);
    expect(loadConfig({ ...postgres, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ ...postgres, SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });
});

describe('the token secret', () => {
  it('is the one the settings give, and at least 32 characters (256 bits, as HS256 asks): a short one can be guessed from any token', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'canchas-secret-')), 'data');
    try {
      const secret = 'un-secreto-compartido-por-los-procesos-0123456789';
      expect(loadConfig({ JWT_SECRET: secret, DATA_DIR: dataDir }).jwtSecret).toBe(secret);
      // Given, it is used as is: nothing is generated into the data folder.
      expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
      expect(() => loadConfig({ JWT_SECRET: 'canchas', DATA_DIR: dataDir })).toThrow(/JWT_SECRET debe tener al menos 32 caracteres/);
      expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(31), DATA_DIR: dataDir })).toThrow(/JWT_SECRET/);
      // Without it, one is generated: 48 random bytes.
      expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret.length).toBeGreaterThanOrEqual(32);
    } finally {
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    }
  });
});
