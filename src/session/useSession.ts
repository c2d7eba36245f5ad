/**
 * The session for React: the app-wide actor given through context (tests may give another), and what
 * views read of it.
 */
import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Admin, Player } from '../../domain/types';
import { sessionMachine } from '../../machines/session';
import { sessionActor } from './session';

export const SessionContext = createContext<ActorRefFrom<typeof sessionMachine>>(sessionActor);

/** Where the session stands for a view: `signedIn` while the user loads, is in, or the token is being renewed. */
export type SessionStatus = 'anonymous' | 'signedIn' | 'failed' | 'renewFailed' | 'expired';

/** What views need of the session: who is in, with which role, and the loaded user. */
export function useSession() {
  const actor = useContext(SessionContext);
  return useSelector(
    actor,
    (s) => {
      const user = s.context.user;
      const status: SessionStatus = s.matches('expired')
        ? 'expired'
        : !s.matches('signedIn')
          ? 'anonymous'
          : s.matches({ signedIn: 'failed' })
            ? 'failed'
            : s.matches({ signedIn: 'renewFailed' })
              ? 'renewFailed'
              : 'signedIn';
      return {
        status,
        isAuthenticated: s.matches('signedIn'),
        /** The session ended because the user deleted their account (the dashboard then sends to /home). */
        accountDeleted: s.matches({ anonymous: 'accountDeleted' }),
        role: s.context.claims?.role ?? null,
        user,
        player: user?.role === 'PLAYER' ? (user as Player) : null,
        admin: user?.role === 'FIELD_ADMIN' ? (user as Admin) : null,
      };
    },
    shallowEqual,
  );
}

function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>) {
  return Object.keys(a).every((k) => a[k] === b[k]);
}

/** Sends an event to the app's session (log-in, log-out, retry). */
export const sendSession = sessionActor.send.bind(sessionActor);

export { reloadUser, sessionActor } from './session';
