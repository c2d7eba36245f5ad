/**
 * The stable codes of every error body the server sends (`{ code, message }`, docs/api.md). The Spanish
 * `message` is for people and may be reworded; clients decide what to do by `code` only.
 */
import type { Reservation } from './types';

export const ERROR_CODES = [
  // 400: the request does not hold together.
  'VALIDATION_FAILED',
  'INVALID_ID',
  'INVALID_JSON',
  'NOT_JSON',
  'BOOKING_DATE_INVALID',
  'BOOKING_TIME_INVALID',
  'BOOKING_HOURS_INVALID',
  'OUTSIDE_OPENING_HOURS',
  'BOOKING_IN_THE_PAST',
  'BOOKING_BEYOND_HORIZON',
  'IMAGE_MISSING',
  'CURRENT_PASSWORD_REQUIRED',
  'INVALID_IDEMPOTENCY_KEY',
  'CONSENT_REQUIRED',
  'AMOUNT_NOT_WHOLE',
  // 401: who is calling is not established.
  'UNAUTHORIZED',
  'BAD_CREDENTIALS',
  'WRONG_PASSWORD',
  'WRONG_ROLE',
  'SESSION_INVALID',
  'REFRESH_REFUSED',
  // 403: known caller, not theirs.
  'FORBIDDEN',
  'NOT_OWNER',
  'NOT_YOU',
  'NOT_MEMBER',
  // 404
  'NOT_FOUND',
  // 409: the data as it stands refuses it.
  'EMAIL_TAKEN',
  'DOCUMENT_TAKEN',
  'CELLPHONE_TAKEN',
  'FIELD_ALREADY_REGISTERED',
  'ALREADY_HAS_TEAM',
  'PLAYER_ALREADY_IN_TEAM',
  'PLAYER_LEFT_TEAM',
  'TEAM_FULL',
  'OWNER_CANNOT_LEAVE',
  'OWNER_COLLECTS',
  'TEAM_BELOW_MEMBERS',
  'SLOT_TAKEN',
  'PRICE_CHANGED',
  'TEAM_HAS_ACTIVE_RESERVATION',
  'FIELD_CLOSED',
  'DAY_CLOSED',
  'DAY_HAS_RESERVATIONS',
  'RESERVATION_NOT_ACTIVE',
  'RESERVATION_MOVED',
  'RESERVATION_CANCELED',
  'RESERVATION_NOT_CANCELED',
  'RESERVATION_PAID',
  'RESERVATION_NOT_MANUAL',
  'RESERVATION_NOT_NOW',
  'RESERVATIONS_OUTSIDE_HOURS',
  'RESERVATION_NOT_STARTED',
  'ATTENDANCE_CLOSED',
  'ATTENDANCE_NOT_GOING',
  'APPLICATION_DUPLICATE',
  'APPLICATION_NOT_PENDING',
  'TEAM_HAS_MEMBERS',
  'FIELD_HAS_MONEY',
  'CUSTOMER_HAS_BOOKINGS',
  'MINOR_NEEDS_INVITATION',
  'TRY_AGAIN',
  // 413, 415, 422, 429, 431, 500
  'IDEMPOTENCY_KEY_REUSED',
  'BODY_TOO_LARGE',
  'HEADERS_TOO_LARGE',
  'MALFORMED_REQUEST',
  'IMAGE_TOO_LARGE',
  'NOT_AN_IMAGE',
  'TOO_MANY_ATTEMPTS',
  'REGISTRATION_THROTTLED',
  'TAKEN_THROTTLED',
  'UPLOAD_THROTTLED',
  'LOOKUP_THROTTLED',
  'DIRECTORY_THROTTLED',
  'PROFILE_THROTTLED',
  'CONTACT_CLOSED',
  'FIELD_HOLDS_DEPOSITS',
  'MEMBER_ADDS_THROTTLED',
  'BOOKINGS_THROTTLED',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The refusals of a booking that mean the field changed since the form read it (a time taken, a day closed, the
 * field set inactive): the form reads the field again, so that it offers what is bookable now.
 */
export const isFieldChangedMeanwhile = (code: ErrorCode | undefined) => code === 'SLOT_TAKEN' || code === 'DAY_CLOSED' || code === 'FIELD_CLOSED';

/** The body of every error answer. `details` carries per-field messages of a failed validation. */
export interface ApiError {
  code: ErrorCode;
  message: string;
  details?: Record<string, string[] | undefined>;
  /** RESERVATIONS_OUTSIDE_HOURS: the ACTIVE reservations the new hours would leave outside. */
  reservations?: Reservation[];
}
