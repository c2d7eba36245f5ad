/**
 * The one session actor of the app (machines/session.ts) with the app's actors and effects: the calls
 * of ./api.ts, the token kept in localStorage with its clock skew (other tabs' changes to it followed),
 * 'Sesión cerrada' (with the tab's unsaved form drafts forgotten), and 'Tu sesión terminó' on expiry (the
 * dashboard's guard then opens /login, which comes back to the same address).
 * React reaches it through SessionContext (./useSession.ts); the API client reaches it through the 401
 * handler registered here.
 */
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { TOKEN_STORAGE_KEY } from '../../domain/constants';
import * as MSG from '../../domain/messages';
import { sessionMachine, type SessionInput } from '../../machines/session';
import { setUnauthorizedHandler } from '../api/http';
import { clearDrafts } from '../components/formDraftStorage';
import { notify } from '../components/notify';
import { inspector } from '../inspect';
import { endSession, loadUser, renew } from './api';

const SKEW_STORAGE_KEY = 'tokenClockSkew';

/** The browser's storage; none when the public pages are prerendered at build time, where the visitor is anonymous. */
const storage: Storage | null = typeof localStorage === 'undefined' ? null : localStorage;

function storedSession(): SessionInput {
  const skew = Number(storage?.getItem(SKEW_STORAGE_KEY));
  return { token: storage?.getItem(TOKEN_STORAGE_KEY) ?? null, skewMs: Number.isFinite(skew) ? skew : 0 };
}

export const appSessionMachine = sessionMachine.provide({
  actors: {
    loadUser: fromPromise(({ input }) => loadUser(input)),
    renew: fromPromise(({ input }) => renew(input)),
    endSession: fromPromise(({ input }) => endSession(input)),
  },
  actions: {
    persist: (_, { token, skewMs }) => {
      storage?.setItem(TOKEN_STORAGE_KEY, token);
      storage?.setItem(SKEW_STORAGE_KEY, String(Math.round(skewMs)));
    },
    forget: () => {
      storage?.removeItem(TOKEN_STORAGE_KEY);
      storage?.removeItem(SKEW_STORAGE_KEY);
    },
    onExpired: () => notify.warning(MSG.session.expiredTitle, MSG.session.expiredText),
    onLoggedOut: () => {
      clearDrafts();
      notify.success(MSG.session.logoutSuccessTitle, MSG.session.logoutSuccessText);
    },
    onAccountDeleted: () => {
      clearDrafts();
      notify.success(MSG.privacy.deleted);
    },
  },
});

export const sessionActor = createActor(appSessionMachine, { input: storedSession(), inspect: inspector?.inspect });
sessionActor.start();

// Another tab of this browser logged in, renewed or logged out: this one follows (a `null` key is a clear()).
// The phone back online: a user or a renewal that failed for want of a connection is tried again at once.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => sessionActor.send({ type: 'RETRY' }));
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null)
      sessionActor.send({ type: 'STORED', token: storage?.getItem(TOKEN_STORAGE_KEY) ?? null });
  });
}

type SessionSnapshot = SnapshotFrom<typeof appSessionMachine>;
const settled = (s: SessionSnapshot) =>
  !s.matches({ signedIn: 'entering' }) && !s.matches({ signedIn: 'loadingUser' }) && !s.matches({ signedIn: 'refreshing' });

/** A request refused with 401: the session renews once; the request is retried when it got a new token. */
setUnauthorizedHandler(async (tokenUsed) => {
  sessionActor.send({ type: 'UNAUTHORIZED', token: tokenUsed });
  const after = await waitFor(sessionActor, settled, { timeout: 15_000 }).catch(() => null);
  return Boolean(after?.matches('signedIn') && after.context.token && after.context.token !== tokenUsed);
});

/** Loads the current user again after something changed it (a team joined or left, a photo, a field). */
export async function reloadUser(): Promise<void> {
  if (!sessionActor.getSnapshot().matches({ signedIn: 'ready' })) return;
  sessionActor.send({ type: 'USER_CHANGED' });
  await waitFor(sessionActor, (s) => !s.matches({ signedIn: { ready: 'reloading' } }), { timeout: 15_000 }).catch(() => undefined);
}
