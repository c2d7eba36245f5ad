/** Every refusal is an HttpError carrying a Spanish message; onError turns anything into a JSON 4xx/5xx. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../domain/errors';
import { MSG } from '../../domain/messages';
import { constraintName, sqlState } from '../db/client';

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details?: unknown,
    /** The stable code (domain/errors.ts), sent with the message when given. */
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) => new HttpError(400, message, details);
export const unauthorized = (message: string = MSG.general.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = MSG.general.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MSG.general.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Messages for the unique and exclusion constraints, so a race lost at the database reads as a 409. */
const CONSTRAINT_MESSAGES: Record<string, string> = {
  users_email_key: MSG.auth.emailTaken,
  users_document_number_key: MSG.auth.documentTaken,
  users_cellphone_key: MSG.auth.cellphoneTaken,
  fields_admin_id_key: MSG.field.alreadyHasField,
  teams_owner_id_key: MSG.team.youAlreadyHaveTeam,
  team_members_pkey: MSG.team.alreadyInTeam,
  reservations_no_overlap: MSG.reservation.slotTaken,
  reservations_one_active_per_team: MSG.reservation.activeTitle,
  applications_one_pending_key: MSG.application.duplicate,
};

export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const state = sqlState(error);
  if (state === '23505' || state === '23P01') {
    return conflict(CONSTRAINT_MESSAGES[constraintName(error) ?? ''] ?? MSG.general.saveFailed);
  }
  if (state === '23503') return notFound();
  // Class 22 is "data exception": a value the database cannot take (a NUL in a text, a number out of range...).
  if (state === '23514' || state?.startsWith('22')) return badRequest(MSG.validation.invalidData);
  // Two transactions that could not both go through: the loser may simply try again.
  if (state === '40001' || state === '40P01') return conflict(MSG.general.saveFailed);
  const status = (error as { status?: unknown })?.status;
  if (status === 413) return new HttpError(413, MSG.general.bodyTooLarge);
  return new HttpError(500, MSG.general.internal);
}

export function errorResponse(error: unknown, c: Context) {
  const http = toHttpError(error);
  if (http.status >= 500) console.error(error);
  return c.json(
    { ...(http.code ? { code: http.code } : {}), message: http.message, ...(http.details ? { details: http.details } : {}) },
    http.status,
  );
}
