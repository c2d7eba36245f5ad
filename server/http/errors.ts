/**
 * Every refusal is an HttpError carrying a stable code (domain/errors.ts) and a Spanish message; onError
 * turns anything into a JSON `{ code, message }` 4xx/5xx (docs/api.md, "Error codes").
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiError, ErrorCode } from '../../domain/errors';
import * as MSG from '../../domain/messages';
import type { Reservation } from '../../domain/types';
import { constraintName, sqlState } from '../db/client';

export type ErrorDetails = Record<string, string[] | undefined>;

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetails,
    /** Seconds until the caller may try again (429), sent as Retry-After. */
    readonly retryAfter?: number,
    /** RESERVATIONS_OUTSIDE_HOURS: the reservations in the way, sent in the body. */
    readonly reservations?: Reservation[],
  ) {
    super(message);
  }
}

export const badRequest = (code: ErrorCode, message: string, details?: ErrorDetails) => new HttpError(400, code, message, details);
export const unauthorized = (code: ErrorCode = 'UNAUTHORIZED', message: string = MSG.general.unauthorized) => new HttpError(401, code, message);
export const forbidden = (code: ErrorCode = 'FORBIDDEN', message: string = MSG.general.forbidden) => new HttpError(403, code, message);
export const notFound = (message: string = MSG.general.notFound) => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (code: ErrorCode, message: string) => new HttpError(409, code, message);
/** An `Idempotency-Key` sent again with another request (docs/api.md, "A lost answer"). */
export const keyReused = () => new HttpError(422, 'IDEMPOTENCY_KEY_REUSED', MSG.general.keyReused);
export const tooMany = (code: ErrorCode, message: string, retryAfterSeconds: number) =>
  new HttpError(429, code, message, undefined, retryAfterSeconds);

/** The unique and exclusion constraints, so a race lost at the database reads as the same 409 as the check. */
const CONSTRAINTS: Record<string, [ErrorCode, string]> = {
  users_email_key: ['EMAIL_TAKEN', MSG.auth.emailTaken],
  users_document_number_key: ['DOCUMENT_TAKEN', MSG.auth.documentTaken],
  users_document_number_lower_key: ['DOCUMENT_TAKEN', MSG.auth.documentTaken],
  users_cellphone_key: ['CELLPHONE_TAKEN', MSG.auth.cellphoneTaken],
  fields_admin_id_key: ['FIELD_ALREADY_REGISTERED', MSG.field.alreadyHasField],
  teams_owner_id_key: ['ALREADY_HAS_TEAM', MSG.team.youAlreadyHaveTeam],
  team_members_pkey: ['PLAYER_ALREADY_IN_TEAM', MSG.team.alreadyInTeam],
  reservations_no_overlap: ['SLOT_TAKEN', MSG.reservation.slotTaken],
  reservations_one_active_per_team: ['TEAM_HAS_ACTIVE_RESERVATION', MSG.activeReservation.title],
  applications_one_pending_key: ['APPLICATION_DUPLICATE', MSG.application.duplicate],
};

export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const state = sqlState(error);
  if (state === '23505' || state === '23P01') {
    const [code, message] = CONSTRAINTS[constraintName(error) ?? ''] ?? ['TRY_AGAIN', MSG.general.saveFailed];
    return conflict(code, message);
  }
  if (state === '23503') return notFound();
  // Class 22 is "data exception": a value the database cannot take (a NUL in a text, a number out of range...).
  if (state === '23514' || state?.startsWith('22')) return badRequest('VALIDATION_FAILED', MSG.validation.invalidData);
  // Two transactions that could not both go through: the loser may simply try again.
  if (state === '40001' || state === '40P01') return conflict('TRY_AGAIN', MSG.general.saveFailed);
  // The request's body was broken off (a bad chunk, the client gone): nobody is left to read an answer,
  // and nothing of ours failed.
  if ((error as { code?: unknown })?.code === 'ECONNRESET') return badRequest('MALFORMED_REQUEST', MSG.general.malformedRequest);
  const status = (error as { status?: unknown })?.status;
  if (status === 413) return new HttpError(413, 'BODY_TOO_LARGE', MSG.general.bodyTooLarge);
  return new HttpError(500, 'INTERNAL', MSG.general.internal);
}

export function errorBody(http: HttpError): ApiError {
  return {
    code: http.code,
    message: http.message,
    ...(http.details ? { details: http.details } : {}),
    ...(http.reservations ? { reservations: http.reservations } : {}),
  };
}

export function errorResponse(error: unknown, c: Context) {
  const http = toHttpError(error);
  if (http.status >= 500) console.error(error);
  if (http.retryAfter) c.header('Retry-After', String(http.retryAfter));
  return c.json(errorBody(http), http.status);
}
