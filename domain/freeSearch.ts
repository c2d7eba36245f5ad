/**
 * 'Buscar cancha libre' (docs/product.md, "Finding a free field"; docs/api.md, "Free fields"): which fields are
 * free on a day, from a start time, for 1 to 3 hours. The server lists them; these are the rules both sides read.
 */
import { appNow } from './clock';
import { BOOKING_HORIZON_MAX_DAYS, BOOKING_MAX_HOURS, DAY_CHIPS, SLOT_MINUTES } from './constants';
import type { ErrorCode } from './errors';
import * as MSG from './messages';
import { bookingPrice } from './pricing';
import type { FieldRates } from './rates';
import type { FreeSearch } from './schemas';
import { addDays, endTimeOf, hasStarted, isValidDate, minutesToTime, timeToMinutes, todayInAppZone } from './time';

/** How far either side of the asked start the nearest free times are looked for, when nothing is free then. */
export const NEAR_WINDOW_MINUTES = 120;

/**
 * Why a search cannot be answered (its stable code and Spanish reason), or null. The form's own shape
 * (a real date, a start on :00 or :30, 1 to 3 hours) is the schema's (freeSearchSchema); this adds the clock:
 * today or later, at most `ceilingDays` ahead (the server's BOOKING_HORIZON_DAYS), and a start not yet begun.
 */
export function freeSearchRefusal(
  search: FreeSearch,
  now: Date = appNow(),
  ceilingDays: number = BOOKING_HORIZON_MAX_DAYS,
): { code: ErrorCode; message: string } | null {
  const today = todayInAppZone(now);
  if (!isValidDate(search.reservationDate) || search.reservationDate < today) {
    return { code: 'BOOKING_DATE_INVALID', message: MSG.validation.reservationDate };
  }
  if (search.reservationDate > addDays(today, ceilingDays)) {
    return { code: 'BOOKING_BEYOND_HORIZON', message: MSG.reservation.beyondHorizon(ceilingDays) };
  }
  if (hasStarted(search.reservationDate, search.startTime, now)) return { code: 'BOOKING_IN_THE_PAST', message: MSG.search.startPassed };
  return null;
}

/** The days the search's chips offer (DAY_CHIPS in all): today and the next ones, from tomorrow once today offers no start. */
export function searchDays(now: Date = appNow(), count: number = DAY_CHIPS): string[] {
  const today = todayInAppZone(now);
  const first = searchStartTimes(today, now).length > 0 ? today : addDays(today, 1);
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}

/**
 * The start times the search offers: each :00 and :30 of the day that leaves the shortest booking before midnight;
 * on `date`, only those not begun at `now` (today's past ones are not offered).
 */
export function searchStartTimes(date?: string, now: Date = appNow()): string[] {
  const times: string[] = [];
  for (let m = 0; m + 60 <= 24 * 60; m += SLOT_MINUTES) times.push(minutesToTime(m));
  return date === undefined ? times : times.filter((t) => !hasStarted(date, t, now));
}

/** The evening hour a search opens on when the next start is of no use: a game is mostly played then. */
export const EVENING_START = '20:00';
/** Before this hour the next start is in the small hours, when fields are closed: the search opens on the evening. */
const SMALL_HOURS_END = '06:00';

/**
 * The search a panel opens on: the next start today (today at 8 p. m. while that is in the small hours, so that a day
 * chosen next does not keep 3 a. m.), or tomorrow at 8 p. m. once today offers none.
 */
export function firstFreeSearch(now: Date = appNow()): FreeSearch {
  const today = todayInAppZone(now);
  const [next] = searchStartTimes(today, now);
  if (!next) return { reservationDate: addDays(today, 1), startTime: EVENING_START, hours: 1 };
  return { reservationDate: today, startTime: next < SMALL_HOURS_END ? EVENING_START : next, hours: 1 };
}

/** `search` on another day: its start kept, or the first the day still offers when it has begun there. */
export function searchOnDay(search: FreeSearch, reservationDate: string, now: Date = appNow()): FreeSearch {
  const [first] = searchStartTimes(reservationDate, now);
  const startTime = first !== undefined && hasStarted(reservationDate, search.startTime, now) ? first : search.startTime;
  return { ...search, reservationDate, startTime };
}

/**
 * The start times near `startTime` that a booking of `hours` could take instead: every :00 and :30 within
 * NEAR_WINDOW_MINUTES either side, on the same day, ending by midnight, the asked one left out; nearest
 * first, the earlier of two as near.
 */
export function nearStartCandidates(startTime: string, hours: number): string[] {
  const start = timeToMinutes(startTime);
  const times: number[] = [];
  for (let m = start - NEAR_WINDOW_MINUTES; m <= start + NEAR_WINDOW_MINUTES; m += SLOT_MINUTES) {
    if (m !== start && m >= 0 && m + hours * 60 <= 24 * 60) times.push(m);
  }
  return times.sort((a, b) => Math.abs(a - start) - Math.abs(b - start) || a - b).map(minutesToTime);
}

export interface NearField extends FieldRates {
  openingHour: string;
  closingHour: string;
}

/**
 * Of the near candidates, those free on `field` for `hours` on `date`: within its hours, not begun at `now`,
 * and meeting none of its ACTIVE reservations of the day (`busy`, half-open: back to back is fine). In the
 * order of the day, each with its price by the field's bands (bookingPrice).
 */
export function nearFreeTimes(
  field: NearField,
  date: string,
  startTime: string,
  hours: number,
  busy: readonly { startTime: string; endTime: string }[],
  now: Date = appNow(),
): { startTime: string; price: number }[] {
  const open = timeToMinutes(field.openingHour);
  const close = timeToMinutes(field.closingHour);
  return nearStartCandidates(startTime, hours)
    .filter((time) => {
      const from = timeToMinutes(time);
      const to = from + hours * 60;
      if (from < open || to > close || hasStarted(date, time, now)) return false;
      return !busy.some((r) => timeToMinutes(r.startTime) < to && timeToMinutes(r.endTime) > from);
    })
    .sort()
    .map((time) => ({ startTime: time, price: bookingPrice(field, date, time, hours) }));
}

/** The end of a searched slot, or null when it would run past midnight (no field is open then). */
export const searchEnd = (search: Pick<FreeSearch, 'startTime' | 'hours'>) =>
  search.hours <= BOOKING_MAX_HOURS ? endTimeOf(search.startTime, search.hours) : null;

/** Cheapest first, then by name (then id, so two of one name and price keep one order). */
export function cheapestFirst<T extends { price: number; field: { name: string; id: number } }>(list: T[]): T[] {
  return list.sort((a, b) => a.price - b.price || a.field.name.localeCompare(b.field.name, 'es') || a.field.id - b.field.id);
}
