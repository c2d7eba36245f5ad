/**
 * The browser's title of each dashboard screen ('Mi equipo · Canchas'): tabs, history and screen readers
 * tell the screens apart. Set by the dashboard's layout as the address changes; leaving the dashboard puts
 * the app's own title back.
 */
import { useEffect } from 'react';

export const APP_TITLE = 'Canchas · Reserva canchas sintéticas';

/** Each screen's name, by its path under /dashboard, with ':id' for a number and ':user' for a profile's kind (docs/product.md, "Screens"). */
const SCREEN_TITLES: Record<string, string> = {
  '/home-admin': 'Inicio',
  '/home-player': 'Canchas disponibles',
  '/field/list': 'Canchas disponibles',
  '/field': 'Mi cancha',
  '/field/detail/:id': 'Cancha',
  '/field/form': 'Registrar cancha',
  '/field/form/:id': 'Editar cancha',
  '/team': 'Mi equipo',
  '/team/form': 'Crear equipo',
  '/team/form/:id': 'Editar equipo',
  '/team/list': 'Equipos disponibles',
  '/add/player': 'Agregar jugadores',
  '/player/list': 'Jugadores',
  '/requests': 'Solicitudes',
  '/reservation/list/team': 'Tus reservas',
  '/reservation/list/field': 'Tus reservas',
  '/reservation/form/field/:id': 'Reservar cancha',
  '/profile': 'Perfil',
  '/profile/:user/:id': 'Perfil de usuario',
  '/menu': 'Ver más',
};

export function dashboardTitle(pathname: string): string {
  const path = pathname
    .replace(/^\/dashboard/, '')
    .replace(/^\/profile\/[^/]+\/\d+$/, '/profile/:user/:id')
    .replace(/\/\d+$/, '/:id');
  const screen = SCREEN_TITLES[path];
  return screen ? `${screen} · Canchas` : APP_TITLE;
}

export function useDashboardTitle(pathname: string) {
  useEffect(() => {
    document.title = dashboardTitle(pathname);
  }, [pathname]);
  useEffect(
    () => () => {
      document.title = APP_TITLE;
    },
    [],
  );
}
