/** Uploads of a user's photo, a team's shield and a field's picture, and the public image route. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../domain/constants';
import { MSG } from '../../domain/messages';
import { images } from '../../server/db/schema';
import { createTestApp, ENGINES, type TestApp, type TestUser } from './harness';
import { bytes, SAMPLES, upload } from './samples';

describe.each(ENGINES)('image uploads on %s', (engine) => {
  let t: TestApp;
  let player: TestUser, owner: TestUser, admin: TestUser, otherAdmin: TestUser;
  let team: Awaited<ReturnType<TestApp['team']>>;
  let field: Awaited<ReturnType<TestApp['field']>>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    [player, owner, admin, otherAdmin] = await Promise.all([t.user('PLAYER'), t.user('PLAYER'), t.user('FIELD_ADMIN'), t.user('FIELD_ADMIN')]);
    team = await t.team(owner, [player]);
    field = await t.field(admin);
  });
  afterAll(() => t?.close());

  it('stores a user’s photo and serves it publicly by hash, with long-lived cache headers', async () => {
    const res = await t.api('POST', `/user/player/${player.id}/upload-image`, { token: player.token, raw: upload(SAMPLES.png) });
    expect(res.status).toBe(200);
    expect(res.body.imageUrl).toMatch(/^\/api\/v1\/images\/[0-9a-f]{64}$/);
    const image = await t.call('GET', res.body.imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await t.call('GET', `/api/v1/images/${'0'.repeat(64)}`)).status).toBe(404);
  });

  it('takes each accepted type by its magic bytes, whatever the declared type', async () => {
    const adminRes = await t.api('POST', `/user/admin/${admin.id}/upload-image`, {
      token: admin.token,
      raw: upload(SAMPLES.jpeg, 'application/octet-stream'),
    });
    expect(adminRes.status).toBe(200);
    expect((await t.call('GET', adminRes.body.imageUrl)).headers.get('content-type')).toBe('image/jpeg');
    const teamRes = await t.api('POST', `/team/${team.id}/upload-image`, { token: owner.token, raw: upload(SAMPLES.gif) });
    expect(teamRes.status).toBe(200);
    expect(teamRes.body).toMatchObject({ id: team.id, imageUrl: expect.stringMatching(/^\/api\/v1\/images\//) });
    const fieldRes = await t.api('POST', `/field/${field.id}/upload-image`, { token: admin.token, raw: upload(SAMPLES.webp) });
    expect(fieldRes.status).toBe(200);
    expect((await t.call('GET', fieldRes.body.imageUrl)).headers.get('content-type')).toBe('image/webp');
  });

  it('stores the same bytes once', async () => {
    const before = (await t.db.select({ hash: images.hash }).from(images)).length;
    await t.api('POST', `/user/player/${owner.id}/upload-image`, { token: owner.token, raw: upload(SAMPLES.png) });
    expect((await t.db.select({ hash: images.hash }).from(images)).length).toBe(before);
  });

  it('refuses what is not an image (415), even when declared as one', async () => {
    const res = await t.api('POST', `/user/player/${player.id}/upload-image`, {
      token: player.token,
      raw: upload(bytes('<svg onload=alert(1)>'), 'image/png'),
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ code: 'NOT_AN_IMAGE', message: MSG.image.notImage });
  });

  it('refuses more than 2 MB (413)', async () => {
    const over = new Uint8Array(IMAGE_MAX_BYTES + 1);
    over.set(SAMPLES.png);
    const res = await t.api('POST', `/team/${team.id}/upload-image`, { token: owner.token, raw: upload(over) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 'IMAGE_TOO_LARGE', message: MSG.image.tooLarge });
    const way = new Uint8Array(3 * IMAGE_MAX_BYTES);
    way.set(SAMPLES.png);
    expect((await t.api('POST', `/team/${team.id}/upload-image`, { token: owner.token, raw: upload(way) })).status).toBe(413);
  });

  it('needs a multipart field named file (400)', async () => {
    const path = `/user/player/${player.id}/upload-image`;
    expect((await t.api('POST', path, { token: player.token, raw: upload(SAMPLES.png, 'image/png', 'foto') })).body).toEqual({
      code: 'IMAGE_MISSING',
      message: MSG.image.missing,
    });
    expect((await t.api('POST', path, { token: player.token, body: { file: 'x' } })).status).toBe(400);
    const broken = await t.api('POST', path, {
      token: player.token,
      raw: '--x\r\nbroken',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(broken.status).toBe(400);
  });

  it('is for the owner only: 403 to anyone else, 401 without a token', async () => {
    const cases: [string, TestUser[]][] = [
      [`/user/player/${player.id}/upload-image`, [owner, admin]],
      [`/user/admin/${admin.id}/upload-image`, [otherAdmin, player]],
      [`/team/${team.id}/upload-image`, [player, admin]],
      [`/field/${field.id}/upload-image`, [otherAdmin, owner]],
    ];
    for (const [path, strangers] of cases) {
      for (const u of strangers) expect((await t.api('POST', path, { token: u.token, raw: upload(SAMPLES.png) })).status, path).toBe(403);
      expect((await t.api('POST', path, { raw: upload(SAMPLES.png) })).status).toBe(401);
    }
    expect((await t.api('POST', '/user/player/999999/upload-image', { token: player.token, raw: upload(SAMPLES.png) })).status).toBe(404);
  });
});
