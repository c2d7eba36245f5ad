/** The rules a booking must satisfy, checked by the booking form and by the server alike. */
import { BOOKING_MAX_HOURS, BOOKING_MIN_HOURS, type FieldStatus } from './constants';
import { MSG } from './messages';
import type { ReservationForm } from './schemas';
import { endTimeOf, hasStarted, isOnSlotStep, isValidDate, slotStartTimes, timeToMinutes, todayInAppZone } from './time';

export interface BookableField {
  status: FieldStatus;
  openingHour: string;
  closingHour: string;
}

/** The Spanish reason a booking cannot be made, or null when the clock and the field allow it. */
export function bookingRuleViolation(form: ReservationForm, field: BookableField, now: Date = new Date()): string | null {
  return bookingRuleProblem(form, field, now)?.message ?? null;
}

/** The same rule with the form input each reason belongs to, so a form marks it without comparing texts. */
export function bookingRuleProblem(
  form: ReservationForm,
  field: BookableField,
  now: Date = new Date(),
): { input: keyof ReservationForm; message: string } | null {
  if (!isValidDate(form.reservationDate) || form.reservationDate < todayInAppZone(now)) {
    return { input: 'reservationDate', message: MSG.validation.reservationDate };
  }
  if (!isOnSlotStep(form.startTime)) return { input: 'startTime', message: MSG.validation.startTime };
  if (!Number.isInteger(form.hours) || form.hours < BOOKING_MIN_HOURS || form.hours > BOOKING_MAX_HOURS) {
    return { input: 'hours', message: MSG.validation.hours };
  }
  if (field.status !== 'ACTIVE') return { input: 'startTime', message: MSG.reservation.fieldInactive };
  const end = endTimeOf(form.startTime, form.hours);
  if (end === null || timeToMinutes(form.startTime) < timeToMinutes(field.openingHour) || timeToMinutes(end) > timeToMinutes(field.closingHour)) {
    return { input: 'startTime', message: MSG.reservation.outsideOpeningHours };
  }
  if (hasStarted(form.reservationDate, form.startTime, now)) return { input: 'startTime', message: MSG.reservation.inThePast };
  return null;
}

/** The start times a form offers on a date: on :00 and :30, leaving room for the hours, not yet started. */
export function bookableStartTimes(field: BookableField, date: string, hours: number, now: Date = new Date()): string[] {
  return slotStartTimes(field, hours).filter((t) => !hasStarted(date, t, now));
}

export function totalPrice(hourlyRate: number, hours: number): number {
  return hourlyRate * hours;
}
