/**
 * The session's calls: loading the signed-in user, renewing the token and ending the session at log-out. They carry the token the
 * session gives them (not the stored one) and bypass the API client's 401 renewal, because the session
 * machine itself decides what a 401 means here.
 */
import type { Role } from '../../domain/constants';
import type { User } from '../../domain/types';
import type { Renewed, SessionCall, SessionCallError } from '../../machines/session';
import { apiHttp, authHttp, errorStatus } from '../api/http';
import { setConsentDue } from './consent';

const rolePath = (role: Role) => (role === 'FIELD_ADMIN' ? 'admin' : 'player');

const asSessionError = (error: unknown): never => {
  const status = errorStatus(error) ?? 0;
  // A 429 (too many at once) is no refusal of the token: it is tried again, as a failure.
  throw { unauthorized: status === 401, refused: status >= 400 && status < 500 && status !== 429, cause: error } satisfies SessionCallError & {
    cause: unknown;
  };
};

export function loadUser({ token, claims }: SessionCall): Promise<User> {
  return apiHttp
    .get<User>(`/user/${rolePath(claims.role)}/by-email`, {
      params: { email: claims.sub },
      headers: { Authorization: `Bearer ${token}` },
      sessionCall: true,
    })
    .then((r) => r.data, asSessionError);
}

/** A renewal also says whether the policy changed since it was accepted: the dashboard then asks for it (src/session/consent.ts). */
export function renew({ token, claims }: SessionCall): Promise<Renewed> {
  return authHttp
    .post<Renewed & { consentDue?: boolean }>(
      `/refresh/${rolePath(claims.role)}`,
      { email: claims.sub, token },
      { headers: { Authorization: `Bearer ${token}` }, sessionCall: true },
    )
    .then(({ data: { consentDue, ...renewed } }) => {
      if (consentDue) setConsentDue(true);
      return renewed;
    }, asSessionError);
}

/**
 * Ends the session of `token` on the server (its log-out), so that a copy of the token stops working too.
 * Sent without a connection, it is sent again when the browser is back online (while the page is open).
 */
export async function endSession({ token }: { token: string }): Promise<void> {
  for (;;) {
    try {
      await authHttp.post('/logout', null, { headers: { Authorization: `Bearer ${token}` }, sessionCall: true });
      return;
    } catch (error) {
      // The server answered (the session may be over already): nothing more to do.
      if (errorStatus(error) !== undefined) return asSessionError(error);
      await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }));
    }
  }
}
