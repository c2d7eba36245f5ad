/** Uploads of a user's photo, a team's shield and a field's picture, and the public image route. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../domain/constants';
import * as MSG from '../../domain/messages';
import { images } from '../../server/db/schema';
import { inDecodeTurn, reencodeImage } from '../../server/services/images';
import { createTestApp, ENGINES, type TestApp, type TestUser } from './harness';
import { bytes, FAKES, SAMPLES, upload } from './samples';

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
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await t.call('GET', `/api/v1/images/${'0'.repeat(64)}`)).status).toBe(404);
  });

  it('takes each accepted type by its content, whatever the declared type, and stores it as WebP', async () => {
    const adminRes = await t.api('POST', `/user/admin/${admin.id}/upload-image`, {
      token: admin.token,
      raw: upload(SAMPLES.jpeg, 'application/octet-stream'),
    });
    expect(adminRes.status).toBe(200);
    expect((await t.call('GET', adminRes.body.imageUrl)).headers.get('content-type')).toBe('image/webp');
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

  it('refuses what only starts like an image (415): it must decode', async () => {
    for (const fake of [FAKES.png, FAKES.jpeg]) {
      const res = await t.api('POST', `/user/player/${player.id}/upload-image`, { token: player.token, raw: upload(fake) });
      expect(res.status).toBe(415);
      expect(res.body.code).toBe('NOT_AN_IMAGE');
    }
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

  it('re-encodes: no metadata, nothing after the image, at most 1024 px, and a small variant of 128 px', async () => {
    const big = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 10, g: 120, b: 40 } } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'SECRETO-EXIF' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '10/1 25/1 0/1' } })
      .toBuffer();
    expect((await sharp(big).metadata()).exif).toBeDefined();
    const withTail = new Uint8Array([...big, ...bytes('COLA-SECRETA')]);
    const res = await t.api('POST', `/user/player/${player.id}/upload-image`, { token: player.token, raw: upload(withTail, 'image/jpeg') });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const served = await t.app.request(res.body.imageUrl);
    const data = Buffer.from(await served.arrayBuffer());
    expect(data.includes('SECRETO-EXIF')).toBe(false);
    expect(data.includes('COLA-SECRETA')).toBe(false);
    const meta = await sharp(data).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1024, height: 512 });
    expect(meta.exif).toBeUndefined();
    const small = await t.app.request(`${res.body.imageUrl}/small`);
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await small.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 128, height: 64 });
  });

  it('deletes a replaced image nothing refers to, keeps one something still refers to', async () => {
    const hashes = async () => (await t.db.select({ hash: images.hash }).from(images)).map((r) => r.hash);
    const picture = (color: number) =>
      sharp({ create: { width: 4, height: 4, channels: 3, background: { r: color, g: 0, b: 0 } } })
        .png()
        .toBuffer();
    const first = await t.api('POST', `/team/${team.id}/upload-image`, { token: owner.token, raw: upload(await picture(11)) });
    const firstHash = first.body.imageUrl.split('/').at(-1);
    // The field shares the team's first picture, so replacing the team's keeps it.
    await t.api('POST', `/field/${field.id}/upload-image`, { token: admin.token, raw: upload(await picture(11)) });
    await t.api('POST', `/team/${team.id}/upload-image`, { token: owner.token, raw: upload(await picture(22)) });
    expect(await hashes()).toContain(firstHash);
    const second = await t.api('POST', `/field/${field.id}/upload-image`, { token: admin.token, raw: upload(await picture(33)) });
    expect(second.status).toBe(200);
    expect(await hashes()).not.toContain(firstHash);
    expect((await t.call('GET', first.body.imageUrl)).status).toBe(404);
  });

  it('two uploads that cross (one replaces the picture the other is uploading) both succeed, and the picture stays', async () => {
    for (let round = 0; round < 6; round++) {
      const [x, y] = await Promise.all([t.user('PLAYER'), t.user('PLAYER')]);
      const picture = (g: number) =>
        sharp({ create: { width: 6, height: 6, channels: 3, background: { r: 40 + round, g, b: 7 } } })
          .png()
          .toBuffer();
      const [a, b] = await Promise.all([picture(100), picture(200)]);
      const put = (u: TestUser, bytes: Buffer) => t.api('POST', `/user/player/${u.id}/upload-image`, { token: u.token, raw: upload(bytes) });
      expect((await put(x, a)).status).toBe(200);
      const [replaced, same] = await Promise.all([put(x, b), put(y, a)]);
      expect([replaced.status, same.status], JSON.stringify([replaced.body, same.body])).toEqual([200, 200]);
      expect((await t.call('GET', same.body.imageUrl)).status).toBe(200);
    }
  });

  it('takes at most 30 uploads an hour from one user (429), then again', async () => {
    const uploader = await t.user('PLAYER');
    const path = `/user/player/${uploader.id}/upload-image`;
    for (let i = 0; i < 30; i++) expect((await t.api('POST', path, { token: uploader.token, raw: upload(SAMPLES.png) })).status).toBe(200);
    const refused = await t.api('POST', path, { token: uploader.token, raw: upload(SAMPLES.png) });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'UPLOAD_THROTTLED', message: MSG.image.throttled });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await t.api('POST', `/user/player/${player.id}/upload-image`, { token: player.token, raw: upload(SAMPLES.png) })).status).toBe(200);
    t.clock.set(new Date(t.clock.now.getTime() + 3601_000));
    try {
      const token = await t.deps.tokens.issue({ ...uploader, tokenVersion: 0 });
      expect((await t.api('POST', path, { token, raw: upload(SAMPLES.png) })).status).toBe(200);
    } finally {
      t.clock.reset();
    }
  });

  it('counts uploads that are not images too: they cost a decoding each, so they cannot be sent without end', async () => {
    const uploader = await t.user('PLAYER');
    const path = `/user/player/${uploader.id}/upload-image`;
    for (let i = 0; i < 30; i++) expect((await t.api('POST', path, { token: uploader.token, raw: upload(FAKES.png) })).status).toBe(415);
    const refused = await t.api('POST', path, { token: uploader.token, raw: upload(SAMPLES.png) });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('UPLOAD_THROTTLED');
  });

  it('uploads sent at once are counted as they arrive: 30 stored, the rest 429', async () => {
    const uploader = await t.user('PLAYER');
    const path = `/user/player/${uploader.id}/upload-image`;
    const answers = await Promise.all(Array.from({ length: 36 }, () => t.api('POST', path, { token: uploader.token, raw: upload(SAMPLES.png) })));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });
});

describe('decoding uploads', () => {
  it('decodes two at a time in a process; the others wait their turn and all finish', async () => {
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const tasks = Array.from({ length: 6 }, (_, i) =>
      inDecodeTurn(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((go) => releases.push(go));
        running--;
        return i;
      }),
    );
    for (let released = 0; released < 6; released++) {
      await vi.waitFor(() => expect(releases.length).toBe(Math.min(released + 2, 6)));
      expect(running).toBe(Math.min(2, 6 - released));
      releases[released]();
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('refuses a picture of more than 40 million pixels, however few bytes it takes', async () => {
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#00aa00' } })
      .png()
      .toBuffer();
    expect(huge.length).toBeLessThan(2 * 1024 * 1024);
    expect(await reencodeImage(huge)).toBeNull();
    const big = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#00aa00' } })
      .png()
      .toBuffer();
    expect(await reencodeImage(big)).not.toBeNull();
  });
});
