import { isColombianHoliday } from './holidays';
import { minutesToTime, timeToMinutes } from './time';

/** What a field charges per hour: a day rate, optionally a night rate from an hour, optionally a weekend-and-holiday rate. */
export interface FieldRates {
  hourlyRate: number;
  nightRate?: number | null;
  /** 'HH:mm': hours that start at or after it are charged the night rate. */
  nightFrom?: string | null;
  weekendRate?: number | null;
}

/** Saturday, Sunday or a Colombian holiday (`YYYY-MM-DD`, read as a calendar date). */
export function isWeekendOrHoliday(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return weekday === 0 || weekday === 6 || isColombianHoliday(date);
}

/**
 * The rate of the hour that starts at `hourStart` ('HH:mm') on `date`. On weekends and holidays the
 * weekend rate, when the field has one, applies all day; otherwise the night rate from its hour on, else the day rate.
 */
export function hourRate(rates: FieldRates, date: string, hourStart: string): number {
  if (rates.weekendRate != null && isWeekendOrHoliday(date)) return rates.weekendRate;
  if (rates.nightRate != null && rates.nightFrom && hourStart >= rates.nightFrom) return rates.nightRate;
  return rates.hourlyRate;
}

/** The total of `hours` whole hours from `startTime` on `date`, each hour at its own band's rate. */
export function bookingPrice(rates: FieldRates, date: string, startTime: string, hours: number): number {
  let total = 0;
  for (let h = 0; h < hours; h++) total += hourRate(rates, date, minutesToTime(timeToMinutes(startTime) + 60 * h));
  return total;
}

/** The lowest rate a field charges, for 'desde $ 80.000' on its card. */
export function lowestRate(rates: FieldRates): number {
  return Math.min(...[rates.hourlyRate, rates.nightRate, rates.weekendRate].filter((r): r is number => r != null));
}
