/** GET /field/{id}/stats: home-admin's occupancy and revenue (docs/api.md, "Fields"), on PGlite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import { endTimeOf, instantInAppZone } from '../../domain/time';
import type { FieldStats } from '../../domain/types';
import { eq } from 'drizzle-orm';
import { reservations, users } from '../../server/db/schema';
import { createTestApp, ENGINES, TODAY, type TestApp, type TestUser } from './harness';

// TODAY is Monday 10 June 2030 (08:00 in Bogota). Occupancy covers 13 May – 23 June; revenue the weeks of
// 22 April to the week of 10 June (ending Sunday 16 June).
type Row = { date: string; start: string; hours: number; status: 'ACTIVE' | 'FINISHED' | 'CANCELED'; price: number; customer?: string };

describe.each(ENGINES)('field stats on %s', (engine) => {
  let t: TestApp;
  let admin: TestUser;
  let field: { id: number; name: string };
  let stats: FieldStats;
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await t.user('FIELD_ADMIN');
    field = await t.field(admin, { openingHour: '06:00', closingHour: '23:00' });
    const rows: Row[] = [
      // Saturday 8 June, 18:00–20:00, finished: one hour at 18 and one at 19; week of 3 June.
      { date: '2030-06-08', start: '18:00', hours: 2, status: 'FINISHED', price: 200_000 },
      // Sunday 9 June 21:00–23:00 in Bogota is Monday 02:00–04:00 UTC: it must read domingo, 21 and 22.
      { date: '2030-06-09', start: '21:00', hours: 2, status: 'FINISHED', price: 160_000 },
      // Saturday 15 June 18:00, a manual booking (no team), active: 18 on Saturdays now holds 2 hours; week of 10 June.
      { date: '2030-06-15', start: '18:00', hours: 1, status: 'ACTIVE', price: 100_000, customer: 'Carlos Pérez' },
      // Wednesday 12 June 18:30–19:30: half an hour in 18 and half in 19.
      { date: '2030-06-12', start: '18:30', hours: 1, status: 'ACTIVE', price: 90_000 },
      // Thursday 13 June 08:30–11:30, the longest booking from a :30 start: half of 8, all of 9 and 10, half of 11.
      { date: '2030-06-13', start: '08:30', hours: 3, status: 'ACTIVE', price: 270_000 },
      // Cancelled: counts nowhere.
      { date: '2030-06-08', start: '20:00', hours: 2, status: 'CANCELED', price: 999_000 },
      { date: '2030-06-13', start: '08:00', hours: 3, status: 'CANCELED', price: 999_000 },
      // Sunday 12 May: one day before the occupancy range, but in the revenue range (week of 6 May).
      { date: '2030-05-12', start: '10:00', hours: 1, status: 'FINISHED', price: 80_000 },
      // Sunday 21 April: before both ranges. Monday 24 June: after both.
      { date: '2030-04-21', start: '10:00', hours: 1, status: 'FINISHED', price: 70_000 },
      { date: '2030-06-24', start: '10:00', hours: 1, status: 'ACTIVE', price: 70_000 },
    ];
    for (const r of rows) await insert(field, r);
    // Another field's booking at the same time changes nothing here.
    const other = await t.field(await t.user('FIELD_ADMIN'));
    await insert(other, { date: '2030-06-08', start: '18:00', hours: 2, status: 'FINISHED', price: 500_000 });
    const res = await t.api<FieldStats>('GET', `/field/${field.id}/stats`, { token: admin.token });
    expect(res.status).toBe(200);
    stats = res.body;
  });
  afterAll(() => t?.close());

  /** A row straight in the database, each team booking with a team of its own (a team holds one ACTIVE reservation at most). */
  async function insert(f: { id: number; name: string }, r: Row) {
    const endTime = endTimeOf(r.start, r.hours)!;
    const team = r.customer ? null : await t.team(await t.user('PLAYER'));
    await t.db.insert(reservations).values({
      fieldId: f.id,
      fieldName: f.name,
      teamId: team?.id ?? null,
      teamName: team?.name ?? r.customer!,
      customerName: r.customer ?? null,
      customerCellphone: r.customer ? '3001234567' : null,
      reservationDate: r.date,
      startTime: r.start,
      endTime,
      hours: r.hours,
      startsAt: instantInAppZone(r.date, r.start),
      endsAt: instantInAppZone(r.date, endTime),
      status: r.status,
      price: r.price,
    });
  }

  it('answers the ranges in Bogota days and the field’s hours', () => {
    expect(stats.today).toBe(TODAY);
    expect(stats.range).toEqual({ occupancy: { from: '2030-05-13', to: '2030-06-23' }, revenue: { from: '2030-04-22', to: '2030-06-16' } });
    expect(stats).toMatchObject({ openingHour: '06:00', closingHour: '23:00' });
  });

  it('counts booked hours by weekday and hour: a 2-hour booking in both hours, half hours as halves, cancelled and out-of-range ones not at all', () => {
    expect(stats.occupancy).toEqual([
      { weekday: 3, hour: 18, hours: 0.5 },
      { weekday: 3, hour: 19, hours: 0.5 },
      { weekday: 4, hour: 8, hours: 0.5 },
      { weekday: 4, hour: 9, hours: 1 },
      { weekday: 4, hour: 10, hours: 1 },
      { weekday: 4, hour: 11, hours: 0.5 },
      { weekday: 6, hour: 18, hours: 2 },
      { weekday: 6, hour: 19, hours: 1 },
      { weekday: 7, hour: 21, hours: 1 },
      { weekday: 7, hour: 22, hours: 1 },
    ]);
  });

  it('sums the agreed prices per week from Monday, finished and active apart, 8 weeks with zeros', () => {
    expect(stats.revenue).toEqual([
      { weekStart: '2030-04-22', finished: 0, active: 0, received: 0 },
      { weekStart: '2030-04-29', finished: 0, active: 0, received: 0 },
      { weekStart: '2030-05-06', finished: 80_000, active: 0, received: 0 },
      { weekStart: '2030-05-13', finished: 0, active: 0, received: 0 },
      { weekStart: '2030-05-20', finished: 0, active: 0, received: 0 },
      { weekStart: '2030-05-27', finished: 0, active: 0, received: 0 },
      { weekStart: '2030-06-03', finished: 360_000, active: 0, received: 0 },
      { weekStart: '2030-06-10', finished: 0, active: 460_000, received: 0 },
    ]);
  });

  it('follows the clock: a week later both ranges have moved on', async () => {
    t.clock.set('2030-06-17T13:00:00Z');
    try {
      const [row] = await t.db.select().from(users).where(eq(users.id, admin.id));
      const token = await t.deps.tokens.issue(row);
      const moved = await t.api<FieldStats>('GET', `/field/${field.id}/stats`, { token });
      expect(moved.body.range.revenue).toEqual({ from: '2030-04-29', to: '2030-06-23' });
      expect(moved.body.revenue.at(-1)).toEqual({ weekStart: '2030-06-17', finished: 0, active: 0, received: 0 });
      // 24 June is now inside the occupancy range (a Monday at 10).
      expect(moved.body.occupancy).toContainEqual({ weekday: 1, hour: 10, hours: 1 });
    } finally {
      t.clock.reset();
    }
  });

  it('counts a booking made through the API with the price it was agreed at', async () => {
    const a = await t.user('FIELD_ADMIN');
    const f = await t.field(a, { hourlyRate: 90_000, openingHour: '08:00', closingHour: '22:00' });
    const made = await t.api('POST', '/reservation/manual', {
      token: a.token,
      body: { fieldId: f.id, customerName: 'Ana Díaz', customerCellphone: '3007654321', reservationDate: '2030-06-11', startTime: '19:00', hours: 2 },
    });
    expect(made.status).toBe(201);
    const res = await t.api<FieldStats>('GET', `/field/${f.id}/stats`, { token: a.token });
    expect(res.body.occupancy).toEqual([
      { weekday: 2, hour: 19, hours: 1 },
      { weekday: 2, hour: 20, hours: 1 },
    ]);
    expect(res.body.revenue.at(-1)).toEqual({ weekStart: '2030-06-10', finished: 0, active: 180_000, received: 0 });
    const id = made.body.reservations[0].id;
    // A deposit recorded on it is what the week received (docs/product.md, "Payments").
    expect((await t.api('PUT', `/reservation/${id}/payment`, { token: a.token, body: { paid: 50_000 } })).status).toBe(200);
    const paid = await t.api<FieldStats>('GET', `/field/${f.id}/stats`, { token: a.token });
    expect(paid.body.revenue.at(-1)).toEqual({ weekStart: '2030-06-10', finished: 0, active: 180_000, received: 50_000 });
    expect((await t.api('PUT', `/reservation/${id}/status/finalize`, { token: a.token })).status).toBe(200);
    const after = await t.api<FieldStats>('GET', `/field/${f.id}/stats`, { token: a.token });
    expect(after.body.revenue.at(-1)).toEqual({ weekStart: '2030-06-10', finished: 180_000, active: 0, received: 50_000 });
    expect((await t.api('PUT', `/reservation/${id}/status/canceled`, { token: a.token })).status).toBe(409);
  });

  it('a field without bookings answers empty figures, not an error', async () => {
    const a = await t.user('FIELD_ADMIN');
    const f = await t.field(a);
    const res = await t.api<FieldStats>('GET', `/field/${f.id}/stats`, { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.occupancy).toEqual([]);
    expect(res.body.revenue).toHaveLength(8);
    expect(res.body.revenue.every((w) => w.finished === 0 && w.active === 0)).toBe(true);
  });

  it('only the field’s administrator: another administrator and a player get 403 NOT_OWNER, unknown 404, bad id 400, no token 401', async () => {
    const otherAdmin = await t.user('FIELD_ADMIN');
    await t.field(otherAdmin);
    const player = await t.user('PLAYER');
    for (const who of [otherAdmin, player]) {
      const res = await t.api('GET', `/field/${field.id}/stats`, { token: who.token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'NOT_OWNER', message: MSG.field.notOwner });
    }
    const unknown = await t.api('GET', '/field/999999/stats', { token: admin.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'NOT_FOUND', message: MSG.field.notFound });
    expect((await t.api('GET', '/field/abc/stats', { token: admin.token })).body.code).toBe('INVALID_ID');
    expect((await t.api('GET', `/field/${field.id}/stats`)).status).toBe(401);
  });
});
