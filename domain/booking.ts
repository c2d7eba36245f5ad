/** The rules a booking must satisfy, checked by the booking form and by the server alike. */
import { appNow } from './clock';
import { BOOKING_HORIZON_DAYS, BOOKING_HORIZON_MAX_DAYS, BOOKING_MAX_HOURS, BOOKING_MIN_HOURS, DAY_CHIPS, type FieldStatus } from './constants';
import type { ErrorCode } from './errors';
import * as MSG from './messages';
import type { ReservationForm } from './schemas';
import type { ClosedDay } from './types';
import {
  addDays,
  daysBetween,
  endTimeOf,
  hasStarted,
  isOnSlotStep,
  isValidDate,
  isWalkInSlot,
  slotStartTimes,
  timeToMinutes,
  todayInAppZone,
} from './time';

export interface BookableField {
  status: FieldStatus;
  openingHour: string;
  closingHour: string;
  /** The days its administrator closed it (all of them from today on, or at least the one asked about). */
  closedDays?: readonly ClosedDay[];
}

/**
 * A closed day's reason as the texts that quote it end it with their own full stop: a reason written with one
 * does not get a second, and one made of stops alone ('...') says nothing (null).
 */
export function closureReason(day: ClosedDay): string | null {
  return day.reason?.replace(/\.+$/, '') || null;
}

/** The field's closed day on `date`, if it is closed that day. */
export function closedDayOn<D extends { date: string }>(field: { closedDays?: readonly D[] }, date: string): D | undefined {
  return field.closedDays?.find((d) => d.date === date);
}

/** Why `date` cannot be booked at all because the field is closed that day ('La cancha está cerrada ese día: …'), or null. */
export function closedDayProblem(field: Pick<BookableField, 'closedDays'>, date: string): string | null {
  const closed = closedDayOn(field, date);
  if (!closed) return null;
  const reason = closureReason(closed);
  return reason ? MSG.closure.dayClosedBecause(reason) : MSG.closure.dayClosed;
}

/**
 * Why `date` cannot be closed or opened again ('Días de cierre'), or null: a day from today to a year ahead
 * (BOOKING_HORIZON_MAX_DAYS, the farthest any field takes bookings). Past days stay as they were.
 */
export function closureDateProblem(date: string, now: Date = appNow()): string | null {
  const ok = isValidDate(date) && date >= todayInAppZone(now) && date <= lastBookableDate(now, BOOKING_HORIZON_MAX_DAYS);
  return ok ? null : MSG.closure.dateInvalid;
}

export interface BookingRefusal {
  code: ErrorCode;
  message: string;
  /** The form input the reason is about, so a form marks it without comparing texts. */
  input: keyof ReservationForm;
}

/**
 * A booking's date is a real date, today or later and, when a horizon is given, at most that many days
 * ahead: the Spanish reason when it is not.
 */
export function bookingDateProblem(date: string, now: Date = appNow(), horizonDays?: number): string | null {
  if (!isValidDate(date) || date < todayInAppZone(now)) return MSG.validation.reservationDate;
  if (horizonDays !== undefined && date > lastBookableDate(now, horizonDays)) return MSG.reservation.beyondHorizon(horizonDays);
  return null;
}

/** The last day a booking made on `now` may fall on: today plus the horizon (docs/api.md, "Booking"). */
export const lastBookableDate = (now: Date = appNow(), horizonDays: number = BOOKING_HORIZON_DAYS) => addDays(todayInAppZone(now), horizonDays);

/**
 * How many days ahead a field takes bookings: its own 'Se puede reservar hasta N días antes', never more
 * than the server's ceiling (BOOKING_HORIZON_DAYS in its environment) when one is given.
 */
export function fieldHorizonDays(field: { bookingHorizonDays?: number | null }, ceiling?: number): number {
  const own = field.bookingHorizonDays ?? BOOKING_HORIZON_DAYS;
  return ceiling === undefined ? own : Math.min(own, ceiling);
}

/**
 * How far ahead a booking may move ('Cambiar horario', docs/product.md "Moving a booking"): the field's horizon, or as
 * far as the booking already lies, whichever is further. A later week of a fixed turn, or a booking made before the
 * horizon was shortened, still moves within its own date and any earlier one.
 */
/**
 * A move sent to where the booking already is (the same day, start and hours; the same field when the move names one): nothing
 * moves, and the price agreed stays, even if the field's rates changed since (the same move sent again, or saved unchanged).
 */
export function isSameSlot(
  booked: { reservationDate: string; startTime: string; hours: number; fieldId: number | null },
  asked: { reservationDate: string; startTime: string; hours: number; fieldId?: number },
): boolean {
  const sameField = asked.fieldId === undefined || booked.fieldId === asked.fieldId;
  return sameField && booked.reservationDate === asked.reservationDate && booked.startTime === asked.startTime && booked.hours === asked.hours;
}

export function moveHorizonDays(horizonDays: number, reservationDate: string, now: Date = appNow()): number {
  return Math.max(horizonDays, daysBetween(todayInAppZone(now), reservationDate));
}

/**
 * Why a booking cannot be made (its stable code, Spanish reason and the input it is about), or null when
 * the clock and the field allow it. FIELD_CLOSED and DAY_CLOSED are 409s on the server, every other refusal a 400.
 * `walkIn` (a manual booking of the field's administrator) also takes the slot under way (isWalkInSlot).
 */
export function bookingRefusal(
  form: ReservationForm,
  field: BookableField,
  now: Date = appNow(),
  horizonDays: number = BOOKING_HORIZON_DAYS,
  { walkIn = false }: { walkIn?: boolean } = {},
): BookingRefusal | null {
  const dateProblem = bookingDateProblem(form.reservationDate, now);
  if (dateProblem) return { code: 'BOOKING_DATE_INVALID', message: dateProblem, input: 'reservationDate' };
  if (form.reservationDate > lastBookableDate(now, horizonDays)) {
    return { code: 'BOOKING_BEYOND_HORIZON', message: MSG.reservation.beyondHorizon(horizonDays), input: 'reservationDate' };
  }
  if (!isOnSlotStep(form.startTime)) return { code: 'BOOKING_TIME_INVALID', message: MSG.validation.startTime, input: 'startTime' };
  if (!Number.isInteger(form.hours) || form.hours < BOOKING_MIN_HOURS || form.hours > BOOKING_MAX_HOURS) {
    return { code: 'BOOKING_HOURS_INVALID', message: MSG.validation.hours, input: 'hours' };
  }
  if (field.status !== 'ACTIVE') return { code: 'FIELD_CLOSED', message: MSG.reservation.fieldInactive, input: 'startTime' };
  const closed = closedDayProblem(field, form.reservationDate);
  if (closed) return { code: 'DAY_CLOSED', message: closed, input: 'reservationDate' };
  const end = endTimeOf(form.startTime, form.hours);
  if (end === null || timeToMinutes(form.startTime) < timeToMinutes(field.openingHour) || timeToMinutes(end) > timeToMinutes(field.closingHour)) {
    return { code: 'OUTSIDE_OPENING_HOURS', message: MSG.reservation.outsideOpeningHours, input: 'startTime' };
  }
  if (hasStarted(form.reservationDate, form.startTime, now) && !(walkIn && isWalkInSlot(form.reservationDate, form.startTime, now)))
    return { code: 'BOOKING_IN_THE_PAST', message: MSG.reservation.inThePast, input: 'startTime' };
  return null;
}

/** The Spanish reason a booking cannot be made, or null when the clock and the field allow it. */
export function bookingRuleViolation(form: ReservationForm, field: BookableField, now: Date = appNow(), horizonDays?: number): string | null {
  return bookingRefusal(form, field, now, horizonDays)?.message ?? null;
}

export interface BusySlot {
  status: string;
  reservationDate: string;
  startTime: string;
  endTime: string;
}

/** Whether [start, start + hours) on a date meets an ACTIVE reservation (half-open: back to back is fine). */
export function overlapsBusy(date: string, startTime: string, hours: number, busy: readonly BusySlot[]): boolean {
  const start = timeToMinutes(startTime);
  const end = start + hours * 60;
  return busy.some(
    (r) => r.status === 'ACTIVE' && r.reservationDate === date && timeToMinutes(r.startTime) < end && timeToMinutes(r.endTime) > start,
  );
}

export type DayStartTime = { time: string; state: 'free' | 'taken' | 'past' };

/**
 * The start times of a day for the shortest booking (docs/product.md, "Booking"): every :00 and :30 from
 * opening that leaves an hour before closing, each free, taken (an ACTIVE reservation overlaps its hour) or
 * past (it has started). An inactive field has none.
 */
export function dayStartTimes(field: BookableField, date: string, busy: readonly BusySlot[], now: Date = appNow()): DayStartTime[] {
  if (field.status !== 'ACTIVE' || !isValidDate(date)) return [];
  return slotStartTimes(field, BOOKING_MIN_HOURS).map((time) => ({
    time,
    state: hasStarted(date, time, now) ? 'past' : overlapsBusy(date, time, BOOKING_MIN_HOURS, busy) ? 'taken' : 'free',
  }));
}

/**
 * The day the booking page opens on (docs/product.md, "Booking"): the first of today and the next days, up to
 * `days` of them and within the field's horizon, that is not closed and has a free start time at `now`; today
 * when none has. So the page never opens on a day whose times have all passed (today at 9 p. m.).
 */
export function firstDayWithFreeTime(
  field: BookableField,
  busy: readonly BusySlot[],
  now: Date = appNow(),
  horizonDays: number = BOOKING_HORIZON_DAYS,
  days = DAY_CHIPS,
): string {
  const today = todayInAppZone(now);
  for (let i = 0; i < days && i <= horizonDays; i++) {
    const date = addDays(today, i);
    if (!closedDayOn(field, date) && dayStartTimes(field, date, busy, now).some((t) => t.state === 'free')) return date;
  }
  return today;
}

/** The lengths (1 to 3 hours) a booking starting then can have: ending by closing and before the next booking. */
export function fittingHours(field: BookableField, date: string, startTime: string, busy: readonly BusySlot[]): number[] {
  const lengths: number[] = [];
  for (let h = BOOKING_MIN_HOURS; h <= BOOKING_MAX_HOURS; h++) {
    const end = endTimeOf(startTime, h);
    if (end === null || timeToMinutes(end) > timeToMinutes(field.closingHour) || overlapsBusy(date, startTime, h, busy)) break;
    lengths.push(h);
  }
  return lengths;
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

/** A start time the 'Reserva manual' form offers; `taken` only ever for a weekly fixed turn, `walkIn` for the slot under way. */
export interface ManualStartTime {
  time: string;
  taken: boolean;
  walkIn?: boolean;
}

/**
 * The start times the 'Reserva manual' form offers on a date (docs/product.md, "Manual bookings"): the
 * field's own (dayStartTimes: within its hours, leaving an hour before closing) that have not started. A
 * taken one is offered only for a weekly fixed turn, whose first week the server then leaves out as
 * 'ocupado'; a single booking there would be refused (SLOT_TAKEN), so it is not offered. Today, a single booking is
 * also offered the slot under way when it is free and `walkIn` is asked ('Reserva manual', not a move: a walk-in,
 * currentSlotStart), first.
 */
export function manualStartTimes(
  field: BookableField,
  date: string,
  busy: readonly BusySlot[],
  repeat: boolean,
  now: Date = appNow(),
  { walkIn: offerWalkIn = false }: { walkIn?: boolean } = {},
): ManualStartTime[] {
  const times = dayStartTimes(field, date, busy, now);
  const walkIn =
    repeat || !offerWalkIn
      ? undefined
      : times.find((t) => t.state === 'past' && isWalkInSlot(date, t.time, now) && !overlapsBusy(date, t.time, BOOKING_MIN_HOURS, busy));
  return [
    ...(walkIn ? [{ time: walkIn.time, taken: false, walkIn: true }] : []),
    ...times.filter((t) => t.state === 'free' || (repeat && t.state === 'taken')).map((t) => ({ time: t.time, taken: t.state === 'taken' })),
  ];
}

/**
 * The lengths the form offers for a start: ending by closing and, for a single booking, before the next
 * booking of that date (fittingHours). A fixed turn's weeks are checked one by one by the server.
 */
export function manualHours(field: BookableField, date: string, startTime: string, busy: readonly BusySlot[], repeat: boolean): number[] {
  return fittingHours(field, date, startTime, repeat ? [] : busy);
}
