import { useSelector } from '@xstate/react';
import type { Admin, Player } from '../../domain/types';
import { claimsOf, sessionActor } from './session';

/** What views need of the session: who is in, with which role, and the loaded user. */
export function useSession() {
  return useSelector(
    sessionActor,
    (s) => {
      const claims = claimsOf(s.context.token);
      const user = s.context.user;
      return {
        status: s.value as 'anonymous' | 'authenticated' | 'refreshing' | 'expired',
        isAuthenticated: s.matches('authenticated') || s.matches('refreshing'),
        role: claims?.role ?? null,
        email: claims?.sub ?? null,
        user,
        player: user?.role === 'PLAYER' ? (user as Player) : null,
        admin: user?.role === 'FIELD_ADMIN' ? (user as Admin) : null,
      };
    },
    shallowSessionEqual,
  );
}

function shallowSessionEqual(a: Record<string, unknown>, b: Record<string, unknown>) {
  return Object.keys(a).every((k) => a[k] === b[k]);
}

export const sendSession = sessionActor.send.bind(sessionActor);

export { reloadUser, sessionActor } from './session';
