/** Closed days of a field (docs/api.md, "Closed days"): closing and reopening, who may, and that nobody books them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import { createTestApp, ENGINES, TODAY, TOMORROW, YESTERDAY, type TestApp } from './harness';

// TODAY is Monday 10 June 2030.
const IN_A_WEEK = '2030-06-18';

describe.each(ENGINES)('closed days on %s', (engine) => {
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
  const close = (fieldId: number, date: string, token: string, reason?: unknown) =>
    t.api('PUT', `/field/${fieldId}/closed-days/${date}`, { token, body: reason === undefined ? {} : { reason } });

  it('the administrator closes a day with its reason; everyone reads it on the field; nobody books it; reopened, they can', async () => {
    const { admin, field, owner, team } = await setting();
    const closed = await close(field.id, TOMORROW, admin.token, '  Mantenimiento de la grama ');
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual([{ date: TOMORROW, reason: 'Mantenimiento de la grama' }]);
    // Another day without a reason; closing it again changes nothing but its reason.
    expect((await close(field.id, IN_A_WEEK, admin.token)).body).toEqual([
      { date: TOMORROW, reason: 'Mantenimiento de la grama' },
      { date: IN_A_WEEK, reason: null },
    ]);
    expect((await close(field.id, IN_A_WEEK, admin.token, 'Festival')).body[1]).toEqual({ date: IN_A_WEEK, reason: 'Festival' });

    const page = await t.api('GET', `/field/${field.id}`, { token: owner.token });
    expect(page.body.closedDays).toEqual([
      { date: TOMORROW, reason: 'Mantenimiento de la grama' },
      { date: IN_A_WEEK, reason: 'Festival' },
    ]);

    const request = { teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime: '19:00', hours: 1 };
    const dayClosed = { code: 'DAY_CLOSED', message: MSG.closure.dayClosedBecause('Mantenimiento de la grama') };
    const asked = await t.api('POST', '/reservation/availability', { token: owner.token, body: request });
    expect(asked.status).toBe(409);
    expect(asked.body).toEqual(dayClosed);
    const booked = await t.api('POST', '/reservation', { token: owner.token, body: request });
    expect(booked.status).toBe(409);
    expect(booked.body).toEqual(dayClosed);
    const manual = await t.api('POST', '/reservation/manual', {
      token: admin.token,
      body: {
        fieldId: field.id,
        customerName: 'Carlos Pérez',
        customerCellphone: '3001234567',
        reservationDate: IN_A_WEEK,
        startTime: '08:00',
        hours: 1,
      },
    });
    expect(manual.status).toBe(409);
    expect(manual.body).toEqual({ code: 'DAY_CLOSED', message: MSG.closure.dayClosedBecause('Festival') });

    const reopened = await t.api('DELETE', `/field/${field.id}/closed-days/${TOMORROW}`, { token: admin.token });
    expect(reopened.status).toBe(200);
    expect(reopened.body).toEqual([{ date: IN_A_WEEK, reason: 'Festival' }]);
    expect((await t.api('POST', '/reservation', { token: owner.token, body: request })).status).toBe(201);
    // A fixed turn leaves the closed week out, as it does a holiday.
    const turn = await t.api('POST', '/reservation/manual', {
      token: admin.token,
      body: {
        fieldId: field.id,
        customerName: 'Liga',
        customerCellphone: '3001234567',
        reservationDate: TOMORROW,
        startTime: '08:00',
        hours: 1,
        weeks: 3,
      },
    });
    expect(turn.status).toBe(201);
    expect(turn.body.skipped).toContainEqual({ date: IN_A_WEEK, reason: 'CLOSED' });
  });

  it('a day with ACTIVE bookings cannot be closed until they are cancelled', async () => {
    const { admin, field, team } = await setting();
    const booked = await t.reservation(team, field, { reservationDate: TOMORROW, startTime: '10:00' });
    const refused = await close(field.id, TOMORROW, admin.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 'DAY_HAS_RESERVATIONS', message: MSG.closure.hasReservations(1) });
    expect((await t.api('GET', `/field/${field.id}`, { token: admin.token })).body.closedDays).toEqual([]);
    await t.api('PUT', `/reservation/${booked.id}/status/canceled`, { token: admin.token });
    expect((await close(field.id, TOMORROW, admin.token)).status).toBe(200);
  });

  it('a booking and the closing of its day, sent together, are never both accepted', async () => {
    for (let round = 0; round < 3; round++) {
      const { admin, field } = await setting();
      const players = await Promise.all(Array.from({ length: 4 }, () => t.user('PLAYER')));
      const teams = await Promise.all(players.map((p) => t.team(p)));
      const bookings = teams.map((team, i) =>
        t.api('POST', '/reservation', {
          token: players[i].token,
          body: { teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime: `${10 + 2 * i}:00`, hours: 1 },
        }),
      );
      const [closed, ...booked] = await Promise.all([close(field.id, TOMORROW, admin.token), ...bookings]);
      const accepted = booked.filter((b) => b.status === 201).length;
      if (closed.status === 200) expect(accepted, `round ${round}`).toBe(0);
      else {
        expect(closed.body.code).toBe('DAY_HAS_RESERVATIONS');
        expect(accepted).toBeGreaterThan(0);
      }
      for (const b of booked) expect([201, 409]).toContain(b.status);
    }
  });

  it('is the field administrator’s alone, for days from today on, with a reason of one short line', async () => {
    const { admin, field, owner } = await setting();
    const other = await t.user('FIELD_ADMIN');
    await t.field(other);
    for (const token of [owner.token, other.token]) {
      const refused = await close(field.id, TOMORROW, token);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ code: 'NOT_OWNER', message: MSG.field.notOwner });
      expect((await t.api('DELETE', `/field/${field.id}/closed-days/${TOMORROW}`, { token })).status).toBe(403);
    }
    expect((await t.api('PUT', `/field/${field.id}/closed-days/${TOMORROW}`, { body: {} })).status).toBe(401);
    const invalid: [string, unknown, string][] = [
      [YESTERDAY, undefined, MSG.closure.dateInvalid],
      // A year ahead at most: no list of closed days without end on the field's page.
      ['2031-06-11', undefined, MSG.closure.dateInvalid],
      ['9999-12-31', undefined, MSG.closure.dateInvalid],
      ['2030-02-30', undefined, MSG.closure.dateInvalid],
      ['mañana', undefined, MSG.closure.dateInvalid],
      [TOMORROW, 'x'.repeat(81), MSG.closure.reasonLength],
      [TOMORROW, 'Cerrado\npor lluvia', MSG.validation.textControlCharacters],
      [TOMORROW, 42, MSG.validation.invalidData],
    ];
    for (const [date, reason, message] of invalid) {
      const res = await close(field.id, date, admin.token, reason);
      expect(res.status, `${date} ${String(reason)}`).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    // Today and a year from today are still closable, and past closed days are not listed.
    expect((await close(field.id, TODAY, admin.token)).body).toEqual([{ date: TODAY, reason: null }]);
    expect((await close(field.id, '2031-06-10', admin.token)).status).toBe(200);
    // A reason of invisible characters alone is no reason.
    expect((await close(field.id, TOMORROW, admin.token, '\u200b\u200b ')).body[1]).toEqual({ date: TOMORROW, reason: null });
    // A past day is not opened again: it stays as it was, in the history.
    const pastReopened = await t.api('DELETE', `/field/${field.id}/closed-days/${YESTERDAY}`, { token: admin.token });
    expect(pastReopened.status).toBe(400);
    expect(pastReopened.body).toEqual({ code: 'VALIDATION_FAILED', message: MSG.closure.dateInvalid });
    expect((await close(999999, TOMORROW, admin.token)).status).toBe(404);
  });
});
