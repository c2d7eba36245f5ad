import { Button } from '@mantine/core';
import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import * as MSG from '../../domain/messages';
import { historySettled } from '../components/dialogHistory';
import { FailureScreen } from '../components/failure';
import { Loading } from '../components/Loading';
import { pendingBooking } from '../components/pendingBooking';
import { useHydrated } from '../components/useHydrated';
import { SessionContext, useSession } from '../session/useSession';
import { homeOf } from './menuLinks';

/** A dashboard address, or a team's invitation, to return to after logging in (`returnTo` of the log-in's history entry). */
export interface ReturnTo {
  returnTo?: unknown;
}

/**
 * Whether the log-in may follow `returnTo` there: an address of the dashboard, or a team's invitation
 * (/invitacion/{secret}: a visitor logs in or signs up from it and comes back to join); never another site's ('//…').
 */
export const isReturnAddress = (to: unknown): to is string =>
  typeof to === 'string' && (to.startsWith('/dashboard/') || /^\/invitacion\/[\w-]+$/.test(to));

/**
 * `<Navigate replace>` once the dialogs the session's end closed have taken their history entries back: sent at
 * once, the browser's own step back would undo it (the account deleted from its dialog stayed on a blank screen).
 */
function LeaveTo({ to, state }: { to: string; state?: ReturnTo | null }) {
  const [settled, setSettled] = useState(false);
  useEffect(() => void historySettled().then(() => setSettled(true)), []);
  return settled ? <Navigate to={to} replace state={state} /> : null;
}

/**
 * The dashboard's access guard: no session goes to /login, which returns to the address asked for once
 * logged in (a booking link a teammate shared, say); so does one that expired and could not be renewed (the
 * user was told 'Tu sesión terminó'), back to the screen they were on (docs/product.md, "Flows and states");
 * while the user loads, a spinner; when loading the user failed, the reason with 'Reintentar' and 'Cerrar
 * sesión'. The dashboard renders only with its user.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const actor = useContext(SessionContext);
  // A session that ends here (a log-out) returns to nobody's address: only a link opened logged out does.
  const signedIn = useRef(false);
  if (session.user) signedIn.current = true;
  // The dashboard is never prerendered: `location` is the browser's.
  const here: ReturnTo = { returnTo: location.pathname + location.search };
  if (session.status === 'expired') return <LeaveTo to="/login" state={here} />;
  if (session.accountDeleted) return <LeaveTo to="/home" />;
  if (session.status === 'anonymous') return <LeaveTo to="/login" state={signedIn.current ? null : here} />;
  if (session.status === 'failed') {
    return (
      <FailureScreen title={MSG.session.userLoadFailed} text={MSG.session.userLoadFailedText} onRetry={() => actor.send({ type: 'RETRY' })}>
        <Button variant="default" onClick={() => actor.send({ type: 'LOGOUT' })}>
          {MSG.session.logout}
        </Button>
      </FailureScreen>
    );
  }
  if (!session.user) return <Loading />;
  return children;
}

/** /login and /register send a signed-in user to their role's home (once hydrated: the prerendered form is the visitor's). */
export function RedirectIfLoggedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const hydrated = useHydrated();
  const asked = (useLocation().state as ReturnTo | null)?.returnTo;
  if (hydrated && session.isAuthenticated) {
    // Only an address of the dashboard or an invitation: never another site's ('//…'); a screen of the other role's goes home (ForRole).
    // A player who chose a time before logging in (a search's result, a field's time) goes to that booking.
    const kept = session.role === 'PLAYER' ? pendingBooking() : null;
    return <Navigate to={isReturnAddress(asked) ? asked : (kept ?? homeOf(session.role))} replace />;
  }
  return children;
}

export function DashboardIndex() {
  const { role } = useSession();
  return <Navigate to={homeOf(role)} replace />;
}
