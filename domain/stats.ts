/**
 * The administrator's figures on home-admin (docs/product.md, "home-admin"): which days and hours a field is
 * booked ('Ocupación') and what it earns per week ('Ingresos'). The server sums the rows in SQL over the
 * ranges chosen here; the app lays the sums out with the helpers below. Dates are Bogota calendar dates.
 */
import { formatTime12 } from './format';
import * as MSG from './messages';
import { addDays, minutesToTime } from './time';
import type { OccupancyCell } from './types';

/** 'Ocupación' covers the last 4 weeks and the next 2: 42 days, so every weekday occurs exactly 6 times. */
export const OCCUPANCY_PAST_DAYS = 28;
export const OCCUPANCY_FUTURE_DAYS = 13;
/** 'Ingresos' covers the current week and the 7 before it, weeks from Monday to Sunday. */
export const REVENUE_WEEKS = 8;

/** Weekdays as ISO numbers them (1 = Monday … 7 = Sunday), the heat map's rows in order. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_NAMES = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'] as const;
export const WEEKDAY_SHORT_NAMES = ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'] as const;

/** The ISO weekday of a calendar date: 1 (Monday) to 7 (Sunday). */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The Monday that starts the week of `date`. */
export function weekStartOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

export interface DateRange {
  /** First day, included. */
  from: string;
  /** Last day, included. */
  to: string;
}

export interface StatsRanges {
  occupancy: DateRange;
  revenue: DateRange;
}

/** The days each figure covers, seen from `today` (Bogota). */
export function statsRanges(today: string): StatsRanges {
  const thisWeek = weekStartOf(today);
  return {
    occupancy: { from: addDays(today, -OCCUPANCY_PAST_DAYS), to: addDays(today, OCCUPANCY_FUTURE_DAYS) },
    revenue: { from: addDays(thisWeek, -7 * (REVENUE_WEEKS - 1)), to: addDays(thisWeek, 6) },
  };
}

/** The Mondays of the revenue range, oldest first. */
export function revenueWeekStarts(today: string): string[] {
  const from = statsRanges(today).revenue.from;
  return Array.from({ length: REVENUE_WEEKS }, (_, i) => addDays(from, 7 * i));
}

/**
 * The clock hours (0–23) the heat map shows as columns: every hour the field is open in (an opening at
 * 06:30 opens the 6 o'clock hour, a closing at 22:30 keeps the 22 o'clock one), widened to any hour that has
 * booked time (bookings made before the hours changed).
 */
export function occupancyHourColumns(openingHour: string, closingHour: string, bookedHours: readonly number[] = []): number[] {
  const [oh] = openingHour.split(':').map(Number);
  const [ch, cm] = closingHour.split(':').map(Number);
  let first = oh;
  let last = (cm > 0 ? ch : ch - 1) % 24;
  for (const h of bookedHours) {
    first = Math.min(first, h);
    last = Math.max(last, h);
  }
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

/** An amount of hours as Spanish writes it: 3, 1,5, 0,5 (at most two decimals). */
export function formatHours(hours: number): string {
  return String(Math.round(hours * 100) / 100).replace('.', ',');
}

/** A clock hour as the heat map's columns name it, in 12-hour time: 8 -> '8 a. m.', 20 -> '8 p. m.', 0 -> '12 a. m.'. */
export function hourLabel12(hour: number): string {
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h}\u00a0${hour % 24 < 12 ? 'a.\u00a0m.' : 'p.\u00a0m.'}`;
}

/** A clock hour as a span of time: 19 -> '7:00 p. m. – 8:00 p. m.'. */
export const hourRange = (hour: number) => `${formatTime12(minutesToTime(hour * 60))} – ${formatTime12(minutesToTime((hour + 1) * 60))}`;

/** Every cell with the most booked time (ties included), by weekday then hour; none when nothing is booked. */
export function busiestCells(cells: readonly OccupancyCell[]): OccupancyCell[] {
  const most = Math.max(0, ...cells.map((c) => c.hours));
  if (most === 0) return [];
  return cells.filter((c) => c.hours === most).sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
}

/** How many tied busiest hours 'Franja más ocupada' names; more are counted ('y 13 franjas más'). */
export const BUSIEST_NAMED = 3;

/**
 * 'Franja más ocupada': the tied busiest weekdays and hours, named (the first BUSIEST_NAMED, then how many more), then
 * their booked time: 'lunes, 7:00 p. m. – 8:00 p. m. y jueves, 8:00 p. m. – 9:00 p. m. · 3 horas reservadas (cada
 * una)'. Null when nothing is booked.
 */
export function busiestText(cells: readonly OccupancyCell[]): string | null {
  const busiest = busiestCells(cells);
  if (busiest.length === 0) return null;
  const names = busiest.map((c) => `${WEEKDAY_NAMES[c.weekday - 1]}, ${hourRange(c.hour)}`);
  const named = names.length > BUSIEST_NAMED ? [...names.slice(0, BUSIEST_NAMED), MSG.stats.moreSlots(names.length - BUSIEST_NAMED)] : names;
  const listed = named.length === 1 ? named[0] : `${named.slice(0, -1).join('; ')} y ${named.at(-1)}`;
  const hours = MSG.stats.bookedHours(formatHours(busiest[0].hours));
  return `${listed} · ${busiest.length === 1 ? hours : MSG.stats.eachOne(hours)}`;
}
