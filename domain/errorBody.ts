/**
 * Reading an error answer of the API (docs/api.md): the body is `{ code, message, details? }`, carried by
 * the HTTP client's error as `response.data`. The app decides what to do by `code` only; `message` is the
 * Spanish text to show. Read structurally, so machines and tests need no HTTP client.
 */
import type { ErrorCode } from './errors';

interface ErrorWithBody {
  response?: { status?: number; data?: { code?: unknown; message?: unknown } };
}

/**
 * The stable code of a failed request's answer, when the server sent one. The app only compares it with the codes it
 * acts on, so a code it does not know matches none of them: the list of every code (domain/errors.ts) stays out of
 * the app's code.
 */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  const code = (error as ErrorWithBody | null | undefined)?.response?.data?.code;
  return typeof code === 'string' ? (code as ErrorCode) : undefined;
}

/** The server's Spanish message when it sent one, else the fallback. */
export function errorMessageOf(error: unknown, fallback: string): string {
  const message = (error as ErrorWithBody | null | undefined)?.response?.data?.message;
  return typeof message === 'string' && message ? message : fallback;
}

/** The form field a refusal belongs to, by code: a value already taken by another account. */
const FIELD_OF_CODE: Partial<Record<ErrorCode, 'email' | 'documentNumber' | 'cellphone'>> = {
  EMAIL_TAKEN: 'email',
  DOCUMENT_TAKEN: 'documentNumber',
  CELLPHONE_TAKEN: 'cellphone',
};

/** Which form field (of the sign-up and profile forms) the server's refusal is about, if any. */
export function errorFieldOf(error: unknown): 'email' | 'documentNumber' | 'cellphone' | undefined {
  const code = errorCodeOf(error);
  return code ? FIELD_OF_CODE[code] : undefined;
}
