/** The field's news, 'Novedades' (docs/api.md, "Field news"): what teams booked, moved or cancelled since the administrator last looked. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_FIRST_DAYS, NEWS_MAX } from '../../domain/constants';
import * as MSG from '../../domain/messages';
import { addDays } from '../../domain/time';
import type { FieldNews } from '../../domain/types';
import { createTestApp, DEFAULT_NOW, ENGINES, TOMORROW, type TestApp } from './harness';

const MINUTE = 60_000;
const later = (minutes: number) => new Date(DEFAULT_NOW.getTime() + minutes * MINUTE);

describe.each(ENGINES)('field news on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  async function setting() {
    await t.at(DEFAULT_NOW);
    const admin = await t.user('FIELD_ADMIN');
    const field = await t.field(admin, { openingHour: '06:00', closingHour: '23:00' });
    const owner = await t.user('PLAYER');
    const team = await t.team(owner);
    const news = async () => (await t.api('GET', `/field/${field.id}/news`, { token: admin.token })).body as FieldNews;
    const book = (startTime: string) =>
      t.api('POST', '/reservation', {
        token: owner.token,
        body: { teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime, hours: 1 },
      });
    return { admin, field, owner, team, news, book };
  }

  it('a team booking online is news, and moving or cancelling it is its latest news; the administrator’s own are not', async () => {
    const { admin, field, owner, team, news, book } = await setting();
    const booked = await book('10:00');
    expect(booked.status).toBe(201);
    await t.api('POST', '/reservation/manual', {
      token: admin.token,
      body: {
        fieldId: field.id,
        customerName: 'Carlos Pérez',
        customerCellphone: '3001234567',
        reservationDate: TOMORROW,
        startTime: '12:00',
        hours: 1,
      },
    });
    let seen = await news();
    expect(seen.total).toBe(1);
    expect(seen.items).toEqual([{ kind: 'BOOKED', at: DEFAULT_NOW.toISOString(), reservation: expect.objectContaining({ id: booked.body.id }) }]);
    expect(seen.since).toBe(new Date(DEFAULT_NOW.getTime() - NEWS_FIRST_DAYS * 24 * 60 * MINUTE).toISOString());

    await t.at(later(5), admin, owner);
    const moved = await t.api('PUT', '/reservation', {
      token: owner.token,
      body: { id: booked.body.id, teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime: '15:00', hours: 1 },
    });
    expect(moved.status).toBe(200);
    seen = await news();
    expect(seen.items.map((n) => [n.kind, n.at, n.reservation.startTime])).toEqual([['MOVED', later(5).toISOString(), '15:00']]);

    await t.at(later(10), admin, owner);
    expect((await t.api('PUT', `/reservation/${booked.body.id}/status/canceled`, { token: owner.token })).status).toBe(200);
    seen = await news();
    expect(seen.items.map((n) => [n.kind, n.at, n.reservation.status])).toEqual([['CANCELED', later(10).toISOString(), 'CANCELED']]);

    // The administrator's own cancellation of a team's booking is not news to them.
    const other = await book('17:00');
    await t.at(later(15), admin, owner);
    await t.api('PUT', `/reservation/${other.body.id}/status/canceled`, { token: admin.token });
    expect((await news()).items.map((n) => [n.reservation.id, n.kind])).toEqual([
      [other.body.id, 'BOOKED'],
      [booked.body.id, 'CANCELED'],
    ]);
  });

  it('marked seen up to when they were read: what comes after stays news; never back in time', async () => {
    const { admin, field, owner, news, book } = await setting();
    await book('10:00');
    const read = await news();
    await t.at(later(1), admin, owner);
    // A team cancels between the screen's read and the press.
    await t.api('PUT', `/reservation/${read.items[0].reservation.id}/status/canceled`, { token: owner.token });
    const marked = await t.api('PUT', `/field/${field.id}/news/seen`, { token: admin.token, body: { until: read.readAt } });
    expect(marked.status).toBe(200);
    expect((marked.body as FieldNews).since).toBe(read.readAt);
    expect((marked.body as FieldNews).items.map((n) => n.kind)).toEqual(['CANCELED']);

    // Marking an earlier moment changes nothing; a moment in the future counts as now.
    await t.api('PUT', `/field/${field.id}/news/seen`, { token: admin.token, body: { until: '2020-01-01T00:00:00.000Z' } });
    expect((await news()).since).toBe(read.readAt);
    await t.api('PUT', `/field/${field.id}/news/seen`, { token: admin.token, body: { until: '2099-01-01T00:00:00.000Z' } });
    const after = await news();
    expect(after.since).toBe(later(1).toISOString());
    expect(after.total).toBe(0);
    // A day that does not exist is refused, not rolled over into March.
    const impossible = await t.api('PUT', `/field/${field.id}/news/seen`, { token: admin.token, body: { until: '2026-02-30T00:00:00Z' } });
    expect(impossible).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect((await news()).since).toBe(later(1).toISOString());
  });

  it('a team deleted with bookings to come: each is news as cancelled', async () => {
    const { news, book, owner, team } = await setting();
    await book('10:00');
    await t.at(later(3), owner);
    expect((await t.api('DELETE', `/team/${team.id}`, { token: owner.token })).status).toBe(200);
    const seen = await news();
    expect(seen.items.map((n) => [n.kind, n.at, n.reservation.status])).toEqual([['CANCELED', later(3).toISOString(), 'CANCELED']]);
  });

  it(`shows at most ${NEWS_MAX}, the latest first, with how many there are`, async () => {
    const { admin, field } = await setting();
    const owners = await Promise.all(Array.from({ length: NEWS_MAX + 2 }, () => t.user('PLAYER')));
    for (const [i, o] of owners.entries()) {
      const team = await t.team(o);
      await t.at(later(i), o);
      // Ten an hour apart each day, over three days.
      const body = {
        teamId: team.id,
        fieldId: field.id,
        reservationDate: addDays(TOMORROW, Math.floor(i / 10)),
        startTime: `${8 + (i % 10)}:00`.padStart(5, '0'),
        hours: 1,
      };
      const r = await t.api('POST', '/reservation', { token: o.token, body });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    }
    const seen = (await t.api('GET', `/field/${field.id}/news`, { token: admin.token })).body as FieldNews;
    expect(seen.total).toBe(NEWS_MAX + 2);
    expect(seen.items).toHaveLength(NEWS_MAX);
    expect(seen.items[0].at).toBe(later(NEWS_MAX + 1).toISOString());
  });

  it("only the field's administrator reads and marks them; bad input is a Spanish 400", async () => {
    const { field, owner, admin } = await setting();
    const otherAdmin = await t.user('FIELD_ADMIN');
    await t.field(otherAdmin);
    for (const token of [owner.token, otherAdmin.token]) {
      const read = await t.api('GET', `/field/${field.id}/news`, { token });
      expect(read.status).toBe(403);
      expect(read.body).toEqual({ code: 'NOT_OWNER', message: MSG.field.notOwner });
      expect((await t.api('PUT', `/field/${field.id}/news/seen`, { token, body: { until: new Date().toISOString() } })).status).toBe(403);
    }
    expect((await t.api('GET', `/field/${field.id}/news`)).status).toBe(401);
    for (const body of [{}, { until: 'ayer' }, { until: 12 }, []]) {
      const r = await t.api('PUT', `/field/${field.id}/news/seen`, { token: admin.token, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message).toMatch(/[a-záéíóú]/);
    }
  });
});
