/**
 * Rates by time band and each field's booking horizon (docs/api.md, "Fields" and "Booking"): what the
 * administrator saves, who sees it, the price a booking stores across bands, and the day a field stops taking bookings.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import { isWeekendOrHoliday } from '../../domain/pricing';
import { addDays } from '../../domain/time';
import type { Field, Reservation } from '../../domain/types';
import { createApp } from '../../server/app';
import { reservations } from '../../server/db/schema';
import { createTestApp, ENGINES, TODAY, TOMORROW, type TestApp, type TestUser } from './harness';

// TODAY is Monday 10 June 2030: TOMORROW a Tuesday, 15 June a Saturday, Monday 24 June Corpus Christi (a holiday).
const SATURDAY = '2030-06-15';
const HOLIDAY = '2030-06-24';

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'La Bombonera',
  address: 'Cra 3 #8-45',
  city: 'Cartagena',
  hourlyRate: 80000,
  nightRate: 100000,
  nightFrom: '18:00',
  weekendRate: 110000,
  bookingHorizonDays: 30,
  openingHour: '08:00',
  closingHour: '23:00',
  status: 'ACTIVE',
  ...overrides,
});

const RATES = { hourlyRate: 80000, nightRate: 100000, nightFrom: '18:00', weekendRate: 110000 };

describe.each(ENGINES)('rates and horizon on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    expect([isWeekendOrHoliday(TOMORROW), isWeekendOrHoliday(SATURDAY), isWeekendOrHoliday(HOLIDAY)]).toEqual([false, true, true]);
  });
  afterAll(() => t?.close());

  /** A field with bands, its administrator, and a team whose owner books. */
  async function setting(values: Parameters<TestApp['field']>[1] = {}) {
    const admin = await t.user('FIELD_ADMIN');
    const field = await t.field(admin, { ...RATES, ...values });
    const owner = await t.user('PLAYER');
    const team = await t.team(owner);
    return { admin, field, owner, team };
  }
  const booking = (teamId: number, fieldId: number, reservationDate: string, startTime: string, hours: number) => ({
    teamId,
    fieldId,
    reservationDate,
    startTime,
    hours,
  });

  describe('the field form', () => {
    let admin: TestUser;
    let created: Field;

    it('POST /field stores the bands and the horizon and answers them', async () => {
      admin = await t.user('FIELD_ADMIN');
      const res = await t.api<Field>('POST', '/field', { token: admin.token, body: form() });
      expect(res.status).toBe(201);
      created = res.body;
      expect(created).toMatchObject({ ...RATES, bookingHorizonDays: 30 });
    });

    it('a field without optional rates has them null and a horizon of 60 days', async () => {
      const other = await t.user('FIELD_ADMIN');
      const bare = { ...form(), nightRate: undefined, nightFrom: undefined, weekendRate: undefined, bookingHorizonDays: undefined };
      const res = await t.api<Field>('POST', '/field', { token: other.token, body: bare });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ hourlyRate: 80000, nightRate: null, nightFrom: null, weekendRate: null, bookingHorizonDays: 60 });
    });

    it('the rates are public: a player, another administrator and the anonymous active list see them', async () => {
      const [player, other] = await Promise.all([t.user('PLAYER'), t.user('FIELD_ADMIN')]);
      const expected = { ...RATES, bookingHorizonDays: 30 };
      expect((await t.api<Field>('GET', `/field/${created.id}`, { token: player.token })).body).toMatchObject(expected);
      expect((await t.api<Field>('GET', `/field/${created.id}`, { token: other.token })).body).toMatchObject(expected);
      const active = await t.api<Field[]>('GET', '/field/active');
      expect(active.body.find((f) => f.id === created.id)).toMatchObject(expected);
    });

    it('PUT /field changes the bands and can take them away', async () => {
      const changed = await t.api<Field>('PUT', '/field', {
        token: admin.token,
        body: form({ id: created.id, nightRate: 120000, nightFrom: '19:00', weekendRate: null, bookingHorizonDays: 90 }),
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ hourlyRate: 80000, nightRate: 120000, nightFrom: '19:00', weekendRate: null, bookingHorizonDays: 90 });
      const cleared = await t.api<Field>('PUT', '/field', { token: admin.token, body: form({ id: created.id, nightRate: null, nightFrom: null }) });
      expect(cleared.body).toMatchObject({ nightRate: null, nightFrom: null, weekendRate: 110000, bookingHorizonDays: 30 });
      expect((await t.api<Field[]>('GET', '/field/active')).body.find((f) => f.id === created.id)).toMatchObject({ nightRate: null });
    });

    it('refuses bad bands and horizons with the rule’s message (400) and changes nothing', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ nightFrom: null }, MSG.validation.nightFromRequired],
        [{ nightRate: null }, MSG.validation.nightRateRequired],
        [{ nightFrom: '07:00' }, MSG.validation.nightFromOutsideHours],
        [{ nightFrom: '23:00' }, MSG.validation.nightFromOutsideHours],
        [{ nightFrom: '18:15' }, MSG.validation.nightFromOutsideHours],
        [{ nightFrom: 'tarde' }, MSG.validation.nightFromOutsideHours],
        [{ nightRate: -1 }, MSG.validation.nightRateInvalid],
        [{ weekendRate: -1 }, MSG.validation.weekendRateInvalid],
        [{ weekendRate: '110000' }, MSG.validation.weekendRateInvalid],
        [{ bookingHorizonDays: 0 }, MSG.validation.bookingHorizonInvalid],
        [{ bookingHorizonDays: 366 }, MSG.validation.bookingHorizonInvalid],
        [{ bookingHorizonDays: 1.5 }, MSG.validation.bookingHorizonInvalid],
        // Whole pesos: the database's two decimals would round 0.004 to a free field.
        [{ hourlyRate: 0.004 }, MSG.validation.pesosWhole],
        [{ nightRate: 100000.5 }, MSG.validation.pesosWhole],
      ];
      const before = await t.snapshot();
      const fresh = await t.user('FIELD_ADMIN');
      for (const [bad, message] of cases) {
        const refused = await t.api('POST', '/field', { token: fresh.token, body: form(bad) });
        expect(refused.status, JSON.stringify(bad)).toBe(400);
        expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
        const edited = await t.api('PUT', '/field', { token: admin.token, body: form({ id: created.id, ...bad }) });
        expect(edited.status, JSON.stringify(bad)).toBe(400);
        expect(edited.body.message).toBe(message);
      }
      expect((await t.snapshot()).fields).toBe(before.fields);
    });
  });

  describe('a field open until midnight', () => {
    it('saves a closing of 12:00 a. m. (00:00 from the time input) as 24:00 and sells its last hour, 23:00–24:00, at the night rate', async () => {
      const admin = await t.user('FIELD_ADMIN');
      const created = await t.api<Field>('POST', '/field', {
        token: admin.token,
        body: form({ openingHour: '16:00', closingHour: '00:00', nightFrom: '19:00', weekendRate: null }),
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ openingHour: '16:00', closingHour: '24:00' });
      const owner = await t.user('PLAYER');
      const team = await t.team(owner);
      const last = await t.api<Reservation>('POST', '/reservation', {
        token: owner.token,
        body: booking(team.id, created.body.id, TOMORROW, '23:00', 1),
      });
      expect(last.status).toBe(201);
      expect(last.body).toMatchObject({ startTime: '23:00', endTime: '24:00', price: 100000 });
      const other = await t.user('PLAYER');
      const otherTeam = await t.team(other);
      const past = await t.api('POST', '/reservation/availability', {
        token: other.token,
        body: booking(otherTeam.id, created.body.id, TOMORROW, '22:00', 3),
      });
      expect(past.body).toMatchObject({ code: 'OUTSIDE_OPENING_HOURS' });
      // Closing at 23:00 again would leave that hour outside: refused until the administrator says to cancel it.
      const earlier = await t.api('PUT', '/field', {
        token: admin.token,
        body: form({ id: created.body.id, openingHour: '16:00', closingHour: '23:00', nightFrom: '19:00', weekendRate: null }),
      });
      expect(earlier.status).toBe(409);
      expect(earlier.body).toMatchObject({ code: 'RESERVATIONS_OUTSIDE_HOURS' });
      const same = await t.api<Field>('PUT', '/field', {
        token: admin.token,
        body: form({ id: created.body.id, openingHour: '16:00', closingHour: '24:00', nightFrom: '19:00', weekendRate: null }),
      });
      expect(same.status).toBe(200);
      expect(same.body.closingHour).toBe('24:00');
    });
  });

  describe('the price a booking stores', () => {
    it('a team booking from 17:00 for 2 hours, night from 18:00, costs day + night: availability, the answer and every list agree', async () => {
      const { field, owner, team } = await setting();
      const body = booking(team.id, field.id, TOMORROW, '17:00', 2);
      const available = await t.api('POST', '/reservation/availability', { token: owner.token, body });
      expect(available.status).toBe(200);
      expect(available.body.price).toBe(180000);
      const created = await t.api<Reservation>('POST', '/reservation', { token: owner.token, body });
      expect(created.status).toBe(201);
      expect(created.body.price).toBe(180000);
      const [row] = await t.db.select({ price: reservations.price }).from(reservations).where(eq(reservations.id, created.body.id));
      expect(row.price).toBe(180000);
      expect((await t.api<Reservation[]>('GET', '/reservation', { token: owner.token })).body[0].price).toBe(180000);
      const page = await t.api('GET', `/reservation/filter?teamId=${team.id}&page=0&size=6`, { token: owner.token });
      expect(page.body.content[0].price).toBe(180000);
      expect((await t.api<Reservation>('GET', `/reservation/${created.body.id}`, { token: owner.token })).body.price).toBe(180000);
    });

    it('a booking confirmed at the total the summary showed is refused when the rates changed meanwhile, naming the new total; nothing is booked', async () => {
      const { admin, field, owner, team } = await setting();
      const body = booking(team.id, field.id, TOMORROW, '17:00', 2);
      const available = await t.api('POST', '/reservation/availability', { token: owner.token, body });
      expect(available.body.price).toBe(180000);
      // While the summary is open, the administrator raises the night rate.
      const raised = await t.api('PUT', '/field', {
        token: admin.token,
        body: form({ id: field.id, name: field.name, nightRate: 120000, bookingHorizonDays: 60 }),
      });
      expect(raised.status).toBe(200);
      const before = await t.snapshot();
      const refused = await t.api('POST', '/reservation', { token: owner.token, body: { ...body, endTime: '19:00', price: 180000 } });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ code: 'PRICE_CHANGED', message: MSG.reservation.priceChanged('$\u00a0200.000') });
      expect(await t.snapshot()).toEqual(before);
      // A total that is no amount of whole pesos is no total the summary showed: 400, never taken as that price.
      for (const price of [200000.0000001, 1.5, 1e20, -1]) {
        const bad = await t.api('POST', '/reservation', { token: owner.token, body: { ...body, price } });
        expect(bad.status, String(price)).toBe(400);
      }
      expect(await t.snapshot()).toEqual(before);
      // Confirmed again at the new total, it is booked at it.
      const created = await t.api<Reservation>('POST', '/reservation', { token: owner.token, body: { ...body, price: 200000 } });
      expect(created.status).toBe(201);
      expect(created.body.price).toBe(200000);
    });

    it('a Saturday or a holiday costs the weekend rate at every hour', async () => {
      for (const date of [SATURDAY, HOLIDAY]) {
        const { field, owner, team } = await setting();
        const created = await t.api<Reservation>('POST', '/reservation', { token: owner.token, body: booking(team.id, field.id, date, '17:00', 2) });
        expect(created.status).toBe(201);
        expect(created.body.price).toBe(220000);
      }
    });

    it('a field without optional rates charges hours × the day rate, at night and on Saturday too', async () => {
      const { field, owner, team } = await setting({ nightRate: null, nightFrom: null, weekendRate: null });
      const created = await t.api<Reservation>('POST', '/reservation', {
        token: owner.token,
        body: booking(team.id, field.id, SATURDAY, '19:00', 3),
      });
      expect(created.body.price).toBe(240000);
    });

    it('a manual booking stores its price across bands, and each week of a fixed turn its own (a holiday week is left out)', async () => {
      const { admin, field } = await setting();
      const manual = (values: Record<string, unknown>) => ({
        fieldId: field.id,
        customerName: 'Carlos Pérez',
        customerCellphone: '3001234567',
        ...values,
      });
      const once = await t.api('POST', '/reservation/manual', {
        token: admin.token,
        body: manual({ reservationDate: TOMORROW, startTime: '16:00', hours: 3 }),
      });
      expect(once.status).toBe(201);
      expect(once.body.reservations[0].price).toBe(80000 * 2 + 100000);
      const series = await t.api('POST', '/reservation/manual', {
        token: admin.token,
        body: manual({ reservationDate: SATURDAY, startTime: '09:00', hours: 1, weeks: 2 }),
      });
      expect(series.status).toBe(201);
      expect(series.body.reservations.map((r: Reservation) => [r.reservationDate, r.price])).toEqual([
        [SATURDAY, 110000],
        [addDays(SATURDAY, 7), 110000],
      ]);
      const listed = await t.api<Reservation[]>('GET', `/reservation/field/${field.id}`, { token: admin.token });
      expect(listed.status).toBe(200);
      expect(listed.body.map((r) => r.price).sort()).toEqual([110000, 110000, 260000]);
    });

    it('a later change of rates keeps the price of existing reservations; new bookings pay the new rates', async () => {
      const { admin, field, owner, team } = await setting();
      const booked = await t.api<Reservation>('POST', '/reservation', { token: owner.token, body: booking(team.id, field.id, TOMORROW, '18:00', 1) });
      expect(booked.body.price).toBe(100000);
      const manual = await t.api('POST', '/reservation/manual', {
        token: admin.token,
        body: { fieldId: field.id, customerName: 'Ana', customerCellphone: '3001234567', reservationDate: TOMORROW, startTime: '10:00', hours: 1 },
      });
      expect(manual.body.reservations[0].price).toBe(80000);

      const edit = await t.api('PUT', '/field', {
        token: admin.token,
        body: form({
          id: field.id,
          name: field.name,
          hourlyRate: 90000,
          nightRate: 150000,
          nightFrom: '17:00',
          weekendRate: null,
          closingHour: '22:00',
        }),
      });
      expect(edit.status).toBe(200);
      const mine = await t.api<Reservation>('GET', `/reservation/${booked.body.id}`, { token: owner.token });
      expect(mine.body.price).toBe(100000);
      const all = await t.api<Reservation[]>('GET', `/reservation/field/${field.id}`, { token: admin.token });
      expect(all.body.map((r) => r.price).sort()).toEqual([100000, 80000].sort());

      const other = await t.user('PLAYER');
      const otherTeam = await t.team(other);
      const later = await t.api<Reservation>('POST', '/reservation', {
        token: other.token,
        body: booking(otherTeam.id, field.id, TOMORROW, '16:00', 2),
      });
      expect(later.body.price).toBe(90000 + 150000);
    });

    it("another team sees a busy slot without its price; the team's owner and the administrator see it", async () => {
      const { admin, field, owner, team } = await setting();
      const booked = await t.api<Reservation>('POST', '/reservation', { token: owner.token, body: booking(team.id, field.id, TOMORROW, '19:00', 1) });
      expect(booked.status).toBe(201);
      const stranger = await t.user('PLAYER');
      await t.team(stranger);
      const seen = (token: string) => t.api<Field>('GET', `/field/${field.id}`, { token }).then((r) => r.body.reservations![0]);
      expect(await seen(stranger.token)).toMatchObject({ teamName: 'Ocupado', team: null });
      expect(await seen(stranger.token)).not.toHaveProperty('price');
      expect((await seen(owner.token))?.price).toBe(100000);
      expect((await seen(admin.token))?.price).toBe(100000);
    });
  });

  describe("each field's booking horizon", () => {
    it('a team books up to the field’s last day and is refused the day after with the field’s number', async () => {
      const { field, owner, team } = await setting({ bookingHorizonDays: 10 });
      const at = (days: number) => booking(team.id, field.id, addDays(TODAY, days), '10:00', 1);
      expect((await t.api('POST', '/reservation/availability', { token: owner.token, body: at(10) })).status).toBe(200);
      for (const path of ['/reservation/availability', '/reservation']) {
        const refused = await t.api('POST', path, { token: owner.token, body: at(11) });
        expect(refused.status).toBe(400);
        expect(refused.body).toEqual({ code: 'BOOKING_BEYOND_HORIZON', message: MSG.reservation.beyondHorizon(10) });
      }
      const created = await t.api('POST', '/reservation', { token: owner.token, body: at(10) });
      expect(created.status).toBe(201);
    });

    it('a manual booking’s first date keeps the field’s horizon; later weeks of a fixed turn may lie beyond it', async () => {
      const { admin, field } = await setting({ bookingHorizonDays: 10 });
      const manual = (days: number, weeks?: number) => ({
        fieldId: field.id,
        customerName: 'Carlos Pérez',
        customerCellphone: '3001234567',
        reservationDate: addDays(TODAY, days),
        startTime: '10:00',
        hours: 1,
        ...(weeks ? { weeks } : {}),
      });
      const refused = await t.api('POST', '/reservation/manual', { token: admin.token, body: manual(11) });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ code: 'BOOKING_BEYOND_HORIZON', message: MSG.reservation.beyondHorizon(10) });
      const series = await t.api('POST', '/reservation/manual', { token: admin.token, body: manual(10, 3) });
      expect(series.status).toBe(201);
      expect(series.body.reservations.map((r: Reservation) => r.reservationDate)).toEqual([10, 17, 24].map((d) => addDays(TODAY, d)));
    });

    it('a longer horizon than the default is honoured; the server’s BOOKING_HORIZON_DAYS stays a ceiling over every field', async () => {
      const { field, owner, team } = await setting({ bookingHorizonDays: 120 });
      const body = (days: number) => booking(team.id, field.id, addDays(TODAY, days), '10:00', 1);
      expect((await t.api('POST', '/reservation/availability', { token: owner.token, body: body(120) })).status).toBe(200);
      expect((await t.api('POST', '/reservation/availability', { token: owner.token, body: body(121) })).body.code).toBe('BOOKING_BEYOND_HORIZON');
      const capped = createApp({ ...t.deps, bookingHorizonDays: 45 });
      const check = async (days: number) => {
        const res = await capped.request('/api/v1/reservation/availability', {
          method: 'POST',
          headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body(days)),
        });
        return { status: res.status, body: await res.json() };
      };
      expect((await check(45)).status).toBe(200);
      expect(await check(46)).toEqual({ status: 400, body: { code: 'BOOKING_BEYOND_HORIZON', message: MSG.reservation.beyondHorizon(45) } });
    });
  });
});
