import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { colombianHolidays, easterSunday, holidayOccasions, isColombianHoliday } from '../../domain/holidays';

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const MONDAY = 1;
const year = fc.integer({ min: 1984, max: 2400 });

describe('colombianHolidays (Ley 51 de 1983)', () => {
  it('gives the official calendar of 2024', () => {
    expect(colombianHolidays(2024)).toEqual(
      ['01-01', '01-08', '03-25', '03-28', '03-29', '05-01', '05-13', '06-03', '06-10']
        .concat(['07-01', '07-20', '08-07', '08-19', '10-14', '11-04', '11-11', '12-08', '12-25'])
        .map((d) => `2024-${d}`),
    );
  });

  it('gives the official calendar of 2025, where San Pedro and Sagrado Corazón share Monday 30 June', () => {
    expect(colombianHolidays(2025)).toEqual(
      ['01-01', '01-06', '03-24', '04-17', '04-18', '05-01', '06-02', '06-23', '06-30']
        .concat(['07-20', '08-07', '08-18', '10-13', '11-03', '11-17', '12-08', '12-25'])
        .map((d) => `2025-${d}`),
    );
  });

  it('gives the official calendar of 2026', () => {
    expect(colombianHolidays(2026)).toEqual(
      ['01-01', '01-12', '03-23', '04-02', '04-03', '05-01', '05-18', '06-08', '06-15']
        .concat(['06-29', '07-20', '08-07', '08-17', '10-12', '11-02', '11-16', '12-08', '12-25'])
        .map((d) => `2026-${d}`),
    );
  });

  it('finds Easter Sunday on known dates', () => {
    expect(easterSunday(2000).toISOString().slice(0, 10)).toBe('2000-04-23');
    expect(easterSunday(2019).toISOString().slice(0, 10)).toBe('2019-04-21');
    expect(easterSunday(2038).toISOString().slice(0, 10)).toBe('2038-04-25');
    expect(easterSunday(2285).toISOString().slice(0, 10)).toBe('2285-03-22');
    expect(easterSunday(2030).toISOString().slice(0, 10)).toBe('2030-04-21');
  });

  it('has 18 holidays every year, each day once, sorted, all in that year', () => {
    fc.assert(
      fc.property(year, (y) => {
        expect(holidayOccasions(y)).toHaveLength(18);
        const list = colombianHolidays(y);
        expect(list).toEqual([...new Set(holidayOccasions(y))].sort());
        expect(list.length).toBeGreaterThanOrEqual(17);
        expect([...list].sort()).toEqual(list);
        expect(list.every((d) => d.startsWith(`${y}-`))).toBe(true);
      }),
    );
  });

  it('puts Easter on a Sunday between 22 March and 25 April, Holy Thursday and Good Friday before it, the moved ones on Mondays', () => {
    fc.assert(
      fc.property(year, (y) => {
        const easter = easterSunday(y).toISOString().slice(0, 10);
        expect(weekday(easter)).toBe(0);
        expect(easter >= `${y}-03-22` && easter <= `${y}-04-25`).toBe(true);
        const occasions = holidayOccasions(y);
        // Fixed 6, then 7 moved, then Thursday, Friday and three Mondays after Easter.
        for (const d of occasions.slice(6, 13)) expect(weekday(d)).toBe(MONDAY);
        expect(weekday(occasions[13])).toBe(4);
        expect(weekday(occasions[14])).toBe(5);
        for (const d of occasions.slice(15)) expect(weekday(d)).toBe(MONDAY);
        expect(occasions.slice(0, 6).map((d) => d.slice(5))).toEqual(['01-01', '05-01', '07-20', '08-07', '12-08', '12-25']);
      }),
    );
  });

  it('moves a holiday to the Monday on or after its date, never further than six days', () => {
    fc.assert(
      fc.property(year, (y) => {
        const original = ['01-06', '03-19', '06-29', '08-15', '10-12', '11-01', '11-11'];
        holidayOccasions(y)
          .slice(6, 13)
          .forEach((moved, i) => {
            const days = (Date.parse(moved) - Date.parse(`${y}-${original[i]}`)) / 86_400_000;
            expect(days).toBeGreaterThanOrEqual(0);
            expect(days).toBeLessThanOrEqual(6);
          });
      }),
    );
  });

  it('answers whether a date is a holiday', () => {
    expect(isColombianHoliday('2030-06-24')).toBe(colombianHolidays(2030).includes('2030-06-24'));
    expect(isColombianHoliday('2026-01-12')).toBe(true);
    expect(isColombianHoliday('2026-01-06')).toBe(false);
  });
});
