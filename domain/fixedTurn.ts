/**
 * Manual bookings and the weekly fixed turn ('turno fijo', docs/product.md "Manual bookings and turno fijo"):
 * which dates a booking takes and which it leaves out, and which dates 'Cancelar el resto del turno' cancels.
 * The server books and cancels by these rules; the form counts the turn's dates and its total with the first,
 * the confirmation of the cancel how many dates it cancels with the second.
 */
import { closedDayOn, overlapsBusy, type BusySlot } from './booking';
import type { ReservationStatus, SkipReason } from './constants';
import { toCents } from './format';
import { isColombianHoliday } from './holidays';
import { bookingPrice } from './pricing';
import type { FieldRates } from './rates';
import { addDays } from './time';

/** What a manual booking asks for: one date, or with `weeks` that many weeks from it, 7 days apart. */
export interface ManualBookingDates {
  reservationDate: string;
  startTime: string;
  hours: number;
  weeks?: number;
}

export interface ManualBookingPlan {
  /** The dates booked, in order, each with the price it stores (the field's bands on that date). */
  booked: { date: string; price: number }[];
  /** The dates left out, in order, with why. */
  skipped: { date: string; reason: SkipReason }[];
  /** What the booked dates cost together. */
  total: number;
}

/**
 * The dates a manual booking takes. A fixed turn (`weeks` given) leaves out the weeks that are a Colombian
 * holiday ('HOLIDAY'), those the field is closed ('CLOSED') and those whose slot meets an ACTIVE reservation
 * of `busy` ('TAKEN'). A single booking may fall on a holiday; a closed or taken date is left out as well,
 * and the server then refuses it (a single booking is all or nothing).
 */
export function manualBookingPlan(
  request: ManualBookingDates,
  field: FieldRates & { closedDays?: readonly { date: string }[] },
  busy: readonly BusySlot[],
): ManualBookingPlan {
  const series = request.weeks !== undefined;
  const plan: ManualBookingPlan = { booked: [], skipped: [], total: 0 };
  for (let week = 0; week < (request.weeks ?? 1); week++) {
    const date = addDays(request.reservationDate, 7 * week);
    const reason: SkipReason | null =
      series && isColombianHoliday(date)
        ? 'HOLIDAY'
        : closedDayOn(field, date)
          ? 'CLOSED'
          : overlapsBusy(date, request.startTime, request.hours, busy)
            ? 'TAKEN'
            : null;
    if (reason) plan.skipped.push({ date, reason });
    else plan.booked.push({ date, price: bookingPrice(field, date, request.startTime, request.hours) });
  }
  plan.total = toCents(plan.booked.reduce((sum, b) => sum + b.price, 0));
  return plan;
}

export interface TurnOccurrence {
  id: number;
  seriesId?: string | null;
  status: ReservationStatus;
  reservationDate: string;
}

/**
 * What 'Cancelar el resto del turno' on `chosenId` cancels, by date: the ACTIVE occurrences of its turn from its
 * date on, itself included. None when the chosen one is not among them (not part of a turn, no longer ACTIVE).
 * Earlier occurrences stay as they are.
 */
export function restOfTurn<T extends TurnOccurrence>(chosenId: number, turn: readonly T[]): T[] {
  const chosen = turn.find((r) => r.id === chosenId);
  if (!chosen?.seriesId || chosen.status !== 'ACTIVE') return [];
  return turn
    .filter((r) => r.seriesId === chosen.seriesId && r.status === 'ACTIVE' && r.reservationDate >= chosen.reservationDate)
    .sort((a, b) => a.reservationDate.localeCompare(b.reservationDate) || a.id - b.id);
}
