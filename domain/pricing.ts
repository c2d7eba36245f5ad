/** The price of a booking: each hour at the rate of its band (docs/product.md, "Rates"). What a field's card says of its rates is in rates.ts. */
import { toCents } from './format';
import { isColombianHoliday } from './holidays';
import type { FieldRates } from './rates';
import { minutesToTime, timeToMinutes } from './time';

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
