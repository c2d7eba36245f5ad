/**
 * Web Push (docs/api.md, "Push"): a device subscribed in a session is sent each new notice of its user, encrypted as
 * RFC 8291 says and signed with the server's VAPID key, once; a push service's 404 or 410, the session's log-out,
 * logging out everywhere and a new password remove it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import { notification, pushSubscription } from '../../server/db/schema';
import { sleep } from '../support/net';
import { startPushReceiver } from '../support/pushReceiver';
import { createTestApp, ENGINES, PASSWORD, type TestApp, type TestUser } from './harness';

describe.each(ENGINES)('Web Push on %s', (engine) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(engine, { push: true });
    receiver = await startPushReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  const subscribe = async (u: TestUser, token = u.token) => {
    const name = `${engine}-${++n}`;
    const subscription = receiver.subscription(name);
    const res = await t.api('POST', '/push/subscription', { token, body: subscription });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: MSG.push.subscribed });
    return { name, subscription };
  };
  const devicesOf = async (u: TestUser) =>
    (await t.db.select().from(pushSubscription).where(eq(pushSubscription.userId, u.id))).map((d) => d.endpoint);
  /**
   * A join request to the owner's team: a notice for the owner, after which `devices` pushes arrive (PostgreSQL tells
   * the notice a moment after its commit); with none expected, a while is waited for any that would come.
   */
  const noticeFor = async (teamId: number, devices: number) => {
    const before = receiver.received.length + receiver.failures.length;
    const player = await t.user('PLAYER');
    expect((await t.api('POST', '/request', { token: player.token, body: { teamId, description: 'Hola' } })).status).toBe(201);
    const deadline = Date.now() + (devices === 0 ? 300 : 5000);
    while (Date.now() < deadline && receiver.received.length + receiver.failures.length < before + devices) await sleep(10);
    await t.deps.push!.settled();
  };
  const receivedBy = (name: string) => receiver.received.filter((r) => r.path === `/push/${name}`);
  const login = async (u: TestUser) =>
    (await t.call('POST', '/auth/authenticate/player', { body: { email: u.email, password: PASSWORD } })).body.token as string;

  it('answers the server’s public VAPID key', async () => {
    const u = await t.user('PLAYER');
    const res = await t.api('GET', '/push/key', { token: u.token });
    expect(res.status).toBe(200);
    expect(Buffer.from(res.body.publicKey, 'base64url')).toHaveLength(65);
    expect((await t.api('GET', '/push/key')).status).toBe(401);
  });

  it('each device of the user gets each new notice once, encrypted for it and signed by the server', async () => {
    const owner = await t.user('PLAYER');
    const team = await t.team(owner);
    const [phone, laptop] = [await subscribe(owner), await subscribe(owner, await login(owner))];
    await noticeFor(team.id, 2);
    expect(receiver.failures).toEqual([]);
    const [latest] = (await t.api('GET', '/notification', { token: owner.token })).body.content;
    for (const device of [phone, laptop]) {
      const [got, ...more] = receivedBy(device.name);
      expect(more).toEqual([]);
      expect(JSON.parse(got.text)).toEqual({ id: latest.id, kind: 'REQUEST_RECEIVED', text: latest.text, link: '/dashboard/requests' });
      expect(got.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(got.headers.ttl)).toBeGreaterThan(0);
      expect(got.vapid).toMatchObject({ aud: receiver.origin, sub: 'mailto:avisos@canchas.co', k: t.deps.push!.publicKey });
    }
    // Another process hearing of the same notice finds it taken: nothing is sent twice.
    await t.deps.push!.deliver(owner.id, t.clock.now);
    expect(receivedBy(phone.name)).toHaveLength(1);
    // Nobody else's notice reaches the owner's devices.
    const other = await t.user('PLAYER');
    await noticeFor((await t.team(other)).id, 0);
    expect(receivedBy(phone.name)).toHaveLength(1);
  });

  it('a device is one user’s: subscribed again by another, it follows them; removing another’s does nothing', async () => {
    const [a, b] = [await t.user('PLAYER'), await t.user('PLAYER')];
    const { subscription } = await subscribe(a);
    expect((await t.api('POST', '/push/subscription', { token: b.token, body: subscription })).status).toBe(201);
    expect(await devicesOf(a)).toEqual([]);
    expect(await devicesOf(b)).toEqual([subscription.endpoint]);
    expect((await t.api('DELETE', '/push/subscription', { token: a.token, body: { endpoint: subscription.endpoint } })).status).toBe(204);
    expect(await devicesOf(b)).toEqual([subscription.endpoint]);
    expect((await t.api('DELETE', '/push/subscription', { token: b.token, body: { endpoint: subscription.endpoint } })).status).toBe(204);
    expect(await devicesOf(b)).toEqual([]);
  });

  it('refuses what is not a subscription', async () => {
    const u = await t.user('PLAYER');
    const good = receiver.subscription(`${engine}-bad`);
    for (const body of [
      {},
      { ...good, endpoint: 'no es una dirección' },
      { ...good, endpoint: 'ftp://127.0.0.1/x' },
      { ...good, keys: { p256dh: '<script>', auth: 'x' } },
      // No push service: addresses of the server's own network, which it must not be made to call.
      ...[
        'https://127.0.0.1:9443/push',
        'https://localhost/push',
        'https://[::1]:9443/x',
        'https://169.254.169.254/latest/meta-data/',
        'https://10.0.0.7/push',
        'http://fcm.googleapis.com/fcm/send/x',
        'https://fcm.googleapis.com:8443/fcm/send/x',
        'https://user@fcm.googleapis.com/fcm/send/x',
        'https://fcm.googleapis.com.example.co/fcm/send/x',
        'https://example.co/fcm.googleapis.com/x',
      ].map((endpoint) => ({ ...good, endpoint })),
    ]) {
      const res = await t.api('POST', '/push/subscription', { token: u.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect(await devicesOf(u)).toEqual([]);
  });

  it('takes the push services browsers use, and keeps a user’s 10 most recent devices', async () => {
    const u = await t.user('PLAYER');
    const { keys } = receiver.subscription(`${engine}-services`);
    const services = [
      'https://fcm.googleapis.com/fcm/send/a1',
      'https://updates.push.services.mozilla.com/wpush/v2/a2',
      'https://web.push.apple.com/a3',
      'https://wns2-by3p.notify.windows.com/w/?token=a4',
    ];
    const more = Array.from({ length: 8 }, (_, i) => `https://fcm.googleapis.com/fcm/send/${engine}-more-${i}`);
    for (const endpoint of [...services, ...more]) {
      expect((await t.api('POST', '/push/subscription', { token: u.token, body: { endpoint, keys } })).status).toBe(201);
    }
    expect((await devicesOf(u)).sort()).toEqual([...services.slice(2), ...more].sort());
  });

  it('a device whose push service fails keeps no other device from any notice of the same batch', async () => {
    const owner = await t.user('PLAYER');
    const broken = await subscribe(owner);
    const working = await subscribe(owner);
    receiver.answer(broken.name, 500);
    // Two notices in one statement: one delivery takes both.
    const notice = { userId: owner.id, kind: 'TEAM_ADDED', text: 'Aviso', link: '/dashboard/team', createdAt: t.clock.now };
    await t.db.insert(notification).values([notice, { ...notice, text: 'Otro aviso' }]);
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && receivedBy(working.name).length < 2) await sleep(10);
    await t.deps.push!.settled();
    expect(receivedBy(working.name).map((r) => JSON.parse(r.text).text)).toEqual(['Aviso', 'Otro aviso']);
  });

  it('refuses keys of the wrong length: a key no push service could use', async () => {
    const u = await t.user('PLAYER');
    const good = receiver.subscription(`${engine}-short`);
    for (const keys of [
      { p256dh: 'x', auth: good.keys.auth },
      { p256dh: good.keys.p256dh, auth: 'y' },
      { p256dh: `${good.keys.p256dh}AA`, auth: good.keys.auth },
    ]) {
      const res = await t.api('POST', '/push/subscription', { token: u.token, body: { ...good, keys } });
      expect(res).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    }
    expect(await devicesOf(u)).toEqual([]);
  });

  it('a push service’s 410 or 404 removes the subscription', async () => {
    const owner = await t.user('PLAYER');
    const team = await t.team(owner);
    const gone = await subscribe(owner);
    const missing = await subscribe(owner);
    const kept = await subscribe(owner);
    receiver.answer(gone.name, 410);
    receiver.answer(missing.name, 404);
    await noticeFor(team.id, 3);
    expect(await devicesOf(owner)).toEqual([kept.subscription.endpoint]);
  });

  it('the session’s log-out removes its devices; logging out everywhere or a new password removes them all', async () => {
    const u = await t.user('PLAYER');
    const other = await login(u);
    await subscribe(u);
    const second = await subscribe(u, other);
    expect((await t.call('POST', '/auth/logout', { token: u.token })).status).toBe(200);
    expect(await devicesOf(u)).toEqual([second.subscription.endpoint]);

    await subscribe(u, await login(u));
    expect((await t.api('POST', '/user/logout-all', { token: other })).status).toBe(200);
    expect(await devicesOf(u)).toEqual([]);

    const fresh = await login(u);
    await subscribe(u, fresh);
    const changed = await t.api('PUT', '/user/password', { token: fresh, body: { currentPassword: PASSWORD, newPassword: 'Otra-Clave-2' } });
    expect(changed.status).toBe(200);
    expect(await devicesOf(u)).toEqual([]);
  });
});
