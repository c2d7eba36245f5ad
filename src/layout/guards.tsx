import { Navigate, Outlet } from 'react-router-dom';
import { Loading } from '../components/Loading';
import { useSession } from '../session/useSession';
import { homeOf } from './menuLinks';

/**
 * The dashboard's access guard: no valid session goes to /login, one that expired and could not be
 * renewed to /home (spec §8); a refresh in flight waits.
 */
export function RequireSession() {
  const session = useSession();
  if (session.status === 'refreshing') return <Loading />;
  if (session.status === 'expired') return <Navigate to="/home" replace />;
  if (!session.isAuthenticated) return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** /login and /register send a logged-in user to their role's home. */
export function RedirectIfLoggedIn() {
  const session = useSession();
  if (session.status === 'authenticated') return <Navigate to={homeOf(session.role)} replace />;
  return <Outlet />;
}

export function DashboardIndex() {
  const { role } = useSession();
  return <Navigate to={homeOf(role)} replace />;
}
