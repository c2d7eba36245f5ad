/** 'Buscar cancha libre' (docs/api.md, "Free fields"): which fields are free for a whole slot, and near it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import type { FreeField } from '../../domain/types';
import { eq, max } from 'drizzle-orm';
import { addDays } from '../../domain/time';
import { fieldClosures, fields } from '../../server/db/schema';
import { createTestApp, ENGINES, TODAY, TOMORROW, type TestApp } from './harness';

// TODAY is Monday 10 June 2030, 08:00 in Bogota. Saturday 15 June; Wednesday 12 June.
const SATURDAY = '2030-06-15';
const WEDNESDAY = '2030-06-12';

describe.each(ENGINES)('free fields on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  const free = (query: string) => t.api('GET', `/field/free?${query}`);
  const near = (query: string) => t.api('GET', `/field/free/near?${query}`);
  /** The answer's entries for these fields only (each test's fields share the database with the others'). */
  const mine = <T extends { field: { id: number } }>(list: T[], ...ids: number[]) => list.filter((x) => ids.includes(x.field.id));

  async function fieldOf(values: Parameters<TestApp['field']>[1] = {}) {
    return t.field(await t.user('FIELD_ADMIN'), values);
  }
  async function someTeam() {
    return t.team(await t.user('PLAYER'));
  }

  it('lists, without a token, the fields free for the whole slot: cheapest first, each total by its rate bands', async () => {
    // 18:00 for 2 hours on a Wednesday: A's second hour is at its night rate (from 19:00), B has one rate.
    const a = await fieldOf({ name: 'Alfa', hourlyRate: 90000, nightRate: 120000, nightFrom: '19:00' });
    const b = await fieldOf({ name: 'Bravo', hourlyRate: 100000, weekendRate: 150000 });
    const c = await fieldOf({ name: 'Charlie', hourlyRate: 100000 });
    const answer = await free(`date=${WEDNESDAY}&start=18:00&hours=2`);
    expect(answer.status).toBe(200);
    expect(mine(answer.body, a.id, b.id, c.id)).toEqual([
      { field: { id: b.id, name: 'Bravo', address: b.address, city: 'Cartagena', openingHour: '08:00', closingHour: '22:00' }, price: 200000 },
      { field: { id: c.id, name: 'Charlie', address: c.address, city: 'Cartagena', openingHour: '08:00', closingHour: '22:00' }, price: 200000 },
      { field: { id: a.id, name: 'Alfa', address: a.address, city: 'Cartagena', openingHour: '08:00', closingHour: '22:00' }, price: 210000 },
    ]);
    // On Saturday B's weekend rate applies all day, A's night hour still counts: A is then the cheapest.
    const saturday = await free(`date=${SATURDAY}&start=18:00&hours=2`);
    expect(mine<FreeField>(saturday.body, a.id, b.id, c.id).map((x) => [x.field.name, x.price])).toEqual([
      ['Charlie', 200000],
      ['Alfa', 210000],
      ['Bravo', 300000],
    ]);
    // The whole answer is in order, whoever else is in the database.
    const prices = (answer.body as { price: number }[]).map((x) => x.price);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
  });

  it('leaves out a field taken for any part of the slot, and keeps one taken only back to back', async () => {
    const takenWhole = await fieldOf();
    const takenPart = await fieldOf();
    const backToBack = await fieldOf();
    const takenOtherDay = await fieldOf();
    const canceled = await fieldOf();
    const team = await someTeam();
    await t.reservation(team, takenWhole, { reservationDate: SATURDAY, startTime: '20:00', hours: 1 });
    // 21:00–22:00 meets only the second hour of 20:00–22:00.
    await t.reservation(await someTeam(), takenPart, { reservationDate: SATURDAY, startTime: '21:00', hours: 1 });
    // 18:00–20:00 ends as the slot starts.
    await t.reservation(await someTeam(), backToBack, { reservationDate: SATURDAY, startTime: '18:00', hours: 2 });
    await t.reservation(await someTeam(), takenOtherDay, { reservationDate: WEDNESDAY, startTime: '20:00', hours: 2 });
    await t.reservation(await someTeam(), canceled, { reservationDate: SATURDAY, startTime: '20:00', hours: 2, status: 'CANCELED' });
    const answer = await free(`date=${SATURDAY}&start=20:00&hours=2`);
    expect(answer.status).toBe(200);
    const ids = (answer.body as { field: { id: number } }[]).map((x) => x.field.id);
    expect(ids).not.toContain(takenWhole.id);
    expect(ids).not.toContain(takenPart.id);
    expect(ids).toEqual(expect.arrayContaining([backToBack.id, takenOtherDay.id, canceled.id]));
    // One hour from 20:00 is still taken on the first, free on the second.
    const oneHour = (await free(`date=${SATURDAY}&start=20:00&hours=1`)).body.map((x: { field: { id: number } }) => x.field.id);
    expect(oneHour).not.toContain(takenWhole.id);
    expect(oneHour).toContain(takenPart.id);
  });

  it('leaves out an inactive field, one closed that day, one not open for the whole slot and one that does not book that far ahead', async () => {
    const open = await fieldOf();
    const inactive = await fieldOf({ status: 'INACTIVE' });
    const closed = await fieldOf();
    await t.db.insert(fieldClosures).values({ fieldId: closed.id, day: SATURDAY, reason: 'Mantenimiento' });
    const closesEarly = await fieldOf({ closingHour: '21:00' });
    const opensLate = await fieldOf({ openingHour: '20:30' });
    const untilMidnight = await fieldOf({ closingHour: '24:00' });
    // Saturday is 5 days ahead.
    const shortHorizon = await fieldOf({ bookingHorizonDays: 4 });
    const justEnough = await fieldOf({ bookingHorizonDays: 5 });
    const ids = (await free(`date=${SATURDAY}&start=20:00&hours=2`)).body.map((x: { field: { id: number } }) => x.field.id);
    expect(ids).toEqual(expect.arrayContaining([open.id, untilMidnight.id, justEnough.id]));
    for (const out of [inactive, closed, closesEarly, opensLate, shortHorizon]) expect(ids).not.toContain(out.id);
    // Closed on Saturday only: free on Sunday.
    expect((await free('date=2030-06-16&start=20:00&hours=2')).body.map((x: { field: { id: number } }) => x.field.id)).toContain(closed.id);
    // Until midnight: 22:00 for 2 hours fits it alone.
    const late = (await free(`date=${SATURDAY}&start=22:00&hours=2`)).body.map((x: { field: { id: number } }) => x.field.id);
    expect(late).toContain(untilMidnight.id);
    expect(late).not.toContain(open.id);
    // A slot past midnight fits no field.
    expect((await free(`date=${SATURDAY}&start=23:00&hours=2`)).body).toEqual([]);
  });

  it('is one statement', async () => {
    await fieldOf();
    const { result, queries } = await t.queriesOf(() => free(`date=${SATURDAY}&start=19:00&hours=1`));
    expect(result.status).toBe(200);
    expect(queries).toHaveLength(1);
  });

  it('refuses, with a Spanish reason, a malformed date, time or length, a start already past and a date beyond the horizon', async () => {
    const refusal = (code: string, message: string) => ({ status: 400, body: expect.objectContaining({ code, message }) });
    const check = async (query: string, code: string, message: string) => {
      const answer = await free(query);
      expect({ status: answer.status, body: answer.body }, query).toEqual(refusal(code, message));
      const nearAnswer = await near(query);
      expect({ status: nearAnswer.status, body: nearAnswer.body }, `near ${query}`).toEqual(refusal(code, message));
    };
    for (const date of ['2030-02-30', 'sábado', '15/06/2030', '']) {
      await check(`date=${encodeURIComponent(date)}&start=20:00&hours=1`, 'BOOKING_DATE_INVALID', MSG.validation.reservationDate);
    }
    await check('start=20:00&hours=1', 'BOOKING_DATE_INVALID', MSG.validation.reservationDate);
    for (const start of ['20:15', '8pm', '24:00', '20:00:00', '']) {
      await check(`date=${SATURDAY}&start=${encodeURIComponent(start)}&hours=1`, 'BOOKING_TIME_INVALID', MSG.validation.startTime);
    }
    for (const hours of ['0', '4', '1.5', '02', ' 2', 'dos', '']) {
      await check(`date=${SATURDAY}&start=20:00&hours=${encodeURIComponent(hours)}`, 'BOOKING_HOURS_INVALID', MSG.validation.hours);
    }
    await check(`date=${SATURDAY}&start=20:00`, 'BOOKING_HOURS_INVALID', MSG.validation.hours);
    // Yesterday, and today at a start already begun (it is 08:00): refused; today at 08:30 is asked.
    await check('date=2030-06-09&start=20:00&hours=1', 'BOOKING_DATE_INVALID', MSG.validation.reservationDate);
    await check(`date=${TODAY}&start=07:30&hours=1`, 'BOOKING_IN_THE_PAST', MSG.search.startPassed);
    await check(`date=${TODAY}&start=08:00&hours=1`, 'BOOKING_IN_THE_PAST', MSG.search.startPassed);
    expect((await free(`date=${TODAY}&start=08:30&hours=1`)).status).toBe(200);
    // The ceiling (BOOKING_HORIZON_DAYS): 365 days by default, the server's setting when given (a field takes bookings
    // that far ahead, so the day is asked).
    const far = await fieldOf({ bookingHorizonDays: 365 });
    try {
      expect((await free('date=2031-06-10&start=20:00&hours=1')).status).toBe(200);
      await check('date=2031-06-11&start=20:00&hours=1', 'BOOKING_BEYOND_HORIZON', MSG.reservation.beyondHorizon(365));
      t.deps.bookingHorizonDays = 3;
      await check(`date=${SATURDAY}&start=20:00&hours=1`, 'BOOKING_BEYOND_HORIZON', MSG.reservation.beyondHorizon(3));
      expect((await free(`date=2030-06-13&start=20:00&hours=1`)).status).toBe(200);
    } finally {
      t.deps.bookingHorizonDays = undefined;
      await t.db.update(fields).set({ status: 'INACTIVE' }).where(eq(fields.id, far.id));
    }
  });

  it('says a day farther ahead than any open field takes bookings as such, not as nothing free', async () => {
    await fieldOf({ bookingHorizonDays: 90 });
    const [{ furthest }] = await t.db
      .select({ furthest: max(fields.bookingHorizonDays) })
      .from(fields)
      .where(eq(fields.status, 'ACTIVE'));
    const beyond = addDays(TODAY, furthest! + 1);
    for (const ask of [free, near]) {
      const answer = await ask(`date=${beyond}&start=20:00&hours=1`);
      expect([answer.status, answer.body]).toEqual([400, { code: 'BOOKING_BEYOND_HORIZON', message: MSG.reservation.beyondHorizon(furthest!) }]);
      // The farthest day some field takes is asked as any other.
      expect((await ask(`date=${addDays(TODAY, furthest!)}&start=20:00&hours=1`)).status).toBe(200);
    }
  });

  it('near: each field free that day, its free start times within two hours either side, nearest field first, each with its total', async () => {
    const date = '2030-06-14'; // a Friday
    // Taken 19:00–21:00, closing at 22:00: for 20:00 for 1 hour, 18:00 (18:30 would meet the booking) and 21:00 (21:30 would end after closing).
    const near1 = await fieldOf({ name: 'Near 1', hourlyRate: 80000, nightRate: 100000, nightFrom: '19:00' });
    await t.reservation(await someTeam(), near1, { reservationDate: date, startTime: '19:00', hours: 2 });
    // Taken 18:00–21:00, closing at 22:00: only 21:00 fits.
    const near2 = await fieldOf({ name: 'Near 2', hourlyRate: 70000 });
    await t.reservation(await someTeam(), near2, { reservationDate: date, startTime: '18:00', hours: 3 });
    // Taken 17:00–22:00 by two bookings: nothing in the window.
    const full = await fieldOf({ name: 'Full' });
    await t.reservation(await someTeam(), full, { reservationDate: date, startTime: '17:00', hours: 3 });
    await t.reservation(await someTeam(), full, { reservationDate: date, startTime: '20:00', hours: 2 });
    const closed = await fieldOf();
    await t.db.insert(fieldClosures).values({ fieldId: closed.id, day: date, reason: null });
    const answer = await near(`date=${date}&start=20:00&hours=1`);
    expect(answer.status).toBe(200);
    const listed = mine(answer.body, near1.id, near2.id, full.id, closed.id);
    expect(listed).toEqual([
      // Both have 21:00 (an hour away); Near 2 is cheaper then.
      {
        field: expect.objectContaining({ id: near2.id, name: 'Near 2' }),
        times: [{ startTime: '21:00', price: 70000 }],
      },
      {
        field: expect.objectContaining({ id: near1.id, name: 'Near 1' }),
        times: [
          { startTime: '18:00', price: 80000 },
          { startTime: '21:00', price: 100000 },
        ],
      },
    ]);
    // The whole answer: fields with free times only, none listing the asked start.
    for (const f of answer.body as { times: { startTime: string }[] }[]) {
      expect(f.times.length).toBeGreaterThan(0);
      expect(f.times.map((x) => x.startTime)).not.toContain('20:00');
    }
    // Today at 09:00 (taken): 08:00 has begun, 08:30 would meet the booking; after it, up to two hours later.
    const early = await fieldOf({ openingHour: '06:00' });
    await t.reservation(await someTeam(), early, { reservationDate: TODAY, startTime: '09:00', hours: 1 });
    const today = mine((await near(`date=${TODAY}&start=09:00&hours=1`)).body, early.id);
    expect(today).toEqual([
      { field: expect.objectContaining({ id: early.id }), times: ['10:00', '10:30', '11:00'].map((s) => ({ startTime: s, price: 90000 })) },
    ]);
    // One statement too.
    const { queries } = await t.queriesOf(() => near(`date=${TOMORROW}&start=20:00&hours=1`));
    expect(queries).toHaveLength(1);
  });

  it("a field's page for anyone: its public data, when its bookings ahead take place (nothing of whose), its closed days", async () => {
    const admin = await t.user('FIELD_ADMIN');
    const field = await t.field(admin, { name: 'Pública', nightRate: 110000, nightFrom: '18:00' });
    const team = await someTeam();
    await t.reservation(team, field, { reservationDate: SATURDAY, startTime: '20:00', hours: 2 });
    await t.reservation(await someTeam(), field, { reservationDate: SATURDAY, startTime: '10:00', hours: 1, status: 'CANCELED' });
    // Ended already (it is 08:00): not busy any more.
    await t.reservation(await someTeam(), field, { reservationDate: TODAY, startTime: '06:00', hours: 1 });
    await t.db.insert(fieldClosures).values([
      { fieldId: field.id, day: WEDNESDAY, reason: 'Torneo' },
      { fieldId: field.id, day: '2030-06-01', reason: null },
    ]);
    const page = await t.api('GET', `/field/${field.id}/public`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      id: field.id,
      name: 'Pública',
      nightRate: 110000,
      nightFrom: '18:00',
      openingHour: '08:00',
      closingHour: '22:00',
    });
    expect(page.body.busy).toEqual([{ reservationDate: SATURDAY, startTime: '20:00', endTime: '22:00', status: 'ACTIVE' }]);
    expect(page.body.closedDays).toEqual([{ date: WEDNESDAY, reason: 'Torneo' }]);
    expect(page.body.admin).toEqual({ id: admin.id, firstName: 'Admin', lastName: expect.any(String) });
    expect(JSON.stringify(page.body)).not.toContain(team.name);
    expect(page.body).not.toHaveProperty('reservations');
    expect((await t.api('GET', '/field/999999/public')).body.code).toBe('NOT_FOUND');
    expect((await t.api('GET', '/field/999999/public')).status).toBe(404);
  });
});
