/**
 * Error bodies: every refusal is `{ code, message }` (docs/api.md, "Error codes"), the message in Spanish
 * (never the validator's English), validation refusals with per-field `details`.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../domain/errors';
import * as MSG from '../../domain/messages';
import { createTestApp, ENGINES, TOMORROW, type TestApp } from './harness';

describe.each(ENGINES)('error bodies on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  it('a missing key says which rule in Spanish, not "Invalid key: Expected ..."', async () => {
    const res = await t.call('POST', '/auth/authenticate/player', { body: { password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toBe(MSG.validation.emailRequired);
    expect(res.body.details.email).toEqual([MSG.validation.emailRequired]);
    expect(JSON.stringify(res.body)).not.toMatch(/Invalid|Expected|received/);
  });

  it('a refusal says what was refused: reading is not changing, a filter date may be past, a rate or password too long says so', async () => {
    const [owner, stranger, admin] = await Promise.all([t.user('PLAYER'), t.user('PLAYER'), t.user('FIELD_ADMIN')]);
    const team = await t.team(owner);
    const field = await t.field(admin);
    const booked = await t.reservation(team, field, { reservationDate: TOMORROW, startTime: '10:00' });
    expect((await t.api('GET', `/reservation/${booked.id}`, { token: stranger.token })).body).toEqual({
      code: 'NOT_OWNER',
      message: MSG.reservation.notReadable,
    });
    const filter = (query: string, who = stranger) => t.api('GET', `/reservation/filter?page=0&size=6&${query}`, { token: who.token });
    expect((await filter(`teamId=${team.id}`)).body).toEqual({ code: 'FORBIDDEN', message: MSG.reservation.filterNotAllowed });
    expect((await filter('date=2026-02-30', owner)).body.message).toBe(MSG.validation.filterDate);
    expect((await filter('date=2025-01-01', owner)).status).toBe(200);
    expect((await t.api('GET', `/request/player/${owner.id}`, { token: stranger.token })).body).toEqual({
      code: 'NOT_YOU',
      message: MSG.application.notYours,
    });
    const fieldForm = { name: 'Cara', address: 'Cra 3 #8-45', city: 'Cartagena', openingHour: '08:00', closingHour: '23:00', status: 'ACTIVE' };
    const other = await t.user('FIELD_ADMIN');
    const tooHigh = await t.api('POST', '/field', { token: other.token, body: { ...fieldForm, hourlyRate: 1e20 } });
    expect(tooHigh.body.details.hourlyRate).toEqual([MSG.validation.rateTooHigh]);
    const login = await t.call('POST', '/auth/authenticate/player', { body: { email: owner.email, password: 'A1#a'.repeat(2500) } });
    expect(login.body.message).toBe(MSG.validation.passwordTooLong);
  });

  it('a body that is no object is refused in Spanish too', async () => {
    for (const body of [null, 42, 'texto', []]) {
      const res = await t.call('POST', '/auth/player/register', { body });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.body), JSON.stringify(body)).not.toMatch(/Invalid|Expected|received/);
    }
  });

  it('broken JSON is INVALID_JSON; a malformed id INVALID_ID; an unknown thing NOT_FOUND', async () => {
    const player = await t.user('PLAYER');
    const json = await t.call('POST', '/auth/authenticate/player', { raw: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(json.body).toEqual({ code: 'INVALID_JSON', message: MSG.validation.invalidData });
    // A compressed body is refused as such, not read as broken JSON.
    const body = JSON.stringify({ email: 'ana@prueba.co', password: 'x' });
    for (const raw of [gzipSync(body), Buffer.from(body)]) {
      const compressed = await t.call('POST', '/auth/authenticate/player', {
        raw: new Uint8Array(raw),
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      });
      expect(compressed.status).toBe(415);
      expect(compressed.body).toEqual({ code: 'NOT_JSON', message: MSG.validation.compressedBody });
    }
    const id = await t.api('GET', '/team/abc', { token: player.token });
    expect(id.body).toEqual({ code: 'INVALID_ID', message: MSG.validation.invalidId });
    const missing = await t.api('GET', '/team/999999', { token: player.token });
    expect(missing.body).toEqual({ code: 'NOT_FOUND', message: MSG.team.notFound });
  });

  it('a body that is an array, where an object is asked for, is refused and changes nothing', async () => {
    const admin = await t.user('FIELD_ADMIN');
    const field = await t.field(admin);
    const before = await t.snapshot();
    for (const raw of ['[1,2,3]', '[]', '[{"reason":"Mantenimiento"}]']) {
      const res = await t.call('PUT', `/api/v1/field/${field.id}/closed-days/2030-06-11`, {
        raw,
        token: admin.token,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, raw).toBe(400);
      expect(res.body, raw).toEqual({ code: 'VALIDATION_FAILED', message: MSG.validation.invalidData });
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('half of a surrogate pair in any string of a body is INVALID_JSON, and nothing is written (it would be stored as "�")', async () => {
    const owner = await t.user('PLAYER');
    const team = await t.team(owner);
    const before = await t.snapshot();
    for (const name of ['\\ud800x', 'Los \\udc00 Tigres']) {
      const raw = `{"id":${team.id},"name":"${name}","city":"Cartagena","neighborhood":"Manga","maxPlayers":6}`;
      const res = await t.call('PUT', '/api/v1/team', { raw, token: owner.token, headers: { 'content-type': 'application/json' } });
      expect(res.body).toEqual({ code: 'INVALID_JSON', message: MSG.validation.invalidData });
    }
    // A whole pair (an emoji) is text like any other.
    const raw = `{"id":${team.id},"name":"Los Tigres \\ud83d\\ude00","city":"Cartagena","neighborhood":"Manga","maxPlayers":6}`;
    expect(before).toEqual(await t.snapshot());
    const ok = await t.call('PUT', '/api/v1/team', { raw, token: owner.token, headers: { 'content-type': 'application/json' } });
    expect(ok.status).toBe(200);
    expect(ok.body.name).toBe('Los Tigres 😀');
  });

  it('an id in a path is valid up to 2³¹ − 1 as in a body: a ten-digit one is unknown (404), not malformed', async () => {
    const player = await t.user('PLAYER');
    for (const id of ['1000000000', '2147483647']) {
      expect((await t.api('GET', `/team/${id}`, { token: player.token })).body, id).toEqual({ code: 'NOT_FOUND', message: MSG.team.notFound });
      const body = await t.api('POST', '/reservation/availability', {
        token: player.token,
        body: { teamId: Number(id), fieldId: 1, reservationDate: '2030-06-11', startTime: '10:00', hours: 1 },
      });
      expect(body.body.code, id).toBe('NOT_FOUND');
    }
    for (const id of ['2147483648', '9999999999', '01234567890']) {
      expect((await t.api('GET', `/team/${id}`, { token: player.token })).body.code, id).toBe('INVALID_ID');
    }
    // One spelling per id: a leading zero is malformed, not the id without it.
    const team = await t.team(player);
    expect((await t.api('GET', `/team/${team.id}`, { token: player.token })).status).toBe(200);
    expect((await t.api('GET', `/team/0${team.id}`, { token: player.token })).body).toEqual({
      code: 'INVALID_ID',
      message: MSG.validation.invalidId,
    });
    for (const path of ['/user/player/abc', '/user/admin/1.5', '/user/player/-1', '/user/player/0']) {
      expect((await t.api('GET', path, { token: player.token })).body, path).toEqual({ code: 'INVALID_ID', message: MSG.validation.invalidId });
    }
  });

  it('booking refusals carry their own codes', async () => {
    const [admin, owner] = await Promise.all([t.user('FIELD_ADMIN'), t.user('PLAYER')]);
    const field = await t.field(admin, { openingHour: '08:00', closingHour: '22:00' });
    const team = await t.team(owner);
    const book = (over: Record<string, unknown>) =>
      t.api('POST', '/reservation/availability', {
        token: owner.token,
        body: { teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime: '10:00', hours: 1, ...over },
      });
    expect((await book({ startTime: '10:15' })).body.code).toBe('BOOKING_TIME_INVALID');
    expect((await book({ hours: 5 })).body.code).toBe('BOOKING_HOURS_INVALID');
    expect((await book({ reservationDate: '2030-02-30' })).body.code).toBe('BOOKING_DATE_INVALID');
    expect((await book({ reservationDate: '2030-06-01' })).body.code).toBe('BOOKING_DATE_INVALID');
    expect((await book({ startTime: '21:30' })).body).toEqual({ code: 'OUTSIDE_OPENING_HOURS', message: MSG.reservation.outsideOpeningHours });
    expect((await book({ reservationDate: '2030-06-10', startTime: '07:00' })).body.code).toBe('OUTSIDE_OPENING_HOURS');
    expect((await book({ reservationDate: '2030-06-10', startTime: '08:00' })).body).toEqual({
      code: 'BOOKING_IN_THE_PAST',
      message: MSG.reservation.inThePast,
    });
  });
});

describe('the error codes', () => {
  it('are each documented in docs/api.md', () => {
    const docs = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
    const table = docs.slice(docs.indexOf('### Error codes'), docs.indexOf('## Shapes'));
    for (const code of ERROR_CODES) expect(table, code).toContain(`\`${code}\``);
  });
});
