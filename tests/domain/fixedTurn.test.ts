/**
 * The dates a manual booking or a fixed turn takes, and those 'Cancelar el resto del turno' cancels (docs/product.md,
 * "Manual bookings and turno fijo").
 */
import { describe, expect, it } from 'vitest';
import type { ReservationStatus } from '../../domain/constants';
import { manualBookingPlan, restOfTurn } from '../../domain/fixedTurn';

// Mondays of 2030: 24 June (Sagrado Corazón) and 1 July (San Pedro y San Pablo) are holidays.
const rates = { hourlyRate: 80000, nightRate: 100000, nightFrom: '18:00', weekendRate: 120000 };
const busyAt = (reservationDate: string, startTime: string, endTime: string, status = 'ACTIVE') => ({ status, reservationDate, startTime, endTime });
const turn = (weeks?: number) => ({ reservationDate: '2030-06-10', startTime: '19:00', hours: 2, weeks });

describe('manualBookingPlan', () => {
  it('books every week of a fixed turn at its price, and adds them up', () => {
    const plan = manualBookingPlan({ ...turn(3), reservationDate: '2030-07-08' }, rates, []);
    expect(plan.booked).toEqual([
      { date: '2030-07-08', price: 200000 },
      { date: '2030-07-15', price: 200000 },
      { date: '2030-07-22', price: 200000 },
    ]);
    expect(plan.skipped).toEqual([]);
    expect(plan.total).toBe(600000);
  });

  it('leaves out holidays, closed days and taken slots, each with its reason, and counts only the rest', () => {
    const busy = [
      busyAt('2030-06-17', '20:00', '21:00'),
      // Not in the way: back to back, cancelled, or another day.
      busyAt('2030-07-08', '17:00', '19:00'),
      busyAt('2030-07-15', '19:00', '20:00', 'CANCELED'),
      busyAt('2030-07-16', '19:00', '21:00'),
    ];
    const plan = manualBookingPlan(turn(6), { ...rates, closedDays: [{ date: '2030-06-10' }] }, busy);
    expect(plan.booked.map((b) => b.date)).toEqual(['2030-07-08', '2030-07-15']);
    expect(plan.skipped).toEqual([
      { date: '2030-06-10', reason: 'CLOSED' },
      { date: '2030-06-17', reason: 'TAKEN' },
      { date: '2030-06-24', reason: 'HOLIDAY' },
      { date: '2030-07-01', reason: 'HOLIDAY' },
    ]);
    expect(plan.total).toBe(400000);
  });

  it('a single booking may fall on a holiday, at the weekend rate; taken, it books nothing', () => {
    expect(manualBookingPlan({ ...turn(), reservationDate: '2030-06-24' }, rates, [])).toEqual({
      booked: [{ date: '2030-06-24', price: 240000 }],
      skipped: [],
      total: 240000,
    });
    const taken = manualBookingPlan(turn(), rates, [busyAt('2030-06-10', '18:00', '20:00')]);
    expect(taken.booked).toEqual([]);
    expect(taken.skipped).toEqual([{ date: '2030-06-10', reason: 'TAKEN' }]);
    expect(taken.total).toBe(0);
  });
});

describe('restOfTurn', () => {
  const occurrence = (id: number, reservationDate: string, status: ReservationStatus = 'ACTIVE', seriesId: string | null = 'turno-1') => ({
    id,
    seriesId,
    status,
    reservationDate,
  });
  const turn = [
    occurrence(1, '2030-06-10', 'FINISHED'),
    occurrence(2, '2030-06-17'),
    occurrence(5, '2030-07-08'),
    occurrence(3, '2030-06-24', 'CANCELED'),
    occurrence(4, '2030-07-01'),
    occurrence(9, '2030-07-08', 'ACTIVE', 'turno-2'),
  ];

  it('is the chosen occurrence and the later ACTIVE ones of its turn, by date', () => {
    expect(restOfTurn(2, turn).map((r) => r.id)).toEqual([2, 4, 5]);
    expect(restOfTurn(4, turn).map((r) => r.id)).toEqual([4, 5]);
    // The last one left: only itself.
    expect(restOfTurn(5, turn).map((r) => r.id)).toEqual([5]);
  });

  it('is nothing for an occurrence no longer ACTIVE, a single booking or one not in the list', () => {
    expect(restOfTurn(1, turn)).toEqual([]);
    expect(restOfTurn(3, turn)).toEqual([]);
    expect(restOfTurn(7, [occurrence(7, '2030-06-10', 'ACTIVE', null), occurrence(8, '2030-06-17', 'ACTIVE', null)])).toEqual([]);
    expect(restOfTurn(42, turn)).toEqual([]);
  });
});
