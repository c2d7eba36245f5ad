/**
 * What a notice that arrives changes on the screens open (docs/product.md, "Notices"): each reads again what the
 * notice says changed, without a reload of the page.
 */
import type { NotificationKind } from './constants';

/** The player's own team changed: accepted, added or removed (the session's user, the menu's team links, 'Mi equipo'). */
export const changesMembership = (kind: NotificationKind) => kind === 'REQUEST_ACCEPTED' || kind === 'TEAM_ADDED' || kind === 'TEAM_REMOVED';

/** The team's members changed: somebody joined by the link or by accepting an invitation, or left (its owner's 'Mi equipo'). */
export const changesRoster = (kind: NotificationKind) =>
  kind === 'TEAM_JOINED' || kind === 'INVITATION_ACCEPTED' || kind === 'TEAM_LEFT' || changesMembership(kind);

/** A booking of the list changed: the team's ('BOOKING_…') or, for its administrator, the field's ('FIELD_BOOKING_…'). */
export const changesBookings = (kind: NotificationKind, by: 'team' | 'field') => kind.startsWith(by === 'team' ? 'BOOKING_' : 'FIELD_BOOKING_');
