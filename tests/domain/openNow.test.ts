/** The open-now marker of the field cards (docs/product.md: Flows and states): Bogota's wall clock, opening and closing minutes included. */
import { describe, expect, it } from 'vitest';
import { isOpenNow } from '../../domain/time';

// Instants written in UTC: Bogota is UTC-5 all year, so 13:00 there is 18:00Z.
const bogota = (hhmmss: string) => new Date(`2026-11-22T${hhmmss}-05:00`);
const field = { openingHour: '13:00', closingHour: '20:30' };

describe('isOpenNow at the edges', () => {
  it.each([
    ['12:59:59', false],
    ['13:00:00', true],
    ['13:00:59', true],
    ['20:29:59', true],
    ['20:30:00', true],
    ['20:30:59', true],
    ['20:31:00', false],
  ])('at %s in Bogota: %s', (time, open) => {
    expect(isOpenNow(field, bogota(time))).toBe(open);
  });

  it('reads the time in Bogota, not in UTC', () => {
    // 01:10Z is 20:10 in Bogota (open) though outside the hours in UTC; 13:10Z is 08:10 in Bogota (closed).
    expect(isOpenNow(field, new Date('2026-11-23T01:10:00Z'))).toBe(true);
    expect(isOpenNow(field, new Date('2026-11-23T13:10:00Z'))).toBe(false);
  });

  it('a field open all day is open at 00:00 and at 23:59', () => {
    const allDay = { openingHour: '00:00', closingHour: '23:59' };
    expect(isOpenNow(allDay, bogota('00:00:00'))).toBe(true);
    expect(isOpenNow(allDay, bogota('23:59:59'))).toBe(true);
  });
});
