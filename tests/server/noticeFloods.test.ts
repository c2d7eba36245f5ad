/**
 * Nobody can fill another user's notices without end (docs/api.md, "Limits"): the same player added to the same team
 * 3 times a day, a team's bookings made or moved 20 a day. Only what goes through counts, and only the team's owner can
 * use up their team's count.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import { notification } from '../../server/db/schema';
import { createTestApp, ENGINES, TOMORROW, type TestApp, type TestUser } from './harness';

describe.each(ENGINES)('notice floods on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  const noticesOf = (u: TestUser, kind: string) =>
    t.db
      .select({ id: notification.id })
      .from(notification)
      .where(and(eq(notification.userId, u.id), eq(notification.kind, kind as never)))
      .then((rows) => rows.length);

  it('the same player is added to a team 3 times a day: the 4th addition is refused whole, another player still can be', async () => {
    const owner = await t.user('PLAYER');
    const [victim, other] = [await t.user('PLAYER'), await t.user('PLAYER')];
    const team = await t.team(owner);
    const add = (p: TestUser) => t.api('POST', `/team/${team.id}/member/${p.id}`, { token: owner.token });
    const remove = (p: TestUser) => t.api('POST', `/team/delete/${p.id}/team/${team.id}`, { token: owner.token });
    for (let i = 0; i < 3; i++) {
      expect((await add(victim)).status).toBe(200);
      expect((await remove(victim)).status).toBe(200);
    }
    const refused = await add(victim);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'MEMBER_ADDS_THROTTLED', message: MSG.team.memberAddsThrottled });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    // Undone whole: not a member, and told 3 times, not 4.
    expect((await t.api('GET', `/user/player/team/${team.id}`, { token: owner.token })).body.map((p: { id: number }) => p.id)).not.toContain(
      victim.id,
    );
    expect(await noticesOf(victim, 'TEAM_ADDED')).toBe(3);
    expect((await add(other)).status).toBe(200);
  });

  it('a team makes or moves 20 bookings a day: the 21st is refused whole; nobody else can use up its count', async () => {
    const admin = await t.user('FIELD_ADMIN');
    const field = await t.field(admin, { openingHour: '06:00', closingHour: '23:00' });
    const [owner, stranger] = [await t.user('PLAYER'), await t.user('PLAYER')];
    const team = await t.team(owner);
    const at = (startTime: string) => ({ teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime, hours: 1 });
    // Somebody else sending the team's bookings is refused, and counts nothing.
    for (let i = 0; i < 21; i++) expect((await t.api('POST', '/reservation', { token: stranger.token, body: at('08:00') })).status).toBe(403);
    const booked = await t.api('POST', '/reservation', { token: owner.token, body: at('08:00') });
    expect(booked.status).toBe(201);
    // A move counts; one to where the booking already is does not.
    expect((await t.api('PUT', '/reservation', { token: owner.token, body: { id: booked.body.id, ...at('09:00') } })).status).toBe(200);
    expect((await t.api('PUT', '/reservation', { token: owner.token, body: { id: booked.body.id, ...at('09:00') } })).status).toBe(200);
    expect((await t.api('PUT', `/reservation/${booked.body.id}/status/canceled`, { token: owner.token })).status).toBe(200);
    for (let i = 2; i < 20; i++) {
      const made = await t.api('POST', '/reservation', { token: owner.token, body: at('10:00') });
      expect(made.status).toBe(201);
      expect((await t.api('PUT', `/reservation/${made.body.id}/status/canceled`, { token: owner.token })).status).toBe(200);
    }
    const refused = await t.api('POST', '/reservation', { token: owner.token, body: at('10:00') });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 'BOOKINGS_THROTTLED', message: MSG.reservation.bookingsThrottled });
    expect(await noticesOf(admin, 'FIELD_BOOKING_CREATED')).toBe(19);
    expect((await t.api('GET', `/reservation/team/${team.id}/active`, { token: owner.token })).body).toBe(0);
  });
});
