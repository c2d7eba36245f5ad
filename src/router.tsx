/**
 * Every route of docs/product.md ("Screens"), with wouter (a router of about 2 KB: React Router's was the
 * largest part of a first visit after React itself, docs/benchmarks.md). Each area but the landing page is
 * loaded lazily, so a page downloads only what it shows. Routes carry their full path (no nested bases),
 * so every link in the app is the address it shows.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { Loading } from './components/Loading';
import { RedirectIfLoggedIn, RequireSession, DashboardIndex } from './layout/guards';
import { PublicLayout } from './layout/PublicLayout';
import { RouteError } from './layout/RouteError';
// The landing page comes with the entry: a first visit renders it without waiting for another chunk.
import HomePage from './features/fields/HomePage';

/**
 * A lazy screen that can also be loaded ahead: once `preload` has finished, it renders at once instead of
 * suspending (React.lazy takes a thenable that answers synchronously as already loaded).
 */
function preloadable<T extends ComponentType>(load: () => Promise<{ default: T }>) {
  let loaded: { default: T } | undefined;
  const Screen = lazy(() =>
    loaded ? ({ then: (done: (m: { default: T }) => void) => done(loaded!) } as unknown as Promise<{ default: T }>) : load(),
  );
  const preload = () => load().then((m) => void (loaded = m));
  return Object.assign(Screen, { preload });
}

/** The visitor's forms, by path: a signed-in user is sent from them to their home. */
const VISITOR_FORMS: Record<string, ReturnType<typeof preloadable>> = {
  '/login': preloadable(() => import('./features/auth/LoginPage')),
  '/register': preloadable(() => import('./features/auth/RegisterPage')),
};

/**
 * Loads the lazy screen of a prerendered page before it is hydrated (src/main.tsx), so the page is hydrated
 * in one pass: a screen that suspended would stay dead HTML until a later, low-priority pass, and a tap on
 * it in between would be lost.
 */
export function preloadPrerendered(path: string): Promise<void> {
  return VISITOR_FORMS[path]?.preload() ?? Promise.resolve();
}
const DashboardLayout = lazy(() => import('./layout/DashboardLayout'));
const FieldListPage = lazy(() => import('./features/fields/FieldListPage'));
const FieldFormPage = lazy(() => import('./features/fields/FieldFormPage'));
const TeamFormPage = lazy(() => import('./features/teams/TeamFormPage'));

/** The dashboard's screens, by path under /dashboard. */
const DASHBOARD: [path: string, Screen: ComponentType][] = [
  ['/home-admin', lazy(() => import('./features/admin/HomeAdminPage'))],
  ['/home-player', FieldListPage],
  ['/field/list', FieldListPage],
  ['/field', lazy(() => import('./features/fields/MyFieldPage'))],
  ['/field/detail/:id', lazy(() => import('./features/fields/FieldDetailPage'))],
  ['/field/form', FieldFormPage],
  ['/field/form/:id', FieldFormPage],
  ['/team', lazy(() => import('./features/teams/TeamPage'))],
  ['/team/form', TeamFormPage],
  ['/team/form/:id', TeamFormPage],
  ['/team/list', lazy(() => import('./features/teams/TeamListPage'))],
  ['/add/player', lazy(() => import('./features/players/AddPlayerPage'))],
  ['/player/list', lazy(() => import('./features/players/PlayerListPage'))],
  ['/requests', lazy(() => import('./features/requests/RequestsPage'))],
  ['/reservation/list/:var', lazy(() => import('./features/reservations/ReservationListPage'))],
  ['/reservation/form/field/:id', lazy(() => import('./features/reservations/BookingPage'))],
  ['/profile', lazy(() => import('./features/profile/ProfilePage'))],
  ['/profile/:user/:id', lazy(() => import('./features/profile/UserProfilePage'))],
  ['/menu', lazy(() => import('./features/menu/MenuPage'))],
];

/**
 * A screen with its own error boundary, so a failure (a render error, or code that cannot be downloaded)
 * keeps the menu around it and ends on 'Reintentar'; the boundary starts over on the next address.
 */
function Screen({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[path]}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** The last route of a `Switch`: an address no route knows goes to the home. */
const ELSEWHERE_HOME = (
  <Route>
    <Redirect to="/home" replace />
  </Route>
);

function DashboardRoutes() {
  return (
    <RequireSession>
      <Screen>
        <DashboardLayout>
          <Screen>
            <Switch>
              <Route path="/dashboard">
                <DashboardIndex />
              </Route>
              {DASHBOARD.map(([path, Page]) => (
                <Route key={path} path={`/dashboard${path}`}>
                  <Page />
                </Route>
              ))}
              {ELSEWHERE_HOME}
            </Switch>
          </Screen>
        </DashboardLayout>
      </Screen>
    </RequireSession>
  );
}

export function AppRoutes() {
  return (
    <Screen>
      <Switch>
        <Route path="/dashboard/*?">
          <DashboardRoutes />
        </Route>
        <Route path="/home">
          <PublicLayout>
            <Screen>
              <HomePage />
            </Screen>
          </PublicLayout>
        </Route>
        {Object.entries(VISITOR_FORMS).map(([path, Form]) => (
          <Route key={path} path={path}>
            <PublicLayout>
              <Screen>
                <RedirectIfLoggedIn>
                  <Form />
                </RedirectIfLoggedIn>
              </Screen>
            </PublicLayout>
          </Route>
        ))}
        {ELSEWHERE_HOME}
      </Switch>
    </Screen>
  );
}
