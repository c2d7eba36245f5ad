/** Public pages: the navigation bar everywhere, the footer everywhere but login and register (docs/product.md: Screens). */
import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { useSyncExternalStore, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Brand } from '../components/Brand';
import { useHydrated } from '../components/useHydrated';
import { useSession } from '../session/useSession';
import * as MSG from '../../domain/messages';
import { homeOf } from './menuLinks';

const FOOTER_LINKS = [
  { to: '/about', label: 'Acerca de' },
  { to: '/contact', label: 'Contacto' },
  { to: '/terminos', label: MSG.privacy.termsLink },
  { to: '/privacidad', label: MSG.privacy.policyLink },
];

declare const __BUILD_YEAR__: number | undefined;
/** The year of the build (vite.config.ts), which the prerendered footer says. */
const BUILD_YEAR = typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear();
const subscribeNever = () => () => {};
/** This year; a prerendered page says the year it was built in until it is hydrated, then the visitor's. */
function useYear() {
  return useSyncExternalStore(
    subscribeNever,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
}

export function PublicLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const session = useSession();
  // Prerendered pages show the visitor's bar; a signed-in user's appears right after hydration.
  const signedIn = useHydrated() && session.isAuthenticated;
  const year = useYear();
  const showFooter = pathname !== '/login' && pathname !== '/register';
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', background: 'white' }}>
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/home" underline="never" aria-label="Canchas, inicio">
              <Brand compactOnPhone />
            </Anchor>
            <Group gap="xs" component="nav" aria-label="Principal" wrap="nowrap">
              {signedIn ? (
                <Button component={Link} to={homeOf(session.role)} size="sm">
                  Mi panel
                </Button>
              ) : (
                <>
                  <Button component={Link} to="/login" variant="subtle" size="sm">
                    Iniciar sesión
                  </Button>
                  <Button component={Link} to="/register" size="sm">
                    Registrarse
                  </Button>
                </>
              )}
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" style={{ flex: 1 }}>
        {children}
      </Box>
      {showFooter && (
        <Box component="footer" py="lg" bg="cancha.9" c="white">
          <Container size="lg">
            <Group justify="space-between" gap="sm">
              <Text size="sm">Hecho en Colombia por el equipo de Canchas · {year}</Text>
              <Group gap="md" component="nav" aria-label="Pie de página">
                {FOOTER_LINKS.map((l) => (
                  <Anchor key={l.to} component={Link} to={l.to} c="white" size="sm" display="inline-block" py={4}>
                    {l.label}
                  </Anchor>
                ))}
                <Anchor href="https://www.instagram.com/" c="white" size="sm" target="_blank" rel="noreferrer" display="inline-block" py={4}>
                  Instagram
                </Anchor>
              </Group>
            </Group>
          </Container>
        </Box>
      )}
    </Box>
  );
}
