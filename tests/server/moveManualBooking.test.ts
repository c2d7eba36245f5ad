/** A field's administrator moves a manual booking to another date and time (docs/api.md, "Moving a manual booking"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPesos } from '../../domain/format';
import * as MSG from '../../domain/messages';
import type { Reservation } from '../../domain/types';
import { eq } from 'drizzle-orm';
import { fields } from '../../server/db/schema';
import { createTestApp, ENGINES, TODAY, TOMORROW, YESTERDAY, type TestApp, type TestUser } from './harness';

// TODAY is Monday 10 June 2030, 08:00 in Bogota; the field's day rate is $ 90.000 an hour, from 18:00 $ 120.000.
const DAY_AFTER = '2030-06-12';

describe.each(ENGINES)('moving a manual booking on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  async function setting() {
    const admin = await t.user('FIELD_ADMIN');
    const field = await t.field(admin, { nightRate: 120000, nightFrom: '18:00' });
    const created = await t.api('POST', '/reservation/manual', {
      token: admin.token,
      body: {
        fieldId: field.id,
        customerName: 'Carlos Pérez',
        customerCellphone: '3001234567',
        note: 'Trae balón',
        reservationDate: TOMORROW,
        startTime: '10:00',
        hours: 2,
        paid: 50000,
        paidMethod: 'NEQUI',
      },
    });
    expect(created.status).toBe(201);
    const booking = created.body.reservations[0] as Reservation;
    return { admin, field, booking };
  }
  const move = (id: number, token: string | undefined, body: Record<string, unknown>) => t.api('PUT', `/reservation/${id}/schedule`, { token, body });

  it('moves it with its customer, note and what was received, at the price of its new time, and frees the old slot', async () => {
    const { admin, field, booking } = await setting();
    expect(booking.price).toBe(180000);
    const moved = await move(booking.id, admin.token, { reservationDate: DAY_AFTER, startTime: '19:00', hours: 2 });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      id: booking.id,
      status: 'ACTIVE',
      reservationDate: DAY_AFTER,
      startTime: '19:00',
      endTime: '21:00',
      hours: 2,
      price: 240000,
      paid: 50000,
      customer: { name: 'Carlos Pérez', cellphone: '3001234567', note: 'Trae balón' },
    });
    const list = await t.api('GET', `/reservation/field/${field.id}`, { token: admin.token });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ id: booking.id, reservationDate: DAY_AFTER, startTime: '19:00' });

    // The old slot is free again: a team books it.
    const owner = await t.user('PLAYER');
    const team = await t.team(owner);
    const booked = await t.api('POST', '/reservation', {
      token: owner.token,
      body: { teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime: '10:00', hours: 2 },
    });
    expect(booked.status).toBe(201);
    // Moving it changes no money: the cash book keeps only the deposit.
    const cash = await t.api('GET', `/field/${field.id}/cash?date=${TODAY}`, { token: admin.token });
    expect(cash.body.movements).toHaveLength(1);
  });

  it('sending the same move again, or a move over its own time, is answered alike and changes nothing more', async () => {
    const { admin, booking } = await setting();
    const to = { reservationDate: TOMORROW, startTime: '11:00', hours: 2 };
    const first = await move(booking.id, admin.token, to);
    expect(first.status).toBe(200);
    const before = await t.snapshot();
    const again = await move(booking.id, admin.token, to);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await t.snapshot()).toEqual(before);
  });

  it('saved where it already is, it keeps the price agreed even when the rates changed since', async () => {
    const { admin, field, booking } = await setting();
    await t.db.update(fields).set({ hourlyRate: 150000 }).where(eq(fields.id, field.id));
    const same = await move(booking.id, admin.token, { reservationDate: TOMORROW, startTime: '10:00', hours: 2 });
    expect(same.status).toBe(200);
    expect(same.body.price).toBe(180000);
    // Moved elsewhere, it takes the rates of now.
    expect((await move(booking.id, admin.token, { reservationDate: TOMORROW, startTime: '11:00', hours: 2 })).body.price).toBe(300000);
  });

  it("a later week of a fixed turn, past the field's horizon, moves within its own date and earlier ones, not beyond", async () => {
    const { admin, field } = await setting();
    await t.db.update(fields).set({ bookingHorizonDays: 10 }).where(eq(fields.id, field.id));
    const turn = await t.api('POST', '/reservation/manual', {
      token: admin.token,
      body: {
        fieldId: field.id,
        customerName: 'Los Amigos',
        customerCellphone: '3109876543',
        reservationDate: TOMORROW,
        startTime: '20:00',
        hours: 1,
        weeks: 4,
      },
    });
    const last = turn.body.reservations.at(-1) as Reservation;
    expect(last.reservationDate).toBe('2030-07-02');
    const longer = await move(last.id, admin.token, { reservationDate: last.reservationDate, startTime: '20:00', hours: 2 });
    expect(longer.status, JSON.stringify(longer.body)).toBe(200);
    expect((await move(last.id, admin.token, { reservationDate: '2030-07-01', startTime: '21:00', hours: 1 })).status).toBe(200);
    const beyond = await move(last.id, admin.token, { reservationDate: '2030-07-03', startTime: '20:00', hours: 1 });
    expect(beyond.status).toBe(400);
    expect(beyond.body.code).toBe('BOOKING_BEYOND_HORIZON');
  });

  it('a time another booking holds is 409 SLOT_TAKEN; back to back is fine', async () => {
    const { admin, field, booking } = await setting();
    const owner = await t.user('PLAYER');
    const team = await t.team(owner);
    await t.reservation(team, field, { reservationDate: DAY_AFTER, startTime: '15:00', hours: 2 });
    const before = await t.snapshot();
    const over = await move(booking.id, admin.token, { reservationDate: DAY_AFTER, startTime: '16:00', hours: 1 });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ code: 'SLOT_TAKEN', message: MSG.reservation.slotTaken });
    expect(await t.snapshot()).toEqual(before);
    expect((await move(booking.id, admin.token, { reservationDate: DAY_AFTER, startTime: '17:00', hours: 1 })).status).toBe(200);
  });

  it("only the field's administrator moves it (403 NOT_OWNER); an unknown booking is 404; nothing is written", async () => {
    const { booking } = await setting();
    const player = await t.user('PLAYER');
    const otherAdmin = await t.user('FIELD_ADMIN');
    await t.field(otherAdmin);
    const before = await t.snapshot();
    const to = { reservationDate: DAY_AFTER, startTime: '10:00', hours: 1 };
    for (const who of [player, otherAdmin] as TestUser[]) {
      const r = await move(booking.id, who.token, to);
      expect(r.status).toBe(403);
      expect(r.body).toEqual({ code: 'NOT_OWNER', message: MSG.field.notOwner });
    }
    expect((await move(booking.id, undefined, to)).status).toBe(401);
    const unknown = await move(999999, player.token, to);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'NOT_FOUND', message: MSG.reservation.notFound });
    expect(await t.snapshot()).toEqual(before);
  });

  it('refuses a team booking, a cancelled one and one already started', async () => {
    const { admin, field, booking } = await setting();
    const owner = await t.user('PLAYER');
    const team = await t.team(owner);
    const teams = await t.reservation(team, field, { reservationDate: TOMORROW, startTime: '15:00', hours: 1 });
    const to = { reservationDate: DAY_AFTER, startTime: '10:00', hours: 1 };
    expect((await move(teams.id, admin.token, to)).body).toEqual({ code: 'RESERVATION_NOT_MANUAL', message: MSG.reservation.moveNotManual });

    await t.at('2030-06-11T15:30:00Z', admin); // 10:30 in Bogota on TOMORROW: the booking is under way
    try {
      const started = await move(booking.id, admin.token, { ...to, reservationDate: '2030-06-13' });
      expect(started.status).toBe(409);
      expect(started.body).toEqual({ code: 'RESERVATION_NOT_NOW', message: MSG.reservation.alreadyStarted });
    } finally {
      await t.at('2030-06-10T13:00:00Z', admin);
    }

    expect((await t.api('PUT', `/reservation/${booking.id}/status/canceled`, { token: admin.token })).status).toBe(200);
    const canceled = await move(booking.id, admin.token, to);
    expect(canceled.status).toBe(409);
    expect(canceled.body).toEqual({ code: 'RESERVATION_NOT_ACTIVE', message: MSG.reservation.notActive });
  });

  it("the new time passes a booking's rules, with the same Spanish refusals, and bad input is a 400", async () => {
    const { admin, field, booking } = await setting();
    expect((await t.api('PUT', `/field/${field.id}/closed-days/${DAY_AFTER}`, { token: admin.token, body: {} })).status).toBe(200);
    const before = await t.snapshot();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ reservationDate: YESTERDAY, startTime: '10:00', hours: 1 }, 400, 'BOOKING_DATE_INVALID'],
      [{ reservationDate: TOMORROW, startTime: '21:30', hours: 1 }, 400, 'OUTSIDE_OPENING_HOURS'],
      [{ reservationDate: TOMORROW, startTime: '10:15', hours: 1 }, 400, 'BOOKING_TIME_INVALID'],
      [{ reservationDate: TOMORROW, startTime: '10:00', hours: 4 }, 400, 'BOOKING_HOURS_INVALID'],
      [{ reservationDate: DAY_AFTER, startTime: '10:00', hours: 1 }, 409, 'DAY_CLOSED'],
      [{ reservationDate: '2031-06-11', startTime: '10:00', hours: 1 }, 400, 'BOOKING_BEYOND_HORIZON'],
      [{ reservationDate: TOMORROW, startTime: '10:00' }, 400, 'BOOKING_HOURS_INVALID'],
      [{ reservationDate: 'mañana', startTime: '10:00', hours: 1 }, 400, 'BOOKING_DATE_INVALID'],
      [{ reservationDate: TOMORROW, startTime: 10, hours: 1 }, 400, 'BOOKING_TIME_INVALID'],
    ];
    for (const [body, status, code] of cases) {
      const r = await move(booking.id, admin.token, body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.code, JSON.stringify(body)).toBe(code);
      expect(r.body.message).toMatch(/[a-záéíóú]/);
    }
    expect(await t.snapshot()).toEqual(before);
  });

  it('a time cheaper than what was received is 409 RESERVATION_PAID', async () => {
    const { admin, booking } = await setting();
    expect((await t.api('PUT', `/reservation/${booking.id}/payment`, { token: admin.token, body: { paid: 180000 } })).status).toBe(200);
    const cheaper = await move(booking.id, admin.token, { reservationDate: DAY_AFTER, startTime: '10:00', hours: 1 });
    expect(cheaper.status).toBe(409);
    expect(cheaper.body).toEqual({ code: 'RESERVATION_PAID', message: MSG.reservation.moveOverPaid(formatPesos(180000)) });
    // As dear or dearer is fine: what was received stays.
    const dearer = await move(booking.id, admin.token, { reservationDate: DAY_AFTER, startTime: '18:00', hours: 2 });
    expect(dearer.body).toMatchObject({ price: 240000, paid: 180000 });
  });

  it('two bookings moved to one slot at once: one is moved, the other is told the slot is taken', async () => {
    for (let round = 0; round < 4; round++) {
      const { admin, field, booking } = await setting();
      const second = await t.api('POST', '/reservation/manual', {
        token: admin.token,
        body: {
          fieldId: field.id,
          customerName: 'Ana Ruiz',
          customerCellphone: '3109876543',
          reservationDate: TOMORROW,
          startTime: '14:00',
          hours: 1,
        },
      });
      const to = { reservationDate: DAY_AFTER, startTime: '20:00', hours: 1 };
      const answers = await Promise.all([move(booking.id, admin.token, to), move(second.body.reservations[0].id, admin.token, to)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.body.code).toBe('SLOT_TAKEN');
      const onDay = (await t.api('GET', `/reservation/field/${field.id}`, { token: admin.token })).body.filter(
        (r: Reservation) => r.reservationDate === DAY_AFTER,
      );
      expect(onDay).toHaveLength(1);
    }
  });
});
