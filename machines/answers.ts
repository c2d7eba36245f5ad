/**
 * What the flows that send a change read of a refused or unanswered request, written once for every machine
 * (booking, payment, …) as guards on an invoked actor's error event:
 * - `answerUndecided`: no answer came, or the server failed (5xx): it may have been made, so the same request
 *   may be sent again (machines/failureReason.ts);
 * - `fieldChangedMeanwhile`: the field changed while the form was open (a time taken, a day closed, the field
 *   set inactive; domain/errors.ts), so its schedule must be read again before choosing again.
 */
import { errorCodeOf } from '../domain/errorBody';
import { isFieldChangedMeanwhile } from '../domain/errors';
import { undecided } from './failureReason';

const errorOf = (event: unknown) => (event as { error?: unknown }).error;

export const answerGuards = {
  answerUndecided: ({ event }: { event: unknown }) => undecided(errorOf(event)),
  fieldChangedMeanwhile: ({ event }: { event: unknown }) => isFieldChangedMeanwhile(errorCodeOf(errorOf(event))),
};
