/** The dashboard shell: desktop sidebar, mobile bottom bar, links by role and team, log-out. */
import '../styles/dashboard';
import { Alert, Box, Button, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { lazy, Suspense, useContext, useEffect, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { zeroRightClassName } from 'react-remove-scroll-bar/constants';
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
import { registerServiceWorker } from '../components/serviceWorker';
import { usePendingRequestCount } from './pendingRequests';
import { useFocusKeeper } from './focusKeeper';
import { ownsTeam } from '../../domain/permissions';
import { changesMembership } from '../../domain/noticeEffects';
import { MenuLink } from './MenuLink';
import classes from './shell.module.css';

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
    <>
      {/* On a phone the side menu is off screen: visibleFrom keeps its links out of the Tab order and the screen reader's reach there. */}
      <Box component="nav" className={classes.navbar} aria-label="Menú del panel" visibleFrom="sm">
        <Box mb="lg">
          <Brand />
        </Box>
        <Stack gap={4} style={{ flex: 1 }}>
          {visibleLinks(role, team, 'desktop').map((l) => {
            const Icon = MENU_ICONS[l.icon];
            return (
              <MenuLink
                key={l.to}
                to={l.to}
                label={l.label}
                icon={<Icon size={20} />}
                after={l.pendingCount ? <PendingBadge count={pending} /> : l.unreadCount ? <UnreadBadge count={unread} /> : undefined}
                current={isActive(l.to)}
              />
            );
          })}
        </Stack>
        {user && (
          <Text size="sm" c="dimmed" mb="xs" truncate>
            {fullName(user)}
          </Text>
        )}
        <MenuLink label="Cerrar sesión" icon={<IconLogout size={20} />} onClick={confirmLogout} c="red.9" />
      </Box>
      {/* zeroRightClassName: a dialog's scroll lock keeps the bar where it is when the page's scroll bar goes. */}
      <Box component="nav" className={`${classes.footer} ${zeroRightClassName}`} hiddenFrom="sm" aria-label="Menú del panel" data-testid="bottom-bar">
        <Group grow h="100%" gap={0} wrap="nowrap">
          {visibleLinks(role, team, 'mobile').map((l) => {
            const Icon = MENU_ICONS[l.icon];
            const active = isActive(l.to);
            const count = l.unreadCount && unread ? unread : 0;
            return (
              <UnstyledButton key={l.to} component={Link} to={l.to} aria-current={active ? 'page' : undefined} py={6}>
                <Stack gap={2} align="center" c={active ? 'cancha.7' : 'gray.7'}>
                  {count ? (
                    <span className={classes.withCount}>
                      <Icon size={22} />
                      <span className={`${classes.badge} ${classes.count}`} aria-hidden>
                        {count > 99 ? '99+' : count}
                      </span>
                    </span>
                  ) : (
                    <Icon size={22} />
                  )}
                  <Text size="11px" fw={active ? 700 : 500}>
                    {l.label}
                    {count ? <VisuallyHidden>{` (${MSG.notices.unreadCount(count)})`}</VisuallyHidden> : null}
                  </Text>
                </Stack>
              </UnstyledButton>
            );
          })}
        </Group>
      </Box>
      <main className={classes.main}>
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
      </main>
    </>
  );
}
