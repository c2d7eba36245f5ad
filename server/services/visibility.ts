/**
 * Who sees what (docs/api.md, "Who sees what"), in one place: every answer that carries a user, a field's
 * administrator or a field's calendar passes through these functions with its viewer.
 *
 * - A user sees all of their own data.
 * - Anyone else sees a user's name, city, picture, role and team or field; signed-in players also see an
 *   adult player's cellphone (the WhatsApp contact of the player list) when that player chose 'Mostrar mi celular a otros
 *   jugadores' (`showCellphone`, off unless chosen), never a minor's nor an administrator's,
 *   which no screen shows; the e-mail only when a team owner searched that exact address. A field's administrator
 *   reaches the owner of a team that booked their field (name, and an adult's cellphone) through
 *   `teamContact` in server/services/reservations.ts, for that booking only.
 *   Age and document: nobody else.
 * - A field's administrator appears by name only, to everyone (also anonymous callers).
 * - On a field's calendar, a booking shows its team to the field's administrator and the team's members;
 *   anyone else sees only that the slot is taken ('Ocupado'), without its price or payment. A manual booking (no team)
 *   is 'Ocupado' to everyone but the administrator, and its customer and fixed turn reach nobody else.
 * - A field's rates and its booking horizon are public, like its name and hours: everyone sees them.
 */
import { ADULT_AGE, BUSY_TEAM_NAME } from '../../domain/constants';
import type { Application, Field, OwnUser, Reservation, Team, User } from '../../domain/types';
import type { CurrentUser } from '../context';

/** The caller, or null for an anonymous one. */
export type Viewer = CurrentUser | null;

/**
 * Whether another player sees this player's cellphone: only a player who chose 'Mostrar mi celular a otros
 * jugadores', never a minor, and only to a signed-in player (the player list, a team's page, '¿Quién va?').
 */
export function cellphoneShown(viewer: Viewer, user: Pick<User, 'role' | 'age' | 'showCellphone'>): boolean {
  return viewer?.role === 'PLAYER' && user.role === 'PLAYER' && user.age !== undefined && user.age >= ADULT_AGE && user.showCellphone === true;
}

export function userFor<U extends User>(viewer: Viewer, user: U, options: { revealEmail?: boolean } = {}): U {
  if (viewer?.id === user.id) return user;
  const { age: _age, documentType: _type, documentNumber: _document, email, cellphone, showCellphone: _shown, ...rest } = user;
  const shown = { ...rest } as U;
  if (cellphoneShown(viewer, user) && cellphone !== undefined) shown.cellphone = cellphone;
  if (options.revealEmail && email !== undefined) shown.email = email;
  return shown;
}

/** The caller's own record, every field present (log-in, refresh, own profile). */
export const ownUser = (user: User): OwnUser => user as OwnUser;

/** A field's calendar booking as the viewer may see it. */
function bookingFor(viewer: Viewer, field: Field, r: Reservation, viewerTeamId: number | null): Reservation {
  if (viewer?.id === field.adminId) return r;
  // A manual booking's customer and its fixed turn are the administrator's business only.
  const { customer: _customer, seriesId: _series, ...rest } = r;
  if (r.team !== null && r.team.id === viewerTeamId) return rest;
  const { price: _price, paid: _paid, refunded: _refunded, ...slot } = rest;
  return { ...slot, team: null, teamName: BUSY_TEAM_NAME };
}

export function fieldFor(viewer: Viewer, field: Field, viewerTeamId: number | null = null): Field {
  const { id, firstName, lastName } = field.admin;
  const shown: Field = { ...field, admin: { id, firstName, lastName } };
  if (field.reservations) shown.reservations = field.reservations.map((r) => bookingFor(viewer, field, r, viewerTeamId));
  return shown;
}

export const teamFor = (viewer: Viewer, team: Team): Team => ({ ...team, members: team.members.map((m) => userFor(viewer, m)) });

export const applicationFor = (viewer: Viewer, application: Application): Application => ({
  ...application,
  player: userFor(viewer, application.player),
});
