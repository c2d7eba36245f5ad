/** Requests racing for the same thing: exactly one wins, the rest get 409, and the data stays consistent. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import pg from 'pg';
import { closeIfActive, markNoShowIfStarted, reservationRow } from '../../server/data/reservations';
import { reservations, teamMembers, teams } from '../../server/db/schema';
import { createTestApp, ENGINES, TODAY, TOMORROW, untilWaitingOnLock, type TestApp } from './harness';

const HOUR = 3_600_000;
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe.each(ENGINES)('concurrency on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  it('20 teams booking one slot at once: exactly one reservation (one 201, nineteen 409)', async () => {
    const field = await t.field(await t.user('FIELD_ADMIN'));
    const owners = await Promise.all(Array.from({ length: 20 }, () => t.user('PLAYER')));
    const teams = await Promise.all(owners.map((o) => t.team(o)));
    const responses = await Promise.all(
      owners.map((o, i) =>
        t.api('POST', '/reservation', {
          token: o.token,
          body: { teamId: teams[i].id, fieldId: field.id, reservationDate: TOMORROW, startTime: '19:00', hours: 2 },
        }),
      ),
    );
    expect(tally(responses.map((r) => r.status))).toEqual({ 201: 1, 409: 19 });
    for (const r of responses.filter((x) => x.status === 409)) expect(r.body).toEqual({ code: 'SLOT_TAKEN', message: MSG.reservation.slotTaken });
    const rows = await t.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.fieldId, field.id), eq(reservations.status, 'ACTIVE')));
    expect(rows).toHaveLength(1);
  });

  it('one team booking two fields at once: one ACTIVE reservation', async () => {
    const owner = await t.user('PLAYER');
    const team = await t.team(owner);
    const fields = await Promise.all(Array.from({ length: 5 }, async () => t.field(await t.user('FIELD_ADMIN'))));
    const responses = await Promise.all(
      fields.map((f) =>
        t.api('POST', '/reservation', {
          token: owner.token,
          body: { teamId: team.id, fieldId: f.id, reservationDate: TOMORROW, startTime: '09:00', hours: 1 },
        }),
      ),
    );
    expect(tally(responses.map((r) => r.status))).toEqual({ 201: 1, 409: 4 });
    expect(
      await t.db
        .select()
        .from(reservations)
        .where(and(eq(reservations.teamId, team.id), eq(reservations.status, 'ACTIVE'))),
    ).toHaveLength(1);
  });

  it('adding players to a team with one place left: one joins', async () => {
    const owner = await t.user('PLAYER');
    const others = await Promise.all(Array.from({ length: 3 }, () => t.user('PLAYER')));
    const team = await t.team(owner, others, { maxPlayers: 5 });
    const candidates = await Promise.all(Array.from({ length: 6 }, () => t.user('PLAYER')));
    const responses = await Promise.all(candidates.map((c) => t.api('POST', `/team/${team.id}/member/${c.id}`, { token: owner.token })));
    expect(tally(responses.map((r) => r.status))).toEqual({ 200: 1, 409: 5 });
    expect(await t.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id))).toHaveLength(5);
  });

  it('a player leaving while the owner adds them back: never both, so whoever left stays out', async () => {
    const owner = await t.user('PLAYER');
    const players = await Promise.all(Array.from({ length: 10 }, () => t.user('PLAYER')));
    const team = await t.team(owner, players, { maxPlayers: 20 });
    for (const player of players) {
      const [leave, add] = await Promise.all([
        t.api('POST', `/team/delete/${player.id}/team/${team.id}`, { token: player.token }),
        t.api('POST', `/team/${team.id}/member/${player.id}`, { token: owner.token }),
      ]);
      expect(leave.status).toBe(200);
      // The addition came first (the player was still a member) or after the departure, which it then sees.
      expect(add.body.code).toBeOneOf(['PLAYER_ALREADY_IN_TEAM', 'PLAYER_LEFT_TEAM']);
      const member = await t.db
        .select()
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.playerId, player.id)));
      expect(member).toEqual([]);
    }
  });

  // PostgreSQL only: another connection holds the player's membership uncommitted while the team is created.
  it.runIf(engine === 'postgres')('joining a team while creating one: the creator is told ALREADY_HAS_TEAM and no team is left', async () => {
    const owner = await t.user('PLAYER');
    const team = await t.team(owner, [], { maxPlayers: 10 });
    const player = await t.user('PLAYER');
    const other = new pg.Client({ connectionString: t.url });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('INSERT INTO team_members (player_id, team_id) VALUES ($1, $2)', [player.id, team.id]);
      const creating = t.api('POST', '/team', {
        token: player.token,
        body: { name: `Carrera ${player.id}`, city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 8 },
      });
      // Waits until the creation is blocked on the held membership, past its own check.
      await untilWaitingOnLock(other, 'insert into "team_members"%');
      await other.query('COMMIT');
      const answer = await creating;
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ code: 'ALREADY_HAS_TEAM', message: MSG.team.youAlreadyHaveTeam });
      expect(await t.db.select().from(teams).where(eq(teams.ownerId, player.id))).toEqual([]);
    } finally {
      await other.end();
    }
  });

  describe('a finalize, cancel or no-show that meets a move made meanwhile', () => {
    /**
     * The booking on field A, read as a status change reads it to check the caller's rights, then moved by its team
     * (to field B, or two hours later) before that change's UPDATE: the UPDATE, given the row as it was read, must
     * leave it alone.
     */
    async function readThenMoved(move: 'field' | 'time') {
      const fieldA = await t.field(await t.user('FIELD_ADMIN'));
      const fieldB = await t.field(await t.user('FIELD_ADMIN'));
      const team = await t.team(await t.user('PLAYER'));
      // Begun an hour ago ('No se presentó' needs a start already passed).
      const booked = await t.reservation(team, fieldA, { reservationDate: TODAY, startTime: '07:00' });
      const read = (await reservationRow(t.db, booked.id))!;
      await t.db
        .update(reservations)
        .set(
          move === 'field'
            ? { fieldId: fieldB.id }
            : {
                startTime: '09:00',
                endTime: '10:00',
                startsAt: new Date(booked.startsAt.getTime() + 2 * HOUR),
                endsAt: new Date(booked.endsAt.getTime() + 2 * HOUR),
              },
        )
        .where(eq(reservations.id, booked.id));
      const now = async () => (await t.db.select().from(reservations).where(eq(reservations.id, booked.id)))[0];
      return { read, now, moved: await now() };
    }

    for (const move of ['field', 'time'] as const) {
      it(`moved to another ${move}: neither closing nor 'No se presentó' changes it`, async () => {
        const { read, now, moved } = await readThenMoved(move);
        expect(await closeIfActive(t.db, read, 'FINISHED', null)).toBe(false);
        expect(await closeIfActive(t.db, read, 'CANCELED', null)).toBe(false);
        expect(await markNoShowIfStarted(t.db, read, t.clock.now)).toBe(false);
        expect(await now()).toEqual(moved);
        // Read where it is now, it closes.
        expect(await closeIfActive(t.db, (await reservationRow(t.db, read.id))!, 'FINISHED', null)).toBe(true);
      });
    }

    it("the first field's administrator, once the booking is on another field: each status change refused (403)", async () => {
      const admin = await t.user('FIELD_ADMIN');
      const field = await t.field(admin);
      const other = await t.field(await t.user('FIELD_ADMIN'));
      const team = await t.team(await t.user('PLAYER'));
      const booked = await t.reservation(team, field, { reservationDate: TODAY, startTime: '07:00' });
      await t.db.update(reservations).set({ fieldId: other.id }).where(eq(reservations.id, booked.id));
      for (const act of ['finalize', 'canceled', 'no-show']) {
        const answer = await t.api('PUT', `/reservation/${booked.id}/status/${act}`, { token: admin.token });
        expect(answer.status).toBe(403);
        expect(answer.body.code).toBe('NOT_OWNER');
      }
    });
  });

  it('accepting applications for the last place at once: one is ACCEPTED, the others stay PENDING', async () => {
    const owner = await t.user('PLAYER');
    const others = await Promise.all(Array.from({ length: 3 }, () => t.user('PLAYER')));
    const team = await t.team(owner, others, { maxPlayers: 5 });
    const applicants = await Promise.all(Array.from({ length: 4 }, () => t.user('PLAYER')));
    const sent = await Promise.all(
      applicants.map((a) => t.api('POST', '/request', { token: a.token, body: { teamId: team.id, description: 'Quiero jugar' } })),
    );
    const answers = await Promise.all(sent.map((s) => t.api('POST', `/request/${s.body.id}?statusRequest=ACCEPTED`, { token: owner.token })));
    expect(tally(answers.map((r) => r.status))).toEqual({ 200: 1, 409: 3 });
    const mine = await t.api('GET', `/request/team/${team.id}`, { token: owner.token });
    expect(tally(mine.body.map((a: { statusRequest: string }) => (a.statusRequest === 'ACCEPTED' ? 1 : 0)))).toEqual({ 1: 1, 0: 3 });
  });

  it('finalize and cancel of one reservation at once: one wins, the other is 409', async () => {
    const admin = await t.user('FIELD_ADMIN');
    const owner = await t.user('PLAYER');
    const field = await t.field(admin);
    const team = await t.team(owner);
    const r = await t.reservation(team, field, { reservationDate: TOMORROW });
    const [a, b] = await Promise.all([
      t.api('PUT', `/reservation/${r.id}/status/finalize`, { token: admin.token }),
      t.api('PUT', `/reservation/${r.id}/status/canceled`, { token: owner.token }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it('a team booking and a manual booking racing for one slot: exactly one wins, the other is 409 SLOT_TAKEN', async () => {
    for (let round = 0; round < 5; round++) {
      const admin = await t.user('FIELD_ADMIN');
      const owner = await t.user('PLAYER');
      const field = await t.field(admin);
      const team = await t.team(owner);
      const slot = { reservationDate: TOMORROW, startTime: '19:00', hours: 2 };
      // The manual one starts half an hour later: overlapping, not identical.
      const [byTeam, byAdmin] = await Promise.all([
        t.api('POST', '/reservation', { token: owner.token, body: { teamId: team.id, fieldId: field.id, ...slot } }),
        t.api('POST', '/reservation/manual', {
          token: admin.token,
          body: { fieldId: field.id, customerName: 'Luis Díaz', customerCellphone: '3109876543', ...slot, startTime: '19:30' },
        }),
      ]);
      expect([byTeam.status, byAdmin.status].sort()).toEqual([201, 409]);
      expect([byTeam, byAdmin].find((r) => r.status === 409)!.body.code).toBe('SLOT_TAKEN');
      const active = await t.db
        .select()
        .from(reservations)
        .where(and(eq(reservations.fieldId, field.id), eq(reservations.status, 'ACTIVE')));
      expect(active).toHaveLength(1);
    }
  });

  it('two overlapping fixed turns at once: every week is booked once, each answer names the weeks the other took', async () => {
    type Answer = { reservations: { reservationDate: string }[]; skipped: { date: string; reason: string }[] };
    const datesOf = (r: { body: Answer }) => r.body.reservations.map((x) => x.reservationDate);
    const takenOf = (r: { body: Answer }) => r.body.skipped.filter((s) => s.reason === 'TAKEN').map((s) => s.date);
    for (let round = 0; round < 5; round++) {
      const admin = await t.user('FIELD_ADMIN');
      const field = await t.field(admin);
      const turn = (reservationDate: string, customerName: string) =>
        t.api('POST', '/reservation/manual', {
          token: admin.token,
          body: { fieldId: field.id, customerName, customerCellphone: '3001112233', reservationDate, startTime: '20:00', hours: 1, weeks: 6 },
        });
      // Mondays: A from 10 June, B from 17 June; 24 June and 1 July 2030 are holidays.
      const [a, b] = await Promise.all([turn('2030-06-10', 'Turno A'), turn('2030-06-17', 'Turno B')]);
      expect([a.status, b.status]).toEqual([201, 201]);
      const all = [...datesOf(a), ...datesOf(b)].sort();
      expect(all).toEqual(['2030-06-10', '2030-06-17', '2030-07-08', '2030-07-15', '2030-07-22']);
      expect(takenOf(a).sort()).toEqual(datesOf(b).filter((d) => d <= '2030-07-15'));
      expect(takenOf(b).sort()).toEqual(datesOf(a).filter((d) => d >= '2030-06-17'));
      const active = await t.db
        .select()
        .from(reservations)
        .where(and(eq(reservations.fieldId, field.id), eq(reservations.status, 'ACTIVE')));
      expect(active).toHaveLength(5);
    }
  });
});
