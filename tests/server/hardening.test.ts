/**
 * What an attacker tried after the first round (docs/api.md, "Headers", "Text"): personal data left in a
 * browser's or a proxy's cache, and demo accounts with a published password on a production database.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createTestApp, ENGINES, PASSWORD, type TestApp, type TestUser } from './harness';
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
      ['/api/v1/user/player?size=100', { headers: auth }],
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

describe('demo data', () => {
  // JWT_SECRET given, so that reading the settings writes no secret anywhere.
  const env = { JWT_SECRET: 'secreto-de-prueba' };

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
