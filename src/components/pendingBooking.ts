/**
 * The booking a visitor or a player without a team chose before they could make it (docs/product.md, "Finding a free
 * field"): its summary's address, kept in the tab's sessionStorage through sign-up, log-in and the creation of a team,
 * and given up once the booking page opens with a team. It is kept among the forms' drafts, so that a log-out
 * forgets it as it forgets them. Only a booking page's address is kept or given back.
 */
import { PREFIX, storage } from './formDraftStorage';

const KEY = `${PREFIX}pendingBooking`;
const BOOKING_PATH = /^\/dashboard\/reservation\/form\/field\/[1-9]\d{0,9}\?date=\d{4}-\d{2}-\d{2}&start=\d{2}:\d{2}(&hours=[1-3])?$/;

/** Keeps `path` (a booking page's address with its day, start and length) for after log-in or a new team. */
export function keepPendingBooking(path: string): void {
  if (BOOKING_PATH.test(path)) storage()?.setItem(KEY, path);
}

/** The kept booking's address, if any. */
export function pendingBooking(): string | null {
  const path = storage()?.getItem(KEY) ?? null;
  return path && BOOKING_PATH.test(path) ? path : null;
}

/** Forgets the kept booking (the booking page opened it with a team). */
export function forgetPendingBooking(): void {
  storage()?.removeItem(KEY);
}

/** A booking page's address with its day, start and length: what is kept for after log-in. */
export const bookingAddress = (fieldId: number, date: string, start: string, hours: number) =>
  `/dashboard/reservation/form/field/${fieldId}?date=${date}&start=${start}&hours=${hours}`;
