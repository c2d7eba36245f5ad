/** /field: the public and private reads, and each administrator's changes to their own field. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import type { Field } from '../../domain/types';
import { reservations } from '../../server/db/schema';
import { SAMPLES, upload } from './samples';
import { addDays } from '../../domain/time';
import { createTestApp, DEFAULT_NOW, ENGINES, TODAY, TOMORROW, YESTERDAY, type TestApp, type TestUser } from './harness';

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'La Bombonera',
  address: 'Cra 3 #8-45',
  city: 'Cartagena',
  hourlyRate: 95000,
  openingHour: '08:00',
  closingHour: '23:00',
  status: 'ACTIVE',
  ...overrides,
});

describe.each(ENGINES)('/field on %s', (engine) => {
  let t: TestApp;
  let admin: TestUser;
  let otherAdmin: TestUser;
  let player: TestUser;
  let created: Field;

  beforeAll(async () => {
    t = await createTestApp(engine);
    [admin, otherAdmin, player] = await Promise.all([t.user('FIELD_ADMIN'), t.user('FIELD_ADMIN'), t.user('PLAYER')]);
  });
  afterAll(() => t?.close());

  describe('POST /field', () => {
    it('registers the administrator’s field (201), with its admin and no reservations', async () => {
      const res = await t.api<Field>('POST', '/field', { token: admin.token, body: form({ adminId: admin.id }) });
      expect(res.status).toBe(201);
      created = res.body;
      expect(created).toMatchObject({ ...form(), adminId: admin.id, imageUrl: null, reservations: [] });
      expect(created.admin).toEqual({ id: admin.id, firstName: 'Admin', lastName: expect.any(String) });
      const me = await t.api('GET', `/user/admin/${admin.id}`, { token: admin.token });
      expect(me.body.field).toEqual({ id: created.id, name: 'La Bombonera' });
    });

    it('allows one field per administrator (409)', async () => {
      const res = await t.api('POST', '/field', { token: admin.token, body: form({ name: 'Otra' }) });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'FIELD_ALREADY_REGISTERED', message: MSG.field.alreadyHasField });
    });

    it('is for administrators only, for themselves only (403)', async () => {
      expect((await t.api('POST', '/field', { token: player.token, body: form() })).status).toBe(403);
      const forSomeoneElse = await t.api('POST', '/field', { token: otherAdmin.token, body: form({ adminId: admin.id }) });
      expect(forSomeoneElse.status).toBe(403);
    });

    it('refuses invalid forms with the rule’s message (400)', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ name: '' }, MSG.validation.fieldNameRequired],
        [{ hourlyRate: -1 }, MSG.validation.hourlyRateInvalid],
        [{ openingHour: '' }, MSG.validation.openingHourRequired],
        [{ openingHour: '25:00' }, MSG.validation.openingHourInvalid],
        [{ closingHour: '' }, MSG.validation.closingHourRequired],
        [{ closingHour: '24:30' }, MSG.validation.closingHourInvalid],
        [{ openingHour: '20:00', closingHour: '08:00' }, MSG.validation.closingAfterOpening],
        [{ status: 'ABIERTA' }, MSG.validation.statusRequired],
      ];
      for (const [bad, message] of cases) {
        const res = await t.api('POST', '/field', { token: otherAdmin.token, body: form(bad) });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(message);
      }
    });
  });

  describe('reads', () => {
    let inactiveAdmin: TestUser;
    let team: Awaited<ReturnType<TestApp['team']>>;
    beforeAll(async () => {
      inactiveAdmin = await t.user('FIELD_ADMIN');
      await t.field(inactiveAdmin, { name: 'Cerrada', status: 'INACTIVE' });
      team = await t.team(await t.user('PLAYER'));
      const f = { id: created.id, name: created.name };
      await t.reservation(team, f, { reservationDate: YESTERDAY, startTime: '10:00', status: 'FINISHED' });
      await t.reservation(team, f, { reservationDate: TODAY, startTime: '09:00', status: 'CANCELED' });
      await t.reservation(team, f, { reservationDate: TOMORROW, startTime: '18:00' });
      await t.reservation(team, f, { reservationDate: TOMORROW, startTime: '08:00', status: 'CANCELED' });
    });

    it('GET /field lists every field; /field/active (public) only the ACTIVE ones', async () => {
      const all = await t.api<Field[]>('GET', '/field', { token: player.token });
      expect(all.body.map((f) => f.name)).toEqual(expect.arrayContaining(['La Bombonera', 'Cerrada']));
      const active = await t.api<Field[]>('GET', '/field/active');
      expect(active.status).toBe(200);
      expect(active.body.map((f) => f.name)).toContain('La Bombonera');
      expect(active.body.map((f) => f.name)).not.toContain('Cerrada');
    });

    it('GET /field/{id} gives its administrator the reservations still ahead, soonest first', async () => {
      const res = await t.api<Field>('GET', `/field/${created.id}`, { token: admin.token });
      expect(res.status).toBe(200);
      expect(res.body.reservations!.map((r) => [r.reservationDate, r.startTime, r.status])).toEqual([[TOMORROW, '18:00', 'ACTIVE']]);
      expect(res.body.reservations![0]).toMatchObject({
        team: { id: team.id, name: team.name },
        field: { id: created.id },
        hours: 1,
        endTime: '19:00',
      });
    });

    it("GET /field/{id}: the administrator's 'Próximas reservas' are today's first, not the farthest weeks; at most 10", async () => {
      // 08:00 in Bogota: one booking is under way, one ended and waits to be finalized, a fixed turn runs 10 weeks.
      const owner = await t.user('FIELD_ADMIN');
      const f = await t.field(owner, { openingHour: '06:00' });
      // One team per booking: a team holds one ACTIVE reservation at a time.
      const book = async (values: Parameters<TestApp['reservation']>[2]) => t.reservation(await t.team(await t.user('PLAYER')), f, values);
      await book({ reservationDate: YESTERDAY, startTime: '19:00' });
      await book({ reservationDate: TODAY, startTime: '06:00' });
      await book({ reservationDate: TODAY, startTime: '10:00', status: 'FINISHED' });
      await book({ reservationDate: TODAY, startTime: '12:00', status: 'CANCELED' });
      for (let week = 10; week >= 1; week--) await book({ reservationDate: addDays(TODAY, 7 * week), startTime: '19:00' });
      await book({ reservationDate: TOMORROW, startTime: '18:00' });
      await book({ reservationDate: TODAY, startTime: '20:00' });
      await book({ reservationDate: TODAY, startTime: '07:00', hours: 2 });

      const next = async () =>
        (await t.api<Field>('GET', `/field/${f.id}`, { token: owner.token })).body.reservations!.map((r) => `${r.reservationDate} ${r.startTime}`);
      expect(await next()).toEqual([
        `${TODAY} 07:00`,
        `${TODAY} 20:00`,
        `${TOMORROW} 18:00`,
        ...[1, 2, 3, 4, 5, 6, 7].map((week) => `${addDays(TODAY, 7 * week)} 19:00`),
      ]);
      // The same field read through its administrator: the same list.
      const byAdmin = await t.api<Field>('GET', `/field/admin/${owner.id}`, { token: owner.token });
      expect(byAdmin.body.reservations!.map((r) => `${r.reservationDate} ${r.startTime}`)).toEqual(await next());

      // At 9:00 the game under way has ended: it leaves the list, and the next week comes in at the end.
      await t.at(new Date(DEFAULT_NOW.getTime() + 60 * 60_000), owner);
      try {
        expect((await next()).slice(0, 2)).toEqual([`${TODAY} 20:00`, `${TOMORROW} 18:00`]);
        expect((await next()).at(-1)).toBe(`${addDays(TODAY, 7 * 8)} 19:00`);
      } finally {
        await t.at(DEFAULT_NOW, owner);
      }
    });

    it('GET /field/{id} gives anyone else only the busy slots: ACTIVE reservations not yet ended', async () => {
      const res = await t.api<Field>('GET', `/field/${created.id}`, { token: player.token });
      expect(res.body.reservations!.map((r) => [r.reservationDate, r.status])).toEqual([[TOMORROW, 'ACTIVE']]);
    });

    it('GET /field/admin/{adminId} gives the administrator’s field, 404 when they have none', async () => {
      const res = await t.api<Field>('GET', `/field/admin/${admin.id}`, { token: admin.token });
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(created.id);
      expect(res.body.reservations).toHaveLength(1);
      const none = await t.api('GET', `/field/admin/${otherAdmin.id}`, { token: otherAdmin.token });
      expect(none.status).toBe(404);
      expect(none.body).toEqual({ code: 'NOT_FOUND', message: MSG.field.none });
    });

    it('answers 404 for an unknown field and 400 for a malformed id', async () => {
      expect((await t.api('GET', '/field/999999', { token: player.token })).status).toBe(404);
      expect((await t.api('GET', '/field/abc', { token: player.token })).status).toBe(400);
      expect((await t.api('GET', '/field/0', { token: player.token })).status).toBe(400);
    });
  });

  describe('PUT /field', () => {
    it('lets the administrator edit their field, status included', async () => {
      const res = await t.api<Field>('PUT', '/field', {
        token: admin.token,
        body: form({ id: created.id, adminId: admin.id, name: 'La Bombonera 2', status: 'INACTIVE' }),
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: created.id, name: 'La Bombonera 2', status: 'INACTIVE' });
      const active = await t.api<Field[]>('GET', '/field/active');
      expect(active.body.map((f) => f.id)).not.toContain(created.id);
      await t.api('PUT', '/field', { token: admin.token, body: form({ id: created.id }) });
    });

    it('refuses anyone else (403) and unknown fields (404)', async () => {
      const stranger = await t.api('PUT', '/field', { token: otherAdmin.token, body: form({ id: created.id }) });
      expect(stranger.status).toBe(403);
      expect(stranger.body).toEqual({ code: 'NOT_OWNER', message: MSG.field.notOwner });
      expect((await t.api('PUT', '/field', { token: player.token, body: form({ id: created.id }) })).status).toBe(403);
      expect((await t.api('PUT', '/field', { token: admin.token, body: form({ id: 999999 }) })).status).toBe(404);
    });
  });

  describe('PUT /field with ACTIVE reservations outside the new hours', () => {
    let owner: TestUser;
    let field: Awaited<ReturnType<TestApp['field']>>;
    let early: Awaited<ReturnType<TestApp['reservation']>>;
    let late: Awaited<ReturnType<TestApp['reservation']>>;
    let inside: Awaited<ReturnType<TestApp['reservation']>>;
    let past: Awaited<ReturnType<TestApp['reservation']>>;
    let finished: Awaited<ReturnType<TestApp['reservation']>>;
    const hours = (openingHour: string, closingHour: string, extra: Record<string, unknown> = {}) =>
      form({ id: field.id, adminId: owner.id, name: field.name, openingHour, closingHour, ...extra });
    const statusOf = async (id: number) => (await t.db.select().from(reservations).where(eq(reservations.id, id)))[0].status;

    beforeAll(async () => {
      owner = await t.user('FIELD_ADMIN');
      field = await t.field(owner, { openingHour: '06:00', closingHour: '23:00' });
      // One ACTIVE reservation per team: a team each.
      const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(async () => t.team(await t.user('PLAYER'))));
      early = await t.reservation(a, field, { reservationDate: TOMORROW, startTime: '06:00', hours: 2 });
      late = await t.reservation(b, field, { reservationDate: TOMORROW, startTime: '21:00', hours: 2 });
      inside = await t.reservation(c, field, { reservationDate: TOMORROW, startTime: '12:00', hours: 1 });
      // Already over (an ACTIVE one still to be finalized) or no longer ACTIVE: not in the way.
      past = await t.reservation(d, field, { reservationDate: YESTERDAY, startTime: '06:00', hours: 1 });
      finished = await t.reservation(c, field, { reservationDate: TOMORROW, startTime: '22:00', hours: 1, status: 'FINISHED' });
    });

    it('refuses (409 RESERVATIONS_OUTSIDE_HOURS) with the reservations in the way, and changes nothing', async () => {
      const before = await t.snapshot();
      const res = await t.api('PUT', '/field', { token: owner.token, body: hours('08:00', '22:00') });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'RESERVATIONS_OUTSIDE_HOURS', message: MSG.field.reservationsOutsideHours });
      expect(res.body.reservations.map((r: { id: number }) => r.id).sort()).toEqual([early.id, late.id].sort());
      expect(res.body.reservations[0]).toMatchObject({ status: 'ACTIVE', reservationDate: TOMORROW, field: { id: field.id } });
      expect(await t.snapshot()).toEqual(before);
      // Saying no to cancelling is the same refusal.
      expect((await t.api('PUT', '/field', { token: owner.token, body: hours('08:00', '22:00', { cancelOutside: false }) })).status).toBe(409);
    });

    it('saves hours that still hold every ACTIVE reservation, and other changes, without asking', async () => {
      const res = await t.api<Field>('PUT', '/field', { token: owner.token, body: hours('06:00', '23:00', { hourlyRate: 100000 }) });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ openingHour: '06:00', closingHour: '23:00', hourlyRate: 100000 });
      for (const r of [early, late, inside, past]) expect(await statusOf(r.id)).toBe('ACTIVE');
    });

    it('refuses a bad cancelOutside (400)', async () => {
      expect((await t.api('PUT', '/field', { token: owner.token, body: hours('08:00', '22:00', { cancelOutside: 'sí' }) })).status).toBe(400);
    });

    it('with cancelOutside, cancels those reservations and saves the hours in one step', async () => {
      const res = await t.api<Field>('PUT', '/field', { token: owner.token, body: hours('08:00', '22:00', { cancelOutside: true }) });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ openingHour: '08:00', closingHour: '22:00' });
      expect(await statusOf(early.id)).toBe('CANCELED');
      expect(await statusOf(late.id)).toBe('CANCELED');
      expect(await statusOf(inside.id)).toBe('ACTIVE');
      expect(await statusOf(past.id)).toBe('ACTIVE');
      expect(await statusOf(finished.id)).toBe('FINISHED');
    });

    it('still checks ownership before anything (403), even with cancelOutside', async () => {
      const res = await t.api('PUT', '/field', {
        token: otherAdmin.token,
        body: hours('13:00', '14:00', { adminId: undefined, cancelOutside: true }),
      });
      expect(res.status).toBe(403);
      expect(await statusOf(inside.id)).toBe('ACTIVE');
    });
  });

  describe('DELETE /field/{id}', () => {
    it('refuses anyone but its administrator (403)', async () => {
      expect((await t.api('DELETE', `/field/${created.id}`, { token: otherAdmin.token })).status).toBe(403);
      expect((await t.api('DELETE', `/field/${created.id}`, { token: player.token })).status).toBe(403);
    });

    it('cancels its ACTIVE reservations still to come, finalizes one under way, keeps the history, and clears the administrator’s field', async () => {
      // Under way at 8:00 (7:30 to 8:30): played, not canceled, by the deletion.
      const underWay = await t.reservation(await t.team(await t.user('PLAYER')), created, { reservationDate: TODAY, startTime: '07:30' });
      const res = await t.api('DELETE', `/field/${created.id}`, { token: admin.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: MSG.field.deleted });
      expect((await t.api('GET', `/field/${created.id}`, { token: admin.token })).status).toBe(404);
      const me = await t.api('GET', `/user/admin/${admin.id}`, { token: admin.token });
      expect(me.body.field).toBeNull();
      const left = await t.db.select().from(reservations).where(eq(reservations.fieldName, 'La Bombonera'));
      expect(left.map((r) => r.status).sort()).toEqual(['CANCELED', 'CANCELED', 'CANCELED', 'FINISHED', 'FINISHED']);
      expect(left.find((r) => r.id === underWay.id)?.status).toBe('FINISHED');
      expect(left.every((r) => r.fieldId === null)).toBe(true);
      expect((await t.api('DELETE', `/field/${created.id}`, { token: admin.token })).status).toBe(404);
    });
  });

  describe('GET /field/active, kept in the process', () => {
    it('every change that shows in it is read at once after it: create, edit, picture, administrator’s name, delete', async () => {
      const owner = await t.user('FIELD_ADMIN');
      const mine = async () => (await t.api<Field[]>('GET', '/field/active')).body.find((f) => f.adminId === owner.id);
      const answerNow = async () => (await t.api<Field[]>('GET', '/field/active')).body;
      expect(await mine()).toBeUndefined();

      const made = await t.api<Field>('POST', '/field', { token: owner.token, body: form({ adminId: owner.id, name: 'Nueva cancha' }) });
      expect(await mine()).toMatchObject({ id: made.body.id, name: 'Nueva cancha', imageUrl: null });

      await t.api('PUT', '/field', { token: owner.token, body: form({ id: made.body.id, adminId: owner.id, name: 'Editada' }) });
      expect((await mine())?.name).toBe('Editada');

      const pictured = await t.api<Field>('POST', `/field/${made.body.id}/upload-image`, { token: owner.token, raw: upload(SAMPLES.png) });
      expect((await mine())?.imageUrl).toBe(pictured.body.imageUrl);

      const profile = {
        id: owner.id,
        firstName: 'Rosa',
        lastName: 'Díaz',
        city: 'Cartagena',
        age: 30,
        cellphone: `3${String(owner.id).padStart(9, '6')}`,
        documentType: 'CC',
        documentNumber: owner.documentNumber,
        email: owner.email,
      };
      expect((await t.api('PUT', '/user/admin', { token: owner.token, body: profile })).status).toBe(200);
      expect((await mine())?.admin).toEqual({ id: owner.id, firstName: 'Rosa', lastName: 'Díaz' });

      // The kept answer is the one the database gives (same rows, same order, same visibility).
      const kept = await answerNow();
      t.deps.activeFields!.invalidate();
      expect(await answerNow()).toEqual(kept);

      await t.api('DELETE', `/field/${made.body.id}`, { token: owner.token });
      expect(await mine()).toBeUndefined();
    });

    it('a refused change leaves the list right', async () => {
      const other = await t.field(await t.user('FIELD_ADMIN'));
      t.deps.activeFields!.invalidate(); // written straight to the database, not through the API
      const before = (await t.api<Field[]>('GET', '/field/active')).body;
      expect((await t.api('PUT', '/field', { token: player.token, body: form({ id: other.id, adminId: player.id }) })).status).toBe(403);
      expect((await t.api<Field[]>('GET', '/field/active')).body).toEqual(before);
    });
  });
});
