/**
 * Manual bookings and the weekly fixed turn ('turno fijo', docs/product.md "Manual bookings and turno fijo"):
 * which dates a booking takes and which it leaves out. The server books by this rule, and the form counts the
 * turn's dates and its total with it.
 */
import { overlapsBusy, type BusySlot } from './booking';
import type { SkipReason } from './constants';
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
        : field.closedDays?.some((closed) => closed.date === date)
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
