/**
 * The sums behind a field's figures (services/stats.ts): booked minutes per weekday and clock hour, and money per
 * week. Raw SQL because Drizzle's builder has no `generate_series` cross join, `extract(isodow …)`, `to_char` or
 * aggregate `FILTER`; the database makes the sums (GROUP BY) over the field's rows in a date range, read through
 * the index reservations_field_date_idx (field_id, reservation_date, …).
 */
import { sql } from 'drizzle-orm';
import { BOOKING_MAX_HOURS } from '../../domain/constants';
import type { DateRange } from '../../domain/stats';
import type { OccupancyCell } from '../../domain/types';
import type { Db } from '../db/client';

/** The clock hours a booking can touch: its whole hours, plus one when it starts on :30. */
const MAX_CLOCK_HOURS = BOOKING_MAX_HOURS + 1;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Booked minutes per ISO weekday and clock hour: each booking is spread over the clock hours it touches, each
 * getting the minutes of the overlap, so 18:00–20:00 adds 60 to 18 and to 19, and 18:30–19:30 adds 30 to each.
 * A booking lasts at most BOOKING_MAX_HOURS (3) whole hours, so from a :30 start it touches at most 4 clock
 * hours: k = 0..3 are the offsets from its first hour (a constant series, which the planner counts right; a
 * series per row would be estimated at 1,000 rows and size the aggregate's hash table for tens of thousands of
 * groups).
 */
export const occupancySql = (fieldId: number, range: DateRange) => sql`
    SELECT extract(isodow FROM b.day)::int AS weekday,
           b.first_hour + k AS hour,
           sum(least(b.ends, (b.first_hour + k + 1) * 60) - greatest(b.starts, (b.first_hour + k) * 60))::int AS minutes
    FROM (
      SELECT reservation_date AS day, starts, starts + hours * 60 AS ends, starts / 60 AS first_hour, (starts + hours * 60 - 1) / 60 AS last_hour
      FROM (
        SELECT reservation_date, hours, split_part(start_time, ':', 1)::int * 60 + split_part(start_time, ':', 2)::int AS starts
        FROM reservations
        WHERE field_id = ${fieldId}
          AND reservation_date BETWEEN ${range.from}::date AND ${range.to}::date
          AND status IN ('ACTIVE', 'FINISHED')
      ) r
    ) b
    CROSS JOIN generate_series(0, ${sql.raw(String(MAX_CLOCK_HOURS - 1))}) AS k
    WHERE b.first_hour + k <= b.last_hour
    GROUP BY 1, 2
    ORDER BY 1, 2`;

export async function occupancy(db: Db, fieldId: number, range: DateRange): Promise<OccupancyCell[]> {
  const result = await db.execute(occupancySql(fieldId, range));
  return rowsOf<{ weekday: number; hour: number; minutes: number }>(result).map((r) => ({
    weekday: Number(r.weekday),
    hour: Number(r.hour),
    hours: Number(r.minutes) / 60,
  }));
}

/** Agreed prices summed per week (Monday first) and status, and what was received of them (docs/product.md, "Payments"). */
export const revenueSql = (fieldId: number, range: DateRange) => sql`
    SELECT to_char((reservation_date - (extract(isodow FROM reservation_date)::int - 1))::timestamp, 'YYYY-MM-DD') AS week_start,
           coalesce(sum(price) FILTER (WHERE status = 'FINISHED'), 0)::text AS finished,
           coalesce(sum(price) FILTER (WHERE status = 'ACTIVE'), 0)::text AS active,
           coalesce(sum(paid), 0)::text AS received
    FROM reservations
    WHERE field_id = ${fieldId}
      AND reservation_date BETWEEN ${range.from}::date AND ${range.to}::date
      AND status IN ('ACTIVE', 'FINISHED')
    GROUP BY 1
    ORDER BY 1`;

/** Each week of the range that has money: its Monday ('YYYY-MM-DD') and its sums, as text. */
export async function revenueRows(db: Db, fieldId: number, range: DateRange) {
  const result = await db.execute(revenueSql(fieldId, range));
  return rowsOf<{ week_start: string; finished: string; active: string; received: string }>(result);
}
