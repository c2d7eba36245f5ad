/**
 * Why an action's request failed, as the booking, the reservation actions and the applications say it
 * (machines/failureReason.ts): a 5xx always reads as the server failing, even when a gateway in front of
 * it answered in English; a refusal gives the server's reason.
 */
import { describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';
import { failureReasonOf, undecided } from '../../machines/failureReason';
import { apiError } from './paths';

describe('failureReasonOf', () => {
  it("reads a 5xx as the server failing, whatever its body says ('Internal Server Error' from a gateway)", () => {
    expect(failureReasonOf(apiError(500, 'INTERNAL', 'Internal Server Error'), MSG.general.saveFailed)).toBe(MSG.failure.server);
    expect(failureReasonOf({ response: { status: 502, data: '<html>Bad Gateway</html>' } }, MSG.general.saveFailed)).toBe(MSG.failure.server);
  });

  it("gives a refusal's own reason, else the action's fallback", () => {
    expect(failureReasonOf(apiError(409, 'SLOT_TAKEN', MSG.reservation.slotTaken), MSG.general.saveFailed)).toBe(MSG.reservation.slotTaken);
    expect(failureReasonOf({ response: { status: 400 } }, MSG.general.saveFailed)).toBe(MSG.general.saveFailed);
  });

  it('reads no answer as no connection, and only no answer or a 5xx as undecided', () => {
    const none = { name: 'AxiosError', isAxiosError: true };
    expect(failureReasonOf(none, MSG.general.saveFailed)).toBe(MSG.failure.offline);
    expect(undecided(none)).toBe(true);
    // None within the request's time limit: the server is slow, not the connection lost.
    const late = { ...none, code: 'ETIMEDOUT' };
    expect(failureReasonOf(late, MSG.general.saveFailed)).toBe(MSG.failure.slow);
    expect(undecided(late)).toBe(true);
    expect(undecided(apiError(503, 'INTERNAL', 'x'))).toBe(true);
    expect(undecided(apiError(409, 'SLOT_TAKEN', 'x'))).toBe(false);
  });
});
