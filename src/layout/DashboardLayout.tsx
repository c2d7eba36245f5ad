/** The dashboard shell: desktop sidebar, mobile bottom bar, links by role and team, log-out. */
import '../styles/dashboard';
import { Alert, AppShell, Box, Button, Group, Indicator, NavLink, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { lazy, Suspense, useContext, useEffect, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { fullName } from '../../domain/format';
import { Brand } from '../components/Brand';
import * as MSG from '../../domain/messages';
import { useConsentDue } from '../session/consent';
import { reloadUser, SessionContext, useSession } from '../session/useSession';
import { MENU_ICONS } from './icons';
import { confirmLogout } from './logout';
import { homeOf, visibleLinks } from './menuLinks';
import { screenRole, useDashboardTitle } from './screens';
import { PendingBadge, UnreadBadge } from './PendingBadge';
import { NoticesProvider, useNotices, useOnNotice } from './notices';
import { registerServiceWorker } from '../components/devicePush';
import { usePendingRequestCount } from './pendingRequests';
import { useFocusKeeper } from './focusKeeper';
import { ownsTeam } from '../../domain/permissions';
import { changesMembership } from '../../domain/noticeEffects';

const DESKTOP = '(min-width: 48em)';
/** 'Actualizamos nuestra política de datos': its code only when the log-in said the policy changed. */
const ConsentDialog = lazy(() => import('../features/privacy/ConsentDialog'));

export default function DashboardLayout({ children }: { children: ReactNode }) {
  return (
    <NoticesProvider>
      <Dashboard>{children}</Dashboard>
    </NoticesProvider>
  );
}

function Dashboard({ children }: { children: ReactNode }) {
  const { unread } = useNotices();
  const { role, player, user, status } = useSession();
  const consentDue = useConsentDue();
  const session = useContext(SessionContext);
  const { pathname } = useLocation();
  const team = { hasTeam: Boolean(player?.team), ownsTeam: ownsTeam(player, player?.team) };
  const pending = usePendingRequestCount(player, pathname);
  useDashboardTitle(pathname);
  useFocusKeeper();
  // Accepted into a team, added or removed by its owner: the menu's team links and the home follow at once.
  useOnNotice((notice) => {
    if (changesMembership(notice.kind)) void reloadUser();
  });
  const isDesktop = useMediaQuery(DESKTOP);
  // On a phone 'Cerrar sesión' is on 'Ver más': its code comes ahead, so that a person who lost the
  // connection can still log out (the server is told once it is back).
  useEffect(() => {
    const early = setTimeout(() => {
      if (!window.matchMedia(DESKTOP).matches) void import('../features/menu/MenuPage').catch(() => {});
    }, 1500);
    return () => clearTimeout(early);
  }, []);
  // The installed app's worker (public/sw.js): the shell offline, and the notices pushed to this device.
  useEffect(() => {
    if (import.meta.env.PROD) void registerServiceWorker();
  }, []);
  const isActive = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  const forRole = screenRole(pathname);
  if (forRole && forRole !== role) return <Navigate to={homeOf(role)} replace />;
  return (
    <AppShell
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: true } }}
      footer={{ height: 64, collapsed: Boolean(isDesktop) }}
      padding="md"
    >
      {/* On a phone the side menu is off screen: visibleFrom keeps its links out of the Tab order and the screen reader's reach there. */}
      <AppShell.Navbar p="md" aria-label="Menú del panel" visibleFrom="sm">
        <Box mb="lg">
          <Brand />
        </Box>
        <Stack gap={4} style={{ flex: 1 }} component="nav">
          {visibleLinks(role, team, 'desktop').map((l) => {
            const Icon = MENU_ICONS[l.icon];
            return (
              <NavLink
                key={l.to}
                component={Link}
                to={l.to}
                label={l.label}
                leftSection={<Icon size={20} />}
                rightSection={l.pendingCount ? <PendingBadge count={pending} /> : l.unreadCount ? <UnreadBadge count={unread} /> : undefined}
                active={isActive(l.to)}
              />
            );
          })}
        </Stack>
        {user && (
          <Text size="sm" c="dimmed" mb="xs" truncate>
            {fullName(user)}
          </Text>
        )}
        <NavLink component="button" label="Cerrar sesión" leftSection={<IconLogout size={20} />} onClick={confirmLogout} c="red.9" />
      </AppShell.Navbar>
      <AppShell.Footer hiddenFrom="sm" component="nav" aria-label="Menú del panel">
        <Group grow h="100%" gap={0} wrap="nowrap">
          {visibleLinks(role, team, 'mobile').map((l) => {
            const Icon = MENU_ICONS[l.icon];
            const active = isActive(l.to);
            return (
              <UnstyledButton key={l.to} component={Link} to={l.to} aria-current={active ? 'page' : undefined} py={6}>
                <Stack gap={2} align="center" c={active ? 'cancha.7' : 'gray.7'}>
                  {l.unreadCount && unread ? (
                    <Indicator label={unread > 99 ? '99+' : unread} size={16} color="red.9" offset={2} aria-hidden>
                      <Icon size={22} />
                    </Indicator>
                  ) : (
                    <Icon size={22} />
                  )}
                  <Text size="11px" fw={active ? 700 : 500}>
                    {l.label}
                    {l.unreadCount && unread ? <VisuallyHidden>{` (${MSG.notices.unreadCount(unread)})`}</VisuallyHidden> : null}
                  </Text>
                </Stack>
              </UnstyledButton>
            );
          })}
        </Group>
      </AppShell.Footer>
      <AppShell.Main bg="gray.0">
        {status === 'renewFailed' && (
          // The session stays, and so does the screen under this notice (machines/session.ts, renewFailed).
          <Alert color="yellow" variant="light" mb="md" title={MSG.renewal.failed}>
            <Text size="sm" mb="xs">
              {MSG.renewal.failedText}
            </Text>
            <Button size="xs" variant="default" onClick={() => session.send({ type: 'RETRY' })}>
              {MSG.failure.retry}
            </Button>
          </Alert>
        )}
        {children}
        {consentDue && (
          <Suspense fallback={null}>
            <ConsentDialog />
          </Suspense>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
