/** The rules a booking must satisfy, checked by the booking form and by the server alike. */
import { appNow } from './clock';
import { BOOKING_HORIZON_DAYS, BOOKING_MAX_HOURS, BOOKING_MIN_HOURS, type FieldStatus } from './constants';
import type { ErrorCode } from './errors';
import { MSG } from './messages';
import type { ReservationForm } from './schemas';
import { addDays, endTimeOf, hasStarted, isOnSlotStep, isValidDate, slotStartTimes, timeToMinutes, todayInAppZone } from './time';

export interface BookableField {
  status: FieldStatus;
  openingHour: string;
  closingHour: string;
}

export interface BookingRefusal {
  code: ErrorCode;
  message: string;
  /** The form input the reason is about, so a form marks it without comparing texts. */
  input: keyof ReservationForm;
}

/** The last day a booking made on `now` may fall on: today plus the horizon (docs/api.md, "Booking"). */
export const lastBookableDate = (now: Date = appNow(), horizonDays: number = BOOKING_HORIZON_DAYS) => addDays(todayInAppZone(now), horizonDays);

/**
 * Why a booking cannot be made (its stable code, Spanish reason and the input it is about), or null when
 * the clock and the field allow it. FIELD_CLOSED is a 409 on the server, every other refusal a 400.
 */
export function bookingRefusal(
  form: ReservationForm,
  field: BookableField,
  now: Date = appNow(),
  horizonDays: number = BOOKING_HORIZON_DAYS,
): BookingRefusal | null {
  if (!isValidDate(form.reservationDate) || form.reservationDate < todayInAppZone(now)) {
    return { code: 'BOOKING_DATE_INVALID', message: MSG.validation.reservationDate, input: 'reservationDate' };
  }
  if (form.reservationDate > lastBookableDate(now, horizonDays)) {
    return { code: 'BOOKING_BEYOND_HORIZON', message: MSG.reservation.beyondHorizon(horizonDays), input: 'reservationDate' };
  }
  if (!isOnSlotStep(form.startTime)) return { code: 'BOOKING_TIME_INVALID', message: MSG.validation.startTime, input: 'startTime' };
  if (!Number.isInteger(form.hours) || form.hours < BOOKING_MIN_HOURS || form.hours > BOOKING_MAX_HOURS) {
    return { code: 'BOOKING_HOURS_INVALID', message: MSG.validation.hours, input: 'hours' };
  }
  if (field.status !== 'ACTIVE') return { code: 'FIELD_CLOSED', message: MSG.reservation.fieldInactive, input: 'startTime' };
  const end = endTimeOf(form.startTime, form.hours);
  if (end === null || timeToMinutes(form.startTime) < timeToMinutes(field.openingHour) || timeToMinutes(end) > timeToMinutes(field.closingHour)) {
    return { code: 'OUTSIDE_OPENING_HOURS', message: MSG.reservation.outsideOpeningHours, input: 'startTime' };
  }
  if (hasStarted(form.reservationDate, form.startTime, now))
    return { code: 'BOOKING_IN_THE_PAST', message: MSG.reservation.inThePast, input: 'startTime' };
  return null;
}

/** The Spanish reason a booking cannot be made, or null when the clock and the field allow it. */
export function bookingRuleViolation(form: ReservationForm, field: BookableField, now: Date = appNow(), horizonDays?: number): string | null {
  return bookingRefusal(form, field, now, horizonDays)?.message ?? null;
}

/** The start times a form offers on a date: on :00 and :30, leaving room for the hours, not yet started. */
export function bookableStartTimes(field: BookableField, date: string, hours: number, now: Date = appNow()): string[] {
  return slotStartTimes(field, hours).filter((t) => !hasStarted(date, t, now));
}

export function totalPrice(hourlyRate: number, hours: number): number {
  return hourlyRate * hours;
}

/**
 * Whether a reservation lies outside a field's opening hours (it starts before opening or ends after
 * closing): what a change of hours must not do silently to an ACTIVE reservation (docs/product.md, "Teams
 * and fields").
 */
export function outsideHours(reservation: { startTime: string; endTime: string }, hours: { openingHour: string; closingHour: string }): boolean {
  return (
    timeToMinutes(reservation.startTime) < timeToMinutes(hours.openingHour) || timeToMinutes(reservation.endTime) > timeToMinutes(hours.closingHour)
  );
}
