/**
 * Runs the session machine for the app: provides its effects (token storage, user load, refresh,
 * expiry timer, navigation) and connects the API client's 401 handling to it.
 */
import { jwtDecode } from 'jwt-decode';
import { createActor, waitFor } from 'xstate';
import { TOKEN_STORAGE_KEY } from '../../domain/constants';
import { MSG } from '../../domain/messages';
import type { TokenClaims } from '../../domain/types';
import { sessionMachine } from '../../machines/session';
import { setUnauthorizedHandler, storedToken } from '../api/client';
import { authApi, usersApi } from '../api/endpoints';
import { notify } from '../components/notify';
import { inspector } from '../inspect';

export function claimsOf(token: string | null): TokenClaims | null {
  if (!token) return null;
  try {
    return jwtDecode<TokenClaims>(token);
  } catch {
    return null;
  }
}

const isExpired = (claims: TokenClaims | null) => !claims || claims.exp * 1000 <= Date.now();

/** Where the app goes when a session expires for good; the router registers itself here. */
let navigate: (path: string) => Promise<void> | void = (path) => window.location.assign(path);
export function setSessionNavigator(fn: typeof navigate) {
  navigate = fn;
}

let expiryTimer: ReturnType<typeof setTimeout> | undefined;

export const sessionActor = createActor(
  sessionMachine.provide({
    actions: {
      storeToken: (_, { token }) => localStorage.setItem(TOKEN_STORAGE_KEY, token),
      clearToken: () => localStorage.removeItem(TOKEN_STORAGE_KEY),
      loadUser: ({ self, context }, { token }) => {
        if (context.user) return;
        const claims = claimsOf(token);
        if (!claims) return self.send({ type: 'UNAUTHORIZED' });
        // A failure here is only logged (spec §8); a 401 already moved the session on.
        usersApi.byEmail(claims.role, claims.sub).then(
          (user) => self.send({ type: 'USER_LOADED', user }),
          (error) => console.error('No se pudo cargar el usuario', error),
        );
      },
      scheduleExpiry: ({ self }, { token }) => {
        const claims = claimsOf(token);
        if (!claims) return;
        // setTimeout holds at most ~24.8 days; tokens live far less.
        const ms = Math.min(Math.max(claims.exp * 1000 - Date.now(), 0), 2 ** 31 - 1);
        expiryTimer = setTimeout(() => self.send({ type: 'TOKEN_EXPIRED' }), ms);
      },
      cancelExpiry: () => clearTimeout(expiryTimer),
      refresh: ({ self }, { token }) => {
        const claims = claimsOf(token);
        if (!claims) return self.send({ type: 'REFRESH_FAILED' });
        authApi.refresh(claims.role, claims.sub, token).then(
          ({ token: fresh, user }) => self.send({ type: 'REFRESHED', token: fresh, user }),
          () => self.send({ type: 'REFRESH_FAILED' }),
        );
      },
      onExpired: () => navigate('/home'),
      onLoggedOut: () => notify.success(MSG.auth.logoutSuccessTitle, MSG.auth.logoutSuccessText),
    },
  }),
  { inspect: inspector?.inspect },
);

sessionActor.start();
const saved = storedToken();
if (saved) sessionActor.send({ type: 'RESTORE', token: saved, expired: isExpired(claimsOf(saved)) });

setUnauthorizedHandler(async () => {
  sessionActor.send({ type: 'UNAUTHORIZED' });
  const settled = await waitFor(sessionActor, (s) => !s.matches('refreshing'), { timeout: 15_000 }).catch(() => null);
  return settled?.matches('authenticated') ?? false;
});

/** Loads the current user again after something changed it (a team joined or left, a photo, a field). */
export async function reloadUser() {
  const claims = claimsOf(sessionActor.getSnapshot().context.token);
  if (!claims) return;
  try {
    sessionActor.send({ type: 'USER_LOADED', user: await usersApi.byEmail(claims.role, claims.sub) });
  } catch (error) {
    console.error('No se pudo cargar el usuario', error);
  }
}
