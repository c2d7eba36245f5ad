/**
 * Reservations as the API shows them, their lists and counts, the status changes (finalize, cancel) and the
 * payments their field's administrator records.
 * Booking itself (availability, create, reschedule) is in booking.ts.
 */
import { and, asc, count, desc, eq, gt, gte, inArray, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ADULT_AGE, type PaymentMethod, type ReservationStatus } from '../../domain/constants';
import * as MSG from '../../domain/messages';
import type { Page, Reservation, TeamContact } from '../../domain/types';
import type { CurrentUser } from '../context';
import { retryingConflicts, type Db } from '../db/client';
import { fields, paymentMovements, reservations, teams, users } from '../db/schema';
import { sessionFrom, sessionParams, sessionSubquery, type SessionKey, type SessionRow } from '../auth/session';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { perDatabaseAndShape } from '../db/prepared';
import { offsetOf, toPage, totalColumn, type PageRequest } from './paging';
import { addDays, allowedReservationActions, todayInAppZone } from '../../domain/time';
import { callerFieldId, callerTeamId } from './users';
import { canManageReservation } from '../../domain/permissions';
import { fullName, toCents } from '../../domain/format';
import { paymentRefusal, refundRefusal } from '../../domain/payment';
import { restOfTurn } from '../../domain/fixedTurn';
import { bookingFacts, tellBooking } from './notifications';
import { noShowRefusal } from '../../domain/attendance';

/** How many reservations a field or team detail carries. */
export const DETAIL_RESERVATIONS = 10;

/** Told by the database at the commit of every write to what a reservation list shows (migration 0008). */
export const RESERVATION_LISTS_CHANNEL = 'canchas_reservation_lists_changed';

/** Every list of reservations: newest date first, then a day's reservations by start time. */
const ORDER = [desc(reservations.reservationDate), asc(reservations.startTime), desc(reservations.id)];
/** "The latest N" of a team's detail: newest date and start first. */
const NEWEST_FIRST = [desc(reservations.reservationDate), desc(reservations.startTime), desc(reservations.id)];
/** "The next N" of a field's detail: soonest date and start first, as domain/nextReservations picks from them. */
const SOONEST_FIRST = [asc(reservations.reservationDate), asc(reservations.startTime), desc(reservations.id)];

const reservationColumns = {
  id: reservations.id,
  status: reservations.status,
  reservationDate: reservations.reservationDate,
  startTime: reservations.startTime,
  endTime: reservations.endTime,
  hours: reservations.hours,
  bookedTeamName: reservations.teamName,
  bookedFieldName: reservations.fieldName,
  teamId: teams.id,
  teamOwnerId: teams.ownerId,
  teamName: teams.name,
  teamCity: teams.city,
  teamNeighborhood: teams.neighborhood,
  fieldId: fields.id,
  fieldAdminId: fields.adminId,
  fieldName: fields.name,
  fieldAddress: fields.address,
  fieldCity: fields.city,
  fieldHourlyRate: fields.hourlyRate,
  fieldOpeningHour: fields.openingHour,
  fieldClosingHour: fields.closingHour,
  customerName: reservations.customerName,
  customerCellphone: reservations.customerCellphone,
  note: reservations.note,
  seriesId: reservations.seriesId,
  price: reservations.price,
  paid: reservations.paid,
  refunded: reservations.refunded,
  fieldWhatsapp: fields.whatsapp,
  fieldPaymentInstructions: fields.paymentInstructions,
  noShow: reservations.noShow,
};

/**
 * Whether a viewer may see the field's WhatsApp and 'Cómo pagar el abono' (docs/api.md, "Who sees what"): its
 * administrator, and the members of a team holding an ACTIVE reservation on it. `viewer` is a user's id, a
 * placeholder for it (a prepared statement's `uid`), or null for nobody (anonymous, or an answer that carries no
 * contact): then false, without a subquery. For a statement that reads `fields`.
 */
export function contactShown(viewer: number | Placeholder | null): SQL<boolean> {
  if (viewer === null) return sql<boolean>`false`.mapWith(Boolean);
  return sql<boolean>`(${fields.adminId} = ${viewer} or exists (select 1 from reservations held join team_members m on m.team_id = held.team_id where m.player_id = ${viewer} and held.field_id = ${fields.id} and held.status = 'ACTIVE'))`.mapWith(
    Boolean,
  );
}

/** The reservations with their team and field; the field's contact as `viewer` may see it (null: never). */
function selectReservations(db: Db, viewer: number | null = null) {
  return db
    .select({ ...reservationColumns, fieldContactShown: contactShown(viewer) })
    .from(reservations)
    .leftJoin(teams, eq(teams.id, reservations.teamId))
    .leftJoin(fields, eq(fields.id, reservations.fieldId));
}

type ReservationRow = Awaited<ReturnType<typeof selectReservations>>[number];

function toReservation(r: ReservationRow): Reservation {
  return {
    id: r.id,
    status: r.status,
    reservationDate: r.reservationDate,
    startTime: r.startTime,
    endTime: r.endTime,
    hours: r.hours,
    team:
      r.teamId === null ? null : { id: r.teamId, ownerId: r.teamOwnerId!, name: r.teamName!, city: r.teamCity!, neighborhood: r.teamNeighborhood! },
    field:
      r.fieldId === null
        ? null
        : {
            id: r.fieldId,
            name: r.fieldName!,
            address: r.fieldAddress!,
            city: r.fieldCity!,
            hourlyRate: Number(r.fieldHourlyRate),
            openingHour: r.fieldOpeningHour!,
            closingHour: r.fieldClosingHour!,
            whatsapp: r.fieldContactShown ? r.fieldWhatsapp : null,
            paymentInstructions: r.fieldContactShown ? r.fieldPaymentInstructions : null,
          },
    teamName: r.teamName ?? r.bookedTeamName,
    fieldName: r.fieldName ?? r.bookedFieldName,
    customer: r.customerName === null ? null : { name: r.customerName, cellphone: r.customerCellphone, note: r.note },
    seriesId: r.seriesId,
    price: Number(r.price),
    paid: Number(r.paid),
    refunded: Number(r.refunded),
    noShow: r.noShow,
  };
}

/** `viewer`: whose eyes the fields' contacts are shown to (null: nobody's), as in every reader below. */
export async function listReservations(db: Db, where: SQL | undefined, viewer: number | null = null): Promise<Reservation[]> {
  return (
    await selectReservations(db, viewer)
      .where(where)
      .orderBy(...ORDER)
  ).map(toReservation);
}

/** The latest reservations that a team's detail carries. */
export async function latestReservations(db: Db, where: SQL, viewer: number | null = null): Promise<Reservation[]> {
  return (
    await selectReservations(db, viewer)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(DETAIL_RESERVATIONS)
  ).map(toReservation);
}

/**
 * The reservations still ahead at `now` (ACTIVE and not ended: under way or to come) that a field's detail
 * carries to its administrator, soonest first: its 'Próximas reservas'.
 */
export async function nextReservations(db: Db, where: SQL, now: Date, viewer: number | null = null): Promise<Reservation[]> {
  return (
    await selectReservations(db, viewer)
      .where(and(where, busyAfter(now)))
      .orderBy(...SOONEST_FIRST)
      .limit(DETAIL_RESERVATIONS)
  ).map(toReservation);
}

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
interface FilterShape {
  team: boolean;
  field: boolean;
  date: boolean;
  status: boolean;
}
const SHAPE_PARTS = ['team', 'field', 'date', 'status'] as const;
/** A shape as four 0/1 digits, in SHAPE_PARTS' order: the statement's name ends with them. */
const shapeKey = (shape: FilterShape) => SHAPE_PARTS.map((part) => (shape[part] ? '1' : '0')).join('');
const shapeOf = (key: string) => Object.fromEntries(SHAPE_PARTS.map((part, i) => [part, key[i] === '1'])) as unknown as FilterShape;
const isOwn = (shape: FilterShape) => !shape.team && !shape.field;

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

/** What the filter's statement read: the session's row, to be accepted first, and the page, for the user accepted. */
export interface FilterRead {
  session: SessionRow | undefined;
  page(user: CurrentUser): Page<Reservation>;
  /** Until when (ms) the page holds, if nothing is written: the next end of a reservation ahead in the list. */
  until: number;
}

/**
 * The filter's list in reading order (domain/reservationOrder.ts), a page of it with the list's count, read
 * with the session of the token's user (`uid`, of session `sid`) in one statement, a page past the end
 * too. Nothing of it may be answered before the session is accepted and, when a team or field is named,
 * the caller's right to it checked (api/reservations.ts).
 */
export async function readFilterPage(db: Db, caller: SessionKey, request: FilterRequest, pageRequest: PageRequest, now: Date): Promise<FilterRead> {
  const shape: FilterShape = {
    team: request.teamId !== undefined,
    field: request.fieldId !== undefined,
    date: request.date !== undefined,
    status: request.status !== undefined,
  };
  const offset = offsetOf(pageRequest);
  const rows = await filterQuery(db, `${shapeKey(shape)}_${groupReach(offset + pageRequest.size)}`).execute({
    ...sessionParams(caller),
    teamId: request.teamId,
    fieldId: request.fieldId,
    date: request.date,
    status: request.status,
    now: now.toISOString(),
    aheadFrom: addDays(todayInAppZone(now), -1),
    limit: pageRequest.size,
    offset,
  });
  return {
    session: rows[0],
    until: rows[0]?.aheadUntil ?? Infinity,
    page(user) {
      const scope = isOwn(shape) ? { teamId: user.teamId ?? null, fieldId: user.fieldId ?? null } : request;
      // The caller's own list of a caller with neither team nor field: empty.
      if (scope.teamId === null && scope.fieldId === null) return toPage([], 0, pageRequest);
      const found = rows.filter((row) => row.id !== null) as ReservationRow[];
      return toPage(found.map(toReservation), rows[0].total, pageRequest);
    },
  };
}

export async function reservationById(db: Db, id: number, viewer: number | null = null): Promise<Reservation> {
  const [row] = await selectReservations(db, viewer).where(eq(reservations.id, id)).limit(1);
  if (!row) throw notFound(MSG.reservation.notFound);
  return toReservation(row);
}

export const ofTeam = (teamId: number) => eq(reservations.teamId, teamId);
export const ofField = (fieldId: number) => eq(reservations.fieldId, fieldId);
export const withStatus = (status: ReservationStatus) => eq(reservations.status, status);
export const onDate = (date: string) => eq(reservations.reservationDate, date);
/** The field's ACTIVE reservations that have not ended: the busy slots a booking calendar shows. */
export const busyAfter = (now: Date) => and(withStatus('ACTIVE'), gt(reservations.endsAt, now));

export async function countReservations(db: Db, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(reservations).where(where);
  return total;
}

/**
 * Before a team or a field is deleted: its ACTIVE reservations still to come are canceled, and those that
 * have started are finalized, as played (deleting cannot cancel what the team could not: docs/product.md
 * "Teams and fields"). All of them keep its last name, so the other side's history still reads right.
 */
export async function retireReservations(db: Db, of: { teamId: number } | { fieldId: number }, name: string, now: Date): Promise<void> {
  const where = 'teamId' in of ? ofTeam(of.teamId) : ofField(of.fieldId);
  const canceling = sql`${reservations.startsAt} > ${now}`;
  await db
    .update(reservations)
    .set({
      status: sql`case when ${canceling} then 'CANCELED' else 'FINISHED' end`,
      // A team deleted with bookings to come: their cancellation is news to each field.
      ...('teamId' in of ? { teamCanceledAt: sql`case when ${canceling} then ${now}::timestamptz end` } : {}),
    })
    .where(and(where, withStatus('ACTIVE')));
  await db
    .update(reservations)
    .set('teamId' in of ? { teamName: name } : { fieldName: name })
    .where(where);
}

/**
 * What a caller may read when no team or field is named: the reservations of their own team (a player)
 * or of their own field (an administrator).
 */
export async function ownReservations(db: Db, user: CurrentUser): Promise<SQL> {
  const [teamId, fieldId] = await Promise.all([callerTeamId(db, user), callerFieldId(db, user)]);
  return or(teamId === null ? undefined : ofTeam(teamId), fieldId === null ? undefined : ofField(fieldId)) ?? eq(reservations.id, -1);
}

/** A reservation is read by the members of its team and by its field's administrator. */
async function requireReader(db: Db, user: CurrentUser, row: ReservationRow): Promise<void> {
  if (row.fieldAdminId === user.id) return;
  if (row.teamId !== null && row.teamId === (await callerTeamId(db, user))) return;
  throw forbidden('NOT_OWNER', MSG.reservation.notReadable);
}

/** ... and managed (finalized, canceled) by its team's owner and its field's administrator. */
function requireManager(user: CurrentUser, row: ReservationRow): void {
  if (!canManageReservation(user, row)) throw forbidden('NOT_OWNER', MSG.reservation.notAllowed);
}

/**
 * ... while ACTIVE. The field's administrator keeps the field's book and closes a reservation at any moment;
 * the team's owner only at the moments the team's card offers (`allowedReservationActions`, docs/product.md
 * "Reservations"): cancel or move before the start, finalize after the end. So a team cannot finalize its
 * booking still to come (a made-up 'Finalizada' in the field's figures, and the slot free to book again) nor
 * cancel one already played.
 */
function requireActionNow(user: CurrentUser, row: ReservationRow, action: 'cancel' | 'finalize', now: Date): void {
  if (row.status !== 'ACTIVE') throw conflict('RESERVATION_NOT_ACTIVE', MSG.reservation.notActive);
  if (row.fieldAdminId === user.id) return;
  if (!allowedReservationActions(row, { viewedBy: 'team', canManage: true }, now)[action]) {
    throw conflict('RESERVATION_NOT_NOW', action === 'finalize' ? MSG.reservation.finalizeTooEarly : MSG.reservation.alreadyStarted);
  }
}

async function loadRow(db: Db, id: number, viewer: number | null = null): Promise<ReservationRow> {
  const [row] = await selectReservations(db, viewer).where(eq(reservations.id, id)).limit(1);
  if (!row) throw notFound(MSG.reservation.notFound);
  return row;
}

export async function readReservation(db: Db, user: CurrentUser, id: number): Promise<Reservation> {
  const row = await loadRow(db, id, user.id);
  await requireReader(db, user, row);
  return toReservation(row);
}

/** The owner check of a reservation, for rescheduling: only its team's owner moves it, before it starts. */
export async function requireTeamOwnerOf(db: Db, user: CurrentUser, id: number, now: Date) {
  const row = await loadRow(db, id);
  if (row.teamOwnerId !== user.id) throw forbidden('NOT_OWNER', MSG.reservation.notAllowed);
  requireActionNow(user, row, 'cancel', now);
  return { teamId: row.teamId! };
}

/**
 * The owner of the team that booked, for the booked field's administrator alone (docs/api.md, "Who sees what"):
 * their name, and their cellphone when they are an adult, as any signed-in player sees it on the player list.
 */
export async function teamContact(db: Db, user: CurrentUser, id: number): Promise<TeamContact> {
  const row = await loadRow(db, id);
  if (row.fieldAdminId !== user.id) throw forbidden('NOT_OWNER', MSG.reservation.contactNotAllowed);
  if (row.teamOwnerId === null) throw notFound(MSG.reservation.notTeamBooking);
  const [owner] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, cellphone: users.cellphone, age: users.age })
    .from(users)
    .where(eq(users.id, row.teamOwnerId));
  return { name: fullName(owner), cellphone: owner.age >= ADULT_AGE ? owner.cellphone : null };
}

/** ACTIVE becomes FINISHED or CANCELED, once: the status test is part of the UPDATE, so two clicks cannot both win. */
export async function changeStatus(db: Db, user: CurrentUser, id: number, to: 'FINISHED' | 'CANCELED', now: Date): Promise<Reservation> {
  const row = await loadRow(db, id);
  requireManager(user, row);
  requireActionNow(user, row, to === 'FINISHED' ? 'finalize' : 'cancel', now);
  // A team's cancellation is news to the field (its administrator's own is not).
  const byTeam = to === 'CANCELED' && row.fieldAdminId !== user.id;
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(reservations)
      .set({ status: to, ...(byTeam ? { teamCanceledAt: now } : {}) })
      .where(and(eq(reservations.id, id), withStatus('ACTIVE')))
      .returning({ id: reservations.id });
    if (updated.length === 0) throw conflict('RESERVATION_NOT_ACTIVE', MSG.reservation.notActive);
    // The team's members hear of it, and the field's administrator of a team's cancellation.
    const facts = await bookingFacts(tx, id);
    if (facts) await tellBooking(tx, to === 'CANCELED' ? 'CANCELED' : 'FINISHED', facts, user.id, now);
  });
  return reservationById(db, id, user.id);
}

/**
 * 'No se presentó' (docs/api.md, "No-shows"): the field's administrator cancels an ACTIVE booking whose start has
 * passed because its team or customer did not come. It is then CANCELED with `noShow`, so it counts in no revenue and
 * nothing is still to collect of it. The UPDATE tests the status and the start again, so a finalize or a cancel
 * landing meanwhile wins or loses whole.
 */
export async function markNoShow(db: Db, user: CurrentUser, id: number, now: Date): Promise<Reservation> {
  const row = await loadRow(db, id);
  if (row.fieldAdminId !== user.id) throw forbidden('NOT_OWNER', MSG.reservation.noShowNotAllowed);
  const refusal = noShowRefusal(row, now);
  if (refusal) throw conflict(refusal.code, refusal.message);
  const updated = await db
    .update(reservations)
    .set({ status: 'CANCELED', noShow: true })
    .where(and(eq(reservations.id, id), withStatus('ACTIVE'), sql`${reservations.startsAt} <= ${now.toISOString()}::timestamptz`))
    .returning({ id: reservations.id });
  if (updated.length === 0) {
    const current = await loadRow(db, id);
    const why = noShowRefusal(current, now) ?? { code: 'RESERVATION_NOT_ACTIVE' as const, message: MSG.reservation.notActive };
    throw conflict(why.code, why.message);
  }
  return reservationById(db, id);
}

/**
 * Records all the field's administrator has received for a reservation so far (docs/api.md, "Payments"): only
 * they record it, never more than its price, and not on a canceled one. The UPDATE tests the status again, so
 * a cancel that lands in between is not written over. What changed goes into the field's cash book, in the same
 * transaction, the row held meanwhile so that two recordings count each its own change.
 */
export async function recordPayment(db: Db, user: CurrentUser, id: number, paid: number, method: PaymentMethod, now: Date): Promise<Reservation> {
  const row = await loadRow(db, id);
  if (row.fieldAdminId !== user.id) throw forbidden('NOT_OWNER', MSG.payment.notAllowed);
  if (row.status === 'CANCELED') throw conflict('RESERVATION_CANCELED', MSG.payment.canceled);
  const refusal = paymentRefusal(paid, Number(row.price));
  if (refusal) throw badRequest('VALIDATION_FAILED', refusal);
  const written = await retryingConflicts(() =>
    db.transaction(async (tx) => {
      const before = await heldAmounts(tx, id, row.fieldId);
      const [updated] = await tx
        .update(reservations)
        .set({ paid: toCents(paid) })
        // As it is when the UPDATE lands: not cancelled, nor moved to a lower total, since it was read.
        .where(and(eq(reservations.id, id), ne(reservations.status, 'CANCELED'), gte(reservations.price, toCents(paid))))
        .returning({ fieldId: reservations.fieldId });
      if (updated) await recordMovement(tx, id, updated.fieldId, { kind: 'PAYMENT', change: paid - before.paid, method }, now);
      return updated !== undefined;
    }),
  );
  if (!written) {
    const current = await loadRow(db, id);
    if (current.status === 'CANCELED') throw conflict('RESERVATION_CANCELED', MSG.payment.canceled);
    throw badRequest('VALIDATION_FAILED', paymentRefusal(paid, Number(current.price)) ?? MSG.payment.invalid);
  }
  return reservationById(db, id, user.id);
}

/**
 * Records, of what was received for a cancelled reservation, all its field's administrator has given back
 * (docs/api.md, "Payments"): only they record it, only once it is cancelled, never more than was received.
 * What was received no longer changes once it is cancelled, so the check holds when the UPDATE lands. What
 * changed goes into the field's cash book, as a payment's change does.
 */
export async function recordRefund(db: Db, user: CurrentUser, id: number, refunded: number, method: PaymentMethod, now: Date): Promise<Reservation> {
  const row = await loadRow(db, id);
  if (row.fieldAdminId !== user.id) throw forbidden('NOT_OWNER', MSG.refund.notAllowed);
  if (row.status !== 'CANCELED') throw conflict('RESERVATION_NOT_CANCELED', MSG.refund.notCanceled);
  const refusal = refundRefusal(refunded, Number(row.paid));
  if (refusal) throw badRequest('VALIDATION_FAILED', refusal);
  await retryingConflicts(() =>
    db.transaction(async (tx) => {
      const before = await heldAmounts(tx, id, row.fieldId);
      const [updated] = await tx
        .update(reservations)
        .set({ refunded: toCents(refunded) })
        .where(eq(reservations.id, id))
        .returning({ fieldId: reservations.fieldId });
      await recordMovement(tx, id, updated.fieldId, { kind: 'REFUND', change: refunded - before.refunded, method }, now);
    }),
  );
  return reservationById(db, id, user.id);
}

/**
 * What was received and given back for a reservation, its row locked until the transaction ends. Its field's row
 * is locked first (FOR KEY SHARE, which the cash book's row would take anyway), in the order a field's deletion
 * takes them: a deletion under way is waited for, never met halfway in a deadlock.
 */
async function heldAmounts(tx: Db, id: number, fieldId: number | null) {
  if (fieldId !== null) await tx.select({ id: fields.id }).from(fields).where(eq(fields.id, fieldId)).for('key share');
  const [held] = await tx
    .select({ paid: reservations.paid, refunded: reservations.refunded })
    .from(reservations)
    .where(eq(reservations.id, id))
    .for('update');
  return { paid: Number(held.paid), refunded: Number(held.refunded) };
}

/** A change of what a field received (PAYMENT) or gave back (REFUND), and how, in its cash book; none when nothing changed. */
export async function recordMovement(
  tx: Db,
  reservationId: number,
  fieldId: number | null,
  { kind, change, method }: { kind: 'PAYMENT' | 'REFUND'; change: number; method: PaymentMethod },
  at: Date,
) {
  const amount = toCents(change);
  if (amount === 0 || fieldId === null) return;
  await tx.insert(paymentMovements).values({ reservationId, fieldId, kind, amount, method, recordedAt: at });
}

/** Reservations by id, in date and start order (the answer of a manual booking or a series cancel). */
export async function reservationsByIds(db: Db, ids: number[], viewer: number | null = null): Promise<Reservation[]> {
  if (ids.length === 0) return [];
  const rows = await selectReservations(db, viewer)
    .where(inArray(reservations.id, ids))
    .orderBy(asc(reservations.reservationDate), asc(reservations.startTime));
  return rows.map(toReservation);
}

/** The occurrence a turn's calls are about: who may cancel it reads or cancels its turn; a single booking has none. */
async function turnRow(db: Db, user: CurrentUser, id: number): Promise<ReservationRow & { seriesId: string }> {
  const row = await loadRow(db, id);
  requireManager(user, row);
  if (row.seriesId === null) throw badRequest('VALIDATION_FAILED', MSG.reservation.notSeries);
  return row as ReservationRow & { seriesId: string };
}

/**
 * Every occurrence of the weekly fixed turn a reservation belongs to, any status, by date: 'Cancelar el resto
 * del turno' counts with it what it will cancel (domain/fixedTurn's restOfTurn), before asking.
 */
export async function readTurn(db: Db, user: CurrentUser, id: number): Promise<Reservation[]> {
  const row = await turnRow(db, user, id);
  const rows = await selectReservations(db, user.id)
    .where(eq(reservations.seriesId, row.seriesId))
    .orderBy(asc(reservations.reservationDate), asc(reservations.id));
  return rows.map(toReservation);
}

/**
 * Cancels an ACTIVE occurrence of a weekly fixed turn and every later ACTIVE one of the same series: the dates
 * domain/fixedTurn's restOfTurn picks from the turn, read and locked (FOR UPDATE) in the same transaction, so
 * a finalize or a cancel of one of them landing meanwhile is seen. The same people who may cancel one
 * occurrence may (docs/api.md, "Manual bookings").
 */
export async function cancelSeriesFrom(db: Db, user: CurrentUser, id: number, now: Date): Promise<Reservation[]> {
  const row = await turnRow(db, user, id);
  requireActionNow(user, row, 'cancel', now);
  const canceled = await db.transaction(async (tx) => {
    const turn = await tx
      .select({ id: reservations.id, seriesId: reservations.seriesId, status: reservations.status, reservationDate: reservations.reservationDate })
      .from(reservations)
      .where(eq(reservations.seriesId, row.seriesId))
      .for('update');
    const ids = restOfTurn(id, turn).map((r) => r.id);
    if (ids.length === 0) throw conflict('RESERVATION_NOT_ACTIVE', MSG.reservation.notActive);
    await tx.update(reservations).set({ status: 'CANCELED' }).where(inArray(reservations.id, ids));
    return ids;
  });
  return reservationsByIds(db, canceled, user.id);
}
