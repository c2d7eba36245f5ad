/** The free-field search's rules (domain/freeSearch.ts), which the app's form and the server share. */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  firstFreeSearch,
  freeSearchRefusal,
  nearFreeTimes,
  nearStartCandidates,
  searchDays,
  searchOnDay,
  searchStartTimes,
} from '../../domain/freeSearch';
import * as MSG from '../../domain/messages';
import { freeSearchSchema } from '../../domain/schemas';

// Monday 10 June 2030, 20:10 in Bogota.
const NOW = new Date('2030-06-11T01:10:00Z');

describe('free search', () => {
  it('reads hours as one digit of the query or a number of the form', () => {
    const ok = (hours: unknown) => v.safeParse(freeSearchSchema, { reservationDate: '2030-06-15', startTime: '20:00', hours }).success;
    expect([ok('1'), ok('3'), ok(2)]).toEqual([true, true, true]);
    expect([ok('0'), ok('4'), ok('02'), ok(' 2'), ok('1.5'), ok(1.5), ok(undefined)]).toEqual([false, false, false, false, false, false, false]);
  });

  it('refuses a past day, a start begun and a date beyond the ceiling', () => {
    const search = (reservationDate: string, startTime: string) => freeSearchRefusal({ reservationDate, startTime, hours: 1 }, NOW, 30);
    expect(search('2030-06-09', '21:00')?.code).toBe('BOOKING_DATE_INVALID');
    expect(search('2030-06-10', '20:00')).toEqual({ code: 'BOOKING_IN_THE_PAST', message: MSG.search.startPassed });
    expect(search('2030-06-10', '20:30')).toBeNull();
    expect(search('2030-07-10', '08:00')).toBeNull();
    expect(search('2030-07-11', '08:00')).toEqual({ code: 'BOOKING_BEYOND_HORIZON', message: MSG.reservation.beyondHorizon(30) });
  });

  it('offers 14 days from today, and every start on :00 and :30 that leaves an hour before midnight', () => {
    expect(searchDays(NOW)).toHaveLength(14);
    expect(searchDays(NOW)[0]).toBe('2030-06-10');
    expect(searchDays(NOW)[13]).toBe('2030-06-23');
    const times = searchStartTimes();
    expect(times).toHaveLength(47);
    expect([times[0], times[1], times.at(-1)]).toEqual(['00:00', '00:30', '23:00']);
    expect(searchStartTimes('2030-06-11', NOW)).toEqual(times);
  });

  it('today, offers only the starts not yet begun; past the last one, the days start tomorrow', () => {
    expect(searchStartTimes('2030-06-10', NOW)).toEqual(['20:30', '21:00', '21:30', '22:00', '22:30', '23:00']);
    expect(firstFreeSearch(NOW)).toEqual({ reservationDate: '2030-06-10', startTime: '20:30', hours: 1 });
    // 23:00 itself has begun at 23:00.
    const late = new Date('2030-06-11T04:00:00Z');
    expect(searchStartTimes('2030-06-10', late)).toEqual([]);
    expect(searchDays(late)[0]).toBe('2030-06-11');
    expect(searchDays(late)).toHaveLength(14);
    expect(firstFreeSearch(late)).toEqual({ reservationDate: '2030-06-11', startTime: '20:00', hours: 1 });
    // At 2 a. m. the next start (2:30 a. m.) finds every field closed: today's evening instead; at 5:40 a. m., the next (6:00).
    expect(firstFreeSearch(new Date('2030-06-11T07:00:00Z'))).toEqual({ reservationDate: '2030-06-11', startTime: '20:00', hours: 1 });
    expect(firstFreeSearch(new Date('2030-06-11T10:40:00Z'))).toEqual({ reservationDate: '2030-06-11', startTime: '06:00', hours: 1 });
  });

  it('a day chosen keeps the start, or moves it to the first that day still offers when it has begun there', () => {
    const saturday = { reservationDate: '2030-06-15', startTime: '19:00', hours: 2 };
    expect(searchOnDay(saturday, '2030-06-10', NOW)).toEqual({ reservationDate: '2030-06-10', startTime: '20:30', hours: 2 });
    expect(searchOnDay({ ...saturday, startTime: '22:00' }, '2030-06-10', NOW)).toEqual({
      reservationDate: '2030-06-10',
      startTime: '22:00',
      hours: 2,
    });
    expect(searchOnDay(saturday, '2030-06-16', NOW)).toEqual({ ...saturday, reservationDate: '2030-06-16' });
  });

  it('near: within two hours either side, nearest first, on the same day, ending by midnight', () => {
    expect(nearStartCandidates('20:00', 1)).toEqual(['19:30', '20:30', '19:00', '21:00', '18:30', '21:30', '18:00', '22:00']);
    expect(nearStartCandidates('01:00', 1)).toEqual(['00:30', '01:30', '00:00', '02:00', '02:30', '03:00']);
    expect(nearStartCandidates('22:00', 2)).toEqual(['21:30', '21:00', '20:30', '20:00']);
  });

  it('near: a field’s free times within its hours, not begun, not meeting a booking, each at its bands', () => {
    const field = { openingHour: '08:00', closingHour: '22:00', hourlyRate: 80000, nightRate: 100000, nightFrom: '19:00' };
    const busy = [{ startTime: '19:00', endTime: '21:00' }];
    expect(nearFreeTimes(field, '2030-06-12', '20:00', 1, busy, NOW)).toEqual([
      { startTime: '18:00', price: 80000 },
      { startTime: '21:00', price: 100000 },
    ]);
    expect(nearFreeTimes(field, '2030-06-12', '19:00', 2, [], NOW).map((t) => [t.startTime, t.price])).toEqual([
      ['17:00', 160000],
      ['17:30', 160000],
      ['18:00', 180000],
      ['18:30', 180000],
      ['19:30', 200000],
      ['20:00', 200000],
    ]);
    // Today at 20:10: the earlier times have begun, the asked one is not 'near', 21:30 would end after closing.
    expect(nearFreeTimes(field, '2030-06-10', '20:30', 1, [], NOW).map((t) => t.startTime)).toEqual(['21:00']);
  });
});
