/** The reading order of reservation lists (docs/product.md, "Reservations"). */
import { describe, expect, it } from 'vitest';
import { inReadingOrder, readingGroup } from '../../domain/reservationOrder';
import type { ReservationStatus } from '../../domain/constants';

// 2026-11-28 15:00 in Bogota.
const now = new Date('2026-11-28T20:00:00Z');
let nextId = 1;
const r = (reservationDate: string, startTime: string, endTime: string, status: ReservationStatus = 'ACTIVE') => ({
  id: nextId++,
  status,
  reservationDate,
  startTime,
  endTime,
});

describe('reading order', () => {
  it('puts what waits to be finalized first, then what is ahead (soonest on top), then the finished (latest on top), then the cancelled', () => {
    const later = r('2026-12-02', '18:00', '19:00');
    const playing = r('2026-11-28', '14:30', '15:30');
    const tonight = r('2026-11-28', '20:00', '21:00');
    const expired = r('2026-11-28', '09:00', '10:00');
    const expiredLastWeek = r('2026-11-21', '09:00', '10:00');
    const finishedYesterday = r('2026-11-27', '18:00', '19:00', 'FINISHED');
    const finishedLastWeek = r('2026-11-21', '18:00', '19:00', 'FINISHED');
    const canceledAhead = r('2026-11-30', '18:00', '19:00', 'CANCELED');
    const canceledPast = r('2026-11-20', '18:00', '19:00', 'CANCELED');
    const list = [canceledPast, finishedLastWeek, expiredLastWeek, later, expired, canceledAhead, tonight, finishedYesterday, playing];
    expect(inReadingOrder(list, now)).toEqual([
      expired,
      expiredLastWeek,
      playing,
      tonight,
      later,
      finishedYesterday,
      finishedLastWeek,
      canceledAhead,
      canceledPast,
    ]);
    expect(list[0]).toBe(canceledPast);
  });

  it('groups by the clock: an ACTIVE one is ahead until its end, then waits to be finalized', () => {
    expect(readingGroup(r('2026-11-28', '14:00', '15:00'), now)).toBe('toClose');
    expect(readingGroup(r('2026-11-28', '14:30', '16:00'), now)).toBe('ahead');
    expect(readingGroup(r('2026-12-28', '14:30', '16:00', 'FINISHED'), now)).toBe('past');
    expect(readingGroup(r('2026-12-28', '14:30', '16:00', 'CANCELED'), now)).toBe('canceled');
  });

  it('breaks ties by the newest id', () => {
    const a = r('2026-11-21', '18:00', '19:00', 'FINISHED');
    const b = r('2026-11-21', '18:00', '19:00', 'FINISHED');
    expect(inReadingOrder([a, b], now)).toEqual([b, a]);
  });
});
