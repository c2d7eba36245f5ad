/**
 * Time rules in the app's zone (America/Bogota, UTC-5 all year), independent of the machine's zone.
 * Dates are 'YYYY-MM-DD' strings and times 'HH:mm' strings, as the API carries them.
 */
import { appNow } from './clock';
import { APP_UTC_OFFSET_MINUTES, SLOT_MINUTES, UPCOMING_WINDOW_HOURS, type ReservationStatus } from './constants';

const MINUTE_MS = 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The wall clock in Bogota for an instant, read with the UTC getters of the shifted Date. */
function bogotaClock(now: Date): Date {
  return new Date(now.getTime() + APP_UTC_OFFSET_MINUTES * MINUTE_MS);
}

export function todayInAppZone(now: Date = appNow()): string {
  const c = bogotaClock(now);
  return `${c.getUTCFullYear()}-${pad(c.getUTCMonth() + 1)}-${pad(c.getUTCDate())}`;
}

export function minutesOfDayInAppZone(now: Date = appNow()): number {
  const c = bogotaClock(now);
  return c.getUTCHours() * 60 + c.getUTCMinutes();
}

export const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** A field's closing hour: any time of day, or '24:00' for a field open until midnight. */
export const CLOSING_PATTERN = /^(([01]\d|2[0-3]):([0-5]\d)|24:00)$/;

/**
 * A closing hour as stored: '00:00', which a time input gives for 12:00 a. m., closes at midnight at the end
 * of the day ('24:00'), never at its start (closing always comes after opening).
 */
export const closingHourOf = (time: string): string => (time === '00:00' ? '24:00' : time);
/** A calendar date, 'YYYY-MM-DD', from year 0001 (there is no year 0 in the calendar, nor in PostgreSQL's). */
export const DATE_PATTERN = /^(?!0000)\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function isValidDate(date: string): boolean {
  if (!DATE_PATTERN.test(date)) return false;
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

export function timeToMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

export function minutesToTime(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Starts are on :00 or :30. */
export function isOnSlotStep(time: string): boolean {
  return TIME_PATTERN.test(time) && timeToMinutes(time) % SLOT_MINUTES === 0;
}

/** End of a booking; null when it would run past midnight. */
export function endTimeOf(startTime: string, hours: number): string | null {
  const end = timeToMinutes(startTime) + hours * 60;
  return end > 24 * 60 ? null : end === 24 * 60 ? '24:00' : minutesToTime(end);
}

/** The instant a Bogota wall-clock date and time denote. '24:00' is midnight of the next day. */
export function instantInAppZone(date: string, time: string): Date {
  const [y, mo, d] = date.split('-').map(Number);
  const minutes = timeToMinutes(time);
  return new Date(Date.UTC(y, mo - 1, d, 0, minutes) - APP_UTC_OFFSET_MINUTES * MINUTE_MS);
}

/** Whole days from one date to another (negative when `to` is earlier), whatever their years. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export interface OpeningHours {
  openingHour: string;
  closingHour: string;
}

/** Open now: the local time lies within opening and closing hours, both minutes included. */
export function isOpenNow(field: OpeningHours, now: Date = appNow()): boolean {
  const m = minutesOfDayInAppZone(now);
  return timeToMinutes(field.openingHour) <= m && m <= timeToMinutes(field.closingHour);
}

/** The start times a field offers, every 30 minutes, leaving room for the shortest booking. */
export function slotStartTimes(field: OpeningHours, hours = 1): string[] {
  const times: string[] = [];
  const close = timeToMinutes(field.closingHour);
  for (let m = Math.ceil(timeToMinutes(field.openingHour) / SLOT_MINUTES) * SLOT_MINUTES; m + hours * 60 <= close; m += SLOT_MINUTES) {
    times.push(minutesToTime(m));
  }
  return times;
}

export interface TimedReservation {
  status: ReservationStatus;
  reservationDate: string;
  startTime: string;
  endTime: string;
}

export type ReservationDisplayState = 'upcoming' | 'inProgress' | 'expired' | 'other';

/** The instants (ms) at which a reservation's display changes: the upcoming window opens, it starts, it ends. */
export function reservationBoundaries(r: TimedReservation): { upcoming: number; start: number; end: number } {
  const start = instantInAppZone(r.reservationDate, r.startTime).getTime();
  const end = instantInAppZone(r.reservationDate, r.endTime).getTime();
  return { upcoming: start - UPCOMING_WINDOW_HOURS * 60 * MINUTE_MS, start, end };
}

/**
 * How an ACTIVE reservation reads in the list at `now` (docs/product.md, "Reservations"): upcoming from 2
 * hours before its start (inclusive), in progress from its start until its end, expired from its end on.
 */
export function reservationDisplayState(r: TimedReservation, now: Date = appNow()): ReservationDisplayState {
  if (r.status !== 'ACTIVE') return 'other';
  const t = now.getTime();
  const { upcoming, start, end } = reservationBoundaries(r);
  if (t >= end) return 'expired';
  if (t >= start) return 'inProgress';
  if (t >= upcoming) return 'upcoming';
  return 'other';
}

export interface AllowedReservationActions {
  cancel: boolean;
  finalize: boolean;
}

/**
 * The buttons a reservation card shows (docs/product.md, "Reservations"): only on ACTIVE reservations and
 * only for the team's owner or the field's administrator; finalize while in progress only for the field's
 * administrator.
 */
export function allowedReservationActions(
  r: TimedReservation,
  viewer: { viewedBy: 'field' | 'team'; canManage: boolean },
  now: Date = appNow(),
): AllowedReservationActions {
  return actionsInDisplayState(reservationDisplayState(r, now), r, viewer);
}

/** The same rule for a card that already knows its display state (machines/reservationDisplay.ts). */
export function actionsInDisplayState(
  display: ReservationDisplayState,
  r: { status: ReservationStatus },
  viewer: { viewedBy: 'field' | 'team'; canManage: boolean },
): AllowedReservationActions {
  const none = { cancel: false, finalize: false };
  if (r.status !== 'ACTIVE' || !viewer.canManage) return none;
  switch (display) {
    case 'upcoming':
    case 'other':
      return { cancel: true, finalize: false };
    case 'inProgress':
      return { cancel: false, finalize: viewer.viewedBy === 'field' };
    case 'expired':
      return { cancel: false, finalize: true };
  }
}

/** What a reservation card offers besides finalize and cancel, in its display state (docs/product.md: Screens). */
export interface ReservationCardOffers extends AllowedReservationActions {
  /** The team's booking still ahead (a team holds at most one ACTIVE), which stands out in its list. */
  current: boolean;
  /** 'No se presentó': the field's administrator, on an ACTIVE booking whose start has passed. */
  noShow: boolean;
  /**
   * '¿Quién va?' and la vaca: the team's members, on each of its bookings: people pay their share at the field and
   * after the game, and a cancelled game's shares paid are the owner's to give back.
   */
  attendance: boolean;
  /** 'Voy' / 'No voy': only on the booking still to start. */
  answers: boolean;
  /**
   * 'Cambiar horario': while it could be cancelled (ACTIVE, not started), by whoever made it: a customer's manual booking
   * by the field's administrator, a team's by its owner (docs/product.md, "Moving a booking").
   */
  movable: boolean;
  /** The field's contact, for the team, on its booking not yet over. */
  fieldContact: boolean;
}

/** The same rule as `actionsInDisplayState` for every button and part of a card; `now` is in the display state. */
export function cardOffersInDisplayState(
  display: ReservationDisplayState,
  r: { status: ReservationStatus; team?: unknown; field?: unknown; customer?: unknown },
  viewer: { viewedBy: 'field' | 'team'; canManage: boolean },
): ReservationCardOffers {
  const allowed = actionsInDisplayState(display, r, viewer);
  const active = r.status === 'ACTIVE';
  const team = viewer.viewedBy === 'team';
  return {
    ...allowed,
    current: team && active && display !== 'expired',
    noShow: !team && viewer.canManage && active && (display === 'inProgress' || display === 'expired'),
    attendance: team && Boolean(r.team),
    answers: team && Boolean(r.team) && active && (display === 'upcoming' || display === 'other'),
    movable: allowed.cancel && Boolean(team ? r.team : r.customer) && Boolean(r.field),
    fieldContact: team && Boolean(r.field) && active && display !== 'expired',
  };
}

/** Whether a booking at date and time has already started at `now`. */
export function hasStarted(date: string, startTime: string, now: Date = appNow()): boolean {
  return instantInAppZone(date, startTime).getTime() <= now.getTime();
}

/**
 * A walk-in's start (docs/product.md, "Manual bookings"): the slot under way at `now`, its :00 or :30 at most 30
 * minutes past. A field's administrator books it by hand, for today, for a group already playing; no other
 * started time is bookable.
 */
export function currentSlotStart(now: Date = appNow()): string {
  const minutes = minutesOfDayInAppZone(now);
  return minutesToTime(minutes - (minutes % SLOT_MINUTES));
}

/** Whether a date and start are the walk-in slot of `now`: today, at the start of the slot under way. */
export const isWalkInSlot = (date: string, startTime: string, now: Date = appNow()) =>
  date === todayInAppZone(now) && startTime === currentSlotStart(now);
