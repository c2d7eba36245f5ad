/** A field's cash book (docs/api.md, "Cash book"): each payment and refund recorded, on the Bogota day it was recorded. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import { createTestApp, DEFAULT_NOW, ENGINES, TODAY, TOMORROW, type TestApp, type TestUser } from './harness';

describe.each(ENGINES)('the cash book on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  /** A field at $ 90.000 the hour, and a team's 2-hour booking of it tomorrow at 7 p. m.: $ 180.000. */
  async function booked() {
    const admin = await t.user('FIELD_ADMIN');
    const field = await t.field(admin);
    const owner = await t.user('PLAYER');
    const team = await t.team(owner);
    const created = await t.api('POST', '/reservation', {
      token: owner.token,
      body: { teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime: '19:00', hours: 2 },
    });
    expect(created.status).toBe(201);
    return { admin, field, owner, teamName: created.body.teamName as string, id: created.body.id as number };
  }

  const pay = (id: number, admin: TestUser, paid: number, method?: unknown) =>
    t.api('PUT', `/reservation/${id}/payment`, { token: admin.token, body: { paid, ...(method === undefined ? {} : { method }) } });
  const cash = (fieldId: number, admin: TestUser, date: string) => t.api('GET', `/field/${fieldId}/cash?date=${date}`, { token: admin.token });

  it("lists the day's payments with their corrections, a manual booking's deposit and the refunds, each day apart", async () => {
    const { admin, field, owner, teamName, id } = await booked();
    // At 8:00 a deposit of $ 50.000; at 9:00 it was $ 40.000 after all; sending the same total again moves nothing.
    await t.at(DEFAULT_NOW, admin);
    expect((await pay(id, admin, 50000, 'NEQUI')).status).toBe(200);
    await t.at(new Date(DEFAULT_NOW.getTime() + 3_600_000), admin);
    expect((await pay(id, admin, 40000, 'NEQUI')).status).toBe(200);
    expect((await pay(id, admin, 40000)).status).toBe(200);
    // A customer who called pays $ 30.000 of their booking when it is made.
    const manual = await t.api('POST', '/reservation/manual', {
      token: admin.token,
      body: {
        fieldId: field.id,
        customerName: 'Carlos Pérez',
        customerCellphone: '3001234567',
        reservationDate: TOMORROW,
        startTime: '08:00',
        hours: 1,
        paid: 30000,
        paidMethod: 'DAVIPLATA',
      },
    });
    expect(manual.status).toBe(201);
    const manualId = manual.body.reservations[0].id as number;
    // At 11:30 p.m. in Bogota (4:30 the next day in UTC) the rest of the team's booking: still today.
    await t.at('2030-06-11T04:30:00Z', admin);
    expect((await pay(id, admin, 180000)).status).toBe(200);
    // At midnight, the next day: the team cancels, and the administrator gives back $ 100.000, then $ 80.000.
    await t.at('2030-06-11T05:00:00Z', admin, owner);
    expect((await t.api('PUT', `/reservation/${id}/status/canceled`, { token: owner.token })).status).toBe(200);
    expect((await t.api('PUT', `/reservation/${id}/refund`, { token: admin.token, body: { refunded: 100000, method: 'NEQUI' } })).status).toBe(200);
    expect((await t.api('PUT', `/reservation/${id}/refund`, { token: admin.token, body: { refunded: 80000 } })).status).toBe(200);

    const today = await cash(field.id, admin, TODAY);
    expect(today.status).toBe(200);
    const slot = { reservationDate: TOMORROW, startTime: '19:00', endTime: '21:00' };
    expect(today.body).toMatchObject({ date: TODAY, received: 210000, refunded: 0 });
    // Without a method, cash.
    expect(today.body.movements).toMatchObject([
      { kind: 'PAYMENT', amount: 50000, method: 'NEQUI', recordedAt: DEFAULT_NOW.toISOString(), reservationId: id, bookedBy: teamName, ...slot },
      { kind: 'PAYMENT', amount: -10000, method: 'NEQUI', reservationId: id },
      {
        kind: 'PAYMENT',
        amount: 30000,
        method: 'DAVIPLATA',
        reservationId: manualId,
        bookedBy: 'Carlos Pérez',
        startTime: '08:00',
        endTime: '09:00',
      },
      { kind: 'PAYMENT', amount: 140000, method: 'CASH', recordedAt: '2030-06-11T04:30:00.000Z', reservationId: id },
    ]);
    expect(today.body.byMethod).toEqual([
      { method: 'CASH', amount: 140000 },
      { method: 'NEQUI', amount: 40000 },
      { method: 'DAVIPLATA', amount: 30000 },
    ]);
    const tomorrow = await cash(field.id, admin, TOMORROW);
    expect(tomorrow.body).toMatchObject({ date: TOMORROW, received: 0, refunded: 80000 });
    // Given back by Nequi, and $ 20.000 of it taken back in cash: what left by each way.
    expect(tomorrow.body.byMethod).toEqual([
      { method: 'CASH', amount: 20000 },
      { method: 'NEQUI', amount: -100000 },
    ]);
    expect(tomorrow.body.movements).toMatchObject([
      { kind: 'REFUND', amount: 100000, reservationId: id },
      { kind: 'REFUND', amount: -20000, reservationId: id },
    ]);
    // A day without movements is an empty book, not an error.
    expect((await cash(field.id, admin, '2030-06-01')).body).toEqual({ date: '2030-06-01', received: 0, refunded: 0, byMethod: [], movements: [] });
  });

  it('refuses a way of payment it does not know, and writes nothing', async () => {
    const { admin, field, id } = await booked();
    await t.at(DEFAULT_NOW, admin);
    expect((await pay(id, admin, 20000)).status).toBe(200);
    for (const method of ['BITCOIN', 'cash', '', 7]) {
      const refused = await pay(id, admin, 50000, method);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', message: MSG.payment.methodInvalid });
    }
    const { paid } = (await t.api('GET', `/reservation/${id}`, { token: admin.token })).body;
    expect((await cash(field.id, admin, TODAY)).body.received).toBe(paid);
  });

  it("is its administrator's alone, and asks for a real day", async () => {
    const { admin, field, owner } = await booked();
    const other = await t.user('FIELD_ADMIN');
    await t.field(other);
    for (const who of [other, owner]) {
      const refused = await cash(field.id, who, TODAY);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toMatch(/^(NOT_OWNER|FORBIDDEN)$/);
    }
    expect((await t.api('GET', `/field/${field.id}/cash?date=${TODAY}`)).status).toBe(401);
    for (const date of ['', '2030-02-30', '10/06/2030', '2030-06-10T00:00', '9999-12-31', '1999-12-31']) {
      const bad = await cash(field.id, admin, encodeURIComponent(date));
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', message: MSG.cash.dateInvalid });
    }
    expect((await cash(999999, admin, TODAY)).status).toBe(404);
  });

  it('counts each of three payments sent at once as its own change: the book adds up to what was received', async () => {
    const { admin, field, id } = await booked();
    await t.at(DEFAULT_NOW, admin);
    const answers = await Promise.all([pay(id, admin, 50000), pay(id, admin, 120000), pay(id, admin, 90000)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const { paid } = (await t.api('GET', `/reservation/${id}`, { token: admin.token })).body;
    const book = (await cash(field.id, admin, TODAY)).body;
    expect(book.received).toBe(paid);
    expect(book.movements.reduce((total: number, m: { amount: number }) => total + m.amount, 0)).toBe(paid);
  });
});
