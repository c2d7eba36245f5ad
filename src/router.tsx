/** Every route of docs/product.md ("Screens"); each area but the landing page is loaded lazily, so a page downloads only what it shows. */
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { RequireSession, RedirectIfLoggedIn, DashboardIndex } from './layout/guards';
import { PublicLayout } from './layout/PublicLayout';
import { RouteError } from './layout/RouteError';
// The landing page comes with the entry: a first visit renders it without waiting for another chunk.
import HomePage from './features/fields/HomePage';
import { setSessionNavigator } from './session/session';

type Loader = () => Promise<{ default: React.ComponentType }>;
/**
 * A lazily loaded screen with its own error boundary, so a failure keeps the menu around it. Code that
 * cannot be downloaded becomes a screen that throws, for the boundary to show: a route whose `lazy`
 * rejects is never rendered by the router (it renders an empty outlet instead).
 */
const lazyScreen = (load: Loader) => () =>
  load().then(
    (m) => ({ Component: m.default }),
    (error: unknown) => ({
      Component: () => {
        throw error;
      },
    }),
  );
const page = (load: Loader): Pick<RouteObject, 'lazy' | 'ErrorBoundary'> => ({ lazy: lazyScreen(load), ErrorBoundary: RouteError });

const dashboardChildren: RouteObject[] = [
  { index: true, element: <DashboardIndex />, ErrorBoundary: RouteError },
  { path: 'home-admin', ...page(() => import('./features/admin/HomeAdminPage')) },
  { path: 'home-player', ...page(() => import('./features/fields/FieldListPage')) },
  { path: 'field/list', ...page(() => import('./features/fields/FieldListPage')) },
  { path: 'field', ...page(() => import('./features/fields/MyFieldPage')) },
  { path: 'field/detail/:id', ...page(() => import('./features/fields/FieldDetailPage')) },
  { path: 'field/form', ...page(() => import('./features/fields/FieldFormPage')) },
  { path: 'field/form/:id', ...page(() => import('./features/fields/FieldFormPage')) },
  { path: 'team', ...page(() => import('./features/teams/TeamPage')) },
  { path: 'team/form', ...page(() => import('./features/teams/TeamFormPage')) },
  { path: 'team/form/:id', ...page(() => import('./features/teams/TeamFormPage')) },
  { path: 'team/list', ...page(() => import('./features/teams/TeamListPage')) },
  { path: 'add/player', ...page(() => import('./features/players/AddPlayerPage')) },
  { path: 'player/list', ...page(() => import('./features/players/PlayerListPage')) },
  { path: 'requests', ...page(() => import('./features/requests/RequestsPage')) },
  { path: 'reservation/list/:var', ...page(() => import('./features/reservations/ReservationListPage')) },
  { path: 'reservation/form/field/:id', ...page(() => import('./features/reservations/BookingPage')) },
  { path: 'profile', ...page(() => import('./features/profile/ProfilePage')) },
  { path: 'profile/:user/:id', ...page(() => import('./features/profile/UserProfilePage')) },
  { path: 'menu', ...page(() => import('./features/menu/MenuPage')) },
  { path: '*', element: <Navigate to="/home" replace /> },
];

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/home" replace /> },
  {
    element: <PublicLayout />,
    ErrorBoundary: RouteError,
    children: [
      { path: '/home', element: <HomePage />, ErrorBoundary: RouteError },
      { path: '/login', element: <RedirectIfLoggedIn />, children: [{ index: true, ...page(() => import('./features/auth/LoginPage')) }] },
      { path: '/register', element: <RedirectIfLoggedIn />, children: [{ index: true, ...page(() => import('./features/auth/RegisterPage')) }] },
    ],
  },
  {
    path: '/dashboard',
    element: <RequireSession />,
    ErrorBoundary: RouteError,
    children: [
      {
        lazy: lazyScreen(() => import('./layout/DashboardLayout')),
        ErrorBoundary: RouteError,
        children: dashboardChildren,
      },
    ],
  },
  { path: '*', element: <Navigate to="/home" replace /> },
];

/**
 * Downloads the lazy screens that `pathname` shows and puts them in place of their `lazy`, so the router
 * starts with everything it renders. A prerendered page needs this before hydrating: a router that still
 * had to load a screen would first render nothing, which differs from the HTML the page came with.
 */
export async function resolveLazyRoutes(pathname: string, list: RouteObject[] = routes): Promise<void> {
  for (const { route } of matchRoutes(list, pathname) ?? []) {
    if (typeof route.lazy !== 'function') continue;
    const resolved = await route.lazy();
    route.lazy = undefined;
    Object.assign(route, resolved);
  }
}

/** The app's browser router; the session goes through it when it must send the user elsewhere. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setSessionNavigator((path) => router.navigate(path));
  return router;
}
