/**
 * The session (design card, spec §4): anonymous → authenticated → refreshing → expired.
 * Effects (storing the token, loading the user, calling refresh, scheduling expiry, navigating) are
 * actions the app provides; their outcomes come back as events (USER_LOADED, REFRESHED,
 * REFRESH_FAILED, TOKEN_EXPIRED, UNAUTHORIZED), so the chart itself holds the whole flow.
 */
import { assign, setup } from 'xstate';
import type { User } from '../domain/types';

export interface SessionContext {
  token: string | null;
  user: User | null;
}

export type SessionEvent =
  /** A stored token found at start-up; `expired` says whether its exp claim has passed. */
  | { type: 'RESTORE'; token: string; expired: boolean }
  | { type: 'LOGGED_IN'; token: string; user: User }
  | { type: 'USER_LOADED'; user: User }
  | { type: 'TOKEN_EXPIRED' }
  | { type: 'UNAUTHORIZED' }
  | { type: 'REFRESHED'; token: string; user: User }
  | { type: 'REFRESH_FAILED' }
  | { type: 'LOGOUT' };

export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
    clearToken: () => {},
    loadUser: (_, _params: { token: string }) => {},
    scheduleExpiry: (_, _params: { token: string }) => {},
    cancelExpiry: () => {},
    refresh: (_, _params: { token: string }) => {},
    onExpired: () => {},
    onLoggedOut: () => {},
  },
  guards: {
    tokenExpired: ({ event }) => event.type === 'RESTORE' && event.expired,
  },
}).createMachine({
  id: 'session',
  context: { token: null, user: null },
  initial: 'anonymous',
  states: {
    anonymous: {
      on: {
        RESTORE: [
          { guard: 'tokenExpired', target: 'refreshing', actions: assign({ token: ({ event }) => event.token }) },
          { target: 'authenticated', actions: assign({ token: ({ event }) => event.token }) },
        ],
        LOGGED_IN: {
          target: 'authenticated',
          actions: [
            assign({ token: ({ event }) => event.token, user: ({ event }) => event.user }),
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
      },
    },
    authenticated: {
      entry: [
        { type: 'scheduleExpiry', params: ({ context }) => ({ token: context.token! }) },
        { type: 'loadUser', params: ({ context }) => ({ token: context.token! }) },
      ],
      exit: 'cancelExpiry',
      on: {
        USER_LOADED: { actions: assign({ user: ({ event }) => event.user }) },
        // A fresh token for this session (a password or e-mail change ended every other one): kept, and
        // the expiry timer and the user start again from it.
        LOGGED_IN: {
          target: 'authenticated',
          reenter: true,
          actions: [
            assign({ token: ({ event }) => event.token, user: ({ event }) => event.user }),
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
        TOKEN_EXPIRED: 'refreshing',
        UNAUTHORIZED: 'refreshing',
        LOGOUT: {
          target: 'anonymous',
          actions: [assign({ token: null, user: null }), 'clearToken', 'onLoggedOut'],
        },
      },
    },
    refreshing: {
      entry: { type: 'refresh', params: ({ context }) => ({ token: context.token! }) },
      on: {
        REFRESHED: {
          target: 'authenticated',
          actions: [
            assign({ token: ({ event }) => event.token, user: ({ event }) => event.user }),
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
        REFRESH_FAILED: 'expired',
      },
    },
    expired: {
      entry: [assign({ token: null, user: null }), 'clearToken', 'onExpired'],
      on: {
        LOGGED_IN: {
          target: 'authenticated',
          actions: [
            assign({ token: ({ event }) => event.token, user: ({ event }) => event.user }),
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
      },
    },
  },
});
