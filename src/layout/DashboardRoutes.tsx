/**
 * The dashboard: its shell (DashboardLayout) and its screens, each loaded lazily. What this module loads is
 * only ever shown inside the shell, so the build puts the modules the shell brings that no public page needs
 * into one chunk (`dashboardShell` in vite.config.ts).
 */
import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DashboardIndex, RequireSession } from './guards';
import { ELSEWHERE_HOME, Screen } from './Screen';

const DashboardLayout = lazy(() => import('./DashboardLayout'));
const FieldListPage = lazy(() => import('../features/fields/FieldListPage'));
const TeamFormPage = lazy(() => import('../features/teams/TeamFormPage'));

/** The dashboard's screens, by path under /dashboard (their titles and roles: src/layout/screens.ts). */
const DASHBOARD: [path: string, Screen: ComponentType][] = [
  ['home-admin', lazy(() => import('../features/admin/HomeAdminPage'))],
  ['home-player', FieldListPage],
  ['field/list', FieldListPage],
  ['field', lazy(() => import('../features/fields/MyFieldPage'))],
  ['field/detail/:id', lazy(() => import('../features/fields/FieldDetailPage'))],
  ['field/form', lazy(() => import('../features/fields/NewFieldPage'))],
  ['field/form/:id', lazy(() => import('../features/fields/EditField'))],
  ['team', lazy(() => import('../features/teams/TeamPage'))],
  ['team/form', TeamFormPage],
  ['team/form/:id', TeamFormPage],
  ['team/list', lazy(() => import('../features/teams/TeamListPage'))],
  ['add/player', lazy(() => import('../features/players/AddPlayerPage'))],
  ['player/list', lazy(() => import('../features/players/PlayerListPage'))],
  ['requests', lazy(() => import('../features/requests/RequestsPage'))],
  ['notifications', lazy(() => import('../features/notifications/NotificationsPage'))],
  ['reservation/list/:var', lazy(() => import('../features/reservation-list/ReservationListPage'))],
  ['reservation/form/field/:id', lazy(() => import('../features/booking/BookingPage'))],
  ['profile', lazy(() => import('../features/profile/ProfilePage'))],
  ['profile/:user/:id', lazy(() => import('../features/profile/UserProfilePage'))],
  ['menu', lazy(() => import('../features/menu/MenuPage'))],
];

/** The dashboard's screens, matched under /dashboard (their paths are relative to it). */
export function DashboardRoutes() {
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
