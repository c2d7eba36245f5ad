/** The rules the database itself keeps, whatever the application does: tried straight in SQL. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlState } from '../../server/db/client';
import { createTestApp, ENGINES, TOMORROW, type TestApp } from './harness';

describe.each(ENGINES)('database constraints on %s', (engine) => {
  let t: TestApp;
  let field: Awaited<ReturnType<TestApp['field']>>;
  let teamA: Awaited<ReturnType<TestApp['team']>>;
  let teamB: Awaited<ReturnType<TestApp['team']>>;
  let teamC: Awaited<ReturnType<TestApp['team']>>;

  const stateOf = async (p: Promise<unknown>) => {
    try {
      await p;
      return 'ok';
    } catch (error) {
      return sqlState(error);
    }
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    field = await t.field(await t.user('FIELD_ADMIN'));
    teamA = await t.team(await t.user('PLAYER'));
    teamB = await t.team(await t.user('PLAYER'));
    teamC = await t.team(await t.user('PLAYER'));
  });
  afterAll(() => t?.close());

  it('refuses an overlapping ACTIVE reservation of one field (exclusion constraint, 23P01)', async () => {
    const insert = (teamId: number, startsAt: string, endsAt: string) =>
      t.db.execute(sql`
        insert into reservations (field_id, team_id, field_name, team_name, reservation_date, start_time, end_time, hours, starts_at, ends_at, status, price)
        values (${field.id}, ${teamId}, 'c', 't', ${TOMORROW}, '00:00', '00:00', 1, ${startsAt}::timestamptz, ${endsAt}::timestamptz, 'ACTIVE', 0)`);
    expect(await stateOf(insert(teamA.id, `${TOMORROW}T10:00:00-05:00`, `${TOMORROW}T12:00:00-05:00`))).toBe('ok');
    expect(await stateOf(insert(teamB.id, `${TOMORROW}T11:59:00-05:00`, `${TOMORROW}T12:59:00-05:00`))).toBe('23P01');
    await t.db.execute(sql`delete from reservations`);

    await t.reservation(teamA, field, { reservationDate: TOMORROW, startTime: '10:00', hours: 2 });
    expect(await stateOf(t.reservation(teamB, field, { reservationDate: TOMORROW, startTime: '11:30', hours: 1 }))).toBe('23P01');
    expect(await stateOf(t.reservation(teamB, field, { reservationDate: TOMORROW, startTime: '09:30', hours: 1 }))).toBe('23P01');
  });

  it('allows back to back, and overlaps with reservations that are not ACTIVE', async () => {
    expect(await stateOf(t.reservation(teamB, field, { reservationDate: TOMORROW, startTime: '12:00', hours: 1 }))).toBe('ok');
    expect(await stateOf(t.reservation(teamC, field, { reservationDate: TOMORROW, startTime: '10:30', status: 'CANCELED' }))).toBe('ok');
    expect(await stateOf(t.reservation(teamC, field, { reservationDate: TOMORROW, startTime: '10:30', status: 'FINISHED' }))).toBe('ok');
  });

  it('keeps one ACTIVE reservation per team (partial unique index, 23505)', async () => {
    expect(await stateOf(t.reservation(teamA, field, { reservationDate: TOMORROW, startTime: '18:00' }))).toBe('23505');
    expect(await stateOf(t.reservation(teamA, field, { reservationDate: TOMORROW, startTime: '18:00', status: 'FINISHED' }))).toBe('ok');
  });
});
