/**
 * The reservations table (with its moves between fields) as the services read and write it: the rows with their team
 * and field (and the field's contact as a viewer may see it), the conditions the services combine, the lists and
 * counts, a booking's inserts and moves, a manual booking's overlap check, every write of a reservation's status,
 * payment and refund, a manual booking's customers, and the reads of the news, the calendar feed, match day, the
 * notices and the reminders. No rule is decided here (who may, when): that is services/. The reservation filter's
 * statement is in reservationFilter.ts; availability's, and a team booking's reads under its locks, in availability.ts.
 */
import {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { PaymentMethod, ReservationStatus } from '../../domain/constants';
import type { Reservation } from '../../domain/types';
import { toCents } from '../../domain/format';
import type { Db } from '../db/client';
import { fields, paymentMovements, reservationFieldMoves, reservations, teams } from '../db/schema';

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

export const reservationColumns = {
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
export function selectReservations(db: Db, viewer: number | null = null) {
  return db
    .select({ ...reservationColumns, fieldContactShown: contactShown(viewer) })
    .from(reservations)
    .leftJoin(teams, eq(teams.id, reservations.teamId))
    .leftJoin(fields, eq(fields.id, reservations.fieldId));
}

export type ReservationRow = Awaited<ReturnType<typeof selectReservations>>[number];

export function toReservation(r: ReservationRow): Reservation {
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

/** One reservation's row with its team and field, or undefined when there is none. */
export async function reservationRow(db: Db, id: number, viewer: number | null = null): Promise<ReservationRow | undefined> {
  const [row] = await selectReservations(db, viewer).where(eq(reservations.id, id)).limit(1);
  return row;
}

export const ofTeam = (teamId: number) => eq(reservations.teamId, teamId);
export const ofField = (fieldId: number) => eq(reservations.fieldId, fieldId);
export const withStatus = (status: ReservationStatus) => eq(reservations.status, status);
/** No reservation at all (a caller with neither team nor field). */
export const nobody = () => eq(reservations.id, -1);
export const onDate = (date: string) => eq(reservations.reservationDate, date);
/** The field's ACTIVE reservations that have not ended: the busy slots a booking calendar shows. */
export const busyAfter = (now: Date) => and(withStatus('ACTIVE'), gt(reservations.endsAt, now));
/** The ACTIVE reservations of the field that have not ended at `now`. */
export const fieldBusyAfter = (fieldId: number, now: Date) => and(ofField(fieldId), busyAfter(now));
/** The ACTIVE reservations of the field on the date. */
export const activeOn = (fieldId: number, date: string) => and(ofField(fieldId), onDate(date), withStatus('ACTIVE'));
/** A team's or a field's reservations, of one status or (none given) all. */
export const reservationsOf = (of: { teamId: number } | { fieldId: number }, status?: ReservationStatus) =>
  and('teamId' in of ? ofTeam(of.teamId) : ofField(of.fieldId), status === undefined ? undefined : withStatus(status));
/** The reservations of the team or of the field (null: none); nobody's when neither is given. */
export const ofTeamOrField = (teamId: number | null, fieldId: number | null) =>
  or(teamId === null ? undefined : ofTeam(teamId), fieldId === null ? undefined : ofField(fieldId)) ?? nobody();

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
  const where = reservationsOf(of);
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

/** The ids of a team's or a field's ACTIVE reservations that start after `now`: its bookings still to come. */
export function bookingsToCome(db: Db, of: { teamId: number } | { fieldId: number }, now: Date) {
  return db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(reservationsOf(of, 'ACTIVE'), gt(reservations.startsAt, now)));
}

/**
 * The team's ACTIVE and FINISHED reservations from `from` on, each with its field's name and address, by date and
 * start: the events of its calendar feed.
 */
export function teamFeedRows(db: Db, teamId: number, from: string) {
  return db
    .select({
      id: reservations.id,
      reservationDate: reservations.reservationDate,
      startTime: reservations.startTime,
      endTime: reservations.endTime,
      fieldName: fields.name,
      address: fields.address,
      city: fields.city,
    })
    .from(reservations)
    .innerJoin(fields, eq(fields.id, reservations.fieldId))
    .where(and(eq(reservations.teamId, teamId), inArray(reservations.status, ['ACTIVE', 'FINISHED']), gte(reservations.reservationDate, from)))
    .orderBy(asc(reservations.reservationDate), asc(reservations.startTime), asc(reservations.id));
}

/**
 * The field's team bookings (not a customer's: those are the administrator's own) booked, moved or cancelled by
 * their team after `since`, with those moments.
 */
export function teamChangesSince(db: Db, fieldId: number, since: Date) {
  return db
    .select({ id: reservations.id, createdAt: reservations.createdAt, movedAt: reservations.movedAt, canceledAt: reservations.teamCanceledAt })
    .from(reservations)
    .where(
      and(
        ofField(fieldId),
        isNull(reservations.customerName),
        or(gt(reservations.createdAt, since), gt(reservations.movedAt, since), gt(reservations.teamCanceledAt, since)),
      ),
    );
}

/** The moves of bookings from one field to another, to or from this field, after `since`. */
export function fieldMovesSince(db: Db, fieldId: number, since: Date) {
  return db
    .select({ reservationId: reservationFieldMoves.reservationId, from: reservationFieldMoves.fromFieldId, at: reservationFieldMoves.movedAt })
    .from(reservationFieldMoves)
    .where(
      and(or(eq(reservationFieldMoves.fromFieldId, fieldId), eq(reservationFieldMoves.toFieldId, fieldId)), gt(reservationFieldMoves.movedAt, since)),
    );
}

/** The booking as match day needs it: its team and owner, its field's administrator, its price and times; undefined when none. */
export async function matchDayBooking(db: Db, id: number) {
  const [row] = await db
    .select({
      id: reservations.id,
      status: reservations.status,
      reservationDate: reservations.reservationDate,
      startTime: reservations.startTime,
      startsAt: reservations.startsAt,
      price: reservations.price,
      teamId: reservations.teamId,
      teamOwnerId: teams.ownerId,
      fieldAdminId: fields.adminId,
    })
    .from(reservations)
    .leftJoin(teams, eq(teams.id, reservations.teamId))
    .leftJoin(fields, eq(fields.id, reservations.fieldId))
    .where(eq(reservations.id, id))
    .limit(1);
  return row;
}

/** How many of the team's bookings were finalized as played (`kept`) and how many it did not show up to (`noShow`): `count(*) filter` is raw SQL, not in Drizzle's builder. */
export async function teamRecordCounts(db: Db, teamId: number) {
  const [row] = await db
    .select({
      kept: sql<number>`(count(*) filter (where ${reservations.status} = 'FINISHED'))::int`,
      noShow: sql<number>`(count(*) filter (where ${reservations.noShow}))::int`,
    })
    .from(reservations)
    .where(eq(reservations.teamId, teamId));
  return row;
}

/**
 * A new reservation; the columns of its own row that the database fills or the insert may leave to it (its id, status,
 * amounts, customer and turn), for an answer made without reading it again. The exclusion constraint refuses an
 * overlapping ACTIVE one, a partial unique index a team's second.
 */
export async function insertReservation(tx: Db, values: typeof reservations.$inferInsert) {
  const [created] = await tx.insert(reservations).values(values).returning({
    id: reservations.id,
    status: reservations.status,
    price: reservations.price,
    paid: reservations.paid,
    refunded: reservations.refunded,
    noShow: reservations.noShow,
    seriesId: reservations.seriesId,
    customerName: reservations.customerName,
    customerCellphone: reservations.customerCellphone,
    note: reservations.note,
  });
  return created;
}

/** The reservation's columns written (a move: its date, times and price). */
export async function updateReservationRow(tx: Db, id: number, values: Partial<typeof reservations.$inferInsert>): Promise<void> {
  await tx.update(reservations).set(values).where(eq(reservations.id, id));
}

/** The reservation's field (null: its field was deleted), read without a lock; undefined when there is no such reservation. */
export async function reservationFieldId(db: Db, id: number): Promise<{ fieldId: number | null } | undefined> {
  const [found] = await db.select({ fieldId: reservations.fieldId }).from(reservations).where(eq(reservations.id, id));
  return found;
}

/** The reservation's row, locked FOR UPDATE until the transaction ends; undefined when none. */
export async function lockReservation(tx: Db, id: number) {
  const [held] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
  return held;
}

/**
 * Whether an ACTIVE reservation of the field overlaps the slot, `except` one (the booking being moved). Half-open
 * ranges, as in the exclusion constraint: back to back is fine.
 */
export async function slotTaken(db: Db, fieldId: number, startsAt: Date, endsAt: Date, except?: number): Promise<boolean> {
  const [overlap] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        ofField(fieldId),
        withStatus('ACTIVE'),
        lt(reservations.startsAt, endsAt),
        gt(reservations.endsAt, startsAt),
        except === undefined ? undefined : ne(reservations.id, except),
      ),
    )
    .limit(1);
  return overlap !== undefined;
}

/** The id of the team's ACTIVE reservation at this field, day, start and end; undefined when it has none such. */
export async function activeBookingId(
  db: Db,
  slot: { teamId: number; fieldId: number; reservationDate: string; startTime: string; endTime: string },
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.teamId, slot.teamId),
        eq(reservations.fieldId, slot.fieldId),
        eq(reservations.reservationDate, slot.reservationDate),
        eq(reservations.startTime, slot.startTime),
        eq(reservations.endTime, slot.endTime),
        withStatus('ACTIVE'),
      ),
    )
    .limit(1);
  return row?.id;
}

/** A booking moved by its team from one field to another: news to both (services/news.ts). */
export async function recordFieldMove(tx: Db, move: { reservationId: number; fromFieldId: number; toFieldId: number; movedAt: Date }): Promise<void> {
  await tx.insert(reservationFieldMoves).values(move);
}

/** The field's ACTIVE reservations from `from` to `to` (both included): when each takes place. */
export function activeOfFieldBetween(db: Db, fieldId: number, from: string, to: string) {
  return db
    .select({
      status: reservations.status,
      reservationDate: reservations.reservationDate,
      startTime: reservations.startTime,
      endTime: reservations.endTime,
    })
    .from(reservations)
    .where(and(ofField(fieldId), withStatus('ACTIVE'), between(reservations.reservationDate, from, to)));
}

/**
 * The customers of the field's manual bookings, one per cellphone, the most recently booked first (at most `max`),
 * each with the name last written for that cellphone and how many bookings not cancelled. Raw SQL for what the builder
 * has no words for: `array_agg … order by`, `count(*) filter`, `max(…)::text`.
 */
export function customersOfField(db: Db, fieldId: number, max: number) {
  const lastDate = sql<string>`max(${reservations.reservationDate})::text`;
  return db
    .select({
      cellphone: sql<string>`${reservations.customerCellphone}`,
      // The name as it was last written for that cellphone (a typo mended, a surname added).
      name: sql<string>`(array_agg(${reservations.customerName} order by ${reservations.reservationDate} desc, ${reservations.id} desc))[1]`,
      bookings: sql<number>`(count(*) filter (where ${reservations.status} <> 'CANCELED'))::int`,
      lastDate,
    })
    .from(reservations)
    .where(and(ofField(fieldId), isNotNull(reservations.customerCellphone)))
    .groupBy(reservations.customerCellphone)
    .orderBy(desc(lastDate), reservations.customerCellphone)
    .limit(max);
}

const ofCustomer = (fieldId: number, cellphone: string) => and(ofField(fieldId), eq(reservations.customerCellphone, cellphone));

/** The customer's name and cellphone written on every booking of theirs at the field; how many bookings changed. */
export async function rewriteCustomer(
  db: Db,
  fieldId: number,
  cellphone: string,
  values: { customerName: string; teamName: string; customerCellphone: string | null; note?: null },
): Promise<number> {
  const changed = await db.update(reservations).set(values).where(ofCustomer(fieldId, cellphone)).returning({ id: reservations.id });
  return changed.length;
}

/**
 * Every customer of the field forgotten at once, as `rewriteCustomer` forgets one: their bookings read `name`, without
 * a cellphone or a note (the field's administrator, who alone could correct or delete them, deleted their account).
 */
export async function forgetCustomers(db: Db, fieldId: number, name: string): Promise<void> {
  await db
    .update(reservations)
    .set({ customerName: name, teamName: name, customerCellphone: null, note: null })
    .where(and(ofField(fieldId), isNotNull(reservations.customerName)));
}

/** Whether the customer has a booking at the field ACTIVE and not ended at `now`. */
export async function customerHasBookingAhead(db: Db, fieldId: number, cellphone: string, now: Date): Promise<boolean> {
  const [ahead] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(ofCustomer(fieldId, cellphone), withStatus('ACTIVE'), gt(reservations.endsAt, now)))
    .limit(1);
  return ahead !== undefined;
}

/** What a booking's notices say of it (services/notifications.ts): read from its row, inside the change's transaction. */
export interface BookingFacts {
  id: number;
  teamId: number | null;
  fieldId: number | null;
  teamName: string | null;
  fieldName: string;
  reservationDate: string;
  startTime: string;
  endTime: string;
  fieldAdminId: number;
}

/** The booking's facts; undefined when there is none, or its field was deleted. */
export async function bookingFacts(tx: Db, id: number): Promise<BookingFacts | undefined> {
  const [row] = await tx
    .select({
      id: reservations.id,
      teamId: reservations.teamId,
      fieldId: reservations.fieldId,
      teamName: reservations.teamName,
      fieldName: reservations.fieldName,
      reservationDate: reservations.reservationDate,
      startTime: reservations.startTime,
      endTime: reservations.endTime,
      fieldAdminId: fields.adminId,
    })
    .from(reservations)
    .innerJoin(fields, eq(fields.id, reservations.fieldId))
    .where(eq(reservations.id, id));
  return row;
}

/** What a booking's reminders depend on: its status, team and start; undefined when there is no such booking. */
export async function reminderState(db: Db, id: number) {
  const [row] = await db
    .select({ status: reservations.status, teamId: reservations.teamId, startsAt: reservations.startsAt, changedAt: changedAt() })
    .from(reservations)
    .where(eq(reservations.id, id));
  return row;
}

/** When a booking took its current start: its last move, or its making. */
const changedAt = () => sql<Date>`coalesce(${reservations.movedAt}, ${reservations.createdAt})`.mapWith(reservations.createdAt);

/** The ACTIVE team bookings starting after `from` and up to `to`: each one's id, start, and when it took that start. */
export function teamBookingsStarting(db: Db, from: Date, to: Date) {
  return db
    .select({ id: reservations.id, startsAt: reservations.startsAt, changedAt: changedAt() })
    .from(reservations)
    .where(and(eq(reservations.status, 'ACTIVE'), isNotNull(reservations.teamId), gt(reservations.startsAt, from), lte(reservations.startsAt, to)));
}

/** The bookings of these ids as a reminder tells of them: status, start, team, names, date and times. */
export function reminderBookings(tx: Db, ids: number[]) {
  return tx
    .select({
      id: reservations.id,
      status: reservations.status,
      startsAt: reservations.startsAt,
      teamId: reservations.teamId,
      teamName: reservations.teamName,
      fieldName: reservations.fieldName,
      reservationDate: reservations.reservationDate,
      startTime: reservations.startTime,
      endTime: reservations.endTime,
    })
    .from(reservations)
    .where(inArray(reservations.id, ids));
}

/** Reservations by id, in date and start order (the answer of a manual booking or a series cancel). */
export async function reservationsByIds(db: Db, ids: number[], viewer: number | null = null): Promise<Reservation[]> {
  if (ids.length === 0) return [];
  const rows = await selectReservations(db, viewer)
    .where(inArray(reservations.id, ids))
    .orderBy(asc(reservations.reservationDate), asc(reservations.startTime));
  return rows.map(toReservation);
}

/** Every occurrence of a weekly fixed turn, any status, by date. */
export async function seriesReservations(db: Db, seriesId: string, viewer: number | null = null): Promise<Reservation[]> {
  const rows = await selectReservations(db, viewer)
    .where(eq(reservations.seriesId, seriesId))
    .orderBy(asc(reservations.reservationDate), asc(reservations.id));
  return rows.map(toReservation);
}

/** The occurrences of a turn, read and locked (FOR UPDATE) until the transaction ends. */
export async function lockSeries(tx: Db, seriesId: string) {
  return tx
    .select({ id: reservations.id, seriesId: reservations.seriesId, status: reservations.status, reservationDate: reservations.reservationDate })
    .from(reservations)
    .where(eq(reservations.seriesId, seriesId))
    .for('update');
}

/** Cancels the reservations of `ids`, whatever their status (the caller picked them). */
export async function cancelReservations(tx: Db, ids: number[]): Promise<void> {
  await tx.update(reservations).set({ status: 'CANCELED' }).where(inArray(reservations.id, ids));
}

/** Where and when a reservation was when its caller's rights were checked on it. */
export type ReadSlot = Pick<ReservationRow, 'id' | 'fieldId' | 'reservationDate' | 'startTime' | 'hours'>;

/**
 * The reservation, ACTIVE and still on the field, day and hours `read` saw: a move landing between the check of
 * the caller's rights and the UPDATE (to a field the caller does not keep, say) leaves it alone.
 */
const activeAsRead = (read: ReadSlot) =>
  and(
    eq(reservations.id, read.id),
    withStatus('ACTIVE'),
    read.fieldId === null ? isNull(reservations.fieldId) : eq(reservations.fieldId, read.fieldId),
    eq(reservations.reservationDate, read.reservationDate),
    eq(reservations.startTime, read.startTime),
    eq(reservations.hours, read.hours),
  );

/**
 * ACTIVE becomes `to`, once: the status test is part of the UPDATE, so two clicks cannot both win, and so is the
 * slot as read (`activeAsRead`). False when it was no longer ACTIVE or was moved. `teamCanceledAt`: the moment a
 * team cancelled it (news to the field), or none.
 */
export async function closeIfActive(tx: Db, read: ReadSlot, to: 'FINISHED' | 'CANCELED', teamCanceledAt: Date | null): Promise<boolean> {
  const updated = await tx
    .update(reservations)
    .set({ status: to, ...(teamCanceledAt ? { teamCanceledAt } : {}) })
    .where(activeAsRead(read))
    .returning({ id: reservations.id });
  return updated.length > 0;
}

/** 'No se presentó': CANCELED with `noShow`, if still ACTIVE where `read` saw it and started at `now`. False when not. */
export async function markNoShowIfStarted(db: Db, read: ReadSlot, now: Date): Promise<boolean> {
  const updated = await db
    .update(reservations)
    .set({ status: 'CANCELED', noShow: true })
    .where(and(activeAsRead(read), sql`${reservations.startsAt} <= ${now.toISOString()}::timestamptz`))
    .returning({ id: reservations.id });
  return updated.length > 0;
}

/**
 * Writes what was received, as it is when the UPDATE lands: not cancelled, nor moved to a lower total, since it
 * was read. Whether it was written.
 */
export async function writePaid(tx: Db, id: number, paid: number): Promise<boolean> {
  const updated = await tx
    .update(reservations)
    .set({ paid: toCents(paid) })
    .where(and(eq(reservations.id, id), ne(reservations.status, 'CANCELED'), gte(reservations.price, toCents(paid))))
    .returning({ id: reservations.id });
  return updated.length > 0;
}

/** Writes what was given back. */
export async function writeRefunded(tx: Db, id: number, refunded: number): Promise<void> {
  await tx
    .update(reservations)
    .set({ refunded: toCents(refunded) })
    .where(eq(reservations.id, id));
}

/**
 * What was received and given back for a reservation, and its field now, its row locked until the transaction ends.
 * Its field's row (`fieldId`, as read before) is locked first (FOR KEY SHARE, which the cash book's row would take
 * anyway), in the order a field's deletion takes them: a deletion under way is waited for, never met halfway in a
 * deadlock. A field other than `fieldId` here means the booking moved, or its field was deleted, meanwhile.
 */
export async function heldAmounts(tx: Db, id: number, fieldId: number | null) {
  if (fieldId !== null) await tx.select({ id: fields.id }).from(fields).where(eq(fields.id, fieldId)).for('key share');
  const [held] = await tx
    .select({ paid: reservations.paid, refunded: reservations.refunded, fieldId: reservations.fieldId })
    .from(reservations)
    .where(eq(reservations.id, id))
    .for('update');
  return { paid: Number(held.paid), refunded: Number(held.refunded), fieldId: held.fieldId };
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

/**
 * The field's reservations from `from` to `to` (both included), every status, in the order of their days and times:
 * the rows of 'Descargar reservas'. `coalesce` is raw SQL: Drizzle's builder has no such function.
 */
export function fieldReservationsBetween(db: Db, fieldId: number, from: string, to: string) {
  return db
    .select({
      reservationDate: reservations.reservationDate,
      startTime: reservations.startTime,
      endTime: reservations.endTime,
      hours: reservations.hours,
      status: reservations.status,
      // The team as it is called now; its name when booked once it is deleted (or a manual booking's customer).
      teamName: sql<string>`coalesce(${teams.name}, ${reservations.teamName})`,
      customerName: reservations.customerName,
      customerCellphone: reservations.customerCellphone,
      note: reservations.note,
      seriesId: reservations.seriesId,
      price: reservations.price,
      paid: reservations.paid,
      refunded: reservations.refunded,
      noShow: reservations.noShow,
    })
    .from(reservations)
    .leftJoin(teams, eq(teams.id, reservations.teamId))
    .where(and(ofField(fieldId), between(reservations.reservationDate, from, to)))
    .orderBy(asc(reservations.reservationDate), asc(reservations.startTime), asc(reservations.id));
}
