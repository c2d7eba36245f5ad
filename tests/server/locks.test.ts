/**
 * Lock order (docs/api.md, "Races and locks"): deleting a field locks its row first, so bookings in flight
 * either finish before (and are canceled with the field) or find no field; teams are locked before their
 * applications everywhere, so answering applications and deleting the team never deadlock; cancelling the rest of a
 * fixed turn locks its weeks, so a week finalised meanwhile stays finalised.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../server/db/schema';
import { createTestApp, ENGINES, TOMORROW, type TestApp } from './harness';

const ROUNDS = 12;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(ENGINES)('locks on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  it('deleting a field while bookings arrive leaves no ACTIVE reservation without a field', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const admin = await t.user('FIELD_ADMIN');
      const field = await t.field(admin, { openingHour: '06:00', closingHour: '23:00' });
      const owners = await Promise.all(Array.from({ length: 14 }, () => t.user('PLAYER')));
      const teams = await Promise.all(owners.map((o) => t.team(o)));
      // Staggered by a millisecond each, so that some bookings are in the middle of their checks when the
      // deletion runs.
      const bookings = owners.map(async (o, i) => {
        await pause(i);
        return t.api('POST', '/reservation', {
          token: o.token,
          body: { teamId: teams[i].id, fieldId: field.id, reservationDate: TOMORROW, startTime: `${String(7 + i).padStart(2, '0')}:00`, hours: 1 },
        });
      });
      const deletion = pause(round % 6).then(() => t.api('DELETE', `/field/${field.id}`, { token: admin.token }));
      const answers = await Promise.all([...bookings, deletion]);
      expect((await deletion).status).toBe(200);
      for (const a of answers) expect([200, 201, 404], JSON.stringify(a.body)).toContain(a.status);
      const orphans = await t.db
        .select({ id: reservations.id })
        .from(reservations)
        .where(and(isNull(reservations.fieldId), eq(reservations.status, 'ACTIVE')));
      expect(orphans, `round ${round}`).toEqual([]);
      // The teams are free to book again.
      for (const team of teams) {
        const active = await t.db
          .select({ id: reservations.id })
          .from(reservations)
          .where(and(eq(reservations.teamId, team.id), eq(reservations.status, 'ACTIVE')));
        expect(active).toEqual([]);
      }
    }
  });

  it('cancelling the rest of a fixed turn while its weeks are finalised: each week is one or the other, as answered', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const admin = await t.user('FIELD_ADMIN');
      const field = await t.field(admin);
      const turn = await t.api('POST', '/reservation/manual', {
        token: admin.token,
        body: {
          fieldId: field.id,
          customerName: 'Turno Fijo',
          customerCellphone: '3201112233',
          reservationDate: TOMORROW,
          startTime: '14:00',
          hours: 1,
          weeks: 6,
        },
      });
      expect(turn.status).toBe(201);
      const [first, ...later] = turn.body.reservations.map((r: { id: number }) => r.id) as number[];
      const finalised = later.map(async (id, i) => {
        await pause(i % 3);
        return { id, answer: await t.api('PUT', `/reservation/${id}/status/finalize`, { token: admin.token }) };
      });
      const cancel = pause(round % 4).then(() => t.api('PUT', `/reservation/${first}/series/canceled`, { token: admin.token }));
      expect((await cancel).status).toBe(200);
      for (const { id, answer } of await Promise.all(finalised)) {
        const [row] = await t.db.select({ status: reservations.status }).from(reservations).where(eq(reservations.id, id));
        // A finalise that was answered 200 is never overwritten by the cancel; one that lost says so.
        expect(row.status, JSON.stringify(answer.body)).toBe(answer.status === 200 ? 'FINISHED' : 'CANCELED');
        if (answer.status !== 200) expect(answer.body.code).toBe('RESERVATION_NOT_ACTIVE');
      }
    }
  });

  it('recording a payment while its field is deleted: the field goes unless money landed first (409, and it stays), the payment is done or refused, never a server error', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const admin = await t.user('FIELD_ADMIN');
      const field = await t.field(admin);
      const owner = await t.user('PLAYER');
      const team = await t.team(owner);
      const booked = await t.api('POST', '/reservation', {
        token: owner.token,
        body: { teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime: '10:00', hours: 1 },
      });
      const id = booked.body.id as number;
      const payments = [30000, 60000, 90000].map(async (paid, i) => {
        await pause(i + (round % 3));
        return t.api('PUT', `/reservation/${id}/payment`, { token: admin.token, body: { paid } });
      });
      const deletion = pause(round % 4).then(() => t.api('DELETE', `/field/${field.id}`, { token: admin.token }));
      const answers = await Promise.all([...payments, deletion]);
      const deleted = await deletion;
      const paidFirst = answers.slice(0, 3).some((a) => a.status === 200);
      // A field with money recorded is never deleted (docs/api.md, "Fields"): the payment that came first keeps it.
      if (deleted.status === 409) expect(deleted.body.code).toBe('FIELD_HAS_MONEY');
      else expect(deleted.status).toBe(200);
      expect(deleted.status === 409).toBe(paidFirst);
      for (const a of answers) expect([200, 403, 404, 409], JSON.stringify(a.body)).toContain(a.status);
    }
  });

  it('answering applications while the team is deleted: no deadlock, the deletion always succeeds', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const owner = await t.user('PLAYER');
      const team = await t.team(owner, [], { maxPlayers: 10 });
      const applicants = await Promise.all(Array.from({ length: 4 }, () => t.user('PLAYER')));
      const sent = await Promise.all(
        applicants.map((a) => t.api('POST', '/request', { token: a.token, body: { teamId: team.id, description: 'Quiero jugar' } })),
      );
      const answers = sent.map((s, i) =>
        t.api('POST', `/request/${s.body.id}?statusRequest=${i % 2 ? 'REJECTED' : 'ACCEPTED'}`, { token: owner.token }),
      );
      const deletion = t.api('DELETE', `/team/${team.id}`, { token: owner.token });
      const all = await Promise.all([answers[0], answers[1], deletion, answers[2], answers[3]]);
      expect((await deletion).status, JSON.stringify((await deletion).body)).toBe(200);
      for (const a of all) {
        expect(a.body.code, JSON.stringify(a.body)).not.toBe('TRY_AGAIN');
        expect([200, 404]).toContain(a.status);
      }
    }
  });
});
