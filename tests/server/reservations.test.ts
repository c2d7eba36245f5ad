/**
 * /reservation: the booking rules (availability and create apply the same), reads by members and
 * administrators, the filter, counts, finalize and cancel, and rescheduling.
 * The clock stands at Monday 2030-06-10 08:00 in Bogota (harness DEFAULT_NOW).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import type { Page, Reservation } from '../../domain/types';
import { eq } from 'drizzle-orm';
import { fields, reservations } from '../../server/db/schema';
import { createTestApp, DEFAULT_NOW, ENGINES, TODAY, TOMORROW, YESTERDAY, type TestApp, type TestUser } from './harness';

type FieldRow = Awaited<ReturnType<TestApp['field']>>;
type TeamRow = Awaited<ReturnType<TestApp['team']>>;

describe.each(ENGINES)('/reservation on %s', (engine) => {
  let t: TestApp;
  let admin: TestUser, otherAdmin: TestUser, stranger: TestUser;
  let ownerA: TestUser, memberA: TestUser, ownerB: TestUser, ownerC: TestUser;
  let field: FieldRow, otherField: FieldRow, closedField: FieldRow;
  let teamA: TeamRow, teamB: TeamRow, teamC: TeamRow;
  let bookedA: Reservation, bookedB: Reservation;

  const slot = (overrides: Record<string, unknown> = {}) => ({
    teamId: teamA.id,
    fieldId: field.id,
    reservationDate: TOMORROW,
    startTime: '10:00',
    hours: 2,
    ...overrides,
  });
  const book = (token: string, body: unknown) => t.api('POST', '/reservation', { token, body });
  const available = (token: string, body: unknown) => t.api('POST', '/reservation/availability', { token, body });

  beforeAll(async () => {
    t = await createTestApp(engine);
    [admin, otherAdmin, stranger, ownerA, memberA, ownerB, ownerC] = await Promise.all([
      t.user('FIELD_ADMIN'),
      t.user('FIELD_ADMIN'),
      t.user('PLAYER'),
      t.user('PLAYER'),
      t.user('PLAYER'),
      t.user('PLAYER'),
      t.user('PLAYER'),
    ]);
    field = await t.field(admin, { openingHour: '06:00', closingHour: '22:00' });
    otherField = await t.field(otherAdmin);
    closedField = await t.field(await t.user('FIELD_ADMIN'), { status: 'INACTIVE' });
    teamA = await t.team(ownerA, [memberA]);
    teamB = await t.team(ownerB);
    teamC = await t.team(ownerC);
  });
  afterAll(() => t?.close());

  describe('booking', () => {
    it('POST /reservation/availability answers the would-be reservation and writes nothing', async () => {
      const res = await available(ownerA.token, slot());
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        team: { id: teamA.id, ownerId: ownerA.id, name: teamA.name, city: 'Cartagena', neighborhood: 'Manga' },
        field: {
          id: field.id,
          name: field.name,
          address: field.address,
          city: 'Cartagena',
          hourlyRate: 90000,
          openingHour: '06:00',
          closingHour: '22:00',
        },
        reservationDate: TOMORROW,
        startTime: '10:00',
        endTime: '12:00',
        hours: 2,
        price: 180000,
      });
      expect(await t.db.select().from(reservations)).toEqual([]);
    });

    it('any member of the team books (201)', async () => {
      const res = await book(memberA.token, slot({ endTime: '12:00' }));
      expect(res.status).toBe(201);
      bookedA = res.body;
      expect(bookedA).toMatchObject({
        status: 'ACTIVE',
        reservationDate: TOMORROW,
        startTime: '10:00',
        endTime: '12:00',
        hours: 2,
        team: { id: teamA.id, ownerId: ownerA.id, name: teamA.name },
        field: { id: field.id, name: field.name, hourlyRate: 90000 },
        teamName: teamA.name,
        fieldName: field.name,
        price: 180000,
      });
    });

    it('POST /reservation refuses an end time that disagrees with start + hours (400)', async () => {
      const res = await book(ownerC.token, slot({ teamId: teamC.id, startTime: '14:00', hours: 1, endTime: '16:00' }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MSG.validation.invalidData);
    });

    it('a team with an ACTIVE reservation cannot book another: "Tienes una reserva activa" (409)', async () => {
      for (const res of [
        await available(ownerA.token, slot({ fieldId: otherField.id })),
        await book(ownerA.token, slot({ fieldId: otherField.id })),
      ]) {
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ code: 'TEAM_HAS_ACTIVE_RESERVATION', message: MSG.activeReservation.title });
      }
    });

    it('the same booking sent again (its answer lost on the way) answers the booking made, and books nothing more', async () => {
      const before = (await t.db.select().from(reservations)).length;
      const again = await book(ownerA.token, slot({ endTime: '12:00', price: 180000 }));
      expect(again.status).toBe(201);
      expect(again.body).toMatchObject({ id: bookedA.id, status: 'ACTIVE', startTime: '10:00', endTime: '12:00' });
      expect(await t.db.select().from(reservations)).toHaveLength(before);
      // Another length of the same start is another booking: refused as before.
      const longer = await book(ownerA.token, slot({ hours: 3 }));
      expect(longer.body).toEqual({ code: 'TEAM_HAS_ACTIVE_RESERVATION', message: MSG.activeReservation.title });
    });

    it('an overlapping slot of the field is taken (409); back to back is fine', async () => {
      for (const [startTime, hours] of [
        ['11:00', 1],
        ['09:00', 2],
        ['09:30', 3],
        ['10:00', 1],
      ] as const) {
        const res = await book(ownerB.token, slot({ teamId: teamB.id, startTime, hours }));
        expect(res.status, `${startTime} +${hours}h`).toBe(409);
        expect(res.body).toEqual({ code: 'SLOT_TAKEN', message: MSG.reservation.slotTaken });
      }
      const after = await book(ownerB.token, slot({ teamId: teamB.id, startTime: '12:00', hours: 1 }));
      expect(after.status).toBe(201);
      bookedB = after.body;
      expect((await available(ownerC.token, slot({ teamId: teamC.id, startTime: '08:00', hours: 2 }))).status).toBe(200);
    });

    it.each([
      ['yesterday', { reservationDate: YESTERDAY }, 400, MSG.validation.reservationDate],
      ['an impossible date', { reservationDate: '2030-02-30' }, 400, MSG.validation.reservationDate],
      ['a start off the half hour', { startTime: '10:15' }, 400, MSG.validation.startTime],
      ['4 hours', { hours: 4 }, 400, MSG.validation.hours],
      ['0 hours', { hours: 0 }, 400, MSG.validation.hours],
      ['1.5 hours', { hours: 1.5 }, 400, MSG.validation.hours],
      ['a start that has passed today', { reservationDate: TODAY, startTime: '07:00', hours: 1 }, 400, MSG.reservation.inThePast],
      ['a start right now', { reservationDate: TODAY, startTime: '08:00', hours: 1 }, 400, MSG.reservation.inThePast],
      ['a start before opening', { startTime: '05:30', hours: 1 }, 400, MSG.reservation.outsideOpeningHours],
      ['an end after closing', { startTime: '21:00', hours: 2 }, 400, MSG.reservation.outsideOpeningHours],
    ])('refuses %s', async (_name, overrides, status, message) => {
      const body = slot({ teamId: teamC.id, ...overrides });
      for (const res of [await available(ownerC.token, body), await book(ownerC.token, body)]) {
        expect(res.status).toBe(status);
        expect(res.body.message).toBe(message);
      }
    });

    it('accepts later today, and an end exactly at closing', async () => {
      expect((await available(ownerC.token, slot({ teamId: teamC.id, reservationDate: TODAY, startTime: '08:30', hours: 1 }))).status).toBe(200);
      expect((await available(ownerC.token, slot({ teamId: teamC.id, startTime: '21:00', hours: 1 }))).status).toBe(200);
    });

    it('refuses an INACTIVE field (409), unknown teams and fields (404)', async () => {
      const closed = await book(ownerC.token, slot({ teamId: teamC.id, fieldId: closedField.id }));
      expect(closed.status).toBe(409);
      expect(closed.body).toEqual({ code: 'FIELD_CLOSED', message: MSG.reservation.fieldInactive });
      expect((await book(ownerC.token, slot({ teamId: teamC.id, fieldId: 999999 }))).status).toBe(404);
      expect((await book(ownerC.token, slot({ teamId: 999999 }))).status).toBe(404);
    });

    it('only members book for a team (403), administrators included', async () => {
      for (const user of [stranger, ownerB, admin]) {
        const res = await book(user.token, slot({ teamId: teamC.id, startTime: '16:00' }));
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ code: 'NOT_MEMBER', message: MSG.reservation.notMember });
      }
    });
  });

  describe('reads', () => {
    it('GET /reservation: a player’s team’s, an administrator’s field’s, nothing of others', async () => {
      const ids = async (u: TestUser) => (await t.api<Reservation[]>('GET', '/reservation', { token: u.token })).body.map((r) => r.id);
      expect(await ids(memberA)).toEqual([bookedA.id]);
      expect(await ids(admin)).toEqual([bookedA.id, bookedB.id]);
      expect(await ids(stranger)).toEqual([]);
      expect(await ids(otherAdmin)).toEqual([]);
    });

    it('GET /reservation/{id}: its team’s members and its field’s administrator; 403 to others, 404 unknown', async () => {
      expect((await t.api('GET', `/reservation/${bookedA.id}`, { token: memberA.token })).body).toEqual(bookedA);
      expect((await t.api('GET', `/reservation/${bookedA.id}`, { token: admin.token })).status).toBe(200);
      for (const u of [stranger, ownerB, otherAdmin]) {
        expect((await t.api('GET', `/reservation/${bookedA.id}`, { token: u.token })).status).toBe(403);
      }
      expect((await t.api('GET', '/reservation/999999', { token: admin.token })).status).toBe(404);
    });

    it('GET /reservation/team/{id} for its members, /field/{id} for its administrator', async () => {
      expect((await t.api('GET', `/reservation/team/${teamA.id}`, { token: memberA.token })).body).toEqual([bookedA]);
      expect((await t.api('GET', `/reservation/team/${teamA.id}`, { token: ownerB.token })).status).toBe(403);
      expect((await t.api('GET', `/reservation/team/${teamA.id}`, { token: admin.token })).status).toBe(403);
      expect((await t.api('GET', '/reservation/team/999999', { token: admin.token })).status).toBe(404);
      const list = await t.api<Reservation[]>('GET', `/reservation/field/${field.id}`, { token: admin.token });
      expect(list.body.map((r) => r.id)).toEqual([bookedA.id, bookedB.id]);
      expect((await t.api('GET', `/reservation/field/${field.id}`, { token: otherAdmin.token })).status).toBe(403);
      expect((await t.api('GET', `/reservation/field/${field.id}`, { token: ownerA.token })).status).toBe(403);
    });

    it('GET /reservation/field/{id}/status/{status} filters by status; an unknown status is 400', async () => {
      expect((await t.api('GET', `/reservation/field/${field.id}/status/ACTIVE`, { token: admin.token })).body).toHaveLength(2);
      expect((await t.api('GET', `/reservation/field/${field.id}/status/FINISHED`, { token: admin.token })).body).toEqual([]);
      expect((await t.api('GET', `/reservation/field/${field.id}/status/ABIERTA`, { token: admin.token })).status).toBe(400);
      expect((await t.api('GET', `/reservation/field/${field.id}/status/ACTIVE`, { token: otherAdmin.token })).status).toBe(403);
    });

    it('the counts are bare numbers, for members and the administrator only', async () => {
      const get = async (path: string, u: TestUser) => (await t.api('GET', `/reservation/${path}`, { token: u.token })).body;
      expect(await get(`team/${teamA.id}/active`, memberA)).toBe(1);
      expect(await get(`team/${teamA.id}/finished`, memberA)).toBe(0);
      expect(await get(`team/${teamA.id}/canceled`, memberA)).toBe(0);
      expect(await get(`field/${field.id}/active`, admin)).toBe(2);
      expect(await get(`field/${field.id}/finished`, admin)).toBe(0);
      expect(await get(`field/${field.id}/canceled`, admin)).toBe(0);
      expect((await t.api('GET', `/reservation/team/${teamA.id}/active`, { token: stranger.token })).status).toBe(403);
      expect((await t.api('GET', `/reservation/field/${field.id}/canceled`, { token: otherAdmin.token })).status).toBe(403);
    });
  });

  describe('GET /reservation/filter', () => {
    let teamD: TeamRow;
    let ownerD: TestUser;
    beforeAll(async () => {
      ownerD = await t.user('PLAYER');
      teamD = await t.team(ownerD);
      for (const [reservationDate, startTime, status] of [
        ['2030-06-01', '18:00', 'FINISHED'],
        ['2030-06-03', '20:00', 'CANCELED'],
        ['2030-06-03', '09:00', 'FINISHED'],
        ['2030-06-05', '07:00', 'CANCELED'],
        ['2030-06-08', '15:00', 'FINISHED'],
      ] as const) {
        await t.reservation(teamD, otherField, { reservationDate, startTime, status });
      }
    });
    const filter = (u: TestUser, q: string) => t.api<Page<Reservation>>('GET', `/reservation/filter?${q}`, { token: u.token });

    it('pages the caller’s reservations in reading order: finished ones latest first, cancelled ones last', async () => {
      const first = await filter(ownerD, 'page=0&size=3');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ totalElements: 5, totalPages: 2, size: 3, number: 0 });
      expect(first.body.content.map((r) => `${r.reservationDate} ${r.startTime}`)).toEqual([
        '2030-06-08 15:00',
        '2030-06-03 09:00',
        '2030-06-01 18:00',
      ]);
      const second = await filter(ownerD, `teamId=${teamD.id}&page=1&size=3`);
      expect(second.body.content.map((r) => `${r.reservationDate} ${r.startTime}`)).toEqual(['2030-06-05 07:00', '2030-06-03 20:00']);
      expect((await filter(ownerD, 'page=5&size=3')).body).toMatchObject({ content: [], totalElements: 5, number: 5 });
    });

    it('narrows by date and status', async () => {
      expect((await filter(ownerD, 'date=2030-06-03&page=0&size=6')).body.totalElements).toBe(2);
      expect((await filter(ownerD, 'status=FINISHED&page=0&size=6')).body.totalElements).toBe(3);
      expect((await filter(ownerD, 'date=2030-06-03&status=CANCELED&page=0&size=6')).body.content.map((r) => r.startTime)).toEqual(['20:00']);
      const byField = await filter(otherAdmin, `fieldId=${otherField.id}&status=CANCELED&page=0&size=6`);
      expect(byField.body.totalElements).toBe(2);
      expect((await filter(otherAdmin, 'page=0&size=6')).body.totalElements).toBe(5);
    });

    it('refuses another team’s or field’s reservations (403) and bad queries (400)', async () => {
      expect((await filter(ownerA, `teamId=${teamD.id}&page=0&size=6`)).status).toBe(403);
      expect((await filter(admin, `fieldId=${otherField.id}&page=0&size=6`)).status).toBe(403);
      expect((await filter(ownerD, 'size=6')).status).toBe(400);
      expect((await filter(ownerD, 'page=0&size=0')).status).toBe(400);
      expect((await filter(ownerD, 'page=0&size=6&status=ABIERTA')).status).toBe(400);
      expect((await filter(ownerD, 'page=0&size=6&date=ayer')).status).toBe(400);
      // There is no year 0: refused as any other bad date, not left for the database to fail on.
      const yearZero = await filter(ownerD, 'page=0&size=6&date=0000-01-01');
      expect(yearZero.body).toEqual((await filter(ownerD, 'page=0&size=6&date=ayer')).body);
    });
  });

  describe('rescheduling (PUT /reservation)', () => {
    const move = (u: TestUser, body: Record<string, unknown>) =>
      t.api<Reservation>('PUT', '/reservation', { token: u.token, body: slot({ id: bookedA.id, ...body }) });

    it('the team’s owner moves its ACTIVE reservation, over its own old slot too', async () => {
      const res = await move(ownerA, { startTime: '09:00', hours: 2 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: bookedA.id, startTime: '09:00', endTime: '11:00', status: 'ACTIVE' });
    });

    it('refuses other members and strangers (403), someone else’s slot (409), another team (400)', async () => {
      expect((await move(memberA, { startTime: '07:00' })).status).toBe(403);
      expect((await move(admin, { startTime: '07:00' })).status).toBe(403);
      const taken = await move(ownerA, { startTime: '11:30', hours: 1 });
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({ code: 'SLOT_TAKEN', message: MSG.reservation.slotTaken });
      expect((await move(ownerA, { teamId: teamB.id })).status).toBe(400);
      expect((await move(ownerA, { startTime: '10:15' })).status).toBe(400);
    });

    it('a reservation the field was paid for stays on that field, at a price no lower than what was paid (409)', async () => {
      const pay = (paid: number) => t.api('PUT', `/reservation/${bookedA.id}/payment`, { token: admin.token, body: { paid } });
      expect((await pay(150000)).status).toBe(200);
      const before = await t.snapshot();
      const elsewhere = await move(ownerA, { fieldId: otherField.id, startTime: '09:00', hours: 2 });
      expect(elsewhere).toMatchObject({ status: 409, body: { code: 'RESERVATION_PAID', message: MSG.reservation.paidStaysOnField } });
      const cheaper = await move(ownerA, { startTime: '09:00', hours: 1 });
      expect(cheaper).toMatchObject({ status: 409, body: { code: 'RESERVATION_PAID', message: MSG.reservation.paidOverPrice('$\u00a0150.000') } });
      expect(await t.snapshot()).toEqual(before);
      // Another day or hour on the same field, at least as dear, keeps what was paid.
      const later = await move(ownerA, { startTime: '13:00', hours: 2 });
      expect(later.status).toBe(200);
      expect(later.body).toMatchObject({ startTime: '13:00', price: 180000, paid: 150000 });
      expect((await move(ownerA, { startTime: '09:00', hours: 2 })).status).toBe(200);
      expect((await pay(0)).status).toBe(200);
    });

    it('sent to where it already is, nothing changes: the price agreed stays after the field’s rates changed', async () => {
      const setRate = (hourlyRate: number) => t.db.update(fields).set({ hourlyRate }).where(eq(fields.id, field.id));
      const agreed = (await t.api<Reservation>('GET', `/reservation/${bookedA.id}`, { token: ownerA.token })).body;
      await setRate(10000);
      const before = await t.snapshot();
      const same = await move(ownerA, { startTime: agreed.startTime, hours: agreed.hours });
      expect(same.status).toBe(200);
      expect(same.body).toMatchObject({ id: bookedA.id, startTime: agreed.startTime, price: agreed.price });
      expect(await t.snapshot()).toEqual(before);
      // An end time that is not the slot's is refused there too, as for any move.
      const wrongEnd = await move(ownerA, { startTime: agreed.startTime, hours: agreed.hours, endTime: '23:00' });
      expect(wrongEnd.status).toBe(400);
      expect(wrongEnd.body).toEqual({ code: 'VALIDATION_FAILED', message: MSG.validation.invalidData });
      expect((await move(ownerA, { startTime: agreed.startTime, hours: agreed.hours, endTime: agreed.endTime })).status).toBe(200);
      await setRate(field.hourlyRate);
    });
  });

  describe('finalize and cancel', () => {
    const put = (id: number, action: string, u: TestUser) => t.api<Reservation>('PUT', `/reservation/${id}/status/${action}`, { token: u.token });

    it('only the team’s owner or the field’s administrator (403 to members and strangers)', async () => {
      for (const u of [memberA, stranger, ownerB, otherAdmin]) {
        const res = await put(bookedA.id, 'canceled', u);
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ code: 'NOT_OWNER', message: MSG.reservation.notAllowed });
      }
    });

    it('the team’s owner cancels; then the team books again', async () => {
      const res = await put(bookedA.id, 'canceled', ownerA);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('CANCELED');
      expect((await book(memberA.token, slot({ startTime: '14:00', hours: 1 }))).status).toBe(201);
    });

    it('the field’s administrator finalizes, at any moment (the field’s own book)', async () => {
      const res = await put(bookedB.id, 'finalize', admin);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('FINISHED');
    });

    it('the team’s owner cancels or moves only before the start and finalizes only after the end (409 RESERVATION_NOT_NOW)', async () => {
      const early = { code: 'RESERVATION_NOT_NOW', message: MSG.reservation.finalizeTooEarly };
      const started = { code: 'RESERVATION_NOT_NOW', message: MSG.reservation.alreadyStarted };
      // Tomorrow 15:00 to 16:00. Finalized before it is played, it would count as revenue and free its slot.
      const game = await t.reservation(teamC, field, { reservationDate: TOMORROW, startTime: '15:00' });
      const move = { ...slot({ teamId: teamC.id, startTime: '18:00', hours: 1 }), id: game.id };
      expect(await put(game.id, 'finalize', ownerC)).toMatchObject({ status: 409, body: early });
      try {
        await t.at(`${TOMORROW}T20:30:00Z`, ownerC); // 3:30 p. m. in Bogota: being played
        expect(await put(game.id, 'finalize', ownerC)).toMatchObject({ status: 409, body: early });
        expect(await put(game.id, 'canceled', ownerC)).toMatchObject({ status: 409, body: started });
        expect(await t.api('DELETE', `/reservation/${game.id}`, { token: ownerC.token })).toMatchObject({ status: 409, body: started });
        expect(await t.api('PUT', '/reservation', { token: ownerC.token, body: move })).toMatchObject({ status: 409, body: started });
        await t.at(`${TOMORROW}T21:00:00Z`, ownerC); // 4:00 p. m.: it has ended
        expect(await put(game.id, 'canceled', ownerC)).toMatchObject({ status: 409, body: started });
        expect(await put(game.id, 'finalize', ownerC)).toMatchObject({ status: 200, body: { status: 'FINISHED' } });
      } finally {
        await t.at(DEFAULT_NOW, ownerC);
      }
    });

    it('only from ACTIVE (409); unknown reservations are 404', async () => {
      for (const [id, action] of [
        [bookedA.id, 'canceled'],
        [bookedA.id, 'finalize'],
        [bookedB.id, 'canceled'],
      ] as const) {
        const res = await put(id, action, admin);
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ code: 'RESERVATION_NOT_ACTIVE', message: MSG.reservation.notActive });
      }
      expect((await put(999999, 'finalize', admin)).status).toBe(404);
      expect((await put(bookedA.id, 'reopen', admin)).status).toBe(404);
    });

    it('DELETE /reservation/{id} cancels (history is never erased)', async () => {
      const active = (await t.api<Reservation[]>('GET', `/reservation/team/${teamA.id}`, { token: ownerA.token })).body.find(
        (r) => r.status === 'ACTIVE',
      )!;
      expect((await t.api('DELETE', `/reservation/${active.id}`, { token: stranger.token })).status).toBe(403);
      const res = await t.api('DELETE', `/reservation/${active.id}`, { token: ownerA.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: MSG.reservation.canceled });
      expect((await t.api('GET', `/reservation/${active.id}`, { token: ownerA.token })).body.status).toBe('CANCELED');
      expect((await t.api('DELETE', `/reservation/${active.id}`, { token: ownerA.token })).status).toBe(409);
      expect(await t.api('GET', `/reservation/team/${teamA.id}/active`, { token: ownerA.token }).then((r) => r.body)).toBe(0);
    });
  });
});
