/**
 * The team's calendar feed (docs/api.md, "Team calendar"): the owner turns it on, replaces its secret and
 * turns it off; members read its URL; anybody with the URL reads the feed, and nobody without it. The feed
 * holds the team's own bookings (ACTIVE and FINISHED, from 30 days back), nobody else's, and no personal data.
 */
import { addDays } from '../../domain/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import type { TeamCalendar } from '../../domain/types';
import { createTestApp, ENGINES, TODAY, TOMORROW, YESTERDAY, type TestApp, type TestUser } from './harness';

const PATH = /^\/api\/v1\/calendar\/([A-Za-z0-9_-]{43})\.ics$/;

describe.each(ENGINES)('team calendar on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let member: TestUser;
  let stranger: TestUser;
  let otherOwner: TestUser;
  let admin: TestUser;
  let team: { id: number; name: string };
  let otherTeam: { id: number; name: string };
  let field: { id: number; name: string; address: string; city: string };

  beforeAll(async () => {
    t = await createTestApp(engine);
    [owner, member, stranger, otherOwner, admin] = await Promise.all([
      t.user('PLAYER', { cellphone: '3001112233' }),
      t.user('PLAYER'),
      t.user('PLAYER'),
      t.user('PLAYER'),
      t.user('FIELD_ADMIN'),
    ]);
    team = await t.team(owner, [member], { name: 'Tiburones, de Manga' });
    otherTeam = await t.team(otherOwner, [], { name: 'Halcones del Norte' });
    field = await t.field(admin, { name: 'La Bombonera', address: 'Cra 3 #8-45, Bocagrande' });
  });
  afterAll(() => t?.close());

  const calendar = (method: 'GET' | 'POST' | 'DELETE', user: TestUser, teamId = team.id) =>
    t.api<TeamCalendar>(method, `/team/${teamId}/calendar`, { token: user.token });
  /** The feed as a calendar app reads it: no token, only the URL. */
  const feed = (path: string) => t.call<string>('GET', path);

  it('is off until the owner turns it on; members see it off', async () => {
    for (const who of [owner, member]) {
      const res = await calendar('GET', who);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ path: null });
    }
  });

  it('the owner turns it on: a secret URL of 32 random bytes, that members read too', async () => {
    const on = await calendar('POST', owner);
    expect(on.status).toBe(200);
    expect(on.body.path).toMatch(PATH);
    expect((await calendar('GET', member)).body).toEqual(on.body);
    expect((await calendar('GET', owner)).body).toEqual(on.body);
  });

  it('only the owner turns it on, replaces or turns it off (403 NOT_OWNER), and the secret stays', async () => {
    const before = (await calendar('GET', owner)).body.path;
    for (const who of [member, stranger, otherOwner, admin]) {
      for (const method of ['POST', 'DELETE'] as const) {
        const res = await calendar(method, who);
        expect(res.status, `${method} by ${who.id}`).toBe(403);
        expect(res.body).toEqual({ code: 'NOT_OWNER', message: MSG.team.notOwner });
      }
    }
    expect((await calendar('GET', owner)).body.path).toBe(before);
  });

  it('somebody outside the team cannot read the URL (403 NOT_MEMBER); an unknown team is 404', async () => {
    for (const who of [stranger, otherOwner, admin]) {
      const res = await calendar('GET', who);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'NOT_MEMBER', message: MSG.reservation.notMember });
    }
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await calendar(method, owner, 2_000_000);
      expect(res.status).toBe(404);
      expect((res.body as unknown as { code: string }).code).toBe('NOT_FOUND');
    }
    expect((await t.api('GET', `/team/${team.id}/calendar`)).status).toBe(401);
    expect((await t.api('POST', `/team/${team.id}/calendar`)).status).toBe(401);
    expect((await t.api('GET', '/team/abc/calendar', { token: owner.token })).status).toBe(400);
  });

  it("the feed has the team's ACTIVE and FINISHED bookings from 30 days back, not cancelled ones nor other teams'", async () => {
    const upcoming = await t.reservation(team, field, { reservationDate: TOMORROW, startTime: '19:00', hours: 2 });
    const played = await t.reservation(team, field, { reservationDate: YESTERDAY, startTime: '08:00', status: 'FINISHED' });
    const recent = await t.reservation(team, field, { reservationDate: addDays(TODAY, -30), startTime: '09:00', status: 'FINISHED' });
    const old = await t.reservation(team, field, { reservationDate: addDays(TODAY, -31), startTime: '09:00', status: 'FINISHED' });
    const canceled = await t.reservation(team, field, { reservationDate: TOMORROW, startTime: '08:00', status: 'CANCELED' });
    const others = await t.reservation(otherTeam, field, { reservationDate: TOMORROW, startTime: '12:00' });

    const path = (await calendar('GET', member)).body.path!;
    const res = await feed(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
    const text = res.body.replace(/\r\n /g, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain(`X-WR-CALNAME:${MSG.calendar.feedName('Tiburones\\, de Manga')}`);
    const uids = lines.filter((l) => l.startsWith('UID:'));
    expect(uids).toEqual([`UID:reserva-${recent.id}@canchas`, `UID:reserva-${played.id}@canchas`, `UID:reserva-${upcoming.id}@canchas`]);
    for (const left of [old, canceled, others]) expect(text).not.toContain(`reserva-${left.id}@`);
    expect(lines).toContain(`DTSTART;TZID=America/Bogota:${TOMORROW.replaceAll('-', '')}T190000`);
    expect(lines).toContain(`DTEND;TZID=America/Bogota:${TOMORROW.replaceAll('-', '')}T210000`);
    expect(lines).toContain(`SUMMARY:${MSG.share.heading}: La Bombonera`);
    expect(lines).toContain('LOCATION:Cra 3 #8-45\\, Bocagrande\\, Cartagena');
    // Nothing personal, nothing of the other team.
    expect(text).not.toContain('3001112233');
    expect(text).not.toContain(owner.email);
    expect(text).not.toContain('Halcones');
  });

  it('replacing the secret revokes the old URL at once (404); the new one works', async () => {
    const old = (await calendar('GET', owner)).body.path!;
    const renewed = await calendar('POST', owner);
    expect(renewed.status).toBe(200);
    expect(renewed.body.path).toMatch(PATH);
    expect(renewed.body.path).not.toBe(old);
    const gone = await feed(old);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ code: 'NOT_FOUND', message: MSG.general.notFound });
    expect((await feed(renewed.body.path!)).status).toBe(200);
    expect((await calendar('GET', member)).body).toEqual(renewed.body);
  });

  it("a field's name or address cannot add lines to a team's feed: a lone CR or another line break is escaped", async () => {
    const [sneakyAdmin, feedOwner] = await Promise.all([t.user('FIELD_ADMIN'), t.user('PLAYER')]);
    const injected = 'END:VEVENT\rBEGIN:VEVENT\rUID:falso@x\rDTSTART:20300612T100000\rSUMMARY:Partido falso';
    const sneaky = await t.field(sneakyAdmin, { name: `Cancha\r${injected}`, address: `Calle 1\u2028${injected}\u000b`, city: 'Cali\u0085' });
    const feedTeam = await t.team(feedOwner);
    await t.reservation(feedTeam, sneaky, { reservationDate: TOMORROW, startTime: '10:00' });
    const on = await calendar('POST', feedOwner, feedTeam.id);
    const text = (await feed(on.body.path!)).body;
    // A lenient reader breaks lines at any of these characters: the feed still holds one event, and no line the field wrote.
    const lines = text.split(/\r\n|[\r\n\u0085\u2028\u2029\v\f]/);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.some((l) => /^(UID:falso|SUMMARY:Partido falso|DTSTART:20300612)/.test(l))).toBe(false);
    expect(text.split('\r\n').every((l) => !/[^\P{Cc}\t]|[\u2028\u2029]/u.test(l))).toBe(true);
  });

  it("another team's feed shows only that team's bookings", async () => {
    const path = (await calendar('POST', otherOwner, otherTeam.id)).body.path!;
    const text = (await feed(path)).body;
    expect(text).toContain('Halcones del Norte');
    expect(text).not.toContain('Tiburones');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    await calendar('DELETE', otherOwner, otherTeam.id);
  });

  it('only the exact secret opens a feed: a guessed, malformed or tokenless path is 404 and a session is no substitute', async () => {
    const path = (await calendar('GET', owner)).body.path!;
    const token = PATH.exec(path)![1];
    const guessed = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const bad of [`/api/v1/calendar/${guessed}.ics`, `/api/v1/calendar/${token}`, `/api/v1/calendar/${token}x.ics`, '/api/v1/calendar/.ics']) {
      const res = await feed(bad);
      expect(res.status, bad).toBe(404);
      expect((res.body as unknown as { code: string }).code, bad).toBe('NOT_FOUND');
    }
    const withSession = await t.call('GET', `/api/v1/calendar/${guessed}.ics`, { token: owner.token });
    expect(withSession.status).toBe(404);
  });

  it('a member who leaves or is removed stops following the team: the feed gets a new secret, the old URL is 404', async () => {
    for (const departure of ['leaves', 'is removed'] as const) {
      const leaver = await t.user('PLAYER');
      await t.api('POST', `/team/${team.id}/member/${leaver.id}`, { token: owner.token });
      const known = (await calendar('GET', leaver)).body.path!;
      expect(known).toMatch(PATH);
      const by = departure === 'leaves' ? leaver : owner;
      expect((await t.api('POST', `/team/delete/${leaver.id}/team/${team.id}`, { token: by.token })).status).toBe(200);
      expect((await feed(known)).status).toBe(404);
      const now = (await calendar('GET', member)).body.path!;
      expect(now).toMatch(PATH);
      expect(now).not.toBe(known);
      expect((await feed(now)).status).toBe(200);
    }
    // A feed that is off stays off.
    await calendar('DELETE', owner);
    const leaver = await t.user('PLAYER');
    await t.api('POST', `/team/${team.id}/member/${leaver.id}`, { token: owner.token });
    await t.api('POST', `/team/delete/${leaver.id}/team/${team.id}`, { token: leaver.token });
    expect((await calendar('GET', member)).body).toEqual({ path: null });
    await calendar('POST', owner);
  });

  it('the owner turns it off: the URL answers 404 and members see it off; turning it off again is no error', async () => {
    const path = (await calendar('GET', owner)).body.path!;
    const off = await calendar('DELETE', owner);
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ path: null });
    expect((await feed(path)).status).toBe(404);
    expect((await calendar('GET', member)).body).toEqual({ path: null });
    expect((await calendar('DELETE', owner)).body).toEqual({ path: null });
  });

  it('deleting the team ends its feed', async () => {
    const path = (await calendar('POST', owner)).body.path!;
    expect((await t.api('DELETE', `/team/${team.id}`, { token: owner.token })).status).toBe(200);
    expect((await feed(path)).status).toBe(404);
  });
});
