/**
 * The session (docs/architecture.md, "Session"; docs/product.md, "Flows and states").
 *
 *   start ─(a stored token)→ signedIn.loadingUser ─done→ signedIn.ready ─(renew due | 401)→ signedIn.refreshing
 *   start ─(none)→ anonymous ─LOGGED_IN→ signedIn.ready
 *   signedIn.loadingUser ─error→ signedIn.failed ─RETRY→ signedIn.loadingUser       (a 401 refreshes instead)
 *   signedIn.refreshing ─done→ signedIn.ready            signedIn.refreshing ─refused→ expired (told, to /login)
 *   signedIn.refreshing ─no answer or a server failure→ signedIn.renewFailed (with the user) or signedIn.failed
 *   signedIn.renewFailed ─(after 15 s | RETRY | 401)→ signedIn.refreshing
 *   LOGOUT from any state → anonymous; LOGGED_IN from any state → signedIn with the new token.
 *   LOGOUT from signedIn → anonymous.endingSession (the server ends the session) ─done or error→ anonymous.idle
 *   ACCOUNT_DELETED from signedIn → anonymous.accountDeleted (the server ended everything with the account; told so)
 *   STORED (another tab of the browser stored or removed the token): a newer token of this session (its
 *   renewal) is taken where the session is; another session's token → signedIn with it; none → anonymous.
 *
 * Loading the user and renewing the token are invoked actors, so leaving a state stops them and a late
 * answer for an earlier session is never taken. The renewal is an `after` transition whose delay comes
 * from the token's own claims corrected by the device's clock skew, measured when the token arrived,
 * so a device whose clock is wrong neither renews in a loop nor lets the token lapse. A token is never
 * sent to renewal twice. Logging out forgets the token at once and then asks the server to end its session,
 * so that a copy of the token stops working too; the user is logged out whatever the server answers.
 */
import { assign, fromPromise, setup } from 'xstate';
import { clockSkewMs, decodeClaims, renewDelayMs } from '../domain/token';
import type { TokenClaims, User } from '../domain/types';

/** What the app finds stored at start-up: the last token and the skew measured when it arrived. */
export interface SessionInput {
  token: string | null;
  skewMs: number;
}

export interface SessionContext {
  token: string | null;
  claims: TokenClaims | null;
  /** Device clock minus server clock, in ms. */
  skewMs: number;
  user: User | null;
  /** The last token sent to renewal: it is never sent again. */
  renewedFrom: string | null;
  /** The token of the session being ended on the server after a log-out, while `anonymous.endingSession`. */
  endingToken: string | null;
}

/** What the actors get: the token to call with and its claims (role and e-mail). */
export interface SessionCall {
  token: string;
  claims: TokenClaims;
}

export interface Renewed {
  token: string;
  user: User;
}

/**
 * An actor's failure as the chart needs it: whether the server refused the token (401), and whether it
 * refused the call at all (any 4xx), as against no answer or a failure of its own.
 */
export interface SessionCallError {
  unauthorized: boolean;
  refused: boolean;
}

export type SessionEvent =
  | { type: 'LOGGED_IN'; token: string; user: User }
  | { type: 'LOGOUT' }
  /** The user deleted their account: nothing to end on the server, and no 'Sesión cerrada'. */
  | { type: 'ACCOUNT_DELETED' }
  | { type: 'RETRY' }
  /** The user changed on the server (a team joined, a photo, a field): load it again. */
  | { type: 'USER_CHANGED' }
  /** A request made with `token` was refused with 401. */
  | { type: 'UNAUTHORIZED'; token: string | null }
  /** Another tab of this browser stored a token (its log-in or renewal), or removed it (its log-out): null. */
  | { type: 'STORED'; token: string | null };

/** What an actor's failure says (`SessionCallError`), from its error event. */
const callError = (event: unknown) => (event as { error?: Partial<SessionCallError> | null }).error ?? {};

/** The context for a token that has just arrived from the server, with its skew measured now. */
const arrived = (token: string, user: User) => {
  const claims = decodeClaims(token);
  return { token, claims, user, skewMs: claims ? clockSkewMs(claims) : 0 };
};

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    loadUser: fromPromise<User, SessionCall>(async () => {
      throw new Error('loadUser not provided');
    }),
    renew: fromPromise<Renewed, SessionCall>(async () => {
      throw new Error('renew not provided');
    }),
    /** Ends the token's session on the server (its log-out). */
    endSession: fromPromise<void, { token: string }>(async () => {
      throw new Error('endSession not provided');
    }),
  },
  actions: {
    /** Keeps the token and its skew for the next start. */
    persist: (_, _params: { token: string; skewMs: number }) => {},
    /** Forgets the stored token. */
    forget: () => {},
    /** The session ended without the user asking (renewal refused): the user is told so; the dashboard goes to /login. */
    onExpired: () => {},
    /** The user logged out (here or in another tab): 'Sesión cerrada', and nothing they typed kept. */
    onLoggedOut: () => {},
    /** The user deleted their account: 'Tu cuenta fue eliminada.', and nothing they typed kept. */
    onAccountDeleted: () => {},
  },
  guards: {
    hasToken: ({ context }) => context.claims !== null,
    hasUser: ({ context }) => context.user !== null,
    /** A 401 for the current token, which has not been sent to renewal yet. */
    renewable: ({ context, event }) =>
      event.type === 'UNAUTHORIZED' && (event.token === null || event.token === context.token) && context.token !== context.renewedFrom,
    alreadyRenewed: ({ context }) => context.token === context.renewedFrom,
    /** The stored token is of this very session (the same session id). */
    storedSameSession: ({ context, event }) => {
      const sid = event.type === 'STORED' ? decodeClaims(event.token)?.sid : undefined;
      return sid !== undefined && sid === context.claims?.sid;
    },
    /** ...newer than ours and not one this tab renewed already: another tab renewed it. */
    storedRenewal: ({ context, event }) => {
      const stored = event.type === 'STORED' ? decodeClaims(event.token) : null;
      return (
        stored !== null &&
        stored.sid !== undefined &&
        stored.sid === context.claims?.sid &&
        stored.iat > context.claims.iat &&
        event.type === 'STORED' &&
        event.token !== context.renewedFrom
      );
    },
    storedOtherSession: ({ event }) => event.type === 'STORED' && decodeClaims(event.token) !== null,
    storedNone: ({ context, event }) => event.type === 'STORED' && event.token === null && context.token !== null,
    unauthorized: ({ event }) => Boolean(callError(event).unauthorized),
    refused: ({ event }) => Boolean(callError(event).refused),
  },
  delays: {
    renewDue: ({ context }) => (context.claims ? renewDelayMs(context.claims, context.skewMs) : 0),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: input.token,
    claims: decodeClaims(input.token),
    skewMs: input.skewMs,
    user: null,
    renewedFrom: null,
    endingToken: null,
  }),
  initial: 'start',
  on: {
    LOGGED_IN: {
      target: '.signedIn',
      reenter: true,
      actions: [
        assign(({ event }) => ({ ...arrived(event.token, event.user), renewedFrom: null })),
        { type: 'persist', params: ({ context }) => ({ token: context.token!, skewMs: context.skewMs }) },
      ],
    },
    LOGOUT: { target: '.anonymous', actions: [assign({ token: null, claims: null, user: null }), 'forget'] },
    STORED: [
      { guard: 'storedRenewal', actions: assign(({ event }) => ({ token: event.token, claims: decodeClaims(event.token) })) },
      // An older or the same token of this session: ours is as good.
      { guard: 'storedSameSession' },
      {
        guard: 'storedOtherSession',
        target: '.signedIn',
        reenter: true,
        actions: assign(({ event }) => ({ token: event.token, claims: decodeClaims(event.token), user: null, renewedFrom: null })),
      },
      { guard: 'storedNone', target: '.anonymous', actions: [assign({ token: null, claims: null, user: null }), 'onLoggedOut'] },
    ],
  },
  states: {
    start: {
      always: [
        { guard: 'hasToken', target: 'signedIn' },
        { target: 'anonymous', actions: 'forget' },
      ],
    },
    anonymous: {
      initial: 'idle',
      states: {
        idle: {},
        endingSession: {
          invoke: {
            src: 'endSession',
            input: ({ context }) => ({ token: context.endingToken! }),
            onDone: 'idle',
            onError: 'idle',
          },
          exit: assign({ endingToken: null }),
        },
        /** After the account's deletion: the dashboard sends to /home, not to the log-in of an account that is gone. */
        accountDeleted: {},
      },
    },
    signedIn: {
      initial: 'entering',
      on: {
        LOGOUT: {
          target: 'anonymous.endingSession',
          actions: [assign(({ context }) => ({ endingToken: context.token, token: null, claims: null, user: null })), 'forget', 'onLoggedOut'],
        },
        ACCOUNT_DELETED: {
          target: 'anonymous.accountDeleted',
          actions: [assign({ token: null, claims: null, user: null }), 'forget', 'onAccountDeleted'],
        },
      },
      states: {
        entering: {
          always: [{ guard: 'hasUser', target: 'ready' }, { target: 'loadingUser' }],
        },
        loadingUser: {
          invoke: {
            src: 'loadUser',
            input: ({ context }) => ({ token: context.token!, claims: context.claims! }),
            onDone: { target: 'ready', actions: assign({ user: ({ event }) => event.output }) },
            onError: [{ guard: 'unauthorized', target: 'refreshing' }, { target: 'failed' }],
          },
        },
        failed: {
          on: { RETRY: 'loadingUser' },
        },
        ready: {
          initial: 'idle',
          after: { renewDue: 'refreshing' },
          on: {
            UNAUTHORIZED: { guard: 'renewable', target: 'refreshing' },
          },
          states: {
            idle: {
              on: { USER_CHANGED: 'reloading' },
            },
            reloading: {
              invoke: {
                src: 'loadUser',
                input: ({ context }) => ({ token: context.token!, claims: context.claims! }),
                onDone: { target: 'idle', actions: assign({ user: ({ event }) => event.output }) },
                // The user on screen stays; a 401 refreshes.
                onError: [{ guard: 'unauthorized', target: '#session.signedIn.refreshing' }, { target: 'idle' }],
              },
            },
          },
        },
        refreshing: {
          always: { guard: 'alreadyRenewed', target: '#session.expired' },
          invoke: {
            src: 'renew',
            input: ({ context }) => ({ token: context.token!, claims: context.claims! }),
            onDone: {
              target: 'entering',
              actions: [
                assign(({ context, event }) => ({ ...arrived(event.output.token, event.output.user), renewedFrom: context.token })),
                { type: 'persist', params: ({ context }) => ({ token: context.token!, skewMs: context.skewMs }) },
              ],
            },
            // Only the server's refusal ends the session. Without an answer (a phone between networks) or with a
            // failure of the server's, the user stays in with what is on screen, and the renewal is tried again.
            onError: [{ guard: 'refused', target: '#session.expired' }, { guard: 'hasUser', target: 'renewFailed' }, { target: 'failed' }],
          },
        },
        renewFailed: {
          after: { 15_000: 'refreshing' },
          on: { RETRY: 'refreshing', UNAUTHORIZED: { guard: 'renewable', target: 'refreshing' } },
        },
      },
    },
    expired: {
      entry: [assign({ token: null, claims: null, user: null }), 'forget', 'onExpired'],
    },
  },
});
