/**
 * The figures of home-admin (docs/api.md, "GET /field/{id}/stats"): booked hours by weekday and clock hour,
 * and revenue per week, of one field. Both are sums the database makes (GROUP BY) over the rows of the
 * field in a date range, read through the index reservations_field_date_idx (field_id, reservation_date, …).
 * Team and manual bookings count alike; CANCELED ones do not. Dates and times are the reservation's own
 * Bogota wall-clock date and times, so the machine's or the session's time zone plays no part.
 */
import { revenueWeekStarts, statsRanges, type DateRange } from '../../domain/stats';
import type { FieldStats, RevenueWeek } from '../../domain/types';
import { todayInAppZone } from '../../domain/time';
import type { Db } from '../db/client';
import { occupancy, revenueRows } from '../data/stats';

export { occupancy };

/** The weeks of `weekStarts` with their money; weeks without any come back as zeros. */
export async function revenue(db: Db, fieldId: number, range: DateRange, weekStarts: string[]): Promise<RevenueWeek[]> {
  const byWeek = new Map((await revenueRows(db, fieldId, range)).map((r) => [r.week_start, r]));
  return weekStarts.map((weekStart) => {
    const row = byWeek.get(weekStart);
    return { weekStart, finished: Number(row?.finished ?? 0), active: Number(row?.active ?? 0), received: Number(row?.received ?? 0) };
  });
}

/** Both figures of a field, as seen at `now`; the caller has checked that the field is theirs. */
export async function fieldStats(db: Db, field: { id: number; openingHour: string; closingHour: string }, now: Date): Promise<FieldStats> {
  const today = todayInAppZone(now);
  const range = statsRanges(today);
  const [cells, weeks] = await Promise.all([
    occupancy(db, field.id, range.occupancy),
    revenue(db, field.id, range.revenue, revenueWeekStarts(today)),
  ]);
  return { today, range, openingHour: field.openingHour, closingHour: field.closingHour, occupancy: cells, revenue: weeks };
}
