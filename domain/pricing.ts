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

/** Which rate an hour is charged at. */
export type RateBand = 'day' | 'night' | 'weekend';

/** Saturday, Sunday or a Colombian holiday (`YYYY-MM-DD`, read as a calendar date). */
export function isWeekendOrHoliday(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return weekday === 0 || weekday === 6 || isColombianHoliday(date);
}

/**
 * The band of the hour that starts at `hourStart` ('HH:mm') on `date`. On weekends and holidays the
 * weekend rate, when the field has one, applies all day; otherwise the night rate from its hour on, else the day rate.
 */
export function hourBand(rates: FieldRates, date: string, hourStart: string): RateBand {
  if (rates.weekendRate != null && isWeekendOrHoliday(date)) return 'weekend';
  if (rates.nightRate != null && rates.nightFrom && timeToMinutes(hourStart) >= timeToMinutes(rates.nightFrom)) return 'night';
  return 'day';
}

/** The rate of one band; a band the field does not have falls back to the day rate. */
export function bandRate(rates: FieldRates, band: RateBand): number {
  if (band === 'weekend') return rates.weekendRate ?? rates.hourlyRate;
  if (band === 'night') return rates.nightRate ?? rates.hourlyRate;
  return rates.hourlyRate;
}

/** The rate of the hour that starts at `hourStart` ('HH:mm') on `date` (see hourBand). */
export function hourRate(rates: FieldRates, date: string, hourStart: string): number {
  return bandRate(rates, hourBand(rates, date, hourStart));
}

/** Money with two decimals, as the database keeps it: sums of rates with cents do not drift. */
const toCents = (amount: number) => Math.round(amount * 100) / 100;

/** The hours of a booking grouped by band, in order: '17:00 for 2 h, night from 18:00' -> day 1 h, night 1 h. */
export function priceBreakdown(rates: FieldRates, date: string, startTime: string, hours: number): { band: RateBand; rate: number; hours: number }[] {
  const parts: { band: RateBand; rate: number; hours: number }[] = [];
  for (let h = 0; h < hours; h++) {
    const band = hourBand(rates, date, minutesToTime(timeToMinutes(startTime) + 60 * h));
    const last = parts.at(-1);
    if (last?.band === band) last.hours += 1;
    else parts.push({ band, rate: bandRate(rates, band), hours: 1 });
  }
  return parts;
}

/** The total of `hours` whole hours from `startTime` on `date`, each hour at its own band's rate. */
export function bookingPrice(rates: FieldRates, date: string, startTime: string, hours: number): number {
  return toCents(priceBreakdown(rates, date, startTime, hours).reduce((sum, part) => sum + part.rate * part.hours, 0));
}

/** Whether the field charges more than one rate (so its card says 'desde'). */
export const hasRateBands = (rates: FieldRates) => rates.nightRate != null || rates.weekendRate != null;

/** The lowest rate a field charges, for 'desde $ 80.000' on its card. */
export function lowestRate(rates: FieldRates): number {
  return Math.min(...[rates.hourlyRate, rates.nightRate, rates.weekendRate].filter((r): r is number => r != null));
}
