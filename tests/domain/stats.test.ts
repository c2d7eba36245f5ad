/** The ranges and week bucketing of home-admin's figures (domain/stats.ts). */
import { describe, expect, it } from 'vitest';
import { dayMonthLabel, formatPesos, formatPesosShort } from '../../domain/format';
import {
  busiestCells,
  busiestText,
  formatHours,
  hourLabel12,
  hourRange,
  isoWeekday,
  occupancyHourColumns,
  revenueWeekStarts,
  statsRanges,
  weekStartOf,
} from '../../domain/stats';
import { todayInAppZone } from '../../domain/time';

describe('weeks start on Monday', () => {
  it.each([
    ['2026-11-16', '2026-11-16'], // Monday
    ['2026-11-18', '2026-11-16'],
    ['2026-11-22', '2026-11-16'], // Sunday belongs to the week that began on Monday
    ['2026-11-23', '2026-11-23'],
    ['2027-01-01', '2026-12-28'], // across a year
    ['2028-03-01', '2028-02-28'], // across a leap day
  ])('%s is in the week of %s', (date, monday) => {
    expect(weekStartOf(date)).toBe(monday);
  });
  it('ISO weekdays: lunes 1 … domingo 7', () => {
    expect(['2026-11-16', '2026-11-21', '2026-11-22'].map(isoWeekday)).toEqual([1, 6, 7]);
  });
  it('a Sunday late evening in Bogota is still Sunday (already Monday in UTC)', () => {
    const today = todayInAppZone(new Date('2026-11-23T04:30:00Z'));
    expect(today).toBe('2026-11-22');
    expect(weekStartOf(today)).toBe('2026-11-16');
  });
});

describe('ranges', () => {
  it('occupancy: the 28 days before today, today and the 13 after (each weekday 6 times)', () => {
    expect(statsRanges('2030-06-10').occupancy).toEqual({ from: '2030-05-13', to: '2030-06-23' });
  });
  it('revenue: the current week and the 7 before, Monday to Sunday', () => {
    expect(statsRanges('2030-06-12').revenue).toEqual({ from: '2030-04-22', to: '2030-06-16' });
    expect(revenueWeekStarts('2030-06-16')).toEqual([
      '2030-04-22',
      '2030-04-29',
      '2030-05-06',
      '2030-05-13',
      '2030-05-20',
      '2030-05-27',
      '2030-06-03',
      '2030-06-10',
    ]);
  });
});

describe('heat map columns', () => {
  it('every clock hour the field is open in', () => {
    expect(occupancyHourColumns('06:00', '23:00')).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22]);
    expect(occupancyHourColumns('14:30', '16:30')).toEqual([14, 15, 16]);
    expect(occupancyHourColumns('08:00', '24:00').at(-1)).toBe(23);
  });
  it('widened to hours with booked time outside today’s hours', () => {
    expect(occupancyHourColumns('10:00', '12:00', [8, 13])).toEqual([8, 9, 10, 11, 12, 13]);
  });
});

it('hours read the Spanish way', () => {
  expect([3, 1.5, 0.5, 2 / 3].map(formatHours)).toEqual(['3', '1,5', '0,5', '0,67']);
});

describe('the revenue chart’s labels', () => {
  it('a week by its Monday, short', () => {
    expect(dayMonthLabel('2026-11-16')).toBe('16 nov');
    expect(dayMonthLabel('2027-01-04')).toBe('4 ene');
  });
  it('pesos in few characters on the axis, in full elsewhere', () => {
    expect([0, 950, 80_000, 320_000, 1_250_000, 2_000_000].map(formatPesosShort)).toEqual([
      '$\u00a00',
      '$\u00a0950',
      '$\u00a080\u00a0mil',
      '$\u00a0320\u00a0mil',
      '$\u00a01,25\u00a0M',
      '$\u00a02\u00a0M',
    ]);
    expect(formatPesos(1_250_000)).toBe('$\u00a01.250.000');
  });
});

describe("the heat map's hours and 'Franja más ocupada'", () => {
  it('names clock hours in 12-hour time', () => {
    expect(hourLabel12(8)).toBe('8\u00a0a.\u00a0m.');
    expect(hourLabel12(20)).toBe('8\u00a0p.\u00a0m.');
    expect(hourLabel12(0)).toBe('12\u00a0a.\u00a0m.');
    expect(hourLabel12(12)).toBe('12\u00a0p.\u00a0m.');
    expect(hourLabel12(23)).toBe('11\u00a0p.\u00a0m.');
  });

  it('names the tied busiest hours, by weekday then hour', () => {
    const cells = [
      { weekday: 4, hour: 20, hours: 3 },
      { weekday: 1, hour: 19, hours: 3 },
      { weekday: 2, hour: 18, hours: 1.5 },
      { weekday: 1, hour: 21, hours: 3 },
    ];
    expect(busiestCells(cells).map((c) => [c.weekday, c.hour])).toEqual([
      [1, 19],
      [1, 21],
      [4, 20],
    ]);
    expect(busiestText(cells)).toBe(`lunes, ${hourRange(19)}; lunes, ${hourRange(21)} y jueves, ${hourRange(20)} · 3 horas reservadas (cada una)`);
    expect(busiestText(cells.slice(2, 3))).toBe(`martes, ${hourRange(18)} · 1,5 horas reservadas`);
    expect(hourRange(19)).toBe('7:00\u00a0p.\u00a0m. – 8:00\u00a0p.\u00a0m.');
    expect(busiestText([])).toBeNull();
  });

  it('names the first three tied busiest hours and counts the rest', () => {
    const week = (hours: number) => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, hour: 20, hours }));
    expect(busiestText([...week(2), { weekday: 6, hour: 9, hours: 1 }])).toBe(
      `lunes, ${hourRange(20)}; martes, ${hourRange(20)}; miércoles, ${hourRange(20)} y 2 franjas más · 2 horas reservadas (cada una)`,
    );
    expect(busiestText(week(1).slice(0, 4))).toBe(
      `lunes, ${hourRange(20)}; martes, ${hourRange(20)}; miércoles, ${hourRange(20)} y 1 franja más · 1 hora reservada (cada una)`,
    );
  });
});
