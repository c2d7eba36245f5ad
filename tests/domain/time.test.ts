/** Time rules hold in America/Bogota whatever zone the machine runs in. */
import { describe, expect, it } from 'vitest';
import { bookingRefusal, bookingRuleViolation } from '../../domain/booking';
import { formatDateDMY, formatOpeningHours, formatPesos, formatTime12, parsePesos, relativeDayLabel, whatsappLink } from '../../domain/format';
import * as MSG from '../../domain/messages';
import { endTimeOf, instantInAppZone, isOnSlotStep, isOpenNow, minutesOfDayInAppZone, todayInAppZone } from '../../domain/time';

// 2026-11-22 23:30 in Bogota is 2026-11-23 04:30 UTC: the date differs from UTC's.
const lateEvening = new Date('2026-11-23T04:30:00Z');

describe('app time zone', () => {
  it('today and the time of day are Bogota’s, not the machine’s or UTC’s', () => {
    expect(todayInAppZone(lateEvening)).toBe('2026-11-22');
    expect(minutesOfDayInAppZone(lateEvening)).toBe(23 * 60 + 30);
  });
  it('a Bogota wall-clock time maps to the right instant', () => {
    expect(instantInAppZone('2026-11-22', '23:30').toISOString()).toBe('2026-11-23T04:30:00.000Z');
  });
});

describe('open now (inclusive)', () => {
  const field = { openingHour: '08:00', closingHour: '22:00' };
  const at = (hhmm: string) => instantInAppZone('2026-11-22', hhmm);
  it.each([
    ['07:59', false],
    ['08:00', true],
    ['15:00', true],
    ['22:00', true],
    ['22:01', false],
  ])('at %s it is open: %s', (time, open) => {
    expect(isOpenNow(field, at(time))).toBe(open);
  });
});

describe('steps and end time', () => {
  it('starts only on :00 or :30', () => {
    expect(['06:00', '06:30', '23:30'].every(isOnSlotStep)).toBe(true);
    expect(['06:15', '6:00', '24:00', ''].some(isOnSlotStep)).toBe(false);
  });
  it('end time is start plus hours; past midnight is refused', () => {
    expect(endTimeOf('18:30', 2)).toBe('20:30');
    expect(endTimeOf('22:30', 2)).toBeNull();
  });
});

describe('booking rules', () => {
  const field = { status: 'ACTIVE' as const, openingHour: '08:00', closingHour: '22:00' };
  const now = instantInAppZone('2026-11-22', '10:10');
  const form = (reservationDate: string, startTime: string, hours = 1) => ({ reservationDate, startTime, hours });
  it('accepts a later slot today inside opening hours, ending exactly at closing', () => {
    expect(bookingRuleViolation(form('2026-11-22', '10:30'), field, now)).toBeNull();
    expect(bookingRuleViolation(form('2026-11-22', '19:00', 3), field, now)).toBeNull();
  });
  it.each([
    [form('2026-11-21', '12:00'), MSG.validation.reservationDate, 'reservationDate'],
    [form('2026-11-22', '10:00'), MSG.reservation.inThePast, 'startTime'],
    [form('2026-11-22', '07:30'), MSG.reservation.outsideOpeningHours, 'startTime'],
    [form('2026-11-22', '20:00', 3), MSG.reservation.outsideOpeningHours, 'startTime'],
    [form('2026-11-22', '12:15'), MSG.validation.startTime, 'startTime'],
    [form('2026-11-22', '12:00', 4), MSG.validation.hours, 'hours'],
  ])('%j is refused with "%s", under the %s input', (f, message, input) => {
    expect(bookingRuleViolation(f, field, now)).toBe(message);
    expect(bookingRefusal(f, field, now)).toMatchObject({ input, message });
  });
  it('an inactive field cannot be booked', () => {
    expect(bookingRuleViolation(form('2026-11-23', '12:00'), { ...field, status: 'INACTIVE' }, now)).toBe(MSG.reservation.fieldInactive);
  });
});

describe('formats', () => {
  it('money in Colombian pesos without decimals, "$" never apart from its amount (a no-break space)', () => {
    expect(formatPesos(95000)).toBe('$\u00a095.000');
    expect(formatPesos(1250000)).toBe('$\u00a01.250.000');
    expect(formatPesos(0)).toBe('$\u00a00');
  });
  it('pesos read back as Colombians write them; centavos, odd groups and letters are no amount', () => {
    for (const [typed, amount] of [
      ['95000', 95000],
      ['95.000', 95000],
      ['95,000', 95000],
      ['$ 1.200.000', 1200000],
      [formatPesos(130000), 130000],
      ['0', 0],
    ] as const) {
      expect(parsePesos(typed), typed).toBe(amount);
    }
    for (const typed of ['95.000,50', '95000,5', '95k', '9.50', '1.0000', '-5', '', '$']) expect(parsePesos(typed), typed).toBeNull();
  });
  it('dates, times and relative days', () => {
    expect(formatDateDMY('2026-11-05')).toBe('05/11/2026');
    // With no-break spaces, so a time never splits over two lines.
    expect(formatTime12('18:30')).toBe('6:30\u00a0p.\u00a0m.');
    expect(formatTime12('00:00')).toBe('12:00\u00a0a.\u00a0m.');
    expect(relativeDayLabel('2026-11-22', lateEvening)).toBe('HOY');
    expect(relativeDayLabel('2026-11-23', lateEvening)).toBe('MAÑANA');
    expect(relativeDayLabel('2026-11-21', lateEvening)).toBe('AYER');
    expect(relativeDayLabel('2026-11-28', lateEvening)).toBe('sáb 28 nov 2026');
  });
  it('contact links use the country code 57', () => {
    expect(whatsappLink('300 123 4567')).toBe('https://wa.me/573001234567');
  });
});

describe("a field's hours", () => {
  it("read open – close, a closing at midnight as '12:00 a. m. (medianoche)'", () => {
    expect(formatOpeningHours({ openingHour: '07:00', closingHour: '22:00' }).replace(/\u00a0/g, ' ')).toBe('7:00 a. m. – 10:00 p. m.');
    expect(formatOpeningHours({ openingHour: '07:00', closingHour: '24:00' })).toBe(`${formatTime12('07:00')} – ${MSG.rates.midnight}`);
  });
});
