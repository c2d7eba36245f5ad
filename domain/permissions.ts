/**
 * Who may do what with a row, once, for the server (which enforces it) and the app (which only offers
 * what the server will accept). Every check compares user ids. See docs/product.md, "Roles".
 */

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
