/**
 * What a field charges per hour, and what its card says of it. Apart from domain/pricing.ts (a booking's
 * price, with the holidays), so that the home's field cards do not download the price rules with them.
 */

/** What a field charges per hour: a day rate, optionally a night rate from an hour, optionally a weekend-and-holiday rate. */
export interface FieldRates {
  hourlyRate: number;
  nightRate?: number | null;
  /** 'HH:mm': hours that start at or after it are charged the night rate. */
  nightFrom?: string | null;
  weekendRate?: number | null;
}

/** Whether the field charges more than one rate (so its card says 'desde'). */
export const hasRateBands = (rates: FieldRates) => rates.nightRate != null || rates.weekendRate != null;

/** The lowest rate a field charges, for 'desde $ 80.000' on its card. */
export function lowestRate(rates: FieldRates): number {
  return Math.min(...[rates.hourlyRate, rates.nightRate, rates.weekendRate].filter((r): r is number => r != null));
}
