/**
 * The statements of 'Buscar cancha libre' (services/freeFields.ts): the fields free for a whole slot, and the fields that
 * could take a booking that day with their ACTIVE reservations near the asked time. Raw SQL where Drizzle's builder
 * cannot say it: the overlap of `tstzrange`s (the one `reservations_no_overlap` forbids, asked through its index),
 * the closed day's and reservations' `exists` subqueries, and `json_agg` of a field's reservations in its row.
 */
import { and, eq, gte, lte, max, notExists, sql } from 'drizzle-orm';
import { searchEnd } from '../../domain/freeSearch';
import type { FreeSearch } from '../../domain/schemas';
import { daysBetween, instantInAppZone, todayInAppZone } from '../../domain/time';
import type { Db } from '../db/client';
import { fieldClosures, fields, reservations } from '../db/schema';

const columns = {
  id: fields.id,
  name: fields.name,
  address: fields.address,
  city: fields.city,
  openingHour: fields.openingHour,
  closingHour: fields.closingHour,
  hourlyRate: fields.hourlyRate,
  nightRate: fields.nightRate,
  nightFrom: fields.nightFrom,
  weekendRate: fields.weekendRate,
};

/**
 * What every listed field is, whatever the hour: ACTIVE, taking bookings that many days ahead (its own horizon;
 * the ceiling was checked with the input) and not closed that day.
 */
function bookableOn(search: FreeSearch, now: Date) {
  return and(
    eq(fields.status, 'ACTIVE'),
    gte(fields.bookingHorizonDays, daysBetween(todayInAppZone(now), search.reservationDate)),
    notExists(
      sql`(select 1 from ${fieldClosures} where ${fieldClosures.fieldId} = ${fields.id} and ${fieldClosures.day} = ${search.reservationDate})`,
    ),
  );
}

/** The search's one statement (bench/free-search.ts explains it too); null when the slot runs past midnight. */
export function freeFieldsQuery(db: Db, search: FreeSearch, now: Date) {
  const end = searchEnd(search);
  if (end === null) return null;
  const startsAt = instantInAppZone(search.reservationDate, search.startTime).toISOString();
  const endsAt = instantInAppZone(search.reservationDate, end).toISOString();
  return db
    .select(columns)
    .from(fields)
    .where(
      and(
        bookableOn(search, now),
        lte(fields.openingHour, search.startTime),
        gte(fields.closingHour, end),
        notExists(
          sql`(select 1 from ${reservations} where ${reservations.fieldId} = ${fields.id} and ${reservations.status} = 'ACTIVE'
            and tstzrange(${reservations.startsAt}, ${reservations.endsAt}, '[)') && tstzrange(${startsAt}::timestamptz, ${endsAt}::timestamptz, '[)'))`,
        ),
      ),
    );
}

/**
 * The fields that could take the booking that day and are open some time from `from` to `to`, each with its ACTIVE
 * reservations of the day that reach into that window (`busy`: a JSON array, or its text on some drivers).
 */
export function nearFreeRows(db: Db, search: FreeSearch, now: Date, from: string, to: string) {
  return db
    .select({
      ...columns,
      // Written out: in a select list Drizzle names a column without its table, and `id` would be the reservation's.
      busy: sql<string | { startTime: string; endTime: string }[]>`coalesce((
        select json_agg(json_build_object('startTime', r.start_time, 'endTime', r.end_time))
        from reservations r
        where r.field_id = "fields"."id" and r.reservation_date = ${search.reservationDate}
          and r.status = 'ACTIVE' and r.start_time < ${to} and r.end_time > ${from}
      ), '[]'::json)`,
    })
    .from(fields)
    .where(and(bookableOn(search, now), lte(fields.openingHour, to), sql`${fields.closingHour} > ${from}`));
}

/** The most days ahead an ACTIVE field takes bookings (its own horizon); null when no field is ACTIVE. */
export async function furthestHorizon(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ days: max(fields.bookingHorizonDays) })
    .from(fields)
    .where(eq(fields.status, 'ACTIVE'));
  return row?.days ?? null;
}
