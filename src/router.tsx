/**
 * Every route of docs/product.md ("Screens"), declared with React Router (`<Routes>`/`<Route>`; the app is
 * wrapped in `<BrowserRouter>` by src/main.tsx and in `<StaticRouter>` by src/prerender.tsx). Each area but
 * the landing page is loaded lazily, so a page downloads only what it shows. Every link in the app is the
 * full address it shows.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Loading } from './components/Loading';
import { RedirectIfLoggedIn, RequireSession, DashboardIndex } from './layout/guards';
import { PublicLayout } from './layout/PublicLayout';
import { RouteError } from './layout/RouteError';
// The landing page comes with the entry: a first visit renders it without waiting for another chunk.
import HomePage from './features/fields/HomePage';

/**
 * A visitor's form, loaded lazily. On its prerendered page (`/login`, `/register`) its code waits for the
 * promise given to `deferPrerendered`, the visitor's first touch (src/main.tsx): until then React leaves the form's
 * HTML as the server sent it, which already takes typing (`useEarlyInput` hands it over), and a first
 * visit that only looks downloads none of the form's code.
 */
function visitorForm(path: string, load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => (deferred?.path === path ? deferred.until : Promise.resolve()).then(load));
}
let deferred: { path: string; until: Promise<unknown> } | undefined;

/** Holds the download of `path`'s form until `until` settles (the page was prerendered; see `visitorForm`). */
export function deferPrerendered(path: string, until: Promise<unknown>) {
  deferred = { path, until };
}

/** The visitor's forms, by path: a signed-in user is sent from them to their home. */
const VISITOR_FORMS: Record<string, ComponentType> = {
  '/login': visitorForm('/login', () => import('./features/auth/LoginPage')),
  '/register': visitorForm('/register', () => import('./features/auth/RegisterPage')),
};
const DashboardLayout = lazy(() => import('./layout/DashboardLayout'));
/** The legal pages, prerendered (docs/product.md, "Your data and your rights"); /privacy and /terms lead to them. */
const LEGAL_PAGES: Record<string, ComponentType> = {
  '/privacidad': lazy(() => import('./features/privacy/PrivacyPage')),
  '/terminos': lazy(() => import('./features/privacy/TermsPage')),
};
const LEGAL_ALIASES: Record<string, string> = { '/privacy': '/privacidad', '/terms': '/terminos' };
const FieldListPage = lazy(() => import('./features/fields/FieldListPage'));
const FieldFormPage = lazy(() => import('./features/fields/FieldFormPage'));
const TeamFormPage = lazy(() => import('./features/teams/TeamFormPage'));
/** A team's invitation, for anyone with its link, signed in or not (docs/product.md, "Team invitations"). */
const InvitationPage = lazy(() => import('./features/invitation/InvitationPage'));
/** A field's start times for anyone, no account needed (docs/product.md, "A field's times for visitors"). */
const VisitorFieldPage = lazy(() => import('./features/booking/VisitorFieldPage'));

/** The dashboard's screens, by path under /dashboard (their titles and roles: src/layout/screens.ts). */
const DASHBOARD: [path: string, Screen: ComponentType][] = [
  ['home-admin', lazy(() => import('./features/admin/HomeAdminPage'))],
  ['home-player', FieldListPage],
  ['field/list', FieldListPage],
  ['field', lazy(() => import('./features/fields/MyFieldPage'))],
  ['field/detail/:id', lazy(() => import('./features/fields/FieldDetailPage'))],
  ['field/form', FieldFormPage],
  ['field/form/:id', FieldFormPage],
  ['team', lazy(() => import('./features/teams/TeamPage'))],
  ['team/form', TeamFormPage],
  ['team/form/:id', TeamFormPage],
  ['team/list', lazy(() => import('./features/teams/TeamListPage'))],
  ['add/player', lazy(() => import('./features/players/AddPlayerPage'))],
  ['player/list', lazy(() => import('./features/players/PlayerListPage'))],
  ['requests', lazy(() => import('./features/requests/RequestsPage'))],
  ['notifications', lazy(() => import('./features/notifications/NotificationsPage'))],
  ['reservation/list/:var', lazy(() => import('./features/reservation-list/ReservationListPage'))],
  ['reservation/form/field/:id', lazy(() => import('./features/booking/BookingPage'))],
  ['profile', lazy(() => import('./features/profile/ProfilePage'))],
  ['profile/:user/:id', lazy(() => import('./features/profile/UserProfilePage'))],
  ['menu', lazy(() => import('./features/menu/MenuPage'))],
];

/**
 * A screen with its own error boundary, so a failure (a render error, or code that cannot be downloaded)
 * keeps the menu around it and ends on 'Reintentar'; the boundary starts over on the next address.
 */
function Screen({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** The last route of a `Routes`: an address no route knows goes to the home. */
const ELSEWHERE_HOME = <Route path="*" element={<Navigate to="/home" replace />} />;

/** The dashboard's screens, matched under /dashboard (their paths are relative to it). */
function DashboardRoutes() {
  return (
    <RequireSession>
      <Screen>
        <DashboardLayout>
          <Screen>
            <Routes>
              <Route index element={<DashboardIndex />} />
              {DASHBOARD.map(([path, Page]) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              {ELSEWHERE_HOME}
            </Routes>
          </Screen>
        </DashboardLayout>
      </Screen>
    </RequireSession>
  );
}

export function AppRoutes() {
  return (
    <Screen>
      <Routes>
        <Route path="/dashboard/*" element={<DashboardRoutes />} />
        <Route
          path="/home"
          element={
            <PublicLayout>
              <Screen>
                <HomePage />
              </Screen>
            </PublicLayout>
          }
        />
        {Object.entries(LEGAL_PAGES).map(([path, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              <PublicLayout>
                <Screen>
                  <Page />
                </Screen>
              </PublicLayout>
            }
          />
        ))}
        {Object.entries(LEGAL_ALIASES).map(([from, to]) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        <Route
          path="/cancha/:id"
          element={
            <PublicLayout>
              <Screen>
                <VisitorFieldPage />
              </Screen>
            </PublicLayout>
          }
        />
        <Route
          path="/invitacion/:secret"
          element={
            <PublicLayout>
              <Screen>
                <InvitationPage />
              </Screen>
            </PublicLayout>
          }
        />
        {Object.entries(VISITOR_FORMS).map(([path, Form]) => (
          <Route
            key={path}
            path={path}
            element={
              <PublicLayout>
                {/* Outside the form's boundary: a signed-in user leaves before the form's code is asked for. */}
                <RedirectIfLoggedIn>
                  <Screen>
                    <Form />
                  </Screen>
                </RedirectIfLoggedIn>
              </PublicLayout>
            }
          />
        ))}
        {ELSEWHERE_HOME}
      </Routes>
    </Screen>
  );
}
