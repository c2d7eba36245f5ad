import { describe, expect, it } from 'vitest';
import { latestReservations } from '../../domain/latestReservations';

const r = (id: number, reservationDate: string, startTime: string) => ({ id, reservationDate, startTime });

describe('latestReservations', () => {
  it('keeps the two newest, newest first, by date then start time', () => {
    // The API orders by date descending but start time ascending; the detail wants the latest slot first.
    const list = [r(1, '2026-11-22', '18:00'), r(2, '2026-11-22', '20:00'), r(3, '2026-11-21', '21:00'), r(4, '2026-11-20', '09:00')];
    expect(latestReservations(list).map((x) => x.id)).toEqual([2, 1]);
    expect(latestReservations([list[3], list[2]]).map((x) => x.id)).toEqual([3, 4]);
  });

  it('breaks a tie by the later id and leaves the input alone', () => {
    const list = [r(5, '2026-11-22', '18:00'), r(9, '2026-11-22', '18:00')];
    expect(latestReservations(list).map((x) => x.id)).toEqual([9, 5]);
    expect(list.map((x) => x.id)).toEqual([5, 9]);
    expect(latestReservations([])).toEqual([]);
  });
});
