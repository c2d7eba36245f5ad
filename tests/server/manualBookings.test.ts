/** Manual bookings and weekly fixed turns of a field's administrator (docs/api.md, "Manual bookings"). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSY_TEAM_NAME } from '../../domain/constants';
import { manualBookingPlan, restOfTurn } from '../../domain/fixedTurn';
import { formatPesos } from '../../domain/format';
import * as MSG from '../../domain/messages';
import { bookingPrice } from '../../domain/pricing';
import type { Field, ManualReservationResult, Reservation } from '../../domain/types';
import { reservations } from '../../server/db/schema';
import { createTestApp, ENGINES, TODAY, TOMORROW, type TestApp, type TestUser } from './harness';

// TODAY is Monday 10 June 2030. In 2030 Corpus Christi is Monday 24 June, and San Pedro and Sagrado Corazón both Monday 1 July.
const manual = (fieldId: number, values: Record<string, unknown> = {}) => ({
  fieldId,
  customerName: 'Carlos Pérez',
  customerCellphone: '3001234567',
  reservationDate: TOMORROW,
  startTime: '19:00',
  hours: 2,
  ...values,
});

describe.each(ENGINES)('manual bookings on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  async function setting() {
    const admin = await t.user('FIELD_ADMIN');
    const field = await t.field(admin);
    const owner = await t.user('PLAYER');
    const team = await t.team(owner);
    return { admin, field, owner, team };
  }

  it('takes the slot: the administrator sees the customer, a player sees Ocupado and cannot book over it', async () => {
    const { admin, field, owner, team } = await setting();
    const created = await t.api('POST', '/reservation/manual', { token: admin.token, body: manual(field.id, { note: 'Paga en efectivo' }) });
    expect(created.status).toBe(201);
    expect(created.body.skipped).toEqual([]);
    expect(created.body.reservations).toHaveLength(1);
    const [booked] = created.body.reservations;
    expect(booked).toMatchObject({
      status: 'ACTIVE',
      reservationDate: TOMORROW,
      startTime: '19:00',
      endTime: '21:00',
      hours: 2,
      team: null,
      teamName: 'Carlos Pérez',
      customer: { name: 'Carlos Pérez', cellphone: '3001234567', note: 'Paga en efectivo' },
      seriesId: null,
    });

    const list = await t.api('GET', `/reservation/field/${field.id}`, { token: admin.token });
    expect(list.body.map((r: { id: number }) => r.id)).toContain(booked.id);

    const seen = await t.api('GET', `/field/${field.id}`, { token: owner.token });
    const slot = seen.body.reservations.find((r: { id: number }) => r.id === booked.id);
    expect(slot.teamName).toBe(BUSY_TEAM_NAME);
    expect(slot).not.toHaveProperty('customer');
    expect(slot).not.toHaveProperty('seriesId');
    expect(JSON.stringify(seen.body)).not.toContain('3001234567');

    const over = await t.api('POST', '/reservation', {
      token: owner.token,
      body: { teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime: '20:00', hours: 1 },
    });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ code: 'SLOT_TAKEN', message: MSG.reservation.slotTaken });

    const twice = await t.api('POST', '/reservation/manual', { token: admin.token, body: manual(field.id, { startTime: '20:30', hours: 1 }) });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ code: 'SLOT_TAKEN', message: MSG.reservation.slotTaken });

    // Back to back is fine.
    const after = await t.api('POST', '/reservation/manual', { token: admin.token, body: manual(field.id, { startTime: '21:00', hours: 1 }) });
    expect(after.status).toBe(201);
  });

  it('cannot be placed over a team booking', async () => {
    const { admin, field, team } = await setting();
    await t.reservation(team, field, { reservationDate: TOMORROW, startTime: '18:00', hours: 2 });
    const r = await t.api('POST', '/reservation/manual', { token: admin.token, body: manual(field.id) });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('SLOT_TAKEN');
  });

  it("only the field's administrator creates one (403 NOT_OWNER), and nothing is written", async () => {
    const { field, owner } = await setting();
    const otherAdmin = await t.user('FIELD_ADMIN');
    await t.field(otherAdmin);
    const before = await t.snapshot();
    for (const who of [owner, otherAdmin] as TestUser[]) {
      const r = await t.api('POST', '/reservation/manual', { token: who.token, body: manual(field.id) });
      expect(r.status).toBe(403);
      expect(r.body).toEqual({ code: 'NOT_OWNER', message: MSG.field.notOwner });
    }
    expect((await t.api('POST', '/reservation/manual', { body: manual(field.id) })).status).toBe(401);
    expect(await t.snapshot()).toEqual(before);
  });

  it('refuses bad input with a Spanish 400 and writes nothing', async () => {
    const { admin, field } = await setting();
    const before = await t.snapshot();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ customerName: '   ' }, 'VALIDATION_FAILED', MSG.validation.customerNameRequired],
      [{ customerCellphone: '300123456' }, 'VALIDATION_FAILED', MSG.validation.cellphoneInvalid],
      [{ customerCellphone: '30012345678' }, 'VALIDATION_FAILED', MSG.validation.cellphoneInvalid],
      [{ hours: 4 }, 'BOOKING_HOURS_INVALID', MSG.validation.hours],
      [{ weeks: 1 }, 'VALIDATION_FAILED', MSG.validation.weeks],
      [{ weeks: 27 }, 'VALIDATION_FAILED', MSG.validation.weeks],
      [{ note: 'x'.repeat(201) }, 'VALIDATION_FAILED', MSG.validation.noteLength],
      [{ startTime: '19:15' }, 'BOOKING_TIME_INVALID', MSG.validation.startTime],
    ];
    for (const [change, code, message] of cases) {
      const r = await t.api('POST', '/reservation/manual', { token: admin.token, body: manual(field.id, change) });
      expect(r.status, JSON.stringify(change)).toBe(400);
      expect(r.body.code).toBe(code);
      expect(r.body.message).toBe(message);
    }
    const past = await t.api('POST', '/reservation/manual', { token: admin.token, body: manual(field.id, { reservationDate: '2030-06-09' }) });
    expect(past.body.code).toBe('BOOKING_DATE_INVALID');
    const closed = await t.api('POST', '/reservation/manual', { token: admin.token, body: manual(field.id, { startTime: '21:30' }) });
    expect(closed.body.code).toBe('OUTSIDE_OPENING_HOURS');
    // The calendar's last day, as a fixed turn whose later weeks no date can name: refused, not a crash.
    const farthest = await t.api('POST', '/reservation/manual', {
      token: admin.token,
      body: manual(field.id, { reservationDate: '9999-12-31', weeks: 4 }),
    });
    expect(farthest.status).toBe(400);
    expect(farthest.body).toEqual({ code: 'VALIDATION_FAILED', message: MSG.validation.invalidData });
    expect(await t.snapshot()).toEqual(before);
  });

  it('a fixed turn skips holidays and taken dates and names each with its reason', async () => {
    const { admin, field, team } = await setting();
    await t.reservation(team, field, { reservationDate: '2030-06-17', startTime: '19:30', hours: 1 });
    const r = await t.api('POST', '/reservation/manual', { token: admin.token, body: manual(field.id, { reservationDate: TODAY, weeks: 6 }) });
    expect(r.status).toBe(201);
    expect(r.body.reservations.map((x: { reservationDate: string }) => x.reservationDate)).toEqual(['2030-06-10', '2030-07-08', '2030-07-15']);
    expect(r.body.skipped).toEqual([
      { date: '2030-06-17', reason: 'TAKEN' },
      { date: '2030-06-24', reason: 'HOLIDAY' },
      { date: '2030-07-01', reason: 'HOLIDAY' },
    ]);
    const seriesIds = new Set(r.body.reservations.map((x: { seriesId: string }) => x.seriesId));
    expect(seriesIds.size).toBe(1);
    expect([...seriesIds][0]).toEqual(expect.any(String));
  });

  it("books the dates and the total 'Reserva manual' counts beforehand from the field and its ACTIVE reservations", async () => {
    const { admin, field, team } = await setting();
    await t.reservation(team, field, { reservationDate: '2030-06-17', startTime: '20:00', hours: 1 });
    expect((await t.api('PUT', `/field/${field.id}/closed-days/2030-07-08`, { token: admin.token, body: {} })).status).toBe(200);
    // What the form reads when it opens, and what it counts with.
    const read = await t.api<Field>('GET', `/field/${field.id}`, { token: admin.token });
    const active = await t.api<Reservation[]>('GET', `/reservation/field/${field.id}/status/ACTIVE`, { token: admin.token });
    const request = manual(field.id, { reservationDate: TODAY, weeks: 6 });
    const plan = manualBookingPlan(request, read.body, active.body);
    expect(plan.skipped.map((s) => s.reason)).toEqual(['TAKEN', 'HOLIDAY', 'HOLIDAY', 'CLOSED']);

    const r = await t.api<ManualReservationResult>('POST', '/reservation/manual', { token: admin.token, body: request });
    expect(r.status).toBe(201);
    expect(r.body.reservations.map((x) => ({ date: x.reservationDate, price: x.price }))).toEqual(plan.booked);
    expect(r.body.skipped).toEqual(plan.skipped);
    expect(r.body.reservations.reduce((sum, x) => sum + x.price!, 0)).toBe(plan.total);
    expect(plan.total).toBe(2 * bookingPrice(read.body, TODAY, '19:00', 2));
  });

  it('a fixed turn goes past the booking horizon of players (26 weeks)', async () => {
    const { admin, field } = await setting();
    const r = await t.api('POST', '/reservation/manual', { token: admin.token, body: manual(field.id, { reservationDate: TOMORROW, weeks: 26 }) });
    expect(r.status).toBe(201);
    expect(r.body.reservations.length + r.body.skipped.length).toBe(26);
    expect(r.body.reservations.at(-1).reservationDate).toBe('2030-12-03');
  });

  it('a fixed turn with no free date is a 409 and writes nothing', async () => {
    const { admin, field } = await setting();
    const first = await t.api('POST', '/reservation/manual', { token: admin.token, body: manual(field.id, { weeks: 3 }) });
    expect(first.status).toBe(201);
    const before = await t.snapshot();
    const again = await t.api('POST', '/reservation/manual', { token: admin.token, body: manual(field.id, { weeks: 3 }) });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'SLOT_TAKEN', message: MSG.reservation.seriesNoDates });
    expect(await t.snapshot()).toEqual(before);
  });

  it('carries a deposit already received: on a single booking, on the first date of a fixed turn only, never over its price', async () => {
    const { admin, field } = await setting();
    const single = await t.api('POST', '/reservation/manual', { token: admin.token, body: manual(field.id, { paid: 50_000 }) });
    expect(single.status).toBe(201);
    expect(single.body.reservations[0]).toMatchObject({ price: 180_000, paid: 50_000 });

    const turn = await t.api('POST', '/reservation/manual', {
      token: admin.token,
      body: manual(field.id, { reservationDate: TODAY, startTime: '15:00', weeks: 3, paid: 180_000 }),
    });
    expect(turn.status).toBe(201);
    expect(turn.body.reservations.map((r: { reservationDate: string; paid: number }) => [r.reservationDate, r.paid])).toEqual([
      ['2030-06-10', 180_000],
      ['2030-06-17', 0],
    ]);

    const before = await t.snapshot();
    const tooMuch = await t.api('POST', '/reservation/manual', { token: admin.token, body: manual(field.id, { startTime: '10:00', paid: 180_001 }) });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toEqual({ code: 'VALIDATION_FAILED', message: MSG.payment.tooHigh(formatPesos(180_000)) });
    const negative = await t.api('POST', '/reservation/manual', { token: admin.token, body: manual(field.id, { startTime: '10:00', paid: -1 }) });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toBe(MSG.payment.invalid);
    expect(await t.snapshot()).toEqual(before);
  });

  it('one occurrence, or the rest of the series, can be cancelled; a manual booking is finalized like any other', async () => {
    const { admin, field, owner } = await setting();
    const r = await t.api('POST', '/reservation/manual', { token: admin.token, body: manual(field.id, { reservationDate: TOMORROW, weeks: 5 }) });
    const ids: number[] = r.body.reservations.map((x: { id: number }) => x.id);
    expect(ids).toHaveLength(5);

    const one = await t.api('PUT', `/reservation/${ids[0]}/status/canceled`, { token: admin.token });
    expect(one.status).toBe(200);
    expect(one.body.status).toBe('CANCELED');

    expect((await t.api('PUT', `/reservation/${ids[2]}/series/canceled`, { token: owner.token })).status).toBe(403);
    const rest = await t.api('PUT', `/reservation/${ids[2]}/series/canceled`, { token: admin.token });
    expect(rest.status).toBe(200);
    expect(rest.body.map((x: { id: number }) => x.id)).toEqual(ids.slice(2));
    const statuses = await t.db
      .select({ id: reservations.id, status: reservations.status })
      .from(reservations)
      .where(eq(reservations.fieldId, field.id));
    const byId = new Map(statuses.map((s) => [s.id, s.status]));
    expect(ids.map((id) => byId.get(id))).toEqual(['CANCELED', 'ACTIVE', 'CANCELED', 'CANCELED', 'CANCELED']);

    const again = await t.api('PUT', `/reservation/${ids[3]}/series/canceled`, { token: admin.token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('RESERVATION_NOT_ACTIVE');

    const finalized = await t.api('PUT', `/reservation/${ids[1]}/status/finalize`, { token: admin.token });
    expect(finalized.status).toBe(200);
    expect(finalized.body.status).toBe('FINISHED');
  });

  it('GET /reservation/{id}/series reads the whole turn; the rest cancelled is what restOfTurn counts from it beforehand', async () => {
    const { admin, field } = await setting();
    const r = await t.api<ManualReservationResult>('POST', '/reservation/manual', { token: admin.token, body: manual(field.id, { weeks: 6 }) });
    const ids = r.body.reservations.map((x) => x.id);
    expect(ids).toHaveLength(6);
    // The third week cancelled alone, and the first finalized: neither is cancelled again.
    await t.api('PUT', `/reservation/${ids[2]}/status/canceled`, { token: admin.token });
    await t.api('PUT', `/reservation/${ids[0]}/status/finalize`, { token: admin.token });

    const turn = await t.api<Reservation[]>('GET', `/reservation/${ids[1]}/series`, { token: admin.token });
    expect(turn.status).toBe(200);
    expect(turn.body.map((x) => [x.id, x.status])).toEqual([
      [ids[0], 'FINISHED'],
      [ids[1], 'ACTIVE'],
      [ids[2], 'CANCELED'],
      [ids[3], 'ACTIVE'],
      [ids[4], 'ACTIVE'],
      [ids[5], 'ACTIVE'],
    ]);
    expect(turn.body[1]).toMatchObject({ customer: { name: 'Carlos Pérez' }, seriesId: r.body.reservations[0].seriesId });
    const counted = restOfTurn(ids[1], turn.body);
    expect(counted.map((x) => x.id)).toEqual([ids[1], ids[3], ids[4], ids[5]]);

    const rest = await t.api<Reservation[]>('PUT', `/reservation/${ids[1]}/series/canceled`, { token: admin.token });
    expect(rest.status).toBe(200);
    expect(rest.body.map((x) => x.id)).toEqual(counted.map((x) => x.id));
    const after = await t.api<Reservation[]>('GET', `/reservation/${ids[1]}/series`, { token: admin.token });
    expect(after.body.map((x) => x.status)).toEqual(['FINISHED', 'CANCELED', 'CANCELED', 'CANCELED', 'CANCELED', 'CANCELED']);
  });

  it('a single booking has no series to cancel (400)', async () => {
    const { admin, field } = await setting();
    const r = await t.api('POST', '/reservation/manual', { token: admin.token, body: manual(field.id) });
    const res = await t.api('PUT', `/reservation/${r.body.reservations[0].id}/series/canceled`, { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'VALIDATION_FAILED', message: MSG.reservation.notSeries });
    const read = await t.api('GET', `/reservation/${r.body.reservations[0].id}/series`, { token: admin.token });
    expect(read.status).toBe(400);
    expect(read.body).toEqual({ code: 'VALIDATION_FAILED', message: MSG.reservation.notSeries });
    expect((await t.api('GET', '/reservation/999999/series', { token: admin.token })).status).toBe(404);
  });

  it("the database refuses a row with neither team nor customer, a cellphone without a customer, and a customer on a team's booking", async () => {
    const { field, team } = await setting();
    const base = {
      fieldId: field.id,
      fieldName: field.name,
      teamName: 'x',
      reservationDate: TOMORROW,
      startTime: '08:00',
      endTime: '09:00',
      hours: 1,
      startsAt: new Date('2030-06-11T13:00:00Z'),
      endsAt: new Date('2030-06-11T14:00:00Z'),
      price: 0,
    };
    await expect(t.db.insert(reservations).values(base)).rejects.toThrow();
    await expect(t.db.insert(reservations).values({ ...base, customerCellphone: '3001234567' })).rejects.toThrow();
    await expect(t.db.insert(reservations).values({ ...base, teamId: team.id, customerName: 'Ana' })).rejects.toThrow();
    // A walk-in's customer may have no cellphone (docs/api.md, "Manual bookings").
    await expect(t.db.insert(reservations).values({ ...base, customerName: 'Ana' })).resolves.toBeDefined();
  });
  it("lists the field's customers for 'Reserva manual' to suggest: one per cellphone, the latest first, to its administrator alone", async () => {
    const { admin, field, owner, team } = await setting();
    const book = (values: Record<string, unknown>) => t.api('POST', '/reservation/manual', { token: admin.token, body: manual(field.id, values) });
    const customers = (token: string | undefined, id = field.id) => t.api('GET', `/reservation/field/${id}/customers`, { token });
    expect((await customers(admin.token)).body).toEqual([]);

    expect((await book({ customerName: 'Carlos', startTime: '08:00', hours: 1 })).status).toBe(201);
    // The same cellphone later, with the name mended: one customer, under the name last written.
    expect((await book({ customerName: 'Carlos Pérez', reservationDate: '2030-06-12', startTime: '08:00', hours: 1 })).status).toBe(201);
    const ana = await book({ customerName: 'Ana Gómez', customerCellphone: '3109876543', startTime: '10:00', hours: 1 });
    expect(ana.status).toBe(201);
    // A cancelled booking keeps its customer known, but is not counted.
    expect((await t.api('PUT', `/reservation/${ana.body.reservations[0].id}/status/canceled`, { token: admin.token })).status).toBe(200);
    // A team's booking is no customer.
    await t.api('POST', '/reservation', {
      token: owner.token,
      body: { teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime: '15:00', hours: 1 },
    });

    const listed = await customers(admin.token);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      { name: 'Carlos Pérez', cellphone: '3001234567', bookings: 2, lastDate: '2030-06-12' },
      { name: 'Ana Gómez', cellphone: '3109876543', bookings: 0, lastDate: TOMORROW },
    ]);

    // Cellphones are personal: nobody but the field's administrator reads them.
    const other = await t.user('FIELD_ADMIN');
    const otherField = await t.field(other);
    for (const token of [owner.token, other.token]) {
      const refused = await customers(token);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ code: 'NOT_OWNER', message: MSG.field.notOwner });
    }
    expect((await customers(undefined)).status).toBe(401);
    expect((await customers(other.token, otherField.id)).body).toEqual([]);
    expect((await customers(admin.token, 999999)).status).toBe(404);
    expect((await t.api('GET', '/reservation/field/abc/customers', { token: admin.token })).status).toBe(400);
  });
  describe('sent again after a lost answer (Idempotency-Key, docs/api.md "A lost answer")', () => {
    const KEY = () => crypto.randomUUID();
    const send = (token: string, body: unknown, key: string) =>
      t.api('POST', '/reservation/manual', { token, body, headers: { 'idempotency-key': key } });
    const ofField = (fieldId: number) => t.db.select().from(reservations).where(eq(reservations.fieldId, fieldId));

    it('the same booking with the same key is made once, its deposit recorded once, and answered alike', async () => {
      const { admin, field } = await setting();
      const key = KEY();
      const body = manual(field.id, { paid: 30000 });
      const first = await send(admin.token, body, key);
      const again = await send(admin.token, body, key);
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      const rows = await ofField(field.id);
      expect(rows).toHaveLength(1);
      expect(Number(rows[0].paid)).toBe(30000);
      // Another key is another booking: the slot is then taken.
      expect((await send(admin.token, body, KEY())).body.code).toBe('SLOT_TAKEN');
    });

    it('a fixed turn sent again with its key answers the same dates booked and left out', async () => {
      const { admin, field } = await setting();
      const key = KEY();
      const body = manual(field.id, { weeks: 4 });
      const first = await send(admin.token, body, key);
      const again = await send(admin.token, body, key);
      expect(first.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(await ofField(field.id)).toHaveLength(first.body.reservations.length);
    });

    it('the same key sent at once: one booking, both answered with it', async () => {
      const { admin, field } = await setting();
      const key = KEY();
      const body = manual(field.id);
      const answers = await Promise.all(Array.from({ length: 4 }, () => send(admin.token, body, key)));
      for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(201);
      expect(new Set(answers.map((a) => a.body.reservations[0].id)).size).toBe(1);
      expect(await ofField(field.id)).toHaveLength(1);
    });

    it('a refused request keeps no answer: sent again once the refusal is gone, it is made', async () => {
      const { admin, field, owner, team } = await setting();
      const booked = await t.api('POST', '/reservation', {
        token: owner.token,
        body: { teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime: '19:00', hours: 1 },
      });
      const key = KEY();
      expect((await send(admin.token, manual(field.id), key)).body.code).toBe('SLOT_TAKEN');
      await t.api('PUT', `/reservation/${booked.body.id}/status/canceled`, { token: owner.token });
      expect((await send(admin.token, manual(field.id), key)).status).toBe(201);
    });

    it("a key is its user's, for one request: another body is 422, a key that is no UUID 400", async () => {
      const { admin, field } = await setting();
      const key = KEY();
      expect((await send(admin.token, manual(field.id), key)).status).toBe(201);
      const reused = await send(admin.token, manual(field.id, { startTime: '08:00', hours: 1 }), key);
      expect(reused.status).toBe(422);
      expect(reused.body).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', message: MSG.general.keyReused });
      // Another administrator's same key is theirs alone: their own field's booking is made.
      const other = await setting();
      expect((await send(other.admin.token, manual(other.field.id), key)).status).toBe(201);
      const bad = await send(admin.token, manual(field.id, { startTime: '08:00', hours: 1 }), 'otra-vez');
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ code: 'INVALID_IDEMPOTENCY_KEY', message: MSG.validation.invalidRequestKey });
      expect(await ofField(field.id)).toHaveLength(1);
    });
  });
});
