/**
 * The dashboard's screens as the layout knows them (docs/product.md, "Screens"): each one's title in the
 * browser ('Mi equipo · Canchas'), so tabs, history and screen readers tell them apart, and the role it is
 * for, so a screen of the other role's (a link kept from another session, Back after logging in as someone
 * else) sends the user to their own home instead of waiting for data they do not have. Kept in the
 * dashboard's chunk, not in the first download.
 */
import { useEffect } from 'react';
import type { Role } from '../../domain/constants';

export const APP_TITLE = 'Canchas · Reserva canchas sintéticas';

const A: Role = 'FIELD_ADMIN';
const P: Role = 'PLAYER';

/** By path under /dashboard, with ':id' for a number and ':user' for a profile's kind. */
const SCREENS: Record<string, [title: string, role?: Role]> = {
  '/home-admin': ['Inicio', A],
  '/home-player': ['Canchas disponibles', P],
  '/field/list': ['Canchas disponibles', P],
  '/field': ['Mi cancha', A],
  '/field/detail/:id': ['Cancha'],
  '/field/form': ['Registrar cancha', A],
  '/field/form/:id': ['Editar cancha', A],
  '/team': ['Mi equipo', P],
  '/team/form': ['Crear equipo', P],
  '/team/form/:id': ['Editar equipo', P],
  '/team/list': ['Equipos disponibles', P],
  '/add/player': ['Agregar jugadores', P],
  '/player/list': ['Jugadores', P],
  '/requests': ['Solicitudes', P],
  '/notifications': ['Avisos'],
  // Each role's own list: the page itself sends the other role to theirs.
  '/reservation/list/team': ['Tus reservas'],
  '/reservation/list/field': ['Tus reservas'],
  '/reservation/form/field/:id': ['Reservar cancha', P],
  '/profile': ['Perfil'],
  '/profile/:user/:id': ['Perfil de usuario'],
  '/menu': ['Ver más'],
};

const screenOf = (pathname: string) =>
  SCREENS[
    pathname
      .replace(/^\/dashboard/, '')
      .replace(/^\/profile\/[^/]+\/\d+$/, '/profile/:user/:id')
      .replace(/\/\d+$/, '/:id')
  ];

export function dashboardTitle(pathname: string): string {
  const screen = screenOf(pathname);
  return screen ? `${screen[0]} · Canchas` : APP_TITLE;
}

/** The role the screen at `pathname` is for; undefined when it is for both. */
export const screenRole = (pathname: string): Role | undefined => screenOf(pathname)?.[1];

/** Sets the browser's title as the address changes; leaving the dashboard puts the app's own back. */
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
