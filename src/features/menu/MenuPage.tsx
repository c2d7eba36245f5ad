/**
 * menu, the mobile 'Ver más' page (docs/product.md: Screens): who is in ('administrador de cancha', 'jugador' or
 * 'invitado'), every link of the role (desktop-only ones too), and log-out. Wider than 768 px the
 * sidebar shows all of this, so the page sends the user to their role's home.
 */
import { Avatar, Card, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronRight, IconLogout } from '@tabler/icons-react';
import { Navigate } from 'react-router-dom';
import { MENU_REDIRECT_BREAKPOINT_PX } from '../../../domain/constants';
import { fullName } from '../../../domain/format';
import { assetUrl } from '../../api/http';
import { PROFILE_FALLBACK_IMAGE } from '../../components/fallbackImages';
import { roleLabel } from '../../components/roleLabel';
import { MENU_ICONS } from '../../layout/icons';
import { MenuLink } from '../../layout/MenuLink';
import { confirmLogout } from '../../layout/logout';
import { homeOf, visibleLinks } from '../../layout/menuLinks';
import { PendingBadge } from '../../layout/PendingBadge';
import { usePendingRequestCount } from '../../layout/pendingRequests';
import { ownsTeam } from '../../../domain/permissions';
import { useSession } from '../../session/useSession';

export default function MenuPage() {
  const { role, user, player } = useSession();
  const pending = usePendingRequestCount(player, '/dashboard/menu');
  const wide = useMediaQuery(`(min-width: ${MENU_REDIRECT_BREAKPOINT_PX + 1}px)`, false, { getInitialValueInEffect: false });
  if (wide) return <Navigate to={homeOf(role)} replace />;

  const links = visibleLinks(role, { hasTeam: Boolean(player?.team), ownsTeam: ownsTeam(player, player?.team) }, 'menuPage');
  return (
    <Container size="xs" px={0}>
      <Stack gap="md">
        <Title order={1} fz={24}>
          Menú
        </Title>
        <Card withBorder radius="lg" padding="md">
          <Group wrap="nowrap">
            <Avatar src={assetUrl(user?.imageUrl, 56) ?? PROFILE_FALLBACK_IMAGE} size={56} radius={56} alt="">
              <img src={PROFILE_FALLBACK_IMAGE} alt="" width={56} height={56} />
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {user ? fullName(user) : 'Invitado'}
              </Text>
              <Text size="sm" c="dimmed">
                Ingresaste como{' '}
                <Text span fw={600} c="cancha.8">
                  {roleLabel(role)}
                </Text>
              </Text>
            </div>
          </Group>
        </Card>
        <Paper withBorder radius="lg" component="nav" aria-label="Menú completo" style={{ overflow: 'hidden' }}>
          {links.map((l) => {
            const Icon = MENU_ICONS[l.icon];
            return (
              <MenuLink
                key={l.to}
                to={l.to}
                label={l.label}
                icon={<Icon size={22} />}
                after={
                  <Group gap="xs" wrap="nowrap">
                    {l.pendingCount && <PendingBadge count={pending} />}
                    <IconChevronRight size={16} />
                  </Group>
                }
                py="md"
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
              />
            );
          })}
          <MenuLink label="Cerrar sesión" icon={<IconLogout size={22} />} onClick={confirmLogout} c="red.9" py="md" />
        </Paper>
      </Stack>
    </Container>
  );
}
