/**
 * 'Buscar cancha libre' (docs/api.md, "Free fields"): the fields free for a whole slot, each with the slot's
 * total, and, when the app finds none, each field's free start times near it. Each answer is one statement (an empty one
 * asks the farthest horizon too).
 */
import { cheapestFirst, NEAR_WINDOW_MINUTES, nearFreeTimes } from '../../domain/freeSearch';
import * as MSG from '../../domain/messages';
import { bookingPrice } from '../../domain/pricing';
import type { FreeSearch } from '../../domain/schemas';
import { daysBetween, minutesToTime, timeToMinutes, todayInAppZone } from '../../domain/time';
import type { FreeField, FreeFieldInfo, NearFreeField } from '../../domain/types';
import type { Db } from '../db/client';
import { freeFieldsQuery, furthestHorizon, nearFreeRows } from '../data/freeFields';
import { badRequest } from '../http/errors';

export { freeFieldsQuery };

type Row = FreeFieldInfo & {
  hourlyRate: number | string;
  nightRate: number | string | null;
  nightFrom: string | null;
  weekendRate: number | string | null;
};

const info = (row: Row): FreeFieldInfo => ({
  id: row.id,
  name: row.name,
  address: row.address,
  city: row.city,
  openingHour: row.openingHour,
  closingHour: row.closingHour,
});

const rates = (row: Row) => ({
  hourlyRate: Number(row.hourlyRate),
  nightRate: row.nightRate === null ? null : Number(row.nightRate),
  nightFrom: row.nightFrom,
  weekendRate: row.weekendRate === null ? null : Number(row.weekendRate),
});

/**
 * An empty answer for a day farther ahead than any ACTIVE field takes bookings is said as such (400
 * BOOKING_BEYOND_HORIZON, with the farthest horizon), not as nothing free: no hour of that day would be.
 */
async function refuseBeyondEveryHorizon(db: Db, search: FreeSearch, now: Date): Promise<void> {
  const furthest = await furthestHorizon(db);
  if (furthest !== null && daysBetween(todayInAppZone(now), search.reservationDate) > furthest) {
    throw badRequest('BOOKING_BEYOND_HORIZON', MSG.reservation.beyondHorizon(furthest));
  }
}

/**
 * The fields free for the whole slot, cheapest first, then by name. The input was checked (freeSearchSchema,
 * freeSearchRefusal). Open for the whole slot and no ACTIVE reservation overlapping it: the overlap is the
 * one the database forbids (`reservations_no_overlap`), asked through the same index.
 */
export async function freeFields(db: Db, search: FreeSearch, now: Date): Promise<FreeField[]> {
  const query = freeFieldsQuery(db, search, now);
  if (query === null) return [];
  const rows = await query;
  if (rows.length === 0) await refuseBeyondEveryHorizon(db, search, now);
  return cheapestFirst(
    rows.map((row) => ({ field: info(row), price: bookingPrice(rates(row), search.reservationDate, search.startTime, search.hours) })),
  );
}

/**
 * For an empty answer: per field that could take the booking that day, its free start times within two hours
 * either side of the asked one (nearFreeTimes), each with its total. Fields with none are left out; the rest
 * come by their nearest time (its distance from the asked start), then cheapest at it, then by name. One
 * statement: the fields with their ACTIVE reservations of the day that reach into the window.
 */
export async function nearFreeFields(db: Db, search: FreeSearch, now: Date): Promise<NearFreeField[]> {
  const asked = timeToMinutes(search.startTime);
  const from = minutesToTime(Math.max(0, asked - NEAR_WINDOW_MINUTES));
  const toMinutes = Math.min(24 * 60, asked + NEAR_WINDOW_MINUTES + search.hours * 60);
  const to = toMinutes === 24 * 60 ? '24:00' : minutesToTime(toMinutes);
  const rows = await nearFreeRows(db, search, now, from, to);
  if (rows.length === 0) await refuseBeyondEveryHorizon(db, search, now);
  const distance = (time: string) => Math.abs(timeToMinutes(time) - asked);
  return rows
    .map((row) => {
      const busy = typeof row.busy === 'string' ? (JSON.parse(row.busy) as { startTime: string; endTime: string }[]) : row.busy;
      return {
        field: info(row),
        times: nearFreeTimes({ ...rates(row), ...info(row) }, search.reservationDate, search.startTime, search.hours, busy, now),
      };
    })
    .filter((f) => f.times.length > 0)
    .map((f) => {
      const nearest = f.times.reduce((a, b) => (distance(b.startTime) < distance(a.startTime) ? b : a));
      return { ...f, nearest };
    })
    .sort(
      (a, b) =>
        distance(a.nearest.startTime) - distance(b.nearest.startTime) ||
        a.nearest.price - b.nearest.price ||
        a.field.name.localeCompare(b.field.name, 'es') ||
        a.field.id - b.field.id,
    )
    .map(({ field, times }) => ({ field, times }));
}
