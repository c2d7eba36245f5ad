/**
 * A game's reminders (docs/api.md, "Notifications"): jobs of the database's queue the day before and two hours before
 * the game, each telling every member of the team once; a move reschedules them, a cancellation cancels them, a job
 * run twice tells no one twice. Across processes and a restart: tests/server/processes.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import { notification } from '../../server/db/schema';
import { REMINDER_BATCH, REMINDER_QUEUE } from '../../server/services/reminders';
import { sleep } from '../support/net';
import { createTestApp, ENGINES, TOMORROW, type TestApp, type TestUser } from './harness';

interface JobRow {
  id: string;
  state: string;
  start_after: Date;
  data: { reservationId: number; kind: string; startsAt: string };
}

describe.each(ENGINES)('reminders on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { reminders: true });
  });
  afterAll(() => t?.close());

  const jobsOf = async (reservationId: number) =>
    (
      (await t.database.executeSql(
        `select id, state, start_after, data from pgboss.job where name = $1 and (data->>'reservationId')::int = $2 order by start_after`,
        [REMINDER_QUEUE, reservationId],
      )) as { rows: JobRow[] }
    ).rows.map((r) => ({ ...r, start_after: new Date(r.start_after) }));
  /** The queue's clock is the database's: a job made due now, as if its moment had come. */
  const due = (id: string) => t.database.executeSql(`update pgboss.job set start_after = now() where name = $1 and id = $2`, [REMINDER_QUEUE, id]);
  const remindersOf = async (u: TestUser) =>
    t.db
      .select({ kind: notification.kind, text: notification.text, link: notification.link })
      .from(notification)
      .where(and(eq(notification.userId, u.id)))
      .then((rows) => rows.filter((r) => r.kind.startsWith('REMINDER_')));
  const until = async (seen: () => Promise<boolean>, limitMs = 10_000) => {
    for (const deadline = Date.now() + limitMs; !(await seen()); await sleep(50)) {
      if (Date.now() > deadline) throw new Error('not seen in time');
    }
  };

  async function setting() {
    const admin = await t.user('FIELD_ADMIN');
    const field = await t.field(admin, { openingHour: '06:00', closingHour: '23:00' });
    const owner = await t.user('PLAYER');
    const mate = await t.user('PLAYER');
    const team = await t.team(owner, [mate]);
    return { admin, field, owner, mate, team };
  }

  it('a booking gets its two reminders; a move reschedules them; the two-hour one tells every member once', async () => {
    const { admin, field, owner, mate, team } = await setting();
    const booked = await t.api('POST', '/reservation', {
      token: owner.token,
      body: { teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime: '10:00', hours: 1 },
    });
    expect(booked.status).toBe(201);
    const first = await jobsOf(booked.body.id);
    // 10:00 in Bogota is 15:00 UTC: the day before at the same hour, and two hours before.
    expect(first.map((j) => [j.data.kind, j.state, j.start_after.toISOString()])).toEqual([
      ['REMINDER_DAY_BEFORE', 'created', '2030-06-10T15:00:00.000Z'],
      ['REMINDER_TWO_HOURS', 'created', '2030-06-11T13:00:00.000Z'],
    ]);

    const moved = await t.api('PUT', '/reservation', {
      token: owner.token,
      body: { id: booked.body.id, teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime: '18:00', hours: 1 },
    });
    expect(moved.status).toBe(200);
    const after = await jobsOf(booked.body.id);
    expect(after.filter((j) => j.state === 'cancelled').map((j) => j.id)).toEqual(first.map((j) => j.id));
    const live = after.filter((j) => j.state === 'created');
    expect(live.map((j) => [j.data.kind, j.start_after.toISOString()])).toEqual([
      ['REMINDER_DAY_BEFORE', '2030-06-10T23:00:00.000Z'],
      ['REMINDER_TWO_HOURS', '2030-06-11T21:00:00.000Z'],
    ]);

    const twoHours = live[1];
    await due(twoHours.id);
    await until(async () => (await remindersOf(mate)).length > 0 && (await remindersOf(owner)).length > 0);
    const text = MSG.notification.reminderTwoHours(team.name, `${field.name}, 6:00\u00a0p.\u00a0m. – 7:00\u00a0p.\u00a0m.`);
    for (const member of [owner, mate]) {
      expect(await remindersOf(member)).toEqual([{ kind: 'REMINDER_TWO_HOURS', text, link: `/dashboard/reservation/list/team?date=${TOMORROW}` }]);
    }
    expect(await remindersOf(admin)).toEqual([]);
    // The same job run again (its process died before marking it done) tells no one twice.
    await t.deps.reminders!.remind(twoHours.id, twoHours.data as never);
    expect(await remindersOf(mate)).toHaveLength(1);
  });

  it('a booking moved away and back to its start has that start’s reminders again, and they tell the team', async () => {
    const { owner, mate, field, team } = await setting();
    const at = (startTime: string) => ({ teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime, hours: 1 });
    const booked = await t.api('POST', '/reservation', { token: owner.token, body: at('13:00') });
    const first = await jobsOf(booked.body.id);
    for (const startTime of ['14:00', '13:00']) {
      expect((await t.api('PUT', '/reservation', { token: owner.token, body: { id: booked.body.id, ...at(startTime) } })).status).toBe(200);
    }
    const jobs = await jobsOf(booked.body.id);
    // The 13:00 jobs are live again (the same ids: each reminder of a start is one job); the 14:00 ones cancelled.
    expect(jobs.filter((j) => j.state === 'created').map((j) => j.id)).toEqual(first.map((j) => j.id));
    expect(jobs.filter((j) => j.state === 'cancelled').map((j) => j.data.startsAt)).toEqual(['2030-06-11T19:00:00.000Z', '2030-06-11T19:00:00.000Z']);
    await due(first[1].id);
    await until(async () => (await remindersOf(mate)).length > 0);
    expect((await remindersOf(mate)).map((r) => r.kind)).toEqual(['REMINDER_TWO_HOURS']);
  });

  it('a booking made after a reminder’s moment does not get it: no "En dos horas" at once for a game in 1½ hours', async () => {
    const { owner, field, team } = await setting();
    // 8:00 a. m. in Bogota on the 10th: a game at 9:30 a. m. gets no reminder, one at 11:00 a. m. only the two-hour one.
    const book = (startTime: string) =>
      t.api('POST', '/reservation', {
        token: owner.token,
        body: { teamId: team.id, fieldId: field.id, reservationDate: '2030-06-10', startTime, hours: 1 },
      });
    const soon = await book('09:30');
    expect(soon.status).toBe(201);
    expect(await jobsOf(soon.body.id)).toEqual([]);
    expect((await t.api('PUT', `/reservation/${soon.body.id}/status/canceled`, { token: owner.token })).status).toBe(200);
    const later = await book('11:00');
    expect((await jobsOf(later.body.id)).map((j) => [j.data.kind, j.start_after.toISOString()])).toEqual([
      ['REMINDER_TWO_HOURS', '2030-06-10T14:00:00.000Z'],
    ]);
    // Moved to 9:30 a. m., it has none either; and the sweep, which looks for what is missing, adds none.
    expect(
      (
        await t.api('PUT', '/reservation', {
          token: owner.token,
          body: { id: later.body.id, teamId: team.id, fieldId: field.id, reservationDate: '2030-06-10', startTime: '09:30', hours: 1 },
        })
      ).status,
    ).toBe(200);
    await t.deps.reminders!.sweep();
    expect((await jobsOf(later.body.id)).filter((j) => j.state === 'created')).toEqual([]);
  });

  it('a cancelled booking’s reminders are cancelled, and one that runs anyway tells no one', async () => {
    const { owner, mate, field, team } = await setting();
    const booked = await t.api('POST', '/reservation', {
      token: owner.token,
      body: { teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime: '12:00', hours: 1 },
    });
    const jobs = await jobsOf(booked.body.id);
    expect((await t.api('PUT', `/reservation/${booked.body.id}/status/canceled`, { token: owner.token })).status).toBe(200);
    expect((await jobsOf(booked.body.id)).map((j) => j.state)).toEqual(['cancelled', 'cancelled']);
    await t.deps.reminders!.remind(jobs[0].id, jobs[0].data as never);
    expect(await remindersOf(mate)).toEqual([]);
  });

  it('many reminders due at once are worked in batches, one after the other without waiting for the next poll', async () => {
    const { owner, mate, field, team } = await setting();
    const booked = await t.reservation(team, field, { reservationDate: TOMORROW, startTime: '16:00' });
    await t.deps.reminders!.sync(booked.id);
    const [dayBefore] = await jobsOf(booked.id);
    // Besides this booking's reminder, three batches' worth of jobs of bookings since gone (each tells no one), all due now.
    const gone = 3 * REMINDER_BATCH;
    await t.database.executeSql(
      `insert into pgboss.job (name, data, start_after)
       select $1, jsonb_build_object('reservationId', -n, 'kind', 'REMINDER_TWO_HOURS', 'startsAt', '2030-06-11T21:00:00.000Z'), now()
       from generate_series(1, $2::int) as n`,
      [REMINDER_QUEUE, gone],
    );
    await due(dayBefore.id);
    const completed = async () =>
      Number(
        (
          (await t.database.executeSql(
            `select count(*)::int as n from pgboss.job where name = $1 and state = 'completed' and (data->>'reservationId')::int < 0`,
            [REMINDER_QUEUE],
          )) as { rows: { n: number }[] }
        ).rows[0].n,
      );
    // The worker polls every 0.5 s here: one job a poll would need more than a minute for them all.
    await until(async () => (await completed()) === gone && (await remindersOf(mate)).length === 1, 20_000);
    for (const member of [owner, mate]) expect((await remindersOf(member)).map((r) => r.kind)).toEqual(['REMINDER_DAY_BEFORE']);
  });

  it('a reminder that fails does not hold back those due with it: they are sent once, it alone is tried again', async () => {
    const { owner, mate, field, team } = await setting();
    const booked = await t.reservation(team, field, { reservationDate: TOMORROW, startTime: '17:00' });
    await t.deps.reminders!.sync(booked.id);
    const [dayBefore] = await jobsOf(booked.id);
    // A job the database refuses to run (its booking's id is not a number), due with the booking's reminder.
    const broken = (await t.database.executeSql(
      `insert into pgboss.job (name, data, start_after, retry_limit)
       values ($1, jsonb_build_object('reservationId', 'x', 'kind', 'REMINDER_TWO_HOURS', 'startsAt', '2030-06-11T22:00:00.000Z'), now() + interval '1 second', 0)
       returning id`,
      [REMINDER_QUEUE],
    )) as { rows: { id: string }[] };
    await t.database.executeSql(`update pgboss.job set start_after = now() + interval '1 second' where name = $1 and id = $2`, [
      REMINDER_QUEUE,
      dayBefore.id,
    ]);
    const stateOf = async (id: string) =>
      (
        (await t.database.executeSql(`select state from pgboss.job where name = $1 and id = $2`, [REMINDER_QUEUE, id])) as {
          rows: { state: string }[];
        }
      ).rows[0]?.state;
    await until(async () => (await stateOf(broken.rows[0].id)) === 'failed' && (await stateOf(dayBefore.id)) === 'completed');
    for (const member of [owner, mate]) expect((await remindersOf(member)).map((r) => r.kind)).toEqual(['REMINDER_DAY_BEFORE']);
    // Gone, so that the other tests' reads of the queue (by booking id) do not meet it.
    await t.database.executeSql(`delete from pgboss.job where name = $1 and id = $2`, [REMINDER_QUEUE, broken.rows[0].id]);
  });

  it('the sweep schedules what a change did not (a booking written meanwhile), each reminder once however often it runs', async () => {
    const { field, team } = await setting();
    // A day from now: within the sweep's reach.
    const written = await t.reservation(team, field, { startTime: '08:00' });
    expect(await jobsOf(written.id)).toEqual([]);
    await t.deps.reminders!.sweep();
    await t.deps.reminders!.sweep();
    expect((await jobsOf(written.id)).map((j) => [j.data.kind, j.state])).toEqual([
      ['REMINDER_DAY_BEFORE', 'created'],
      ['REMINDER_TWO_HOURS', 'created'],
    ]);
    // A booking whose day-before moment is long past gets only the two-hour one.
    const other = await t.team(await t.user('PLAYER'));
    const soon = await t.reservation(other, field, { reservationDate: TOMORROW, startTime: '06:00' });
    await t.at(new Date('2030-06-10T16:00:00Z'));
    await t.deps.reminders!.sync(soon.id);
    expect((await jobsOf(soon.id)).map((j) => j.data.kind)).toEqual(['REMINDER_TWO_HOURS']);
    t.clock.reset();
  });
});
