/** What a field's administrator records as received for a reservation (docs/api.md, "Payments"). */
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPesos } from '../../domain/format';
import * as MSG from '../../domain/messages';
import { paymentMovements, reservations } from '../../server/db/schema';
import { createTestApp, ENGINES, TOMORROW, untilWaitingOnLock, type TestApp } from './harness';

describe.each(ENGINES)('payments on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  /** A field at $ 90.000 the hour, and a team's 2-hour booking of it: $ 180.000. */
  async function booked() {
    const admin = await t.user('FIELD_ADMIN');
    const field = await t.field(admin);
    const owner = await t.user('PLAYER');
    const member = await t.user('PLAYER');
    const team = await t.team(owner, [member]);
    const created = await t.api('POST', '/reservation', {
      token: owner.token,
      body: { teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime: '19:00', hours: 2 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ price: 180000, paid: 0 });
    return { admin, field, owner, member, team, id: created.body.id as number };
  }

  const pay = (id: number, token: string, paid: unknown) => t.api('PUT', `/reservation/${id}/payment`, { token, body: { paid } });

  it('the administrator records a deposit, then the whole price; the team sees it, another team does not', async () => {
    const { admin, field, member, id } = await booked();
    // The field's list page, read (and kept by the server) before the payment, is read afresh after it.
    const pageOf = async () => (await t.api('GET', `/reservation/filter?fieldId=${field.id}&page=0&size=6`, { token: admin.token })).body.content[0];
    expect(await pageOf()).toMatchObject({ id, paid: 0 });
    const deposit = await pay(id, admin.token, 50000);
    expect(deposit.status).toBe(200);
    expect(deposit.body).toMatchObject({ id, price: 180000, paid: 50000, status: 'ACTIVE' });

    // The total so far, not an increment: sending it again changes nothing.
    expect((await pay(id, admin.token, 50000)).body.paid).toBe(50000);
    const [listed] = (await t.api('GET', `/reservation/field/${field.id}`, { token: admin.token })).body;
    expect(listed).toMatchObject({ id, paid: 50000 });
    expect(await pageOf()).toMatchObject({ id, paid: 50000 });
    // The team's members read it on their booking.
    expect((await t.api('GET', `/reservation/${id}`, { token: member.token })).body.paid).toBe(50000);
    const page = await t.api('GET', `/reservation/filter?page=0&size=6`, { token: member.token });
    expect(page.body.content.find((r: { id: number }) => r.id === id).paid).toBe(50000);

    // Another team sees the slot on the field's calendar, without its price or payment.
    const stranger = await t.user('PLAYER');
    await t.team(stranger);
    const slot = (await t.api('GET', `/field/${field.id}`, { token: stranger.token })).body.reservations.find((r: { id: number }) => r.id === id);
    expect(slot).toBeDefined();
    expect(slot).not.toHaveProperty('paid');
    expect(slot).not.toHaveProperty('refunded');
    expect(slot).not.toHaveProperty('price');

    expect((await pay(id, admin.token, 180000)).body.paid).toBe(180000);
    // Back to nothing received (a mistake undone).
    expect((await pay(id, admin.token, 0)).body.paid).toBe(0);
  });

  it('is the field administrator’s alone: the team’s owner, a member and another administrator get 403, and nothing is written', async () => {
    const { owner, member, id, admin } = await booked();
    const other = await t.user('FIELD_ADMIN');
    await t.field(other);
    for (const token of [owner.token, member.token, other.token]) {
      const refused = await pay(id, token, 180000);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ code: 'NOT_OWNER', message: MSG.payment.notAllowed });
    }
    expect((await t.api('GET', `/reservation/${id}`, { token: admin.token })).body.paid).toBe(0);
    expect((await pay(999999, admin.token, 1)).status).toBe(404);
  });

  it('refuses more than the price, a negative or non-numeric amount, and a canceled reservation', async () => {
    const { admin, id } = await booked();
    const tooMuch = await pay(id, admin.token, 180001);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toEqual({ code: 'VALIDATION_FAILED', message: MSG.payment.tooHigh(formatPesos(180000)) });
    for (const bad of [-1, '50000', null, Number.NaN]) {
      const refused = await pay(id, admin.token, bad);
      expect(refused.status, String(bad)).toBe(400);
      expect(refused.body.message).toBe(MSG.payment.invalid);
    }
    // Beyond any price the product takes: said so, not as a negative amount.
    expect((await pay(id, admin.token, 1e12)).body).toMatchObject({ code: 'VALIDATION_FAILED', message: MSG.validation.amountTooHigh });
    expect((await t.api('PUT', `/reservation/${id}/payment`, { token: admin.token, body: {} })).status).toBe(400);
    expect((await t.api('GET', `/reservation/${id}`, { token: admin.token })).body.paid).toBe(0);

    // Recorded on a finished reservation too (paid at the gate after the game) ...
    const finished = await t.api('PUT', `/reservation/${id}/status/finalize`, { token: admin.token });
    expect(finished.status).toBe(200);
    expect((await pay(id, admin.token, 180000)).body).toMatchObject({ status: 'FINISHED', paid: 180000 });

    // ... but not on a canceled one.
    const second = await booked();
    expect((await t.api('PUT', `/reservation/${second.id}/status/canceled`, { token: second.owner.token })).status).toBe(200);
    const canceled = await pay(second.id, second.admin.token, 1000);
    expect(canceled.status).toBe(409);
    expect(canceled.body).toEqual({ code: 'RESERVATION_CANCELED', message: MSG.payment.canceled });
  });

  const refund = (id: number, token: string, refunded: unknown) => t.api('PUT', `/reservation/${id}/refund`, { token, body: { refunded } });

  it('gives back, of a cancelled reservation, up to what was received; the team reads it, and only the administrator records it', async () => {
    const { admin, owner, member, id } = await booked();
    expect((await pay(id, admin.token, 50000)).status).toBe(200);
    // Not while it is live: a payment is changed with 'Registrar pago' instead.
    const live = await refund(id, admin.token, 50000);
    expect(live.status).toBe(409);
    expect(live.body).toEqual({ code: 'RESERVATION_NOT_CANCELED', message: MSG.refund.notCanceled });
    expect((await t.api('PUT', `/reservation/${id}/status/canceled`, { token: owner.token })).status).toBe(200);

    // Nobody but the field's administrator: the team's owner, a member, another administrator.
    const other = await t.user('FIELD_ADMIN');
    await t.field(other);
    for (const token of [owner.token, member.token, other.token]) {
      const refused = await refund(id, token, 50000);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ code: 'NOT_OWNER', message: MSG.refund.notAllowed });
    }
    // Never more than was received, nor a negative or non-numeric amount; nothing is written.
    const tooMuch = await refund(id, admin.token, 50001);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toEqual({ code: 'VALIDATION_FAILED', message: MSG.refund.tooHigh(formatPesos(50000)) });
    for (const bad of [-1, '50000', null]) {
      const refused = await refund(id, admin.token, bad);
      expect(refused.status, String(bad)).toBe(400);
      expect(refused.body.message).toBe(MSG.refund.invalid);
    }
    expect((await t.api('GET', `/reservation/${id}`, { token: admin.token })).body).toMatchObject({ paid: 50000, refunded: 0 });

    // Part of it, then all of it (the total given back, not an increment), then a mistake undone.
    expect((await refund(id, admin.token, 20000)).body).toMatchObject({ status: 'CANCELED', paid: 50000, refunded: 20000 });
    expect((await refund(id, admin.token, 50000)).body.refunded).toBe(50000);
    expect((await t.api('GET', `/reservation/${id}`, { token: member.token })).body).toMatchObject({ paid: 50000, refunded: 50000 });
    expect((await refund(id, admin.token, 0)).body.refunded).toBe(0);
    expect((await refund(999999, admin.token, 1)).status).toBe(404);
  });
  /**
   * PostgreSQL only: another connection holds a change of the booking's field uncommitted (its team moving it to
   * another field, or its field being deleted) while the administrator records a payment read before it. The payment
   * waits for it, then finds the booking no longer on their field: refused, nothing received, no cash book row on
   * either field.
   */
  describe.runIf(engine === 'postgres')('a payment read before its booking left the field', () => {
    async function whileHeld(statement: (id: number, field: number) => [string, unknown[]]) {
      const { admin, field, id } = await booked();
      const other = new pg.Client({ connectionString: t.url });
      await other.connect();
      try {
        await other.query('BEGIN');
        await other.query(...statement(id, field.id));
        const paying = pay(id, admin.token, 50000);
        // Until the payment waits on the held rows, past its first read.
        await untilWaitingOnLock(other);
        await other.query('COMMIT');
        const answer = await paying;
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual({ code: 'NOT_OWNER', message: MSG.payment.notAllowed });
        const [row] = await t.db.select({ paid: reservations.paid }).from(reservations).where(eq(reservations.id, id));
        expect(Number(row.paid)).toBe(0);
        expect(await t.db.select().from(paymentMovements).where(eq(paymentMovements.reservationId, id))).toEqual([]);
      } finally {
        await other.end();
      }
    }

    it('moved by its team to another administrator’s field', async () => {
      const elsewhere = await t.field(await t.user('FIELD_ADMIN'));
      await whileHeld((id) => ['UPDATE reservations SET field_id = $1 WHERE id = $2', [elsewhere.id, id]]);
    });

    it('its field deleted', async () => {
      await whileHeld((_id, field) => ['DELETE FROM fields WHERE id = $1', [field]]);
    });
  });
});
