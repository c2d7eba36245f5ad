/** Rates by time band (docs/product.md, "Rates"): each hour of a booking at its band's rate. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingPrice, hourBand, hourRate, isWeekendOrHoliday, priceBreakdown } from '../../domain/pricing';
import { hasRateBands, lowestRate, type FieldRates } from '../../domain/rates';
import { minutesToTime, timeToMinutes } from '../../domain/time';

const banded: FieldRates = { hourlyRate: 80000, nightRate: 100000, nightFrom: '18:00', weekendRate: 110000 };
const dayOnly: FieldRates = { hourlyRate: 80000, nightRate: null, nightFrom: null, weekendRate: null };
const TUESDAY = '2026-11-24';
const SATURDAY = '2026-11-28';
const SUNDAY = '2026-11-29';
/** Inmaculada Concepción, a Tuesday in 2026: a holiday on a weekday. */
const HOLIDAY = '2026-12-08';

describe('hourRate', () => {
  it('charges the day rate before Desde and the night rate from it on a weekday', () => {
    expect(hourRate(banded, TUESDAY, '08:00')).toBe(80000);
    expect(hourRate(banded, TUESDAY, '17:30')).toBe(80000);
    expect(hourRate(banded, TUESDAY, '18:00')).toBe(100000);
    expect(hourRate(banded, TUESDAY, '22:00')).toBe(100000);
  });

  it('charges the weekend rate all day on Saturday, Sunday and a holiday', () => {
    for (const date of [SATURDAY, SUNDAY, HOLIDAY]) {
      expect(isWeekendOrHoliday(date)).toBe(true);
      expect(hourRate(banded, date, '08:00')).toBe(110000);
      expect(hourRate(banded, date, '20:00')).toBe(110000);
      expect(hourBand(banded, date, '20:00')).toBe('weekend');
    }
    expect(isWeekendOrHoliday(TUESDAY)).toBe(false);
  });

  it('keeps day and night on weekends when the field has no weekend rate', () => {
    const noWeekend = { ...banded, weekendRate: null };
    expect(hourRate(noWeekend, SATURDAY, '10:00')).toBe(80000);
    expect(hourRate(noWeekend, HOLIDAY, '19:00')).toBe(100000);
  });

  it('charges the day rate at every hour of every day when the field has no optional rate', () => {
    for (const date of [TUESDAY, SATURDAY, HOLIDAY])
      for (const hour of ['06:00', '18:00', '23:00']) expect(hourRate(dayOnly, date, hour)).toBe(80000);
  });
});

describe('bookingPrice', () => {
  it('17:00 for 2 hours with night from 18:00 is one day hour and one night hour', () => {
    expect(bookingPrice(banded, TUESDAY, '17:00', 2)).toBe(180000);
    expect(priceBreakdown(banded, TUESDAY, '17:00', 2)).toEqual([
      { band: 'day', rate: 80000, hours: 1 },
      { band: 'night', rate: 100000, hours: 1 },
    ]);
  });

  it('an hour that starts before Desde is a day hour: 17:30 for 2 hours is day + night', () => {
    expect(bookingPrice(banded, TUESDAY, '17:30', 2)).toBe(180000);
    expect(bookingPrice(banded, TUESDAY, '16:00', 3)).toBe(80000 * 2 + 100000);
  });

  it('a night booking is all night hours; a weekend or holiday booking all weekend hours', () => {
    expect(bookingPrice(banded, TUESDAY, '19:00', 3)).toBe(300000);
    expect(bookingPrice(banded, SATURDAY, '17:00', 2)).toBe(220000);
    expect(bookingPrice(banded, HOLIDAY, '17:00', 2)).toBe(220000);
    expect(priceBreakdown(banded, HOLIDAY, '17:00', 2)).toEqual([{ band: 'weekend', rate: 110000, hours: 2 }]);
  });

  it('without optional rates it is hours × the day rate', () => {
    expect(bookingPrice(dayOnly, TUESDAY, '17:00', 3)).toBe(240000);
    expect(bookingPrice(dayOnly, SATURDAY, '20:00', 1)).toBe(80000);
  });

  it('keeps cents exact: 3 hours of $ 33.333,33 is $ 99.999,99', () => {
    expect(bookingPrice({ hourlyRate: 33333.33 }, TUESDAY, '10:00', 3)).toBe(99999.99);
  });
});

describe('lowestRate and hasRateBands', () => {
  it('the card says "desde" the lowest rate a banded field charges', () => {
    expect(lowestRate(banded)).toBe(80000);
    expect(lowestRate({ hourlyRate: 90000, nightRate: 70000, nightFrom: '21:00', weekendRate: 120000 })).toBe(70000);
    expect(hasRateBands(banded)).toBe(true);
    expect(hasRateBands(dayOnly)).toBe(false);
    expect(lowestRate(dayOnly)).toBe(80000);
  });
});

// ---- Properties ----

const money = fc.integer({ min: 0, max: 10_000_000 });
const rates: fc.Arbitrary<FieldRates> = fc
  .record({
    hourlyRate: money,
    night: fc.option(
      fc.tuple(
        money,
        fc.integer({ min: 1, max: 46 }).map((i) => minutesToTime(i * 30)),
      ),
    ),
    weekendRate: fc.option(money),
  })
  .map(({ hourlyRate, night, weekendRate }) => ({ hourlyRate, nightRate: night?.[0] ?? null, nightFrom: night?.[1] ?? null, weekendRate }));
const date = fc
  .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const hours = fc.integer({ min: 1, max: 3 });
/** Starts on :00 or :30 that leave room for the hours before midnight. */
const booking = hours.chain((h) =>
  fc.record({ hours: fc.constant(h), startTime: fc.integer({ min: 0, max: 48 - 2 * h }).map((i) => minutesToTime(i * 30)) }),
);

describe('bookingPrice, for any rates, date and booking', () => {
  it('is the sum of hourRate of each hour of the booking', () => {
    fc.assert(
      fc.property(rates, date, booking, (r, d, b) => {
        let sum = 0;
        for (let h = 0; h < b.hours; h++) sum += hourRate(r, d, minutesToTime(timeToMinutes(b.startTime) + 60 * h));
        expect(bookingPrice(r, d, b.startTime, b.hours)).toBe(sum);
      }),
    );
  });

  it('is hours × the day rate when the field has no night or weekend rate', () => {
    fc.assert(
      fc.property(money, date, booking, (hourlyRate, d, b) => {
        expect(bookingPrice({ hourlyRate, nightRate: null, nightFrom: null, weekendRate: null }, d, b.startTime, b.hours)).toBe(b.hours * hourlyRate);
      }),
    );
  });

  it('lies between hours × the lowest and hours × the highest rate, and its breakdown adds up to the hours', () => {
    fc.assert(
      fc.property(rates, date, booking, (r, d, b) => {
        const all = [r.hourlyRate, r.nightRate, r.weekendRate].filter((x): x is number => x != null);
        const price = bookingPrice(r, d, b.startTime, b.hours);
        expect(price).toBeGreaterThanOrEqual(b.hours * lowestRate(r));
        expect(price).toBeLessThanOrEqual(b.hours * Math.max(...all));
        expect(priceBreakdown(r, d, b.startTime, b.hours).reduce((n, p) => n + p.hours, 0)).toBe(b.hours);
      }),
    );
  });
});
