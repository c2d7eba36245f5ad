/**
 * Who may do what with a row, once, for the server (which enforces it) and the app (which only offers
 * what the server will accept). Every check compares user ids. See docs/product.md, "Roles".
 */
import type { ReservationStatus } from './constants';
import { daysBetween } from './time';

interface Caller {
  id: number;
}

/** A reservation as far as its permissions go: its team's owner and its field's administrator. */
export interface ReservationParties {
  teamOwnerId: number | null;
  fieldAdminId: number | null;
}

/** Finalizing and cancelling a reservation: its field's administrator or its team's owner. */
export const canManageReservation = (caller: Caller | null | undefined, r: ReservationParties): boolean =>
  Boolean(caller) && (r.fieldAdminId === caller!.id || r.teamOwnerId === caller!.id);

/** Editing a team, its shield and its members, answering its requests, deleting it: its owner only. */
export const ownsTeam = (caller: Caller | null | undefined, team: { ownerId: number } | null | undefined): boolean =>
  Boolean(caller && team) && team!.ownerId === caller!.id;

/** Editing or deleting a field and its photo: its administrator only. */
export const ownsField = (caller: Caller | null | undefined, field: { adminId: number } | null | undefined): boolean =>
  Boolean(caller && field) && field!.adminId === caller!.id;

/** How many days after a game its team's contact is still given to the field's administrator. */
export const TEAM_CONTACT_DAYS = 7;

/**
 * Whether the field's administrator is given the contact of the team that booked (docs/api.md, "Who sees what"): to
 * reach them about this booking, so while it is ACTIVE and for TEAM_CONTACT_DAYS after its game (a balance to
 * collect, something left behind); never once it was cancelled, as the team no longer sees the field's contact then.
 */
export const teamContactOpen = (booking: { status: ReservationStatus; reservationDate: string }, today: string): boolean =>
  booking.status === 'ACTIVE' || (booking.status === 'FINISHED' && daysBetween(booking.reservationDate, today) <= TEAM_CONTACT_DAYS);
