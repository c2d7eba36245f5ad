/** The dashboard's menu (docs/product.md: Screens, Roles and permissions): links by role, team requirement and desktop/mobile visibility. */
import type { Role } from '../../domain/constants';

export interface MenuLink {
  to: string;
  label: string;
  roles: (Role | 'all')[];
  needsTeam?: boolean;
  /** Only for the owner of the player's team (docs/product.md: Roles and permissions). */
  ownerOnly?: boolean;
  /** Shows the owner's count of PENDING requests to their team, when there are any. */
  pendingCount?: boolean;
  /** Shows the count of the user's unread notices, when there are any. */
  unreadCount?: boolean;
  desktopOnly?: boolean;
  mobileOnly?: boolean;
  icon: 'home' | 'field' | 'calendar' | 'ball' | 'team' | 'players' | 'addPlayer' | 'requests' | 'bell' | 'profile' | 'more';
}

export const MENU_LINKS: MenuLink[] = [
  { to: '/dashboard/home-admin', label: 'Inicio', roles: ['FIELD_ADMIN'], icon: 'home' },
  { to: '/dashboard/field', label: 'Mi cancha', roles: ['FIELD_ADMIN'], icon: 'field' },
  { to: '/dashboard/reservation/list/field', label: 'Reservas', roles: ['FIELD_ADMIN'], icon: 'calendar' },
  { to: '/dashboard/home-player', label: 'Canchas', roles: ['PLAYER'], icon: 'ball' },
  { to: '/dashboard/team', label: 'Mi equipo', roles: ['PLAYER'], needsTeam: false, icon: 'team' },
  { to: '/dashboard/reservation/list/team', label: 'Reservas', roles: ['PLAYER'], needsTeam: true, icon: 'calendar' },
  { to: '/dashboard/player/list', label: 'Ver jugadores', roles: ['PLAYER'], needsTeam: true, desktopOnly: true, icon: 'players' },
  {
    to: '/dashboard/add/player',
    label: 'Agregar jugadores',
    roles: ['PLAYER'],
    needsTeam: true,
    ownerOnly: true,
    desktopOnly: true,
    icon: 'addPlayer',
  },
  { to: '/dashboard/requests', label: 'Solicitudes', roles: ['PLAYER'], needsTeam: false, desktopOnly: true, pendingCount: true, icon: 'requests' },
  { to: '/dashboard/notifications', label: 'Avisos', roles: ['all'], unreadCount: true, icon: 'bell' },
  { to: '/dashboard/profile', label: 'Perfil', roles: ['all'], icon: 'profile' },
  { to: '/dashboard/menu', label: 'Ver más', roles: ['all'], mobileOnly: true, icon: 'more' },
];

export type MenuPlace = 'desktop' | 'mobile' | 'menuPage';

/** What the menu needs to know of the player's team. */
export interface MenuTeam {
  hasTeam: boolean;
  ownsTeam: boolean;
}

/**
 * The links a user sees in a place: the desktop sidebar, the mobile bottom bar, or the mobile
 * "Ver más" page (which lists every link of the role, desktop-only ones included).
 */
export function visibleLinks(role: Role | null, team: MenuTeam, place: MenuPlace): MenuLink[] {
  if (!role) return [];
  return MENU_LINKS.filter(
    (l) =>
      (l.roles.includes(role) || l.roles.includes('all')) &&
      (!l.needsTeam || team.hasTeam) &&
      (!l.ownerOnly || team.ownsTeam) &&
      !(place === 'mobile' && l.desktopOnly) &&
      !(place !== 'mobile' && l.mobileOnly),
  );
}

export const homeOf = (role: Role | null) => (role === 'FIELD_ADMIN' ? '/dashboard/home-admin' : '/dashboard/home-player');
