/**
 * Edges of the HTTP surface (docs/api.md): unknown paths, missing assets, body limits, text normalisation,
 * document numbers whatever the case, the booking horizon, security headers, and the data folder's rights.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import { addDays } from '../../domain/time';
import { createApp } from '../../server/app';
import { CONTENT_SECURITY_POLICY } from '../../server/http/headers';
import { loadConfig } from '../../server/config';
import { users } from '../../server/db/schema';
import { sqlState, constraintName } from '../../server/db/client';
import { createTestApp, ENGINES, nextUnique, registration, TODAY, type TestApp } from './harness';
import { SAMPLES, upload } from './samples';

const BOOT = 'import(document.currentScript.dataset.entry)';

describe.each(ENGINES)('edges on %s', (engine) => {
  let t: TestApp;
  let staticRoot: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    staticRoot = mkdtempSync(join(tmpdir(), 'canchas-static-'));
    mkdirSync(join(staticRoot, 'assets'));
    // As the build writes it: one inline script (src/boot.js) that loads the app's files.
    writeFileSync(join(staticRoot, 'index.html'), `<!doctype html><div id="root"></div><script data-entry="/assets/app.js">${BOOT}</script>`);
    writeFileSync(join(staticRoot, 'assets', 'app.js'), 'console.log(1)');
  });
  afterAll(async () => {
    rmSync(staticRoot, { recursive: true, force: true });
    await t?.close();
  });

  it('unknown /api/v1 paths are 404 JSON with or without a token; known ones ask for the token', async () => {
    const player = await t.user('PLAYER');
    for (const path of ['/nada', '/user/nadie/1', '/field/1/otra-cosa', '/reservation/team/1/paused']) {
      for (const token of [undefined, player.token, 'basura']) {
        const res = await t.api('GET', path, { token });
        expect(res.status, `${path} ${token ? 'with' : 'without'} token`).toBe(404);
        expect(res.body).toEqual({ code: 'NOT_FOUND', message: MSG.general.notFound });
      }
    }
    expect((await t.api('GET', '/team')).status).toBe(401);
    expect((await t.api('GET', '/team/5')).status).toBe(401);
    expect((await t.call('GET', '/auth/nada')).status).toBe(404);
  });

  it('the app: a missing asset is 404, a client route is the app’s page, assets are served', async () => {
    const app = createApp(t.deps, { staticRoot });
    expect((await app.request('/assets/x.js')).status).toBe(404);
    expect((await app.request('/nada.png')).status).toBe(404);
    const asset = await app.request('/assets/app.js');
    expect(asset.status).toBe(200);
    const page = await app.request('/canchas/3');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });

  it('a too-large JSON body has its own message, not the image one', async () => {
    const player = await t.user('PLAYER');
    const res = await t.api('POST', '/team', {
      token: player.token,
      body: { name: 'x'.repeat(70 * 1024), city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 6 },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 'BODY_TOO_LARGE', message: MSG.general.bodyTooLarge });
  });

  it('text is NFC-normalised; a name blank once invisible characters are removed is refused', async () => {
    const decomposed = registration({ firstName: 'Jose\u0301', lastName: 'Nu\u0303n\u0303ez' });
    const created = await t.call('POST', '/auth/player/register', { body: decomposed });
    expect(created.status).toBe(201);
    expect(created.body.firstName).toBe('José');
    expect(created.body.firstName.length).toBe(4);
    // Zero-width, direction marks, the byte-order mark, a Hangul filler, a soft hyphen; variation selectors, the
    // combining grapheme joiner, Khmer's silent vowels, a Mongolian selector; an accent on nothing; what a
    // broken encoding leaves; private-use characters, noncharacters and the object placeholder.
    const blanks = ['\u200B\u200B', '\u202E\u2066\u200F', '\uFEFF', '\u3164', ' \u00AD ', '\uFE0F\u{E0100}', '\u034F', '\u17B4 \u17B5', '\u180B'];
    for (const blank of [...blanks, '\u0301', '\uFFFD\uFFFD', '\uE000', '\u{F0000}', '\uFFFF', '\uFDD0', '\uFFFC']) {
      const res = await t.call('POST', '/auth/player/register', { body: registration({ firstName: blank }) });
      expect(res.status, JSON.stringify(blank)).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: MSG.validation.firstNameRequired });
    }
    const owner = await t.user('PLAYER');
    const team = await t.api('POST', '/team', {
      token: owner.token,
      body: { name: '\u200D\u200C', city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 6 },
    });
    expect(team.status).toBe(400);
    expect(team.body.message).toBe(MSG.validation.teamNameRequired);
    const unseen = await t.api('POST', '/team', {
      token: owner.token,
      body: { name: '\u17B4 \u17B5', city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 6 },
    });
    expect(unseen.status).toBe(400);
    expect(unseen.body.message).toBe(MSG.validation.teamNameRequired);
  });

  it('a one-line text with a line break, another control character or a direction override is refused (400) and nothing is written', async () => {
    const owner = await t.user('PLAYER');
    const admin = await t.user('FIELD_ADMIN');
    const before = await t.snapshot();
    for (const bad of [
      'Los\rTigres',
      'Los\nTigres',
      'Los\tTigres',
      'Los\u0007Tigres',
      'Los\u0085Tigres',
      '\u202Esergit soL',
      'Los \u2066Tigres\u2069',
      'Los\u2028Tigres',
    ]) {
      const label = JSON.stringify(bad);
      const register = await t.call('POST', '/auth/player/register', { body: registration({ lastName: bad }) });
      expect(register.status, label).toBe(400);
      expect(register.body, label).toMatchObject({ code: 'VALIDATION_FAILED', message: MSG.validation.controlCharacters });
      const team = await t.api('POST', '/team', { token: owner.token, body: { name: bad, city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 6 } });
      expect(team.body, label).toMatchObject({ code: 'VALIDATION_FAILED', message: MSG.validation.controlCharacters });
      const field = await t.api('POST', '/field', {
        token: admin.token,
        body: { name: 'Cancha', address: bad, city: 'Cartagena', hourlyRate: 1000, openingHour: '08:00', closingHour: '22:00', status: 'ACTIVE' },
      });
      expect(field.body, label).toMatchObject({ code: 'VALIDATION_FAILED', message: MSG.validation.controlCharacters });
    }
    expect(await t.snapshot()).toEqual(before);
    // Right-to-left script, its direction marks, accents and emoji are text like any other.
    for (const good of ['שלום', 'عمر\u200F', 'Ñandú ⚽', 'Los 🐯 Tigres']) {
      const team = await t.api('POST', '/team', {
        token: (await t.user('PLAYER')).token,
        body: { name: good, city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 6 },
      });
      expect(team.status, JSON.stringify(good)).toBe(201);
      expect(team.body.name).toBe(good);
    }
  });

  it('document numbers are unique whatever the case, also at the database', async () => {
    const first = registration({ documentNumber: `AB${nextUnique()}77` });
    expect((await t.call('POST', '/auth/player/register', { body: first })).status).toBe(201);
    const clash = await t.call('POST', '/auth/admin/register', { body: registration({ documentNumber: first.documentNumber.toLowerCase() }) });
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({ code: 'DOCUMENT_TAKEN', message: MSG.auth.documentTaken });
    const [row] = await t.db.select().from(users).where(eq(users.documentNumber, first.documentNumber));
    const { id: _id, ...copy } = row;
    const error = await t.db
      .insert(users)
      .values({
        ...copy,
        email: `otro${nextUnique()}@correo.co`,
        cellphone: `314${String(nextUnique()).padStart(7, '0')}`,
        documentNumber: first.documentNumber.toLowerCase(),
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(sqlState(error)).toBe('23505');
    expect(constraintName(error)).toBe('users_document_number_lower_key');
  });

  it('bookings at most BOOKING_HORIZON_DAYS ahead (60 by default, configurable)', async () => {
    const [admin, owner] = await Promise.all([t.user('FIELD_ADMIN'), t.user('PLAYER')]);
    const field = await t.field(admin);
    const team = await t.team(owner);
    const body = (reservationDate: string) => ({ teamId: team.id, fieldId: field.id, reservationDate, startTime: '10:00', hours: 1 });
    const check = (app: ReturnType<typeof createApp>, date: string) =>
      app.request('/api/v1/reservation/availability', {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body(date)),
      });
    expect((await t.api('POST', '/reservation/availability', { token: owner.token, body: body(addDays(TODAY, 60)) })).status).toBe(200);
    for (const date of [addDays(TODAY, 61), '9999-12-31']) {
      const res = await t.api('POST', '/reservation', { token: owner.token, body: body(date) });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'BOOKING_BEYOND_HORIZON', message: MSG.reservation.beyondHorizon(60) });
    }
    const shortHorizon = createApp({ ...t.deps, bookingHorizonDays: 10 });
    expect((await check(shortHorizon, addDays(TODAY, 10))).status).toBe(200);
    const refused = await check(shortHorizon, addDays(TODAY, 11));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ code: 'BOOKING_BEYOND_HORIZON', message: MSG.reservation.beyondHorizon(10) });
  });

  it('security headers on every answer: JSON, errors, the app’s page and assets; HSTS over HTTPS only', async () => {
    const app = createApp(t.deps, { staticRoot });
    const answers = [
      await app.request('/api/v1/field/active'),
      await app.request('/api/v1/team'),
      await app.request('/api/v1/nada'),
      await app.request('/auth/authenticate/player', { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } }),
      await app.request('/health'),
      await app.request('/'),
      await app.request('/reservas'),
      await app.request('/assets/app.js'),
      await app.request('/assets/nada.js'),
    ];
    // Scripts: our origin's files, and the page's one inline script by its hash; no other inline script runs.
    const bootHash = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`;
    for (const res of answers) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`script-src 'self' ${bootHash};`);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    expect((await app.request('https://canchas.co/api/v1/field/active')).headers.get('strict-transport-security')).toContain('max-age=');
    const behindProxy = createApp({ ...t.deps, trustProxy: true });
    const proxied = await behindProxy.request('/api/v1/field/active', { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toContain('max-age=');
    const untrusting = createApp({ ...t.deps, trustProxy: false });
    const forged = await untrusting.request('/api/v1/field/active', { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
  });

  it('served by Node, as the product runs: the same security headers on every answer, and a stored image keeps its own policy', async () => {
    const owner = await t.user('PLAYER');
    const uploaded = await t.api('POST', `/user/player/${owner.id}/upload-image`, { token: owner.token, raw: upload(SAMPLES.png) });
    expect(uploaded.status).toBe(200);
    const app = createApp(t.deps, { staticRoot });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const names = [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'permissions-policy',
      'cross-origin-opener-policy',
      'strict-transport-security',
    ];
    const security = (res: Response) => Object.fromEntries(names.map((name) => [name, res.headers.get(name)]));
    try {
      const token = { authorization: `Bearer ${owner.token}` };
      for (const [path, init] of [
        ['/api/v1/field/active', {}],
        ['/api/v1/reservation/filter?page=0&size=6', { headers: token }],
        ['/api/v1/reservation/filter?page=0&size=6', { headers: { authorization: 'Bearer nada' } }],
        ['/api/v1/reservation/availability', { method: 'POST', headers: { ...token, 'content-type': 'application/json' }, body: '{' }],
        ['/api/v1/nada', {}],
        ['/health', {}],
        ['/', {}],
        ['/assets/app.js', {}],
        [uploaded.body.imageUrl, {}],
      ] as [string, RequestInit][]) {
        const viaNode = await fetch(base + path, init);
        const viaRequest = await app.request(path, init);
        expect(viaNode.status, path).toBe(viaRequest.status);
        expect(security(viaNode), path).toEqual(security(viaRequest));
        expect(viaNode.headers.get('content-type'), path).toBe(viaRequest.headers.get('content-type'));
        expect(viaNode.headers.get('x-content-type-options'), path).toBe('nosniff');
        await viaNode.arrayBuffer();
      }
      const image = await fetch(base + uploaded.body.imageUrl);
      expect(image.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      // The API's answers carry the pages' policy: one policy for the whole origin.
      const pagePolicy = (await fetch(`${base}/`)).headers.get('content-security-policy');
      expect(pagePolicy).toMatch(/script-src 'self' 'sha256-/);
      expect((await fetch(`${base}/api/v1/field/active`)).headers.get('content-security-policy')).toBe(pagePolicy);
      // A server with no pages to serve allows no inline script at all.
      expect((await createApp(t.deps).request('/api/v1/field/active')).headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the data folder', () => {
  it('is 0700 and the generated secret 0600, also when they existed with wider rights', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'canchas-data-')), 'data');
    try {
      loadConfig({ DATA_DIR: dataDir });
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
      // A folder made by an older version, readable by everyone, is tightened on start.
      const older = join(mkdtempSync(join(tmpdir(), 'canchas-data-')), 'data');
      mkdirSync(older, { mode: 0o755 });
      writeFileSync(join(older, 'jwt-secret'), 'secreto', { mode: 0o644 });
      loadConfig({ DATA_DIR: older });
      expect(statSync(older).mode & 0o777).toBe(0o700);
      expect(statSync(join(older, 'jwt-secret')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    }
  });
});
