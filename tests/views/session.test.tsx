// @vitest-environment happy-dom
/**
 * The session as the user meets it (docs/architecture.md, "Testing"): every path of the session machine's
 * graph is replayed against RequireSession (src/layout/guards.tsx) inside a router, with the session
 * actor given through SessionContext and its calls replaced by fakes. In each state the suite checks the
 * screen ('Cargando', 'No pudimos cargar tu cuenta.' with 'Reintentar' and 'Cerrar sesión', the dashboard
 * with the user's name, /login) and which call went out with which token.
 */
import { fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import * as MSG from '../../domain/messages';
import { renewDelayMs } from '../../domain/token';
import type { Player, User } from '../../domain/types';
import { sessionMachine, type SessionContext as Context, type SessionInput } from '../../machines/session';
import { RedirectIfLoggedIn, RequireSession } from '../../src/layout/guards';
import { SessionContext, useSession } from '../../src/session/useSession';
import { apiError, describeViewPaths, done, failed, fakeActors, type Call } from '../machines/paths';
import { actAsync, renderView } from './setup';

vi.mock('../../src/inspect', async () => ({ inspector: (await import('../machines/paths')).viewInspector }));

const NOW = new Date('2026-11-22T15:00:00Z');
const HOUR = 3_600_000;
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
/** A token as the server issues it at NOW (or `later` ms after), living one hour, of session `sid`; `mark` tells tokens apart. */
function token(sub: string, mark: string, sid: string, later = 0) {
  const iat = Math.floor((NOW.getTime() + later) / 1000);
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub, role: 'PLAYER', iat, exp: iat + HOUR / 1000, sid })}.${mark}`;
}
const claimsOf = (t: string) => JSON.parse(Buffer.from(t.split('.')[1], 'base64url').toString()) as { sid: string; iat: number };
const sidOf = (t: string | null) => (t ? claimsOf(t).sid : null);
const player = (id: number, email: string, firstName: string) =>
  ({ id, email, firstName, lastName: 'Díaz', role: 'PLAYER', team: null }) as unknown as Player;

const STORED = token('ana@canchas.co', 'guardado', 'sesion-ana');
const RENEWED = token('ana@canchas.co', 'renovado', 'sesion-ana');
/** Ana's session renewed by another tab. */
const RENEWED_ELSEWHERE = token('ana@canchas.co', 'otra-pestana', 'sesion-ana', 60_000);
const BETO = token('beto@canchas.co', 'beto', 'sesion-beto');
const ana = player(1, 'ana@canchas.co', 'Ana');
const anaRenamed = player(1, 'ana@canchas.co', 'Ana María');
const beto = player(2, 'beto@canchas.co', 'Beto');

const LOAD = '0.session.signedIn.loadingUser';
const RELOAD = '0.session.signedIn.ready.reloading';
const RENEW = '0.session.signedIn.refreshing';
const END = '0.session.anonymous.endingSession';
const serverError = apiError(500, 'INTERNAL', 'Error interno');

const EVENTS = [
  { type: 'LOGGED_IN', token: BETO, user: beto },
  { type: 'LOGOUT' },
  // 'Eliminar mi cuenta' went through.
  { type: 'ACCOUNT_DELETED' },
  { type: 'RETRY' },
  { type: 'USER_CHANGED' },
  { type: 'UNAUTHORIZED', token: null },
  // Another tab renews Ana's session, logs Beto in, or logs out.
  { type: 'STORED', token: RENEWED_ELSEWHERE },
  { type: 'STORED', token: BETO },
  { type: 'STORED', token: null },
  done(LOAD, ana),
  failed(LOAD, { unauthorized: true }),
  failed(LOAD, { unauthorized: false, cause: serverError }),
  done(RELOAD, anaRenamed),
  failed(RELOAD, { unauthorized: true }),
  failed(RELOAD, { unauthorized: false }),
  done(RENEW, { token: RENEWED, user: ana }),
  failed(RENEW, { unauthorized: true, refused: true }),
  // No answer, or a failure of the server's: no refusal.
  failed(RENEW, { unauthorized: false, refused: false }),
  done(END, undefined),
  failed(END, { unauthorized: false }),
  { type: 'xstate.after.renewDue.session.signedIn.ready' },
  { type: 'xstate.after.15000.session.signedIn.renewFailed' },
] as const;

/** The dashboard's child: what the signed-in user sees once their account loaded. */
function Dashboard() {
  const { user } = useSession();
  return <h1>Hola, {user?.firstName}</h1>;
}

/** Where the router is, and its navigate, as the login page and the menu would use them. */
const where: { pathname: string; navigate: ((to: string) => void | Promise<void>) | null } = { pathname: '', navigate: null };
function Probe() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    where.pathname = pathname;
    where.navigate = navigate;
  }, [pathname, navigate]);
  return null;
}

function App({ actor }: { actor: AnyActorRef }) {
  return (
    <SessionContext.Provider value={actor as never}>
      {/* Inside renderView's router. */}
      <>
        <Probe />
        <Routes>
          <Route
            path="/login"
            element={
              <RedirectIfLoggedIn>
                <h1>Iniciar sesión</h1>
              </RedirectIfLoggedIn>
            }
          />
          <Route path="/home" element={<h1>Canchas</h1>} />
          <Route
            path="/dashboard/*"
            element={
              <RequireSession>
                <Dashboard />
              </RequireSession>
            }
          />
        </Routes>
      </>
    </SessionContext.Provider>
  );
}

const button = (name: string) => screen.queryByRole('button', { name });
const pending = (calls: Call[]) => calls.filter((c) => !c.settled);

function expectDashboard(user: User | null) {
  expect(where.pathname).toMatch(/^\/dashboard/);
  expect(screen.getByRole('heading', { name: `Hola, ${(user as Player).firstName}` })).toBeTruthy();
  expect(screen.queryByRole('status')).toBeNull();
}
/**
 * A call under way carries the session's token: the current one, or an earlier token of the same session
 * when another tab renewed it meanwhile (both are good until they expire).
 */
function expectSessionToken(call: Call, current: string | null) {
  const sent = (call.input as { token: string }).token;
  if (sent !== current) expect(sidOf(sent)).toBe(sidOf(current));
}
function expectLoading() {
  expect(where.pathname).toMatch(/^\/dashboard/);
  expect(screen.getByRole('status').textContent).toMatch(/^Cargando\.{1,3}$/);
  expect(screen.queryByRole('heading', { name: /^Hola/ })).toBeNull();
  expect(button(MSG.failure.retry)).toBeNull();
}

describeViewPaths({
  name: 'session',
  machine: sessionMachine,
  now: NOW,
  inputs: [
    { token: STORED, skewMs: 0 },
    { token: null, skewMs: 0 },
  ] satisfies SessionInput[],
  events: EVENTS,
  // The skew is measured with the clock each time a token arrives: leaving it out keeps the graph finite.
  serializeState: (s) =>
    JSON.stringify({
      value: s.value,
      token: s.context.token,
      renewedFrom: s.context.renewedFrom,
      user: s.context.user?.id,
      ending: s.context.endingToken,
    }),
  // Only the shortest paths and every edge: the session has tens of thousands of simple paths.
  simplePaths: false,
  advance: (_event, s) => renewDelayMs(s.context.claims!, s.context.skewMs),
  act: actAsync,
  render: ({ calls, log, input, inspect }) => {
    const machine = sessionMachine.provide({
      actors: fakeActors(['loadUser', 'renew', 'endSession'], calls),
      actions: {
        persist: (_, { token: t }) => void log.push(`persist:${t.split('.')[2]}`),
        forget: () => void log.push('forget'),
        onExpired: () => void log.push('expired'),
        onLoggedOut: () => void log.push('loggedOut'),
        onAccountDeleted: () => void log.push('accountDeleted'),
      },
    });
    const actor = createActor(machine, { input: input as SessionInput, inspect });
    actor.start();
    window.history.replaceState(null, '', '/dashboard');
    const shown = renderView(<App actor={actor} />);
    return { actor, unmount: () => (shown.unmount(), actor.stop()) };
  },
  drive: async (event, { actor, snapshot }) => {
    // After the account's deletion the user is on /home: whatever comes next, they go to log in (again) first.
    if (snapshot.matches({ anonymous: 'accountDeleted' })) await actAsync(async () => where.navigate!('/login'));
    const failedShown = snapshot.matches({ signedIn: 'failed' });
    if (event.type === 'RETRY' || (event.type === 'LOGOUT' && failedShown)) {
      // Only the failure screen offers these buttons; elsewhere RETRY has no button and does nothing.
      const name = event.type === 'RETRY' ? MSG.failure.retry : MSG.session.logout;
      if (!failedShown) {
        expect(button(name)).toBeNull();
        actor.send(event);
        return;
      }
      fireEvent.click(screen.getByRole('button', { name }));
      return;
    }
    if (event.type === 'LOGGED_IN') {
      // The login page sends it; RedirectIfLoggedIn then takes the user to their home.
      await actAsync(async () => where.navigate!('/login'));
      actor.send(event);
      return;
    }
    // LOGOUT from the menu, USER_CHANGED from a screen, UNAUTHORIZED from the API client, STORED from another tab.
    // Signed in by another tab while on /login (after an expiry), the log-in goes back to the dashboard.
    actor.send(event);
  },
  check: ({ snapshot, calls, log, event, previous, input }) => {
    const { context } = snapshot as unknown as { context: Context };
    const last = calls.at(-1);
    // What each event must lead to, whatever the chart says.
    const error = (event as { error?: { unauthorized?: boolean; refused?: boolean } } | undefined)?.error;
    // Logging out of a session forgets it at once and asks the server to end it, with its token.
    if (event?.type === 'LOGOUT') {
      expect(snapshot.matches('anonymous')).toBe(true);
      if (previous?.matches('signedIn')) {
        expect(snapshot.value).toEqual({ anonymous: 'endingSession' });
        expect(last).toMatchObject({ src: 'endSession', settled: false, input: { token: (previous.context as Context).token } });
      }
    }
    // A deleted account ends its session without asking the server, and is told so: not 'Sesión cerrada'.
    if (event?.type === 'ACCOUNT_DELETED' && previous?.matches('signedIn')) expect(snapshot.value).toEqual({ anonymous: 'accountDeleted' });
    if (event?.type === 'LOGGED_IN') expect(context.user).toBe(beto);
    // Another tab's change to the stored token: a renewal of this session is taken where the user is; another
    // session's token is loaded; none left logs out here too, without asking the server again.
    if (event?.type === 'STORED') {
      const { token: stored } = event as unknown as { token: string | null };
      const was = previous!.context as Context;
      if (stored !== null && sidOf(stored) === sidOf(was.token)) {
        // Taken only when newer than the session's own (an older one would undo a renewal made here).
        expect(snapshot.value).toEqual(previous!.value);
        const newer = claimsOf(stored).iat > claimsOf(was.token!).iat && stored !== was.renewedFrom;
        expect(context.token).toBe(newer ? stored : was.token);
        expect(context.user).toBe(was.user);
      } else if (stored !== null) {
        expect(context.token).toBe(stored);
        if (stored !== was.token) expect(snapshot.matches('signedIn')).toBe(true);
      } else if (was.token !== null) {
        expect(snapshot.value).toEqual({ anonymous: 'idle' });
        expect(log.at(-1)).toBe('loggedOut');
        expect(pending(calls)).toEqual([]);
      } else expect(snapshot.value).toEqual(previous!.value);
    }
    if (event?.type === 'RETRY' && previous?.matches({ signedIn: 'failed' })) expect(snapshot.value).toEqual({ signedIn: 'loadingUser' });
    // A 401 renews, once per token: a token already renewed ends the session.
    const before = previous?.context as Context | undefined;
    const refused = before && before.token === before.renewedFrom ? 'expired' : { signedIn: 'refreshing' };
    if (event?.type === `xstate.error.actor.${LOAD}`) expect(snapshot.value).toEqual(error?.unauthorized ? refused : { signedIn: 'failed' });
    if (event?.type === `xstate.error.actor.${RELOAD}`)
      expect(snapshot.value).toEqual(error?.unauthorized ? refused : { signedIn: { ready: 'idle' } });
    // Only a refusal ends the session; otherwise a user on screen stays, and one not loaded yet waits on the failure.
    if (event?.type === `xstate.error.actor.${RENEW}`)
      expect(snapshot.value).toEqual(error?.refused ? 'expired' : before?.user ? { signedIn: 'renewFailed' } : { signedIn: 'failed' });
    if (event?.type === `xstate.done.actor.${RENEW}`) expect(context.token).toBe(RENEWED);
    if (snapshot.matches({ signedIn: 'loadingUser' })) {
      expectLoading();
      expect(pending(calls)).toHaveLength(1);
      expect(last).toMatchObject({ src: 'loadUser', settled: false, input: { claims: { sub: context.claims!.sub } } });
      expectSessionToken(last!, context.token);
    } else if (snapshot.matches({ signedIn: 'failed' })) {
      expect(where.pathname).toMatch(/^\/dashboard/);
      expect(screen.getByRole('heading', { name: MSG.session.userLoadFailed })).toBeTruthy();
      expect(screen.getByText(MSG.session.userLoadFailedText)).toBeTruthy();
      expect((button(MSG.failure.retry) as HTMLButtonElement).disabled).toBe(false);
      expect((button(MSG.session.logout) as HTMLButtonElement).disabled).toBe(false);
      expect(screen.queryByRole('status')).toBeNull();
      expect(pending(calls)).toEqual([]);
    } else if (snapshot.matches({ signedIn: { ready: 'idle' } })) {
      expectDashboard(context.user);
      if (event?.type === 'LOGGED_IN') expect(where.pathname).toBe('/dashboard/home-player');
      expect(pending(calls)).toEqual([]);
      expect(button(MSG.failure.retry)).toBeNull();
    } else if (snapshot.matches({ signedIn: { ready: 'reloading' } })) {
      // The dashboard stays while the user reloads.
      expectDashboard(context.user);
      expect(pending(calls)).toHaveLength(1);
      expect(last).toMatchObject({ src: 'loadUser', settled: false });
      expectSessionToken(last!, context.token);
    } else if (snapshot.matches({ signedIn: 'renewFailed' })) {
      // The screen stays as it was, with nothing under way until the renewal is tried again.
      expectDashboard(context.user);
      expect(pending(calls)).toEqual([]);
      // The token stays (another tab's renewal of it is taken, as everywhere).
      if (event?.type !== 'STORED') expect(context.token).toBe(before?.token);
    } else if (snapshot.matches({ signedIn: 'refreshing' })) {
      if (context.user) expectDashboard(context.user);
      else expectLoading();
      expect(pending(calls)).toHaveLength(1);
      expect(last).toMatchObject({ src: 'renew', settled: false });
      expectSessionToken(last!, context.token);
      // A token the server renewed is never sent to renewal again (one that got no answer may be).
      expect(context.token).not.toBe(context.renewedFrom);
    } else if (snapshot.matches('anonymous')) {
      // Only the log-out's call to end the session may be under way; the user is out whatever it answers.
      expect(pending(calls).map((c) => c.src)).toEqual(snapshot.matches({ anonymous: 'endingSession' }) ? ['endSession'] : []);
      expect(screen.queryByRole('heading', { name: /^Hola/ })).toBeNull();
      expect(screen.queryByRole('status')).toBeNull();
      // From the dashboard (or the start) the guard sends to /login; after expiry the user is there already. After the
      // account's deletion, to /home (where a later event finds the user still): there is no account left to log in to.
      if (event?.type === 'ACCOUNT_DELETED' && previous?.matches('signedIn')) expect(where.pathname).toBe('/home');
      if (where.pathname === '/home') expect(screen.getByRole('heading', { name: 'Canchas' })).toBeTruthy();
      else expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
      // Logging out of a session says so ('Sesión cerrada'); either way the stored token is forgotten.
      if (event?.type === 'LOGOUT' && previous?.matches('signedIn')) expect(log.slice(-2)).toEqual(['forget', 'loggedOut']);
      else if (event?.type === 'STORED') expect(log.at(-1)).toBe(previous?.matches('anonymous') ? log.at(-1) : 'loggedOut');
      else if (event?.type === 'ACCOUNT_DELETED' && previous?.matches('signedIn')) expect(log.slice(-2)).toEqual(['forget', 'accountDeleted']);
      else if (!previous?.matches('anonymous')) expect(log.at(-1)).toBe('forget');
      if (event === undefined) expect((input as SessionInput).token).toBeNull();
    } else if (snapshot.matches('expired')) {
      // Told so (onExpired), the user is taken to the log-in, which will come back to the dashboard.
      expect(where.pathname).toBe('/login');
      expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
      expect(pending(calls)).toEqual([]);
      if (event?.type !== 'LOGOUT') expect(log.slice(-2)).toEqual(['forget', 'expired']);
    } else {
      throw new Error(`unexpected state ${JSON.stringify(snapshot.value)}`);
    }
  },
});
