/**
 * Every route of docs/product.md ("Screens"), declared with React Router (`<Routes>`/`<Route>`; the app is
 * wrapped in `<BrowserRouter>` by src/main.tsx and in `<StaticRouter>` by src/prerender.tsx). Each area but
 * the landing page is loaded lazily (the dashboard's screens: src/layout/DashboardRoutes.tsx), so a page downloads only what it shows. Every link in the app is the
 * full address it shows.
 */
import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { DashboardRoutes } from './layout/DashboardRoutes';
import * as MSG from '../domain/messages';
import { serverAnswers } from './api/http';
import { notify } from './components/notify';
import { RedirectIfLoggedIn } from './layout/guards';
import { isChunkLoadError } from './layout/RouteError';
import { PublicLayout } from './layout/PublicLayout';
import { ELSEWHERE_HOME, Screen } from './layout/Screen';
// The landing page comes with the entry: a first visit renders it without waiting for another chunk.
import HomePage from './features/fields/HomePage';

/**
 * A visitor's form, loaded lazily. On its prerendered page (`/login`, `/register`) its code waits for the
 * promise given to `deferPrerendered`, the visitor's first touch (src/main.tsx): until then React leaves the form's
 * HTML as the server sent it, which already takes typing (`useEarlyInput` hands it over), and a first
 * visit that only looks downloads none of the form's code.
 */
function visitorForm(path: string, load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => (deferred?.path === path ? deferred.until.then(() => loadWhenConnected(load)) : load()));
}

/** How often a form's code that could not come for want of a connection is asked for again. */
const FORM_CODE_RETRY_MS = 5_000;

/**
 * A prerendered form's code, asked for again until it comes when the first try failed for want of a connection: the
 * form's HTML stays meanwhile, with what was typed in it, and a notice says it waits (a failure screen in its place
 * would lose what was typed). When the server answers, the files themselves are missing (a deploy replaced them):
 * the screen's boundary then reloads the page once (src/layout/RouteError.tsx).
 */
async function loadWhenConnected<T>(load: () => Promise<T>): Promise<T> {
  let told = false;
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (!isChunkLoadError(error) || (await serverAnswers())) throw error;
      if (!told) notify.warning(MSG.failure.formWaits);
      told = true;
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, FORM_CODE_RETRY_MS);
        addEventListener('online', () => (clearTimeout(timer), resolve(undefined)), { once: true });
      });
    }
  }
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
/** The legal pages, prerendered (docs/product.md, "Your data and your rights"); /privacy and /terms lead to them. */
const LEGAL_PAGES: Record<string, ComponentType> = {
  '/privacidad': lazy(() => import('./features/privacy/PrivacyPage')),
  '/terminos': lazy(() => import('./features/privacy/TermsPage')),
};
const LEGAL_ALIASES: Record<string, string> = { '/privacy': '/privacidad', '/terms': '/terminos' };
/** A team's invitation, for anyone with its link, signed in or not (docs/product.md, "Team invitations"). */
const InvitationPage = lazy(() => import('./features/invitation/InvitationPage'));
/** A field's start times for anyone, no account needed (docs/product.md, "A field's times for visitors"). */
const VisitorFieldPage = lazy(() => import('./features/booking/VisitorFieldPage'));

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
