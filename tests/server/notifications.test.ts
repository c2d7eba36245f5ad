/**
 * Notices (docs/api.md, "Notifications"): which change tells whom, in the change's own transaction; each user reads
 * and marks only their own, newest first in pages; the stream sends each new notice live, catches up after a
 * reconnection (Last-Event-ID) and ends with the session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingInFull } from '../../domain/format';
import * as MSG from '../../domain/messages';
import type { Notification, Page } from '../../domain/types';
import { NOTICE_STREAMS_PER_USER } from '../../server/services/notifications';
import { sseReader } from '../support/sse';
import { createTestApp, ENGINES, PASSWORD, TOMORROW, type TestApp, type TestUser } from './harness';

const HEARTBEAT_MS = 150;

describe.each(ENGINES)('notifications on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { noticeHeartbeatMs: HEARTBEAT_MS });
  });
  afterAll(() => t?.close());

  const notices = async (u: TestUser, query = '') => {
    const res = await t.api<Page<Notification>>('GET', `/notification${query}`, { token: u.token });
    expect(res.status).toBe(200);
    return res.body;
  };
  const kinds = async (u: TestUser) => (await notices(u)).content.map((n) => n.kind);
  const unreadCount = async (u: TestUser) =>
    (await t.api<{ count: number; latestId: number }>('GET', '/notification/unread', { token: u.token })).body;
  const unread = async (u: TestUser) => (await unreadCount(u)).count;

  async function setting() {
    const admin = await t.user('FIELD_ADMIN');
    const field = await t.field(admin, { openingHour: '06:00', closingHour: '23:00' });
    const owner = await t.user('PLAYER');
    const mate = await t.user('PLAYER');
    const team = await t.team(owner, [mate]);
    return { admin, field, owner, mate, team };
  }

  it('a join request reaches the team’s owner; its answer, the player', async () => {
    const { owner, team } = await setting();
    const [accepted, rejected] = [await t.user('PLAYER'), await t.user('PLAYER')];
    const a = await t.api('POST', '/request', { token: accepted.token, body: { teamId: team.id, description: 'Juego de volante' } });
    const r = await t.api('POST', '/request', { token: rejected.token, body: { teamId: team.id, description: 'Arquero' } });
    expect([a.status, r.status]).toEqual([201, 201]);
    const received = (await notices(owner)).content;
    expect(received.map((n) => [n.kind, n.link])).toEqual([
      ['REQUEST_RECEIVED', '/dashboard/requests'],
      ['REQUEST_RECEIVED', '/dashboard/requests'],
    ]);
    expect(received[1].text).toMatch(new RegExp(`pidió unirse a ${team.name}\\.$`));
    expect(received[0]).toMatchObject({ readAt: null, createdAt: t.clock.now.toISOString() });

    expect((await t.api('POST', `/request/${a.body.id}?statusRequest=ACCEPTED`, { token: owner.token })).status).toBe(200);
    expect((await t.api('POST', `/request/${r.body.id}?statusRequest=REJECTED`, { token: owner.token })).status).toBe(200);
    expect((await notices(accepted)).content).toEqual([
      expect.objectContaining({ kind: 'REQUEST_ACCEPTED', text: MSG.notification.requestAccepted(team.name), link: '/dashboard/team' }),
    ]);
    expect((await notices(rejected)).content).toEqual([
      expect.objectContaining({ kind: 'REQUEST_REJECTED', text: MSG.notification.requestRejected(team.name), link: '/dashboard/requests' }),
    ]);
    // Nothing to the owner for their own answers.
    expect(await unreadCount(owner)).toEqual({ count: 2, latestId: received[0].id });
  });

  it('an invitation’s answer reaches the owner who sent it, naming the player; the player is told nothing', async () => {
    const { owner, team } = await setting();
    const [joins, declines] = [
      await t.user('PLAYER', { firstName: 'Sara', lastName: 'Acepta' }),
      await t.user('PLAYER', { firstName: 'Iván', lastName: 'Declina' }),
    ];
    const invite = async (u: TestUser) =>
      (await t.api<{ id: number }>('POST', `/team/${team.id}/invitation/${u.id}`, { token: owner.token })).body.id;
    const [a, r] = [await invite(joins), await invite(declines)];
    expect((await t.api('POST', `/request/${a}?statusRequest=ACCEPTED`, { token: joins.token })).status).toBe(200);
    expect((await t.api('POST', `/request/${r}?statusRequest=REJECTED`, { token: declines.token })).status).toBe(200);
    expect((await notices(owner)).content.map((n) => [n.kind, n.text, n.link])).toEqual([
      ['INVITATION_DECLINED', MSG.notification.invitationDeclined('Iván Declina', team.name), '/dashboard/requests'],
      ['INVITATION_ACCEPTED', MSG.notification.invitationAccepted('Sara Acepta', team.name), '/dashboard/team'],
    ]);
    expect(await kinds(joins)).toEqual([]);
    expect(await kinds(declines)).toEqual([]);
  });

  it('added to or removed from a team by its owner; leaving on one’s own tells the owner, not the one who left', async () => {
    const { owner, team } = await setting();
    const player = await t.user('PLAYER');
    expect((await t.api('POST', `/team/${team.id}/member/${player.id}`, { token: owner.token })).status).toBe(200);
    expect((await t.api('POST', `/team/delete/${player.id}/team/${team.id}`, { token: owner.token })).status).toBe(200);
    expect((await notices(player)).content.map((n) => [n.kind, n.text])).toEqual([
      ['TEAM_REMOVED', MSG.notification.teamRemoved(team.name)],
      ['TEAM_ADDED', MSG.notification.teamAdded(team.name)],
    ]);
    const leaver = await t.user('PLAYER');
    await t.api('POST', `/team/${team.id}/member/${leaver.id}`, { token: owner.token });
    expect((await t.api('POST', `/team/delete/${leaver.id}/team/${team.id}`, { token: leaver.token })).status).toBe(200);
    expect(await kinds(leaver)).toEqual(['TEAM_ADDED']);
    expect(await kinds(owner)).toEqual(['TEAM_LEFT']);
  });

  it('a team’s booking made, moved and cancelled by its owner reaches the other members and the field’s administrator', async () => {
    const { admin, field, owner, mate, team } = await setting();
    const booked = await t.api('POST', '/reservation', {
      token: owner.token,
      body: { teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime: '10:00', hours: 1 },
    });
    expect(booked.status).toBe(201);
    const moved = await t.api('PUT', '/reservation', {
      token: owner.token,
      body: { id: booked.body.id, teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime: '15:00', hours: 2 },
    });
    expect(moved.status).toBe(200);
    expect((await t.api('PUT', `/reservation/${booked.body.id}/status/canceled`, { token: owner.token })).status).toBe(200);

    const at = (startTime: string, endTime: string) => bookingInFull({ fieldName: field.name, reservationDate: TOMORROW, startTime, endTime });
    expect((await notices(mate)).content.map((n) => [n.kind, n.text, n.link])).toEqual([
      ['BOOKING_CANCELED', MSG.notification.bookingCanceled(team.name, at('15:00', '17:00')), `/dashboard/reservation/list/team?date=${TOMORROW}`],
      [
        'BOOKING_MOVED',
        MSG.notification.bookingMoved(team.name, at('15:00', '17:00'), at('10:00', '11:00')),
        `/dashboard/reservation/list/team?date=${TOMORROW}`,
      ],
      ['BOOKING_CREATED', MSG.notification.bookingCreated(team.name, at('10:00', '11:00')), `/dashboard/reservation/list/team?date=${TOMORROW}`],
    ]);
    expect((await notices(admin)).content.map((n) => [n.kind, n.link])).toEqual([
      ['FIELD_BOOKING_CANCELED', `/dashboard/reservation/list/field?date=${TOMORROW}`],
      ['FIELD_BOOKING_MOVED', `/dashboard/reservation/list/field?date=${TOMORROW}`],
      ['FIELD_BOOKING_CREATED', `/dashboard/reservation/list/field?date=${TOMORROW}`],
    ]);
    expect((await notices(admin)).content[1].text).toBe(MSG.notification.fieldBookingMoved(team.name, at('15:00', '17:00'), at('10:00', '11:00')));
    // The one who made the changes is not told of them.
    expect(await kinds(owner)).toEqual([]);
  });

  it('the administrator’s cancellation or finalisation reaches every member, and is not news to the administrator', async () => {
    const { admin, field, owner, mate, team } = await setting();
    const first = await t.reservation(team, field, { startTime: '08:00' });
    expect((await t.api('PUT', `/reservation/${first.id}/status/canceled`, { token: admin.token })).status).toBe(200);
    const second = await t.reservation(team, field, { startTime: '12:00' });
    expect((await t.api('PUT', `/reservation/${second.id}/status/finalize`, { token: admin.token })).status).toBe(200);
    for (const member of [owner, mate]) expect(await kinds(member)).toEqual(['BOOKING_FINISHED', 'BOOKING_CANCELED']);
    expect(await kinds(admin)).toEqual([]);
  });

  it('the field cancelling a team’s booking (hours cut, the field deleted, its administrator’s account deleted) tells every member', async () => {
    const { admin, field, owner, mate, team } = await setting();
    const cut = await t.reservation(team, field, { startTime: '21:00' });
    const body = {
      id: field.id,
      name: field.name,
      address: field.address,
      city: field.city,
      hourlyRate: field.hourlyRate,
      openingHour: '06:00',
      closingHour: '20:00',
      status: 'ACTIVE',
      cancelOutside: true,
    };
    expect((await t.api('PUT', '/field', { token: admin.token, body })).status).toBe(200);
    const at = bookingInFull({ fieldName: field.name, reservationDate: cut.reservationDate, startTime: '21:00', endTime: '22:00' });
    for (const member of [owner, mate]) {
      expect((await notices(member)).content.map((n) => [n.kind, n.text])).toEqual([
        ['BOOKING_CANCELED', MSG.notification.bookingCanceled(team.name, at)],
      ]);
    }

    // Two teams' bookings: each told, read one after another in the deletion's transaction.
    const secondOwner = await t.user('PLAYER');
    await t.reservation(team, field, { startTime: '10:00' });
    await t.reservation(await t.team(secondOwner), field, { startTime: '12:00' });
    expect((await t.api('DELETE', `/field/${field.id}`, { token: admin.token })).status).toBe(200);
    for (const member of [owner, mate]) expect(await kinds(member)).toEqual(['BOOKING_CANCELED', 'BOOKING_CANCELED']);
    expect(await kinds(secondOwner)).toEqual(['BOOKING_CANCELED']);

    const other = await setting();
    await t.reservation(other.team, other.field, { startTime: '10:00' });
    expect((await t.api('DELETE', '/user/me', { token: other.admin.token, body: { password: PASSWORD } })).status).toBe(204);
    for (const member of [other.owner, other.mate]) expect(await kinds(member)).toEqual(['BOOKING_CANCELED']);
    // Their own changes are not news to the administrator.
    expect(await kinds(admin)).toEqual([]);
  });

  it('an owner deleting their account with their team tells the field of each booking to come', async () => {
    const { admin, field } = await setting();
    const owner = await t.user('PLAYER');
    const team = await t.team(owner);
    await t.reservation(team, field, { startTime: '10:00' });
    expect((await t.api('DELETE', '/user/me', { token: owner.token, body: { password: PASSWORD } })).status).toBe(204);
    expect(await kinds(admin)).toEqual(['FIELD_BOOKING_CANCELED']);
  });

  it('a change refused writes no notice (one transaction)', async () => {
    const { admin, field, owner, mate, team } = await setting();
    const booked = await t.reservation(team, field, { startTime: '08:00', status: 'CANCELED' });
    expect((await t.api('PUT', `/reservation/${booked.id}/status/canceled`, { token: owner.token })).status).toBe(409);
    // The same request twice: the second is refused, and its team's owner hears of the first only.
    const otherOwner = await t.user('PLAYER');
    const other = await t.team(otherOwner);
    const applicant = await t.user('PLAYER');
    const ask = () => t.api('POST', '/request', { token: applicant.token, body: { teamId: other.id, description: 'Hola' } });
    expect((await ask()).status).toBe(201);
    expect((await ask()).status).toBe(409);
    expect((await t.api('POST', '/request', { token: mate.token, body: { teamId: other.id, description: 'Hola' } })).status).toBe(409);
    expect(await kinds(otherOwner)).toEqual(['REQUEST_RECEIVED']);
    for (const u of [admin, owner, mate, applicant]) expect(await kinds(u)).toEqual([]);
  });

  it('each reads and marks only their own notices, newest first, in pages', async () => {
    const { owner, team } = await setting();
    const stranger = await t.user('PLAYER');
    for (let i = 0; i < 5; i++) {
      const player = await t.user('PLAYER');
      await t.api('POST', '/request', { token: player.token, body: { teamId: team.id, description: `Solicitud ${i}` } });
    }
    const first = await notices(owner, '?page=0&size=2');
    expect(first).toMatchObject({ totalElements: 5, totalPages: 3, size: 2, number: 0 });
    // Pages of up to 100, as the contract says; more is refused in words about notices, not players.
    expect((await notices(owner, '?size=100')).content).toHaveLength(5);
    const tooLarge = await t.api('GET', '/notification?size=101', { token: owner.token });
    expect(tooLarge.body).toMatchObject({ code: 'VALIDATION_FAILED', message: MSG.validation.invalidData });
    const all = await notices(owner, '?size=10');
    expect(all.content.map((n) => n.id)).toEqual([...all.content.map((n) => n.id)].sort((a, b) => b - a));
    expect(first.content).toEqual(all.content.slice(0, 2));
    expect((await notices(owner, '?page=2&size=2')).content).toEqual(all.content.slice(4));
    expect((await t.api('GET', '/notification?size=0', { token: owner.token })).body.code).toBe('VALIDATION_FAILED');
    expect((await t.api('GET', '/notification')).status).toBe(401);
    expect((await notices(stranger)).totalElements).toBe(0);
    expect(await unreadCount(stranger)).toEqual({ count: 0, latestId: 0 });

    const [one] = all.content;
    const other = await t.api('PUT', `/notification/${one.id}/read`, { token: stranger.token });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ code: 'NOT_FOUND', message: MSG.notification.notFound });
    expect((await t.api('PUT', '/notification/999999999/read', { token: owner.token })).status).toBe(404);
    expect(await unread(owner)).toBe(5);

    const read = await t.api('PUT', `/notification/${one.id}/read`, { token: owner.token });
    expect(read.status).toBe(204);
    expect(await unread(owner)).toBe(4);
    const firstRead = (await notices(owner)).content[0].readAt;
    expect(firstRead).toBe(t.clock.now.toISOString());
    // Read again later: it keeps the first moment.
    await t.at(new Date(t.clock.now.getTime() + 60_000), owner);
    await t.api('PUT', `/notification/${one.id}/read`, { token: owner.token });
    expect((await notices(owner)).content[0].readAt).toBe(firstRead);

    // 'Marcar todas como leídas' marks the caller's only.
    const strangerTeam = await t.team(stranger);
    await t.api('POST', '/request', { token: (await t.user('PLAYER')).token, body: { teamId: strangerTeam.id, description: 'Hola' } });
    expect((await t.api('PUT', '/notification/read-all', { token: owner.token })).status).toBe(204);
    expect(await unread(owner)).toBe(0);
    expect(await unread(stranger)).toBe(1);
  });

  describe('the stream', () => {
    const open = async (u: TestUser, lastEventId?: string) => {
      const headers: Record<string, string> = { authorization: `Bearer ${u.token}` };
      if (lastEventId) headers['last-event-id'] = lastEventId;
      const res = await t.app.request('/api/v1/notification/stream', { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      return sseReader(res.body!);
    };
    const apply = async (teamId: number) => {
      const player = await t.user('PLAYER');
      const res = await t.api('POST', '/request', { token: player.token, body: { teamId, description: 'Quiero jugar' } });
      expect(res.status).toBe(201);
    };

    it('sends each new notice of the caller as it is made, and heartbeats; nothing of anyone else', async () => {
      const { owner, mate, team } = await setting();
      await apply(team.id); // before the stream: not sent again
      const stream = await open(owner);
      const mates = await open(mate);
      await apply(team.id);
      const event = await stream.nextEvent();
      const notice = JSON.parse(event!.data!) as Notification;
      expect(notice).toMatchObject({ kind: 'REQUEST_RECEIVED', readAt: null, link: '/dashboard/requests' });
      expect(event!.id).toBe(String(notice.id));
      expect((await notices(owner)).content[0]).toEqual(notice);
      // A heartbeat comes while nothing happens, and nothing of the owner's reaches the member.
      expect(await stream.next(HEARTBEAT_MS * 10)).toEqual({ comment: 'latido' });
      expect(await mates.next(HEARTBEAT_MS * 10)).toEqual({ comment: 'latido' });
      await Promise.all([stream.cancel(), mates.cancel()]);
    });

    it('a reconnection with Last-Event-ID gets what was made meanwhile, in order', async () => {
      const { owner, team } = await setting();
      let stream = await open(owner);
      await apply(team.id);
      const seen = await stream.nextEvent();
      await stream.cancel();
      await apply(team.id);
      await apply(team.id);
      stream = await open(owner, seen!.id);
      const missed = [await stream.nextEvent(), await stream.nextEvent()].map((e) => JSON.parse(e!.data!) as Notification);
      expect(missed.map((n) => n.id)).toEqual(
        (await notices(owner)).content
          .slice(0, 2)
          .map((n) => n.id)
          .reverse(),
      );
      await stream.cancel();
      // An id no notice can have (beyond the column's integers) is ignored, as no header: the stream stays open.
      stream = await open(owner, '2147483648');
      await apply(team.id);
      expect(JSON.parse((await stream.nextEvent())!.data!)).toMatchObject({ kind: 'REQUEST_RECEIVED' });
      await stream.cancel();
    });

    it('is kept by no cache; a HEAD opens none', async () => {
      const { owner } = await setting();
      const headers = { authorization: `Bearer ${owner.token}` };
      const streams = t.deps.notices!.streams;
      const head = await t.app.request('/api/v1/notification/stream', { method: 'HEAD', headers });
      expect(head.status).toBe(200);
      expect(t.deps.notices!.streams).toBe(streams);
      const res = await t.app.request('/api/v1/notification/stream', { headers });
      expect(res.headers.get('cache-control')).toBe('no-store');
      await res.body!.cancel();
    });

    it(`a user keeps ${NOTICE_STREAMS_PER_USER} streams open: one more ends their oldest`, async () => {
      const { owner, mate } = await setting();
      const first = await open(owner);
      const others = await Promise.all(Array.from({ length: NOTICE_STREAMS_PER_USER - 1 }, () => open(owner)));
      const mates = await open(mate);
      const newest = await open(owner);
      let block = await first.next(HEARTBEAT_MS * 10);
      while (block !== null) block = await first.next(HEARTBEAT_MS * 10);
      // The others, and another user's, stay.
      expect(await newest.next(HEARTBEAT_MS * 10)).toEqual({ comment: 'latido' });
      expect(await others[0].next(HEARTBEAT_MS * 10)).toEqual({ comment: 'latido' });
      expect(await mates.next(HEARTBEAT_MS * 10)).toEqual({ comment: 'latido' });
      await Promise.all([...others, mates, newest].map((s) => s.cancel()));
    });

    it('ends when its session is logged out', async () => {
      const { owner } = await setting();
      const stream = await open(owner);
      expect((await t.call('POST', '/auth/logout', { token: owner.token })).status).toBe(200);
      let block = await stream.next(HEARTBEAT_MS * 10);
      while (block !== null) block = await stream.next(HEARTBEAT_MS * 10);
      expect(block).toBeNull();
      expect((await t.app.request('/api/v1/notification/stream', { headers: { authorization: `Bearer ${owner.token}` } })).status).toBe(401);
    });
  });
});
