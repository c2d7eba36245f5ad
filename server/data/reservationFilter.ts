/**
 * The reservation filter's statement (GET /reservation/filter): the caller's session, a page of the list in
 * reading order and the list's count, in one round trip, one prepared statement per shape of the request.
 *
 * Raw SQL here, and why: the reading groups' conditions and order (`case when`), the page's reach written into
 * the statement's text as a number (`sql.raw`, see groupReach), `extract(epoch …)` and the subqueries of the
 * caller's own team and field are not in Drizzle's query builder; everything else is.
 */
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ReservationStatus } from '../../domain/constants';
import { addDays, todayInAppZone } from '../../domain/time';
import { sessionFrom, sessionParams, sessionSubquery, type SessionKey } from '../auth/session';
import type { Db } from '../db/client';
import { perDatabaseAndShape } from '../db/prepared';
import { fields, reservations, teams } from '../db/schema';
import { totalColumn } from './paging';
import { contactShown, reservationColumns } from './reservations';

/**
 * What the reservation filter was asked: a team and/or a field (named: the reservations of all that are
 * named), optionally a date and a status. With neither team nor field, the caller's own: those of their
 * team (a player) or of their field (an administrator).
 */
export interface FilterRequest {
  teamId?: number;
  fieldId?: number;
  date?: string;
  status?: ReservationStatus;
}

const ph = sql.placeholder;

/** Which parts of a filter are given: a shape has one prepared statement. Neither team nor field: the caller's own. */
export interface FilterShape {
  team: boolean;
  field: boolean;
  date: boolean;
  status: boolean;
}
const SHAPE_PARTS = ['team', 'field', 'date', 'status'] as const;
/** A shape as four 0/1 digits, in SHAPE_PARTS' order: the statement's name ends with them. */
export const shapeKey = (shape: FilterShape) => SHAPE_PARTS.map((part) => (shape[part] ? '1' : '0')).join('');
const shapeOf = (key: string) => Object.fromEntries(SHAPE_PARTS.map((part, i) => [part, key[i] === '1'])) as unknown as FilterShape;
export const isOwn = (shape: FilterShape) => !shape.team && !shape.field;

/**
 * The filter's condition, with its values or with placeholders for them. The caller's own (neither team
 * nor field named): of their team or of their field, whichever they have (`teamId`/`fieldId` null: none).
 */
function filterWhere(shape: FilterShape, values: { teamId: unknown; fieldId: unknown; date: unknown; status: unknown }): SQL | undefined {
  const scope = isOwn(shape)
    ? or(
        values.teamId === null ? undefined : eq(reservations.teamId, values.teamId as number),
        values.fieldId === null ? undefined : eq(reservations.fieldId, values.fieldId as number),
      )
    : and(
        shape.team ? eq(reservations.teamId, values.teamId as number) : undefined,
        shape.field ? eq(reservations.fieldId, values.fieldId as number) : undefined,
      );
  return and(
    scope,
    shape.date ? eq(reservations.reservationDate, values.date as string) : undefined,
    shape.status ? eq(reservations.status, values.status as ReservationStatus) : undefined,
  );
}

/**
 * The reading order of domain/reservationOrder.ts written in SQL, so that the database pages the list
 * (tests/server/hotRoutes.test.ts holds the two equal): to close (ACTIVE and ended) first, latest first; then
 * ahead (ACTIVE and not ended), soonest first; then the finished, latest first; cancelled last, latest first;
 * ties by the newest id. ends_at is the instant
 * of the date and end time, as domain/time's instantInAppZone gives it (every write stores it so), and
 * `now` is a placeholder. A start is ordered by (reservation_date, start_time), the order of starts_at
 * (one offset in America/Bogota, times written 'HH:mm'), because that is the order of the indexes
 * reservations_field_date_idx and reservations_team_date_idx: each group can be read from them in order.
 */
const isAhead = sql`(${reservations.status} = 'ACTIVE' and ${reservations.endsAt} > ${ph('now')})`;
/**
 * A reservation ends on its own date at the latest (an end time is at most '24:00', a booking past
 * midnight is refused), so one that has not ended is of the day before `now`'s date or later: `aheadFrom`
 * is that day, and bounds the ahead group's scan of the index to the days still to come. It is written as
 * a range (up to 'infinity', which bounds nothing) so that the generic plan (see groupReach) reckons on
 * few rows, as a plan for the given values does; as one inequality it would reckon on a third of the
 * field's history and plan the statement anew on every call.
 */
const aheadBound = sql`${reservations.reservationDate} between ${ph('aheadFrom')} and 'infinity'`;

/** The groups, each as the index reads it and with its own part of the condition. */
const READING_GROUPS = [
  { rank: 0, where: sql`${reservations.status} = 'ACTIVE' and not ${isAhead}`, ascending: false },
  { rank: 1, where: and(isAhead, aheadBound)!, ascending: true },
  { rank: 2, where: sql`${reservations.status} = 'FINISHED'`, ascending: false },
  { rank: 3, where: sql`${reservations.status} = 'CANCELED'`, ascending: false },
] as const;
/** The rank of the one group read soonest first. */
const AHEAD_RANK = 1;

/**
 * When the list's order next changes by time alone: the earliest end (ms) of its reservations ahead, which
 * then pass to the past (null: none ahead). Until then, only a write changes the page.
 */
const aheadUntil = (where: SQL | undefined) =>
  sql<
    number | null
  >`(select extract(epoch from min(${reservations.endsAt})) * 1000 from ${reservations} where ${and(where, isAhead, aheadBound)})`.mapWith(Number);

/**
 * How far into each reading group a page reads: its end (offset + size) rounded up to a power of two, at
 * least 8. It is written into the statement's text as a number, and is part of the statement's shape with
 * the filter's parts: with a parameter there, PostgreSQL's plan for any values (its generic plan) would
 * reckon on reading a tenth of a field's history in each group, find that dearer than a plan for the given
 * values, and plan the statement anew on every call, which costs more than running it (about 0.7 ms
 * against 0.3 at 2,000 reservations on a field). With the number, both plans cost alike and it keeps the
 * generic one. A page reads at most twice the rows it needs of each group, and a handful of statements
 * cover every page a person reaches (8 up to page 1 of 6, 16, 32, …).
 */
export const groupReach = (end: number) => Math.max(8, 2 ** Math.ceil(Math.log2(end)));

/**
 * The filter's statement of one shape: the caller's session (the token's user, `uid`, with their team and
 * field), a page of the list and the list's count, in one round trip.
 *
 * The page never orders the whole list: each reading group is read in its own order, the one its index
 * (field or team, date, start time) delivers, and only up to the page's end (at most `groupReach` rows of
 * each group); those at most 4 × reach rows are then ordered by group and start and the
 * page cut from them. So its cost follows the page's depth, not the length of a field's or team's history.
 * The count is an aggregate of its own (an index-only scan of the field's or team's status index). The
 * outer query reads the page's rows whole, in the same order, beside the session's row: one row per
 * reservation, or one row with no reservation (the page is empty, past the end or not) or none at all (the
 * user is gone). Each row carries the count. The caller's own list reads their team and field the way the
 * session's columns do.
 */
const filterQuery = perDatabaseAndShape('reservation_filter', (db, name, key) => {
  const reach = Number(key.split('_')[1]);
  const where = filterWhere(shapeOf(key), {
    teamId: isOwn(shapeOf(key)) ? sql`(select m.team_id from team_members m where m.player_id = ${ph('uid')})` : ph('teamId'),
    fieldId: isOwn(shapeOf(key)) ? sql`(select f.id from fields f where f.admin_id = ${ph('uid')})` : ph('fieldId'),
    date: ph('date'),
    status: ph('status'),
  });
  const [toClose, ahead, past, canceled] = READING_GROUPS.map(({ rank, where: inGroup, ascending }) => {
    const by = ascending ? asc : desc;
    return (
      db
        .select({
          id: reservations.id,
          readingGroup: sql<number>`${sql.raw(String(rank))}::int`.as('page_reading_group'),
          date: sql<string>`${reservations.reservationDate}`.as('page_date'),
          start: sql<string>`${reservations.startTime}`.as('page_start'),
        })
        .from(reservations)
        .where(and(where, inGroup))
        .orderBy(by(reservations.reservationDate), by(reservations.startTime), desc(reservations.id))
        // A number in the SQL's text, not a parameter (Drizzle would bind one): see groupReach.
        .limit(sql.raw(String(reach)) as unknown as number)
    );
  });
  const groups = unionAll(toClose, ahead, past, canceled).as('groups');
  /** Over the groups' rows: the group, then the start (ascending ahead, descending otherwise), then the newest id. */
  const inReadingOrder = (rows: { readingGroup: SQL.Aliased<number>; date: SQL.Aliased<string>; start: SQL.Aliased<string>; id: AnyPgColumn }) => [
    rows.readingGroup,
    sql`case when ${rows.readingGroup} = ${sql.raw(String(AHEAD_RANK))} then ${rows.date} end`,
    sql`case when ${rows.readingGroup} = ${sql.raw(String(AHEAD_RANK))} then ${rows.start} end`,
    desc(rows.date),
    desc(rows.start),
    desc(rows.id),
  ];
  const page = db
    .select()
    .from(groups)
    .orderBy(...inReadingOrder(groups))
    .limit(ph('limit'))
    .offset(ph('offset'))
    .as('page');
  const me = sessionSubquery(db);
  return db
    .select({
      ...sessionFrom(me),
      ...reservationColumns,
      fieldContactShown: contactShown(ph('uid')),
      total: totalColumn(reservations, where),
      aheadUntil: aheadUntil(where),
    })
    .from(me)
    .leftJoin(page, sql`true`)
    .leftJoin(reservations, eq(reservations.id, page.id))
    .leftJoin(teams, eq(teams.id, reservations.teamId))
    .leftJoin(fields, eq(fields.id, reservations.fieldId))
    .orderBy(...inReadingOrder(page))
    .prepare(name);
});

/**
 * The filter's rows of one request: one row per reservation of the page beside the session's row, or one row
 * with no reservation (an empty page), or none at all (the user is gone). Each row carries the list's count
 * and until when the page holds.
 */
export async function filterRows(
  db: Db,
  caller: SessionKey,
  request: FilterRequest,
  shape: FilterShape,
  { offset, size }: { offset: number; size: number },
  now: Date,
) {
  return filterQuery(db, `${shapeKey(shape)}_${groupReach(offset + size)}`).execute({
    ...sessionParams(caller),
    teamId: request.teamId,
    fieldId: request.fieldId,
    date: request.date,
    status: request.status,
    now: now.toISOString(),
    aheadFrom: addDays(todayInAppZone(now), -1),
    limit: size,
    offset,
  });
}
