/**
 * Why an action's request failed, as a person reads it (docs/product.md, "Messages"): no connection, when
 * no answer came (the HTTP client's error without a `response`, src/api/http.ts); the server too slow, when none
 * came within its time limit (ETIMEDOUT); the server failing, on any 5xx; else the server's own reason when it sent one;
 * else the action's own fallback. So a log-in or a booking sent offline says to check
 * the connection, not 'Falló la autenticación'. Read structurally, so machines and their tests need no
 * HTTP client.
 */
import { errorMessageOf } from '../domain/errorBody';
import * as MSG from '../domain/messages';

interface RequestError {
  isAxiosError?: unknown;
  code?: unknown;
  response?: { status?: number };
}

/** No answer came: the HTTP client's (axios') error without a `response`. */
const noAnswer = (failed: RequestError | null | undefined) => failed?.isAxiosError === true && !failed.response;

/** Why no answer came: the connection, or the server taking longer than the request's time limit. */
export const noAnswerReason = (error: unknown): string =>
  (error as RequestError | null | undefined)?.code === 'ETIMEDOUT' ? MSG.failure.slow : MSG.failure.offline;

export function failureReasonOf(error: unknown, fallback: string): string {
  const failed = error as RequestError | null | undefined;
  if (noAnswer(failed)) return noAnswerReason(failed);
  // A 5xx may come from a proxy or gateway in front of the server, whose body ('Internal Server Error',
  // 'Bad Gateway') is not ours to show: it reads as the server failing, whatever it says.
  if ((failed?.response?.status ?? 0) >= 500) return MSG.failure.server;
  return errorMessageOf(error, '') || fallback;
}

/**
 * Whether the server decided nothing: no answer came, or it failed (5xx, which writes nothing). The same
 * request may then simply be sent again; a refusal (4xx) needs something changed first.
 */
export function undecided(error: unknown): boolean {
  const failed = error as RequestError | null | undefined;
  return noAnswer(failed) || (failed?.response?.status ?? 0) >= 500;
}
