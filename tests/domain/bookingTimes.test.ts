/** The booking page's rules (docs/product.md, "Booking"): the day's start times and the lengths that fit. */
import { describe, expect, it } from 'vitest';
import {
  bookingDateProblem,
  bookingRefusal,
  closedDayProblem,
  closureReason,
  fieldHorizonDays,
  dayStartTimes,
  firstDayWithFreeTime,
  fittingHours,
  manualHours,
  manualStartTimes,
} from '../../domain/booking';
import { minutesToTime } from '../../domain/time';
import * as MSG from '../../domain/messages';

const field = { status: 'ACTIVE' as const, openingHour: '08:00', closingHour: '12:00' };
const game = (startTime: string, endTime: string, status = 'ACTIVE', reservationDate = '2026-11-28') => ({
  status,
  reservationDate,
  startTime,
  endTime,
});
// 2026-11-28 09:10 in Bogota.
const now = new Date('2026-11-28T14:10:00Z');

describe('dayStartTimes', () => {
  it('offers every :00 and :30 leaving an hour before closing; started ones are past, overlapped ones taken', () => {
    const busy = [game('10:00', '11:00'), game('08:00', '12:00', 'CANCELED'), game('08:00', '12:00', 'ACTIVE', '2026-11-29')];
    expect(dayStartTimes(field, '2026-11-28', busy, now)).toEqual([
      { time: '08:00', state: 'past' },
      { time: '08:30', state: 'past' },
      { time: '09:00', state: 'past' },
      { time: '09:30', state: 'taken' },
      { time: '10:00', state: 'taken' },
      { time: '10:30', state: 'taken' },
      { time: '11:00', state: 'free' },
    ]);
  });

  it('back to back is free; an inactive field or a bad date has none', () => {
    expect(dayStartTimes(field, '2026-11-30', [game('09:00', '10:00', 'ACTIVE', '2026-11-30')], now).map((t) => t.state)).toEqual([
      'free',
      'taken',
      'taken',
      'taken',
      'free',
      'free',
      'free',
    ]);
    expect(dayStartTimes({ ...field, status: 'INACTIVE' }, '2026-11-30', [], now)).toEqual([]);
    expect(dayStartTimes(field, '2026-02-30', [], now)).toEqual([]);
  });
});

describe('fittingHours', () => {
  it('stops at the next booking and at closing', () => {
    expect(fittingHours(field, '2026-11-28', '08:00', [])).toEqual([1, 2, 3]);
    expect(fittingHours(field, '2026-11-28', '08:00', [game('10:00', '11:00')])).toEqual([1, 2]);
    expect(fittingHours(field, '2026-11-28', '08:00', [game('09:30', '11:00')])).toEqual([1]);
    expect(fittingHours(field, '2026-11-28', '10:30', [])).toEqual([1]);
    expect(fittingHours({ ...field, closingHour: '24:00' }, '2026-11-28', '22:00', [])).toEqual([1, 2]);
  });
});

describe("'Reserva manual' choices", () => {
  const busy = [game('10:00', '11:00')];

  it("offers only the field's start times that have not started and are not taken, and the slot under way (a walk-in); a fixed turn also the taken ones, marked", () => {
    expect(manualStartTimes(field, '2026-11-28', busy, false, now)).toEqual([{ time: '11:00', taken: false }]);
    expect(manualStartTimes(field, '2026-11-28', busy, false, now, { walkIn: true })).toEqual([
      { time: '09:00', taken: false, walkIn: true },
      { time: '11:00', taken: false },
    ]);
    expect(manualStartTimes(field, '2026-11-28', busy, true, now)).toEqual([
      { time: '09:30', taken: true },
      { time: '10:00', taken: true },
      { time: '10:30', taken: true },
      { time: '11:00', taken: false },
    ]);
    expect(manualStartTimes(field, '2026-11-30', [], false, now).map((t) => t.time)).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
    ]);
    expect(manualStartTimes({ ...field, status: 'INACTIVE' }, '2026-11-30', [], false, now)).toEqual([]);
  });

  it('offers the lengths that end by closing and, for a single booking, before the next one', () => {
    expect(manualHours(field, '2026-11-30', '08:00', [game('10:00', '11:00', 'ACTIVE', '2026-11-30')], false)).toEqual([1, 2]);
    expect(manualHours(field, '2026-11-30', '08:00', [game('10:00', '11:00', 'ACTIVE', '2026-11-30')], true)).toEqual([1, 2, 3]);
    expect(manualHours(field, '2026-11-30', '10:30', [], false)).toEqual([1]);
  });

  it('agrees with the rule the server applies: every offered time and length is accepted, every other start of the day is refused or taken', () => {
    const date = '2026-11-28';
    const offered = manualStartTimes(field, date, busy, false, now, { walkIn: true });
    for (const { time } of offered) {
      for (const hours of manualHours(field, date, time, busy, false)) {
        expect(
          bookingRefusal({ reservationDate: date, startTime: time, hours }, field, now, undefined, { walkIn: true }),
          `${time} × ${hours}`,
        ).toBeNull();
      }
    }
    const others = Array.from({ length: 48 }, (_, i) => minutesToTime(i * 30)).filter((t) => !offered.some((o) => o.time === t));
    for (const time of others) {
      const refused = bookingRefusal({ reservationDate: date, startTime: time, hours: 1 }, field, now, undefined, { walkIn: true }) !== null;
      const taken = dayStartTimes(field, date, busy, now).some((t) => t.time === time && t.state === 'taken');
      expect(refused || taken, time).toBe(true);
    }
  });
});

describe('bookingDateProblem', () => {
  it('accepts today and later, refuses the past and non-dates with the form message', () => {
    expect(bookingDateProblem('2026-11-28', now)).toBeNull();
    expect(bookingDateProblem('2026-12-31', now)).toBeNull();
    expect(bookingDateProblem('2026-11-27', now)).toBe(MSG.validation.reservationDate);
    expect(bookingDateProblem('', now)).toBe(MSG.validation.reservationDate);
  });

  it("with a field's horizon, accepts its last day and refuses the next with the horizon's message", () => {
    expect(bookingDateProblem('2026-12-08', now, 10)).toBeNull();
    expect(bookingDateProblem('2026-12-09', now, 10)).toBe(MSG.reservation.beyondHorizon(10));
  });
});

describe('fieldHorizonDays', () => {
  it("is the field's own horizon, never beyond the server's ceiling, and 60 when the field has none", () => {
    expect(fieldHorizonDays({ bookingHorizonDays: 30 }, 365)).toBe(30);
    expect(fieldHorizonDays({ bookingHorizonDays: 90 }, 45)).toBe(45);
    expect(fieldHorizonDays({ bookingHorizonDays: 90 })).toBe(90);
    expect(fieldHorizonDays({})).toBe(60);
  });
});

describe('closed days (docs/product.md, "Closed days")', () => {
  const closedDays = [
    { date: '2030-06-11', reason: 'Mantenimiento de la grama.' },
    { date: '2030-06-12', reason: null },
  ];
  it("a closed day's reason is quoted without its own full stops, and one made of stops alone is none", () => {
    expect(closureReason({ date: '2030-06-11', reason: 'Torneo del barrio...' })).toBe('Torneo del barrio');
    expect(closureReason({ date: '2030-06-11', reason: 'Torneo' })).toBe('Torneo');
    expect(closureReason({ date: '2030-06-11', reason: '...' })).toBeNull();
    expect(closureReason({ date: '2030-06-11', reason: '' })).toBeNull();
    expect(closureReason({ date: '2030-06-11', reason: null })).toBeNull();
  });

  it('a closed day is refused with its reason, and only that day', () => {
    expect(closedDayProblem({ closedDays }, '2030-06-11')).toBe(MSG.closure.dayClosedBecause('Mantenimiento de la grama'));
    expect(closedDayProblem({ closedDays }, '2030-06-12')).toBe(MSG.closure.dayClosed);
    expect(closedDayProblem({ closedDays }, '2030-06-13')).toBeNull();
    expect(closedDayProblem({}, '2030-06-11')).toBeNull();
    const now = new Date('2030-06-10T13:00:00Z');
    expect(bookingRefusal({ reservationDate: '2030-06-12', startTime: '10:00', hours: 1 }, { ...field, closedDays }, now)).toEqual({
      code: 'DAY_CLOSED',
      message: MSG.closure.dayClosed,
      input: 'reservationDate',
    });
    expect(bookingRefusal({ reservationDate: '2030-06-13', startTime: '10:00', hours: 1 }, { ...field, closedDays }, now)).toBeNull();
  });
});

describe('firstDayWithFreeTime', () => {
  // The field closes at 12:00: at 11:10 every start of today (the last is 11:00) has passed.
  const late = new Date('2026-11-28T16:10:00Z');
  it('is today while a time of today is free', () => {
    expect(firstDayWithFreeTime(field, [], now)).toBe('2026-11-28');
  });
  it('skips a day whose times have passed, are taken or that is closed, within the horizon and the days offered', () => {
    expect(firstDayWithFreeTime(field, [], late)).toBe('2026-11-29');
    const fullSunday = [game('08:00', '12:00', 'ACTIVE', '2026-11-29')];
    expect(firstDayWithFreeTime(field, fullSunday, late)).toBe('2026-11-30');
    const closedMonday = { ...field, closedDays: [{ date: '2026-11-30', reason: null }] };
    expect(firstDayWithFreeTime(closedMonday, fullSunday, late)).toBe('2026-12-01');
    // Only one day ahead may be booked: none is free, the page opens on today.
    expect(firstDayWithFreeTime(field, fullSunday, late, 1)).toBe('2026-11-28');
    expect(firstDayWithFreeTime(field, fullSunday, late, 30, 2)).toBe('2026-11-28');
    expect(firstDayWithFreeTime({ ...field, status: 'INACTIVE' }, [], now)).toBe('2026-11-28');
  });
});
