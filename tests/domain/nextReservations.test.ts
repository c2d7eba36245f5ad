/** 'Próximas reservas' on the owner's field detail: what is coming, soonest first (docs/product.md: Screens). */
import { describe, expect, it } from 'vitest';
import type { ReservationStatus } from '../../domain/constants';
import { nextReservations } from '../../domain/nextReservations';

// Saturday 2026-11-28, 3:00 p. m. in Bogota.
const now = new Date('2026-11-28T20:00:00Z');
const r = (id: number, reservationDate: string, startTime: string, endTime: string, status: ReservationStatus = 'ACTIVE') => ({
  id,
  status,
  reservationDate,
  startTime,
  endTime,
});

describe('nextReservations', () => {
  it('keeps the two soonest still ahead: one under way first, then tonight, not the farthest dates', () => {
    // The field detail used to show the farthest dates (the last weeks of a fixed turn); the owner needs today's.
    const farthest = r(1, '2027-01-09', '19:00', '20:00');
    const nextWeek = r(2, '2026-12-05', '19:00', '20:00');
    const tonight = r(3, '2026-11-28', '19:00', '20:00');
    const playing = r(4, '2026-11-28', '14:30', '15:30');
    expect(nextReservations([farthest, nextWeek, tonight, playing], now)).toEqual([playing, tonight]);
    expect(nextReservations([farthest, nextWeek], now)).toEqual([nextWeek, farthest]);
  });

  it('leaves out what has ended, what was finalized and what was cancelled, and the input alone', () => {
    const endedToday = r(1, '2026-11-28', '09:00', '10:00');
    const endingNow = r(2, '2026-11-28', '14:00', '15:00');
    const finished = r(3, '2026-11-28', '18:00', '19:00', 'FINISHED');
    const canceled = r(4, '2026-11-29', '10:00', '11:00', 'CANCELED');
    const tomorrow = r(5, '2026-11-29', '08:00', '09:00');
    const list = [tomorrow, canceled, finished, endingNow, endedToday];
    expect(nextReservations(list, now)).toEqual([tomorrow]);
    expect(list.map((x) => x.id)).toEqual([5, 4, 3, 2, 1]);
    expect(nextReservations([], now)).toEqual([]);
  });

  it('takes as many as asked', () => {
    const list = [r(1, '2026-11-30', '08:00', '09:00'), r(2, '2026-11-29', '08:00', '09:00'), r(3, '2026-12-01', '08:00', '09:00')];
    expect(nextReservations(list, now, 3).map((x) => x.id)).toEqual([2, 1, 3]);
  });
});
