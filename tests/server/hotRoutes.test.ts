/**
 * The hot routes (availability, the reservation filter, the home's field list) stay lean: how many
 * statements each sends to the database is counted, so a change that adds round trips fails here; on
 * PostgreSQL they run as named prepared statements. Availability and the filter each read the caller's
 * session with their own data in one statement, and the filter pages in SQL, so both are checked against
 * what they replaced: an ended session is refused as on every other route, availability answers exactly as
 * a booking does, and the filter's order is domain/reservationOrder.ts's.
 * The clock stands at Monday 2030-06-10 08:00 in Bogota (harness DEFAULT_NOW).
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inReadingOrder } from '../../domain/reservationOrder';
import { addDays } from '../../domain/time';
import type { Page, Reservation } from '../../domain/types';
import { createTestApp, ENGINES, TODAY, TOMORROW, type TestApp, type TestUser } from './harness';

type FieldRow = Awaited<ReturnType<TestApp['field']>>;
type TeamRow = Awaited<ReturnType<TestApp['team']>>;

/** Statements per request, at most: one, which reads the session's user (with team and field) with the route's data. */
const AVAILABILITY_QUERIES = 1;
const FILTER_QUERIES = 1;
/**
 * A team's booking: the session, then its transaction (begin, the team with its members, the field, the rules' reads
 * under the field's lock, the team's count of the day's bookings, the reservation, every notice in one insert,
 * commit); its answer is not read again.
 */
const BOOKING_QUERIES = 9;

describe.each(ENGINES)('hot routes on %s', (engine) => {
  let t: TestApp;
  let admin: TestUser, otherAdmin: TestUser, owner: TestUser, member: TestUser, stranger: TestUser;
  let others: TestUser[];
  let field: FieldRow, otherField: FieldRow, closedField: FieldRow;
  let team: TeamRow;
  let otherTeams: TeamRow[];

  const slot = (overrides: Record<string, unknown> = {}) => ({
    teamId: team.id,
    fieldId: field.id,
    reservationDate: TOMORROW,
    startTime: '10:00',
    hours: 2,
    ...overrides,
  });
  const available = (u: TestUser, body: unknown) => t.api('POST', '/reservation/availability', { token: u.token, body });
  const book = (u: TestUser, body: unknown) => t.api('POST', '/reservation', { token: u.token, body });
  const filter = (u: TestUser, q: string) => t.api<Page<Reservation>>('GET', `/reservation/filter?${q}`, { token: u.token });

  beforeAll(async () => {
    t = await createTestApp(engine);
    [admin, otherAdmin, owner, member, stranger] = await Promise.all([
      t.user('FIELD_ADMIN'),
      t.user('FIELD_ADMIN'),
      t.user('PLAYER'),
      t.user('PLAYER'),
      t.user('PLAYER'),
    ]);
    others = await Promise.all([1, 2, 3, 4].map(() => t.user('PLAYER')));
    field = await t.field(admin, { openingHour: '06:00', closingHour: '24:00' });
    otherField = await t.field(otherAdmin);
    closedField = await t.field(await t.user('FIELD_ADMIN'), { status: 'INACTIVE' });
    team = await t.team(owner, [member]);
    otherTeams = [];
    for (const o of others) otherTeams.push(await t.team(o));
  });
  afterEach(() => t.clock.reset());
  afterAll(() => t?.close());

  describe('round trips', () => {
    it(`availability sends at most ${AVAILABILITY_QUERIES} statements, answered 200 or refused`, async () => {
      const ok = await t.queriesOf(() => available(member, slot()));
      expect(ok.result.status).toBe(200);
      expect(ok.queries.length, ok.queries.join('\n')).toBeLessThanOrEqual(AVAILABILITY_QUERIES);
      const busy = await t.reservation(otherTeams[0], field, { reservationDate: TOMORROW, startTime: '11:00' });
      const taken = await t.queriesOf(() => available(member, slot()));
      expect(taken.result.body.code).toBe('SLOT_TAKEN');
      expect(taken.queries.length, taken.queries.join('\n')).toBeLessThanOrEqual(AVAILABILITY_QUERIES);
      await t.db.execute(sql`delete from reservations where id = ${busy.id}`);
    });

    it(`the filter sends at most ${FILTER_QUERIES} statements, as an administrator, a member and with no scope`, async () => {
      await t.reservation(team, field, { reservationDate: '2030-06-01', status: 'FINISHED' });
      for (const [who, q] of [
        [admin, `fieldId=${field.id}&page=0&size=6`],
        [member, `teamId=${team.id}&page=0&size=6`],
        [member, `teamId=${team.id}&status=FINISHED&date=2030-06-01&page=0&size=6`],
        [admin, 'page=0&size=6'],
      ] as const) {
        const { result, queries } = await t.queriesOf(() => filter(who, q));
        expect(result.status, q).toBe(200);
        expect(result.body.totalElements, q).toBeGreaterThan(0);
        expect(queries.length, `${q}\n${queries.join('\n')}`).toBeLessThanOrEqual(FILTER_QUERIES);
      }
    });

    it(`a booking sends at most ${BOOKING_QUERIES} statements, tells the member and the field's administrator, and answers what a read of it answers`, async () => {
      const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
      const [{ last }] = rowsOf<{ last: number }>(await t.db.execute(sql`select coalesce(max(id), 0)::int as last from notification`));
      const { result, queries } = await t.queriesOf(() => book(owner, slot({ startTime: '15:00', hours: 1 })));
      expect(result.status, JSON.stringify(result.body)).toBe(201);
      expect(queries.length, queries.join('\n')).toBeLessThanOrEqual(BOOKING_QUERIES);
      const booked = result.body as Reservation;
      expect((await t.api('GET', `/reservation/${booked.id}`, { token: owner.token })).body).toEqual(booked);
      const told = rowsOf<{ user_id: number; kind: string }>(
        await t.db.execute(sql`select user_id, kind from notification where id > ${last} order by id`),
      );
      expect(told.map((r) => [r.user_id, r.kind])).toEqual([
        [member.id, 'BOOKING_CREATED'],
        [admin.id, 'FIELD_BOOKING_CREATED'],
      ]);
      await t.db.execute(sql`delete from reservations where id = ${booked.id}`);
    });

    it('GET /field/active answers from the kept list: no statement once it is kept', async () => {
      await t.api('GET', '/field/active');
      const { result, queries } = await t.queriesOf(() => t.api('GET', '/field/active'));
      expect(result.status).toBe(200);
      expect(queries).toEqual([]);
    });

    it('refusals that the session or the scope decide are one statement too: not a member, not theirs', async () => {
      const notMember = await t.queriesOf(() => available(stranger, slot()));
      expect(notMember.result.body.code).toBe('NOT_MEMBER');
      expect(notMember.queries).toHaveLength(1);
      const notTheirs = await t.queriesOf(() => filter(admin, `fieldId=${otherField.id}&page=0&size=6`));
      expect(notTheirs.result.status).toBe(403);
      expect(notTheirs.queries).toHaveLength(1);
    });

    it.runIf(engine === 'postgres')('runs the availability and filter statements prepared, by name', async () => {
      await available(member, slot());
      await filter(admin, `fieldId=${field.id}&page=0&size=6`);
      // One request at a time takes the same pooled connection each time (the pool hands out the last one
      // released), so this reads the statements prepared on the connection the requests used.
      const result = await t.db.execute(sql`select name from pg_prepared_statements`);
      const names = (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
      expect(names).toEqual(expect.arrayContaining(['booking_facts', expect.stringMatching(/^reservation_filter_/)]));
    });
  });

  describe('what the lean paths still refuse', () => {
    /** A user of their own, whose session the test ends. */
    async function endedSession(end: (u: TestUser) => Promise<unknown>) {
      const u = await t.user('PLAYER');
      const mine = await t.team(u);
      expect((await filter(u, 'page=0&size=6')).status).toBe(200);
      await end(u);
      return { u, mine };
    }

    it.each([
      ['logged out everywhere', (u: TestUser) => t.api('POST', '/user/logout-all', { token: u.token })],
      ['whose token version changed', (u: TestUser) => t.db.execute(sql`update users set token_version = token_version + 5 where id = ${u.id}`)],
      ['whose e-mail changed', (u: TestUser) => t.db.execute(sql`update users set email = 'otro-' || email where id = ${u.id}`)],
      ['whose role changed', (u: TestUser) => t.db.execute(sql`update users set role = 'FIELD_ADMIN' where id = ${u.id}`)],
      ['whose account is gone', (u: TestUser) => t.db.execute(sql`delete from users where id = ${u.id}`)],
    ])('an ended session (%s) is 401 SESSION_INVALID on both routes, whatever it asks, and answers nothing else', async (_name, end) => {
      const { u, mine } = await endedSession(end);
      for (const asked of [
        await filter(u, 'page=0&size=6'),
        await filter(u, `teamId=${mine.id}&page=0&size=6`),
        await filter(u, `fieldId=${field.id}&page=0&size=6`),
        await filter(u, 'page=-1&size=6'),
        await available(u, slot({ teamId: mine.id })),
        await available(u, slot({ teamId: mine.id, fieldId: 999999 })),
        await available(u, { teamId: mine.id }),
        await t.call('POST', '/api/v1/reservation/availability', {
          token: u.token,
          raw: '{not json',
          headers: { 'content-type': 'application/json' },
        }),
      ]) {
        expect(asked.status).toBe(401);
        expect(asked.body).toEqual({ code: 'SESSION_INVALID', message: expect.any(String) });
      }
    });

    it('a live session with bad input is 400, as before: the session is asked, then the input refused', async () => {
      const bad = await t.queriesOf(() => available(member, { teamId: team.id }));
      expect(bad.result.status).toBe(400);
      expect(bad.result.body).toEqual((await book(member, { teamId: team.id })).body);
      expect(bad.queries).toHaveLength(1);
      const badPage = await filter(member, 'page=-1&size=6');
      expect(badPage.status).toBe(400);
      expect((badPage.body as unknown as { code: string }).code).toBe('VALIDATION_FAILED');
    });

    it('a token seen before is refused once it has expired, and a forged one whatever was seen', async () => {
      const token = await t.deps.tokens.issue({ ...member, tokenVersion: 0 });
      expect((await filter({ ...member, token }, 'page=0&size=6')).status).toBe(200);
      const [head, payload, signature] = token.split('.');
      const forged = `${head}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
      expect((await filter({ ...member, token: forged }, 'page=0&size=6')).status).toBe(401);
      t.clock.set(new Date(t.clock.now.getTime() + 3601_000));
      const expired = await filter({ ...member, token }, 'page=0&size=6');
      expect(expired.status).toBe(401);
      expect((expired.body as unknown as { code: string }).code).toBe('SESSION_INVALID');
    });

    it('a body whose declared length is over the limit is refused before it is read (413)', async () => {
      const res = await t.call('POST', '/api/v1/reservation/availability', {
        token: member.token,
        raw: JSON.stringify(slot()),
        headers: { 'content-type': 'application/json', 'content-length': String(64 * 1024 + 1) },
      });
      expect(res.status).toBe(413);
      expect(res.body.code).toBe('BODY_TOO_LARGE');
    });
  });

  describe('availability answers as a booking does', () => {
    it.each([
      ['an unknown team', (): [TestUser, object] => [member, slot({ teamId: 999999 })], 404],
      ['an unknown team and field', (): [TestUser, object] => [member, slot({ teamId: 999999, fieldId: 999999 })], 404],
      ['a team the caller is not in', (): [TestUser, object] => [stranger, slot()], 403],
      ['a team the caller is not in, on an unknown field', (): [TestUser, object] => [stranger, slot({ fieldId: 999999 })], 403],
      ['an administrator', (): [TestUser, object] => [admin, slot()], 403],
      ['an unknown field', (): [TestUser, object] => [member, slot({ fieldId: 999999 })], 404],
      ['an INACTIVE field', (): [TestUser, object] => [member, slot({ fieldId: closedField.id })], 409],
      ['an INACTIVE field at an impossible time', (): [TestUser, object] => [member, slot({ fieldId: closedField.id, startTime: '10:15' })], 400],
      ['a day that has passed', (): [TestUser, object] => [member, slot({ reservationDate: '2030-06-09' })], 400],
      ['an impossible date', (): [TestUser, object] => [member, slot({ reservationDate: '2030-02-30' })], 400],
      ['4 hours', (): [TestUser, object] => [member, slot({ hours: 4 })], 400],
      ['a booking past midnight', (): [TestUser, object] => [member, slot({ startTime: '23:00', hours: 2 })], 400],
      ['a start that has passed', (): [TestUser, object] => [member, slot({ reservationDate: TODAY, startTime: '07:00', hours: 1 })], 400],
      ['outside opening hours', (): [TestUser, object] => [member, slot({ fieldId: otherField.id, startTime: '06:00', hours: 1 })], 400],
    ])('%s', async (_name, request, status) => {
      const [who, body] = request();
      const asked = await available(who, body);
      expect(asked.status).toBe(status);
      const booked = await book(who, body);
      expect(booked.status).toBe(status);
      expect(asked.body).toEqual(booked.body);
    });

    it('a slot taken, back to back, and the team’s ACTIVE reservation', async () => {
      const busy = await t.reservation(otherTeams[1], field, { reservationDate: TOMORROW, startTime: '12:00', hours: 2 });
      for (const [startTime, hours, status] of [
        ['11:00', 2, 409],
        ['13:00', 1, 409],
        ['13:30', 2, 409],
        ['10:00', 2, 200],
        ['14:00', 1, 200],
      ] as const) {
        const asked = await available(member, slot({ startTime, hours }));
        expect(asked.status, `${startTime} +${hours}h`).toBe(status);
        if (status === 409) expect(asked.body).toEqual((await book(member, slot({ startTime, hours }))).body);
        else expect(asked.body).toMatchObject({ startTime, hours, team: { id: team.id }, field: { id: field.id } });
      }
      const mine = await book(member, slot({ startTime: '15:00', hours: 1 }));
      expect(mine.status).toBe(201);
      const again = await available(owner, slot({ fieldId: otherField.id }));
      expect(again.status).toBe(409);
      expect(again.body).toEqual((await book(owner, slot({ fieldId: otherField.id }))).body);
      expect(again.body.code).toBe('TEAM_HAS_ACTIVE_RESERVATION');
      // Cancelled or finished reservations neither hold the team nor take the slot.
      await t.db.execute(sql`update reservations set status = 'CANCELED' where id in (${busy.id}, ${mine.body.id})`);
      expect((await available(member, slot({ startTime: '12:00', hours: 2 }))).status).toBe(200);
    });
  });

  describe('the filter pages in reading order (domain/reservationOrder.ts)', () => {
    let dayField: FieldRow;
    let dayAdmin: TestUser;
    beforeAll(async () => {
      dayAdmin = await t.user('FIELD_ADMIN');
      dayField = await t.field(dayAdmin, { openingHour: '06:00', closingHour: '24:00' });
      const [a, b, c, d] = otherTeams;
      for (const [tm, reservationDate, startTime, hours, status] of [
        [a, TODAY, '07:00', 2, 'ACTIVE'], // under way at 08:00
        [b, '2030-06-12', '10:00', 1, 'ACTIVE'],
        [c, '2030-06-09', '23:00', 1, 'ACTIVE'], // ended at midnight, not finalized yet
        [d, TOMORROW, '06:00', 1, 'ACTIVE'],
        [a, '2030-06-09', '23:00', 1, 'FINISHED'], // the same start as c's: the newest id first
        [b, '2030-06-01', '10:00', 3, 'FINISHED'],
        [c, '2030-05-30', '08:00', 1, 'FINISHED'],
        [a, '2030-06-15', '10:00', 1, 'CANCELED'],
        [b, '2030-06-12', '10:00', 1, 'CANCELED'],
        [d, '2030-06-01', '09:00', 2, 'CANCELED'],
        [d, '2030-06-01', '09:00', 1, 'CANCELED'],
        [team, TODAY, '08:00', 1, 'FINISHED'],
      ] as const) {
        await t.reservation(tm, dayField, { reservationDate, startTime, hours, status });
      }
    });

    /** Every page of a query, walked with a small page size. */
    async function walk(u: TestUser, q: string, size: number) {
      const ids: number[] = [];
      for (let page = 0; ; page++) {
        const res = await filter(u, `${q ? `${q}&` : ''}page=${page}&size=${size}`);
        expect(res.status).toBe(200);
        ids.push(...res.body.content.map((r) => r.id));
        if (page + 1 >= res.body.totalPages) return { ids, total: res.body.totalElements };
      }
    }

    it.each([
      ['at 08:00, with one under way', '2030-06-10T13:00:00Z'],
      ['at 09:30, once it has ended', '2030-06-10T14:30:00Z'],
      ['a week later', '2030-06-17T13:00:00Z'],
    ])('%s', async (_name, now) => {
      t.clock.set(now);
      // A token of the moved clock (the suite's ones last an hour).
      const caller = { ...dayAdmin, token: await t.deps.tokens.issue({ ...dayAdmin, tokenVersion: 0 }) };
      const all = await t.api<Reservation[]>('GET', `/reservation/field/${dayField.id}`, { token: caller.token });
      const expected = inReadingOrder(all.body, new Date(now)).map((r) => r.id);
      expect(expected).toHaveLength(12);
      for (const [q, size] of [
        [`fieldId=${dayField.id}`, 5],
        ['', 3],
        [`fieldId=${dayField.id}`, 12],
      ] as const) {
        expect(await walk(caller, q, size), `${q} size ${size}`).toEqual({ ids: expected, total: 12 });
      }
      const cancelled = await walk(caller, `fieldId=${dayField.id}&status=CANCELED`, 2);
      expect(cancelled.ids).toEqual(expected.filter((id) => all.body.find((r) => r.id === id)!.status === 'CANCELED'));
    });

    it('a page past the end still counts the list; a caller with neither team nor field has none', async () => {
      expect((await filter(dayAdmin, `fieldId=${dayField.id}&page=9&size=5`)).body).toEqual({
        content: [],
        totalElements: 12,
        totalPages: 3,
        size: 5,
        number: 9,
      });
      const loner = await t.user('PLAYER');
      const none = await t.queriesOf(() => filter(loner, 'page=0&size=6'));
      expect(none.result.body).toEqual({ content: [], totalElements: 0, totalPages: 0, size: 6, number: 0 });
      expect(none.queries).toHaveLength(1);
    });
  });

  /**
   * The filter reads each reading group from an index, up to the page's end, and orders only those rows
   * (server/data/reservationFilter.ts, filterQuery): with a longer history, every page, at every offset,
   * across the groups' boundaries and deep into the past, is still the domain's order.
   */
  describe('a longer history, paged in index order', () => {
    let histAdmin: TestUser;
    let histField: FieldRow;
    let histPlayers: TestUser[];
    let histTeams: TeamRow[];
    beforeAll(async () => {
      histAdmin = await t.user('FIELD_ADMIN');
      histField = await t.field(histAdmin, { openingHour: '06:00', closingHour: '24:00' });
      histPlayers = [];
      histTeams = [];
      for (let i = 0; i < 6; i++) {
        histPlayers.push(await t.user('PLAYER'));
        histTeams.push(await t.team(histPlayers[i]));
      }
      const T = histTeams;
      const rows: [TeamRow, string, string, number, 'ACTIVE' | 'FINISHED' | 'CANCELED'][] = [
        [T[0], TODAY, '07:00', 2, 'ACTIVE'], // under way at 08:00
        [T[1], TODAY, '10:00', 1, 'ACTIVE'],
        [T[2], TOMORROW, '06:00', 1, 'ACTIVE'],
        [T[3], '2030-06-20', '18:00', 2, 'ACTIVE'],
        [T[4], '2030-06-09', '20:00', 1, 'ACTIVE'], // ended, not finalized
        [T[5], '2030-06-08', '10:00', 1, 'ACTIVE'], // ended, not finalized
        [T[0], '2030-06-12', '10:00', 1, 'CANCELED'],
      ];
      for (let i = 1; i <= 36; i++) {
        const day = addDays('2030-06-09', -i);
        const startTime = i % 3 === 0 ? '06:00' : '19:00';
        rows.push([T[i % 6], day, startTime, 1, i % 4 === 0 ? 'CANCELED' : 'FINISHED']);
        // The same start twice: the newest id first.
        if (i % 9 === 0) rows.push([T[(i + 1) % 6], day, startTime, 1, 'CANCELED']);
      }
      for (const [tm, reservationDate, startTime, hours, status] of rows)
        await t.reservation(tm, histField, { reservationDate, startTime, hours, status });
    });

    /** Every page of a query, page by page with a small size, and the same count on each. */
    async function pages(u: TestUser, q: string, size: number) {
      const ids: number[] = [];
      const totals = new Set<number>();
      for (let page = 0; ; page++) {
        const res = await filter(u, `${q}&page=${page}&size=${size}`);
        expect(res.status).toBe(200);
        ids.push(...res.body.content.map((r) => r.id));
        totals.add(res.body.totalElements);
        if (page + 1 >= res.body.totalPages) return { ids, totals: [...totals] };
      }
    }

    it.each([
      ['at 08:00', '2030-06-10T13:00:00Z'],
      ['a week later, when all but one are past', '2030-06-17T13:00:00Z'],
    ])('%s: by field, by team and by status, at every offset', async (_name, now) => {
      t.clock.set(now);
      const admin = { ...histAdmin, token: await t.deps.tokens.issue({ ...histAdmin, tokenVersion: 0 }) };
      const all = (await t.api<Reservation[]>('GET', `/reservation/field/${histField.id}`, { token: admin.token })).body;
      expect(all).toHaveLength(7 + 36 + 4);
      const inOrder = (list: Reservation[]) => inReadingOrder(list, new Date(now)).map((r) => r.id);
      const expected = inOrder(all);
      for (const size of [1, 4, 7, 50]) {
        expect(await pages(admin, `fieldId=${histField.id}`, size), `size ${size}`).toEqual({ ids: expected, totals: [all.length] });
      }
      for (const status of ['ACTIVE', 'FINISHED', 'CANCELED'] as const) {
        const ofStatus = all.filter((r) => r.status === status);
        expect(await pages(admin, `fieldId=${histField.id}&status=${status}`, 3), status).toEqual({
          ids: inOrder(ofStatus),
          totals: [ofStatus.length],
        });
      }
      const day = all.filter((r) => r.reservationDate === '2030-05-31'); // a day with two at one start
      expect(day).toHaveLength(2);
      expect(await pages(admin, `fieldId=${histField.id}&date=2030-05-31`, 1)).toEqual({ ids: inOrder(day), totals: [2] });

      const player = { ...histPlayers[0], token: await t.deps.tokens.issue({ ...histPlayers[0], tokenVersion: 0 }) };
      const teamList = (await t.api<Reservation[]>('GET', `/reservation/team/${histTeams[0].id}`, { token: player.token })).body;
      expect(teamList.length).toBeGreaterThan(6);
      for (const size of [2, 5]) {
        expect(await pages(player, `teamId=${histTeams[0].id}`, size), `team, size ${size}`).toEqual({
          ids: inOrder(teamList),
          totals: [teamList.length],
        });
      }
      expect(await pages(player, `teamId=${histTeams[0].id}&fieldId=${histField.id}`, 3)).toEqual({
        ids: inOrder(teamList),
        totals: [teamList.length],
      });
    });

    it('a page past the end answers the count in the same one statement', async () => {
      const { result, queries } = await t.queriesOf(() => filter(histAdmin, `fieldId=${histField.id}&page=40&size=4`));
      expect(result.body).toEqual({ content: [], totalElements: 47, totalPages: 12, size: 4, number: 40 });
      expect(queries).toHaveLength(1);
    });
  });

  /**
   * The filter reads its rows in a statement of its own (server/data/reservationFilter.ts, filterQuery):
   * each reservation it answers is the same as the other lists answer it, whatever it holds.
   */
  it('answers each reservation as the other lists do: a customer, a fixed turn, a deleted team, an odd rate', async () => {
    const mixedAdmin = await t.user('FIELD_ADMIN');
    const mixedField = await t.field(mixedAdmin, { openingHour: '06:00', closingHour: '24:00', hourlyRate: 85501 });
    const [player, gone] = [await t.user('PLAYER'), await t.user('PLAYER')];
    const [mine, goneTeam] = [await t.team(player), await t.team(gone)];
    const booked = await t.reservation(mine, mixedField, { reservationDate: TOMORROW, startTime: '07:00', hours: 2 });
    await t.db.execute(sql`update reservations set price = 171003 where id = ${booked.id}`);
    await t.reservation(mine, mixedField, { reservationDate: '2030-06-02', startTime: '09:00', status: 'FINISHED' });
    await t.reservation(goneTeam, mixedField, { reservationDate: '2030-06-03', startTime: '09:00', status: 'FINISHED' });
    await t.reservation(goneTeam, mixedField, { reservationDate: '2030-06-04', startTime: '09:00', status: 'CANCELED' });
    for (const body of [
      {
        fieldId: mixedField.id,
        customerName: 'Doña Marta',
        customerCellphone: '3001234567',
        reservationDate: TOMORROW,
        startTime: '18:00',
        hours: 1,
        note: 'Paga en efectivo',
      },
      {
        fieldId: mixedField.id,
        customerName: 'Turno fijo',
        customerCellphone: '3007654321',
        reservationDate: TOMORROW,
        startTime: '20:00',
        hours: 2,
        weeks: 2,
      },
    ]) {
      expect((await t.api('POST', '/reservation/manual', { token: mixedAdmin.token, body })).status).toBe(201);
    }
    // The team is deleted the way the product does it: its reservations keep its name, its id becomes null.
    expect((await t.api('DELETE', `/team/${goneTeam.id}`, { token: gone.token })).status).toBe(200);

    const byId = (list: Reservation[]) => [...list].sort((a, b) => a.id - b.id);
    const fieldList = await t.api<Reservation[]>('GET', `/reservation/field/${mixedField.id}`, { token: mixedAdmin.token });
    expect(fieldList.body).toHaveLength(7);
    expect(fieldList.body.some((r) => r.team === null && r.customer === null)).toBe(true);
    expect(fieldList.body.some((r) => r.customer?.note === 'Paga en efectivo')).toBe(true);
    expect(fieldList.body.filter((r) => r.seriesId !== null)).toHaveLength(2);
    const asAdmin = await filter(mixedAdmin, `fieldId=${mixedField.id}&page=0&size=50`);
    expect(byId(asAdmin.body.content)).toEqual(byId(fieldList.body));
    const own = await filter(mixedAdmin, 'page=0&size=50');
    expect(byId(own.body.content)).toEqual(byId(fieldList.body));

    const teamList = await t.api<Reservation[]>('GET', `/reservation/team/${mine.id}`, { token: player.token });
    expect(teamList.body).toHaveLength(2);
    const asMember = await filter(player, `teamId=${mine.id}&page=0&size=50`);
    expect(byId(asMember.body.content)).toEqual(byId(teamList.body));
  });
});
