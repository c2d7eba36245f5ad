/** The lists and counts of reservations the API answers: the caller's own, a team's, a field's (by status). */
import type { ReservationStatus } from '../../../domain/constants';
import type { Reservation } from '../../../domain/types';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { countReservations, listReservations, ofTeamOrField, reservationsOf } from '../../data/reservations';
import { callerFieldId, callerTeamId } from '../users';

/** Whose reservations: a team's or a field's. */
export type ReservationsOf = { teamId: number } | { fieldId: number };

/**
 * What a caller may read when no team or field is named: the reservations of their own team (a player)
 * or of their own field (an administrator).
 */
export async function ownReservations(db: Db, user: CurrentUser) {
  const [teamId, fieldId] = await Promise.all([callerTeamId(db, user), callerFieldId(db, user)]);
  return ofTeamOrField(teamId, fieldId);
}

/** The caller's own reservations, their field's contact as they may see it. */
export async function listOwnReservations(db: Db, user: CurrentUser): Promise<Reservation[]> {
  return listReservations(db, await ownReservations(db, user), user.id);
}

/** A team's or a field's reservations, of one status or all, as `viewer` may see their fields' contacts. */
export async function listReservationsOf(db: Db, of: ReservationsOf, viewer: number, status?: ReservationStatus): Promise<Reservation[]> {
  return listReservations(db, reservationsOf(of, status), viewer);
}

/** How many reservations of a team or a field have the status. */
export async function countReservationsOf(db: Db, of: ReservationsOf, status: ReservationStatus): Promise<number> {
  return countReservations(db, reservationsOf(of, status));
}
