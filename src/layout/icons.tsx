import {
  IconBallFootball,
  IconBell,
  IconCalendarEvent,
  IconDots,
  IconHome,
  IconMail,
  IconShirtSport,
  IconSoccerField,
  IconUser,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import type { MenuLink } from './menuLinks';

export const MENU_ICONS: Record<MenuLink['icon'], typeof IconHome> = {
  home: IconHome,
  field: IconSoccerField,
  calendar: IconCalendarEvent,
  ball: IconBallFootball,
  team: IconShirtSport,
  players: IconUsers,
  addPlayer: IconUserPlus,
  requests: IconMail,
  bell: IconBell,
  profile: IconUser,
  more: IconDots,
};
