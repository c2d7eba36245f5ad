/**
 * Match day (docs/api.md, "Who is going", "No-shows", "A team's record", "Manual bookings"): who may read, answer and
 * mark what, every refusal, and updates that two requests at once cannot spoil.
 */
import { eq, inArray } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingInFull } from '../../domain/format';
import * as MSG from '../../domain/messages';
import { reservationAttendance, reservations, teamMembers, users } from '../../server/db/schema';
import { createTestApp, ENGINES, TODAY, TOMORROW, YESTERDAY, type TestApp, type TestUser } from './harness';

describe.each(ENGINES)('match day on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());
  beforeEach(() => t.clock.reset());

  /** A field, a team of an owner and three members (one a minor), and the team's booking of tomorrow at 19:00 for $ 95.000. */
  async function setting() {
    const admin = await t.user('FIELD_ADMIN');
    const field = await t.field(admin, { hourlyRate: 95000 });
    const owner = await t.user('PLAYER', { firstName: 'Julián', lastName: 'Pérez' });
    const ana = await t.user('PLAYER', { firstName: 'Ana', lastName: 'Díaz' });
    const beto = await t.user('PLAYER', { firstName: 'Beto', lastName: 'Ruiz' });
    const minor = await t.user('PLAYER', { firstName: 'Luis', lastName: 'Mora', age: 16 });
    const team = await t.team(owner, [ana, beto, minor]);
    const created = await t.api('POST', '/reservation', {
      token: owner.token,
      body: { teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime: '19:00', hours: 1 },
    });
    expect(created.status).toBe(201);
    return { admin, field, owner, ana, beto, minor, team, id: created.body.id as number };
  }
  const answer = (id: number, who: TestUser, going: unknown) => t.api('PUT', `/reservation/${id}/attendance`, { token: who.token, body: { going } });
  const read = (id: number, who: TestUser) => t.api('GET', `/reservation/${id}/attendance`, { token: who.token });
  const markPaid = (id: number, who: TestUser, playerId: number, paid: unknown) =>
    t.api('PUT', `/reservation/${id}/attendance/${playerId}/paid`, { token: who.token, body: { paid } });
  const ids = (list: { playerId: number }[]) => list.map((e) => e.playerId);
  const teamName = async (id: number) =>
    (await t.db.select({ name: reservations.teamName }).from(reservations).where(eq(reservations.id, id)))[0].name!;

  describe('¿Quién va?', () => {
    it('lists every member as pending at first, with no share; answers move them and the share divides the price, rounded up to $ 100', async () => {
      const { owner, ana, beto, minor, id } = await setting();
      const first = await read(id, ana);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ going: [], notGoing: [], share: null });
      expect(ids(first.body.pending).sort()).toEqual([owner.id, ana.id, beto.id, minor.id].sort());

      const later = () => t.clock.set(new Date(t.clock.now.getTime() + 60_000));
      expect((await answer(id, ana, true)).status).toBe(200);
      later();
      expect((await answer(id, owner, true)).status).toBe(200);
      later();
      const third = await answer(id, beto, false);
      expect(third.status).toBe(200);
      // The answer gives the attendance back: those going in the order they answered.
      expect(ids(third.body.going)).toEqual([ana.id, owner.id]);
      expect(ids(third.body.notGoing)).toEqual([beto.id]);
      expect(ids(third.body.pending)).toEqual([minor.id]);
      expect(third.body.share).toBe(47500);
      expect(third.body.going[0]).toMatchObject({ playerId: ana.id, name: 'Ana Díaz', paid: false });

      // 95.000 among 3 is 31.666,67: each pays 31.700.
      await answer(id, beto, true);
      expect((await read(id, owner)).body.share).toBe(31700);
      // Changing one's mind moves them back.
      const changed = await answer(id, beto, false);
      expect(ids(changed.body.notGoing)).toEqual([beto.id]);
      expect(changed.body.share).toBe(47500);
    });

    it("shows members the cellphones the team's page shows (an adult who chose to show it), never a minor's, and names only to the field", async () => {
      const { admin, owner, minor, ana, beto, id } = await setting();
      await t.db
        .update(users)
        .set({ showCellphone: true })
        .where(inArray(users.id, [ana.id, minor.id]));
      for (const viewer of [owner, beto]) {
        const seen = (await read(id, viewer)).body;
        const byId = new Map<number, object>(seen.pending.map((e: { playerId: number }) => [e.playerId, e]));
        expect(byId.get(ana.id)).toHaveProperty('cellphone');
        // Beto keeps 'Mostrar mi celular a otros jugadores' off: no member reads his number, he reads his own.
        expect('cellphone' in byId.get(beto.id)!).toBe(viewer === beto);
        expect(byId.get(minor.id)).not.toHaveProperty('cellphone');
      }
      const fields = (await read(id, admin)).body;
      expect(fields.pending.some((e: object) => 'cellphone' in e)).toBe(false);
      expect(fields.pending).toHaveLength(4);
    });

    it('is refused to anyone else: 403 to read, 403 to answer for a non-member, 401 without a session', async () => {
      const { id } = await setting();
      const other = await setting();
      const stranger = await t.user('PLAYER');
      for (const who of [stranger, other.owner, other.ana, other.admin]) {
        const refused = await read(id, who);
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({ code: 'NOT_MEMBER', message: MSG.attendance.notReadable });
      }
      for (const who of [stranger, other.ana, other.admin]) {
        const refused = await answer(id, who, true);
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({ code: 'NOT_MEMBER', message: MSG.attendance.notMember });
      }
      expect((await t.api('GET', `/reservation/${id}/attendance`)).status).toBe(401);
      expect((await read(999999, stranger)).status).toBe(404);
    });

    it('refuses a bad body and writes nothing', async () => {
      const { ana, id } = await setting();
      for (const going of ['sí', 1, null, undefined]) {
        const refused = await answer(id, ana, going);
        expect(refused.status).toBe(400);
        expect(refused.body.code).toBe('VALIDATION_FAILED');
      }
      expect((await read(id, ana)).body.pending).toHaveLength(4);
    });

    it('closes at the start (409 ATTENDANCE_CLOSED) and on a cancelled booking (409 RESERVATION_NOT_ACTIVE), leaving the answers as they were', async () => {
      const { owner, ana, beto, id } = await setting();
      await answer(id, ana, true);
      await t.at(`${TOMORROW}T23:59:59Z`, ana, beto, owner); // 18:59:59 in Bogota: still open
      expect((await answer(id, beto, true)).status).toBe(200);
      await t.at('2030-06-12T00:00:00Z', ana, beto, owner); // 19:00 in Bogota: the start
      const late = await answer(id, ana, false);
      expect(late.status).toBe(409);
      expect(late.body).toEqual({ code: 'ATTENDANCE_CLOSED', message: MSG.attendance.closed });
      expect(ids((await read(id, ana)).body.going)).toEqual([ana.id, beto.id]);

      t.clock.reset();
      const other = await setting();
      await t.at(t.clock.now, other.owner);
      expect((await t.api('PUT', `/reservation/${other.id}/status/canceled`, { token: other.owner.token })).status).toBe(200);
      const canceled = await answer(other.id, other.ana, true);
      expect(canceled.status).toBe(409);
      expect(canceled.body.code).toBe('RESERVATION_NOT_ACTIVE');
    });

    it("a manual booking has no team: 404 to its field's administrator", async () => {
      const admin = await t.user('FIELD_ADMIN');
      const field = await t.field(admin);
      const manual = await t.api('POST', '/reservation/manual', {
        token: admin.token,
        body: { fieldId: field.id, customerName: 'Carlos', customerCellphone: '3001234567', reservationDate: TOMORROW, startTime: '10:00', hours: 1 },
      });
      const none = await read(manual.body.reservations[0].id, admin);
      expect(none.status).toBe(404);
      expect(none.body).toEqual({ code: 'NOT_FOUND', message: MSG.attendance.notTeamBooking });
    });

    it('no longer lists a member who left the team, whatever they answered', async () => {
      const { ana, beto, id } = await setting();
      await answer(id, beto, true);
      await t.db.delete(teamMembers).where(eq(teamMembers.playerId, beto.id));
      const now = (await read(id, ana)).body;
      expect(ids(now.going)).toEqual([]);
      expect(now.share).toBeNull();
      expect((await answer(id, beto, false)).status).toBe(403);
    });

    it('two answers of one member at once leave one row, the last word', async () => {
      const { ana, id } = await setting();
      const results = await Promise.all(Array.from({ length: 8 }, (_, i) => answer(id, ana, i % 2 === 0)));
      expect(results.every((r) => r.status === 200)).toBe(true);
      const after = (await read(id, ana)).body;
      expect(after.going.length + after.notGoing.length).toBe(1);
      expect(after.pending).toHaveLength(3);
    });
  });

  describe('la vaca', () => {
    it('the owner marks who of those going paid them, and unmarks; what the field received does not change', async () => {
      const { owner, ana, id } = await setting();
      await answer(id, ana, true);
      const marked = await markPaid(id, owner, ana.id, true);
      expect(marked.status).toBe(200);
      expect(marked.body.going).toEqual([expect.objectContaining({ playerId: ana.id, paid: true })]);
      // The member sees it too, and it stays when they change their mind.
      await answer(id, ana, false);
      expect((await read(id, ana)).body.notGoing[0]).toMatchObject({ playerId: ana.id, paid: true });
      const unmarked = await markPaid(id, owner, ana.id, false);
      expect(unmarked.body.notGoing[0].paid).toBe(false);
      const [row] = await t.db.select({ paid: reservations.paid }).from(reservations).where(eq(reservations.id, id));
      expect(Number(row.paid)).toBe(0);
    });

    it('a mark keeps the share of its moment: a share that changes since leaves a rest; marking again keeps the new share', async () => {
      const { owner, ana, beto, team, id } = await setting();
      for (const who of [owner, ana, beto]) await answer(id, who, true);
      // 95.000 among 3: Ana pays 31.700.
      expect((await markPaid(id, owner, ana.id, true)).body.going[1]).toEqual({ playerId: ana.id, name: 'Ana Díaz', paid: true, paidAmount: 31700 });
      // Beto no longer goes: the share is 47.500, and what she paid stays as it was.
      await answer(id, beto, false);
      let seen = (await read(id, ana)).body;
      expect([seen.share, seen.going[1].paidAmount]).toEqual([47500, 31700]);
      // She pays the rest: marked again, she paid the share as it is now.
      expect((await markPaid(id, owner, ana.id, true)).body.going[1].paidAmount).toBe(47500);
      // Unmarked (given back), no amount is kept.
      seen = (await markPaid(id, owner, ana.id, false)).body;
      expect(seen.going[1]).toEqual({ playerId: ana.id, name: 'Ana Díaz', paid: false });
      // One who left after paying is listed to the owner with what he holds of theirs.
      expect((await markPaid(id, owner, ana.id, true)).status).toBe(200);
      await answer(id, beto, true);
      expect((await markPaid(id, owner, beto.id, true)).status).toBe(200);
      expect((await t.api('POST', `/team/delete/${beto.id}/team/${team.id}`, { token: beto.token })).status).toBe(200);
      expect((await read(id, owner)).body.left).toEqual([{ playerId: beto.id, name: 'Beto Ruiz', paid: true, paidAmount: 31700 }]);
    });

    it('a game cancelled tells who had paid their share to ask the owner for it back; the others read the usual notice', async () => {
      const { field, owner, ana, beto, id } = await setting();
      await answer(id, ana, true);
      await answer(id, beto, true);
      expect((await markPaid(id, owner, ana.id, true)).status).toBe(200);
      expect((await t.api('PUT', `/reservation/${id}/status/canceled`, { token: owner.token })).status).toBe(200);
      const booking = bookingInFull({ fieldName: field.name, reservationDate: TOMORROW, startTime: '19:00', endTime: '20:00' });
      const told = async (who: TestUser) =>
        (await t.api('GET', '/notification?page=0&size=5', { token: who.token })).body.content.find(
          (n: { kind: string }) => n.kind === 'BOOKING_CANCELED',
        )?.text;
      expect(await told(ana)).toBe(MSG.notification.bookingCanceledSharePaid(await teamName(id), booking, 'Julián Pérez'));
      expect(await told(beto)).toBe(MSG.notification.bookingCanceled(await teamName(id), booking));
    });

    it('the field cancelling it tells the owner whose shares he holds, to give back; the members as when he cancels', async () => {
      const { admin, field, owner, ana, beto, id } = await setting();
      for (const who of [owner, ana, beto]) await answer(id, who, true);
      expect((await markPaid(id, owner, ana.id, true)).status).toBe(200);
      expect((await markPaid(id, owner, beto.id, true)).status).toBe(200);
      expect((await t.api('PUT', `/reservation/${id}/status/canceled`, { token: admin.token })).status).toBe(200);
      const booking = bookingInFull({ fieldName: field.name, reservationDate: TOMORROW, startTime: '19:00', endTime: '20:00' });
      const cancelled = async (who: TestUser) =>
        (await t.api('GET', '/notification?page=0&size=5', { token: who.token })).body.content.filter(
          (n: { kind: string }) => n.kind === 'BOOKING_CANCELED',
        );
      const team = await teamName(id);
      expect(await cancelled(owner)).toEqual([
        expect.objectContaining({
          text: MSG.notification.bookingCanceledRefund(team, booking, 'Ana Díaz y Beto Ruiz', 2),
          link: `/dashboard/reservation/list/team?date=${TOMORROW}`,
        }),
      ]);
      for (const who of [ana, beto]) {
        expect(await cancelled(who)).toEqual([
          expect.objectContaining({ text: MSG.notification.bookingCanceledSharePaid(team, booking, 'Julián Pérez') }),
        ]);
      }
    });

    it('one who paid and left the team stays, to the owner alone, as money to give back: named before a cancel, told of it, unmarked once given back', async () => {
      const { admin, field, owner, ana, beto, team, id } = await setting();
      await answer(id, owner, true);
      await answer(id, ana, true);
      await answer(id, beto, true);
      expect((await markPaid(id, owner, ana.id, true)).status).toBe(200);
      // Her team, as she reads it, says which game's share she paid ('Salir del equipo' reminds her); to nobody else.
      const sharePaidOn = async (who: TestUser) => (await t.api('GET', `/team/${team.id}`, { token: who.token })).body.sharePaidOn;
      expect(await sharePaidOn(ana)).toBe(TOMORROW);
      for (const who of [owner, beto]) expect(await sharePaidOn(who)).toBeUndefined();
      expect((await t.api('POST', `/team/delete/${ana.id}/team/${team.id}`, { token: ana.token })).status).toBe(200);
      // The owner is told he holds her share, and led to that day's bookings.
      const [left] = (await t.api('GET', '/notification?page=0&size=1', { token: owner.token })).body.content;
      expect(left).toMatchObject({
        kind: 'TEAM_LEFT',
        text: MSG.notification.teamLeftSharePaid('Ana Díaz', team.name),
        link: `/dashboard/reservation/list/team?date=${TOMORROW}`,
      });
      // The share is divided among those still going; the owner reads Ana apart, paid, and nobody else does.
      const toOwner = (await read(id, owner)).body;
      expect(ids(toOwner.going)).toEqual([owner.id, beto.id]);
      expect(toOwner.share).toBe(47500);
      expect(toOwner.left).toEqual([{ playerId: ana.id, name: 'Ana Díaz', paid: true, paidAmount: 31700 }]);
      for (const who of [beto, admin]) expect((await read(id, who)).body.left).toEqual([]);
      // A paid mark is no longer given to one who left; taking it off is.
      expect((await markPaid(id, owner, ana.id, true)).status).toBe(404);
      expect((await markPaid(id, owner, ana.id, false)).body.left).toEqual([]);
      expect((await markPaid(id, owner, ana.id, true)).status).toBe(404);
      // Marked again (as if not yet given back) and the game cancelled: she is told, where she can read it.
      await t.db.update(reservationAttendance).set({ paid: true }).where(eq(reservationAttendance.playerId, ana.id));
      expect((await t.api('PUT', `/reservation/${id}/status/canceled`, { token: owner.token })).status).toBe(200);
      const booking = bookingInFull({ fieldName: field.name, reservationDate: TOMORROW, startTime: '19:00', endTime: '20:00' });
      const [notice] = (await t.api('GET', '/notification?page=0&size=1', { token: ana.token })).body.content;
      expect(notice).toMatchObject({
        kind: 'BOOKING_CANCELED',
        text: MSG.notification.bookingCanceledSharePaid(await teamName(id), booking, 'Julián Pérez'),
        link: '/dashboard/team/list',
      });
    });

    it('one who leaves, or is removed, once the game started played it: still going, the share as it was, markable', async () => {
      // Today at 8:30 a. m., half an hour from now (tokens last an hour).
      const admin = await t.user('FIELD_ADMIN');
      const field = await t.field(admin, { hourlyRate: 90000 });
      const owner = await t.user('PLAYER');
      const beto = await t.user('PLAYER', { firstName: 'Beto', lastName: 'Ruiz' });
      const ana = await t.user('PLAYER', { firstName: 'Ana', lastName: 'Díaz', showCellphone: true });
      const team = await t.team(owner, [beto, ana]);
      const booked = await t.api('POST', '/reservation', {
        token: owner.token,
        body: { teamId: team.id, fieldId: field.id, reservationDate: TODAY, startTime: '08:30', hours: 1 },
      });
      expect(booked.status).toBe(201);
      const id = booked.body.id as number;
      await answer(id, beto, true);
      await answer(id, ana, true);
      expect((await markPaid(id, owner, beto.id, true)).status).toBe(200);
      // Ana shows her cellphone to her teammates.
      expect((await read(id, owner)).body.going[1]).toHaveProperty('cellphone');
      t.clock.set(new Date(`${TODAY}T08:45:00-05:00`));
      // Beto leaves (the owner is told only that he left); the owner removes Ana.
      expect((await t.api('POST', `/team/delete/${beto.id}/team/${team.id}`, { token: beto.token })).status).toBe(200);
      const [left] = (await t.api('GET', '/notification?page=0&size=1', { token: owner.token })).body.content;
      expect(left).toMatchObject({ kind: 'TEAM_LEFT', text: MSG.notification.teamLeft('Beto Ruiz', team.name), link: '/dashboard/team' });
      expect((await t.api('POST', `/team/delete/${ana.id}/team/${team.id}`, { token: owner.token })).status).toBe(200);
      // They played: still among those going, each share as it was, nothing to give back; Ana's cellphone is no
      // teammate's any more.
      const after = (await read(id, owner)).body;
      expect(after.going).toEqual([
        { playerId: beto.id, name: 'Beto Ruiz', paid: true, paidAmount: 45000 },
        { playerId: ana.id, name: 'Ana Díaz', paid: false },
      ]);
      expect(after.share).toBe(45000);
      expect(after.left).toEqual([]);
      // Ana pays him after the game: he marks it.
      const marked = await markPaid(id, owner, ana.id, true);
      expect(marked.status).toBe(200);
      expect(marked.body.going[1]).toEqual({ playerId: ana.id, name: 'Ana Díaz', paid: true, paidAmount: 45000 });
    });

    it('a move to another day asks again who goes, keeping each share paid with its answer; a move within the day keeps every answer', async () => {
      const { field, owner, ana, beto, minor, team, id } = await setting();
      await answer(id, ana, true);
      await answer(id, beto, true);
      await answer(id, minor, false);
      expect((await markPaid(id, owner, ana.id, true)).status).toBe(200);
      const move = (reservationDate: string, startTime: string) =>
        t.api('PUT', '/reservation', { token: owner.token, body: { id, teamId: team.id, fieldId: field.id, reservationDate, startTime, hours: 1 } });
      // Later the same day: nothing is asked again.
      expect((await move(TOMORROW, '20:00')).status).toBe(200);
      let who = (await read(id, owner)).body;
      expect([ids(who.going), ids(who.notGoing)]).toEqual([[ana.id, beto.id], [minor.id]]);
      // The day after: only Ana, who paid, still goes; the others are asked again, and told so.
      const DAY_AFTER = '2030-06-12';
      expect((await move(DAY_AFTER, '20:00')).status).toBe(200);
      who = (await read(id, owner)).body;
      expect(who.going).toEqual([expect.objectContaining({ playerId: ana.id, paid: true })]);
      expect(who.notGoing).toEqual([]);
      expect(ids(who.pending).sort()).toEqual([owner.id, beto.id, minor.id].sort());
      const at = (date: string) => bookingInFull({ fieldName: field.name, reservationDate: date, startTime: '20:00', endTime: '21:00' });
      const latest = async (who: TestUser) => (await t.api('GET', '/notification?page=0&size=1', { token: who.token })).body.content[0];
      expect(await latest(beto)).toMatchObject({
        kind: 'BOOKING_MOVED',
        text: MSG.notification.bookingMovedDay(await teamName(id), at(DAY_AFTER), at(TOMORROW)),
      });
    });

    it('only the owner marks (403 NOT_OWNER), only a member going (409 ATTENDANCE_NOT_GOING), never himself (409 OWNER_COLLECTS), only a member (404), not once cancelled (409 RESERVATION_CANCELED)', async () => {
      const { admin, owner, ana, beto, id } = await setting();
      await answer(id, ana, true);
      await answer(id, beto, false);
      for (const who of [ana, admin, await t.user('PLAYER')]) {
        const refused = await markPaid(id, who, ana.id, true);
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({ code: 'NOT_OWNER', message: MSG.attendance.notOwner });
      }
      const notGoing = await markPaid(id, owner, beto.id, true);
      expect(notGoing.status).toBe(409);
      expect(notGoing.body).toEqual({ code: 'ATTENDANCE_NOT_GOING', message: MSG.attendance.notGoingPaid });
      // The owner collects: going or not, he is never marked as having paid himself.
      for (const going of [false, true]) {
        await answer(id, owner, going);
        const himself = await markPaid(id, owner, owner.id, true);
        expect(himself.status).toBe(409);
        expect(himself.body).toEqual({ code: 'OWNER_COLLECTS', message: MSG.attendance.ownerCollects });
      }
      const stranger = await t.user('PLAYER');
      const outsider = await markPaid(id, owner, stranger.id, true);
      expect(outsider.status).toBe(404);
      expect(outsider.body.message).toBe(MSG.attendance.playerNotMember);
      expect((await markPaid(id, owner, ana.id, 'sí')).status).toBe(400);
      expect((await read(id, owner)).body.going[0].paid).toBe(false);
      // Once cancelled, a share is only given back: none is marked paid any more.
      expect((await t.api('PUT', `/reservation/${id}/status/canceled`, { token: owner.token })).status).toBe(200);
      const late = await markPaid(id, owner, ana.id, true);
      expect(late.status).toBe(409);
      expect(late.body).toEqual({ code: 'RESERVATION_CANCELED', message: MSG.attendance.canceledPaid });
    });
  });

  describe('No se presentó', () => {
    const noShow = (id: number, who: TestUser) => t.api('PUT', `/reservation/${id}/status/no-show`, { token: who.token });

    it("the field's administrator marks it once the start has passed: CANCELED with noShow", async () => {
      const { admin, owner, id } = await setting();
      const early = await noShow(id, admin);
      expect(early.status).toBe(409);
      expect(early.body).toEqual({ code: 'RESERVATION_NOT_STARTED', message: MSG.reservation.noShowTooEarly });
      await t.at('2030-06-12T00:05:00Z', admin, owner); // 19:05 in Bogota
      for (const who of [owner, await t.user('FIELD_ADMIN')]) {
        const refused = await noShow(id, who);
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({ code: 'NOT_OWNER', message: MSG.reservation.noShowNotAllowed });
      }
      const marked = await noShow(id, admin);
      expect(marked.status).toBe(200);
      expect(marked.body).toMatchObject({ id, status: 'CANCELED', noShow: true });
      const again = await noShow(id, admin);
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('RESERVATION_NOT_ACTIVE');
      // The team reads it so too.
      expect((await t.api('GET', `/reservation/${id}`, { token: owner.token })).body).toMatchObject({ status: 'CANCELED', noShow: true });
      expect((await noShow(999999, admin)).status).toBe(404);
    });

    it("tells each of the team's members, once; the administrator who marked it is told nothing", async () => {
      const { admin, field, owner, ana, team, id } = await setting();
      await t.at('2030-06-12T00:05:00Z', admin, owner, ana);
      const newest = async (who: TestUser) =>
        (await t.api<{ content: { kind: string; text: string; link: string }[] }>('GET', '/notification', { token: who.token })).body.content.filter(
          (n) => n.kind === 'BOOKING_NO_SHOW',
        );
      // Refused and repeated marks tell nothing.
      await noShow(id, owner);
      expect(await newest(owner)).toEqual([]);
      expect((await noShow(id, admin)).status).toBe(200);
      expect((await noShow(id, admin)).status).toBe(409);
      for (const member of [owner, ana]) {
        const told = await newest(member);
        expect(told).toHaveLength(1);
        expect(told[0].text).toBe(
          MSG.notification.bookingNoShow(
            team.name,
            bookingInFull({ fieldName: field.name, reservationDate: TOMORROW, startTime: '19:00', endTime: '20:00' }),
          ),
        );
        expect(told[0].link).toBe(`/dashboard/reservation/list/team?date=${TOMORROW}`);
      }
      expect(await newest(admin)).toEqual([]);
    });

    it('is refused on a finalized or cancelled booking, and a finalize at the same moment wins or loses whole', async () => {
      const { admin, id } = await setting();
      await t.at('2030-06-12T01:30:00Z', admin); // 20:30, after the end
      const [a, b] = await Promise.all([noShow(id, admin), t.api('PUT', `/reservation/${id}/status/finalize`, { token: admin.token })]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const [row] = await t.db.select().from(reservations).where(eq(reservations.id, id));
      expect(row.noShow).toBe(row.status === 'CANCELED');
      expect((await noShow(id, admin)).body.code).toBe('RESERVATION_NOT_ACTIVE');
    });

    it("counts in no revenue, nothing to collect; the CSV reads 'No se presentó'", async () => {
      const admin = await t.user('FIELD_ADMIN');
      const field = await t.field(admin, { hourlyRate: 90000 });
      const owner = await t.user('PLAYER');
      const team = await t.team(owner);
      const played = await t.reservation(team, field, { reservationDate: YESTERDAY, startTime: '10:00', status: 'FINISHED' });
      const missed = await t.reservation(team, field, { reservationDate: TODAY, startTime: '08:00' });
      await t.db.update(reservations).set({ price: 90000 }).where(eq(reservations.fieldId, field.id));
      await t.db.update(reservations).set({ paid: 20000 }).where(eq(reservations.id, missed.id));
      await t.at('2030-06-10T13:30:00Z', admin);
      const before = (await t.api('GET', `/field/${field.id}/stats`, { token: admin.token })).body;
      const week = (s: { revenue: { weekStart: string; active: number; finished: number; received: number }[] }) =>
        s.revenue.find((w) => w.weekStart === TODAY)!;
      expect(week(before)).toMatchObject({ active: 90000, received: 20000 });
      expect((await noShow(missed.id, admin)).status).toBe(200);
      const after = (await t.api('GET', `/field/${field.id}/stats`, { token: admin.token })).body;
      expect(week(after)).toMatchObject({ active: 0, finished: 0, received: 0 });
      // Its hours are not booked time either.
      const hoursOn = (s: { occupancy: { weekday: number; hour: number; hours: number }[] }) =>
        s.occupancy.filter((c) => c.weekday === 1 && c.hour === 8).reduce((sum, c) => sum + c.hours, 0);
      expect(hoursOn(before)).toBe(1);
      expect(hoursOn(after)).toBe(0);

      const csv = await t.api<string>('GET', `/reservation/field/${field.id}/download?from=2030-06-01&to=2030-06-30`, { token: admin.token });
      const rows = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, '').trim(), { delimiter: ';' }).data;
      const [heading, ...lines] = rows;
      const col = (name: string) => heading.indexOf(name);
      const missedLine = lines.find((l) => l[col(MSG.download.columns.date)] === TODAY)!;
      expect(missedLine[col(MSG.download.columns.status)]).toBe('No se presentó');
      expect(missedLine[col(MSG.download.columns.due)]).toBe('0');
      const playedLine = lines.find((l) => l[col(MSG.download.columns.date)] === YESTERDAY)!;
      expect(playedLine[col(MSG.download.columns.status)]).toBe('Finalizada');
      expect(played.id).toBeGreaterThan(0);
    });
  });

  describe("a team's record", () => {
    it('counts its finalized bookings and its no-shows, for any field administrator and its members; other players 403', async () => {
      const admin = await t.user('FIELD_ADMIN');
      const field = await t.field(admin);
      const owner = await t.user('PLAYER');
      const member = await t.user('PLAYER');
      const team = await t.team(owner, [member]);
      for (const day of ['2030-06-01', '2030-06-02', '2030-06-03']) await t.reservation(team, field, { reservationDate: day, status: 'FINISHED' });
      await t.reservation(team, field, { reservationDate: '2030-06-04', status: 'CANCELED' });
      const missed = await t.reservation(team, field, { reservationDate: TODAY, startTime: '08:00' });
      await t.at('2030-06-10T13:30:00Z', admin);
      await t.api('PUT', `/reservation/${missed.id}/status/no-show`, { token: admin.token });

      const record = (who: TestUser, id = team.id) => t.api('GET', `/team/${id}/record`, { token: who.token });
      const anotherAdmin = await t.user('FIELD_ADMIN');
      for (const who of [admin, anotherAdmin, owner, member]) {
        const res = await record(who);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ kept: 3, noShow: 1 });
      }
      const outsider = await record(await t.user('PLAYER'));
      expect(outsider.status).toBe(403);
      expect(outsider.body).toEqual({ code: 'FORBIDDEN', message: MSG.attendance.recordNotAllowed });
      expect((await record(admin, 999999)).status).toBe(404);
      expect((await t.api('GET', `/team/${team.id}/record`)).status).toBe(401);
    });
  });

  describe('walk-ins', () => {
    async function walkInField() {
      const admin = await t.user('FIELD_ADMIN');
      const field = await t.field(admin, { openingHour: '06:00' });
      return { admin, field };
    }
    const manual = (admin: TestUser, body: Record<string, unknown>) => t.api('POST', '/reservation/manual', { token: admin.token, body });

    it('takes the slot under way today (up to 30 minutes past its start), without a cellphone', async () => {
      const { admin, field } = await walkInField();
      await t.at('2030-06-10T13:29:00Z', admin); // 08:29: the 08:00 slot is under way
      const walkIn = await manual(admin, { fieldId: field.id, customerName: 'Los del barrio', reservationDate: TODAY, startTime: '08:00', hours: 2 });
      expect(walkIn.status).toBe(201);
      expect(walkIn.body.reservations[0]).toMatchObject({
        startTime: '08:00',
        endTime: '10:00',
        customer: { name: 'Los del barrio', cellphone: null },
      });
    });

    it('refuses an earlier slot, a fixed turn from the slot under way, and a missing cellphone for any other booking', async () => {
      const { admin, field } = await walkInField();
      await t.at('2030-06-10T13:31:00Z', admin); // 08:31: the 08:30 slot is under way, 08:00 is past
      const past = await manual(admin, {
        fieldId: field.id,
        customerName: 'Ana',
        customerCellphone: '3001234567',
        reservationDate: TODAY,
        startTime: '08:00',
        hours: 1,
      });
      expect(past.status).toBe(400);
      expect(past.body.code).toBe('BOOKING_IN_THE_PAST');
      const turn = await manual(admin, {
        fieldId: field.id,
        customerName: 'Ana',
        customerCellphone: '3001234567',
        reservationDate: TODAY,
        startTime: '08:30',
        hours: 1,
        weeks: 4,
      });
      expect(turn.status).toBe(400);
      expect(turn.body.code).toBe('BOOKING_IN_THE_PAST');
      const later = await manual(admin, { fieldId: field.id, customerName: 'Ana', reservationDate: TODAY, startTime: '10:00', hours: 1 });
      expect(later.status).toBe(400);
      expect(later.body).toMatchObject({ code: 'VALIDATION_FAILED', message: MSG.validation.customerCellphoneRequired });
      const bad = await manual(admin, {
        fieldId: field.id,
        customerName: 'Ana',
        customerCellphone: '300',
        reservationDate: TODAY,
        startTime: '08:30',
        hours: 1,
      });
      expect(bad.status).toBe(400);
      const taken = await manual(admin, {
        fieldId: field.id,
        customerName: 'Ana',
        customerCellphone: '',
        reservationDate: TODAY,
        startTime: '08:30',
        hours: 1,
      });
      expect(taken.status).toBe(201);
      const twice = await manual(admin, { fieldId: field.id, customerName: 'Beto', reservationDate: TODAY, startTime: '08:30', hours: 1 });
      expect(twice.status).toBe(409);
      expect(twice.body.code).toBe('SLOT_TAKEN');
      // A walk-in without a cellphone is no customer to suggest.
      expect((await t.api('GET', `/reservation/field/${field.id}/customers`, { token: admin.token })).body).toEqual([]);
    });

    it("a team's own booking still cannot take a started slot", async () => {
      const { field } = await walkInField();
      const owner = await t.user('PLAYER');
      const team = await t.team(owner);
      await t.at('2030-06-10T13:10:00Z', owner);
      const refused = await t.api('POST', '/reservation', {
        token: owner.token,
        body: { teamId: team.id, fieldId: field.id, reservationDate: TODAY, startTime: '08:00', hours: 1 },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('BOOKING_IN_THE_PAST');
    });
  });
});
