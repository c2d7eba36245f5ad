/**
 * Who may read, manage and move a reservation, and when (docs/api.md, "Who sees what"): the checks every other
 * job of the folder makes first, and the reads that are nothing but such a check (one reservation, the team's
 * contact, the owner of a booking being moved).
 */
import { ADULT_AGE } from '../../../domain/constants';
import { fullName } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { canManageReservation, teamContactOpen } from '../../../domain/permissions';
import { allowedReservationActions, todayInAppZone } from '../../../domain/time';
import type { Reservation, TeamContact } from '../../../domain/types';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { reservationRow, toReservation, type ReservationRow } from '../../data/reservations';
import { userContact } from '../../data/users';
import { forbidden, conflict, notFound } from '../../http/errors';
import { callerTeamId } from '../users';

/** A reservation is read by the members of its team and by its field's administrator. */
export async function requireReader(db: Db, user: CurrentUser, row: ReservationRow): Promise<void> {
  if (row.fieldAdminId === user.id) return;
  if (row.teamId !== null && row.teamId === (await callerTeamId(db, user))) return;
  throw forbidden('NOT_OWNER', MSG.reservation.notReadable);
}

/** ... and managed (finalized, canceled) by its team's owner and its field's administrator. */
export function requireManager(user: CurrentUser, row: ReservationRow): void {
  if (!canManageReservation(user, row)) throw forbidden('NOT_OWNER', MSG.reservation.notAllowed);
}

/**
 * ... while ACTIVE. The field's administrator keeps the field's book and closes a reservation at any moment;
 * the team's owner only at the moments the team's card offers (`allowedReservationActions`, docs/product.md
 * "Reservations"): cancel or move before the start, finalize after the end. So a team cannot finalize its
 * booking still to come (a made-up 'Finalizada' in the field's figures, and the slot free to book again) nor
 * cancel one already played.
 */
export function requireActionNow(user: CurrentUser, row: ReservationRow, action: 'cancel' | 'finalize', now: Date): void {
  if (row.status !== 'ACTIVE') throw conflict('RESERVATION_NOT_ACTIVE', MSG.reservation.notActive);
  if (row.fieldAdminId === user.id) return;
  if (!allowedReservationActions(row, { viewedBy: 'team', canManage: true }, now)[action]) {
    throw conflict('RESERVATION_NOT_NOW', action === 'finalize' ? MSG.reservation.finalizeTooEarly : MSG.reservation.alreadyStarted);
  }
}

/** The reservation's row, or 404. */
export async function loadRow(db: Db, id: number, viewer: number | null = null): Promise<ReservationRow> {
  const row = await reservationRow(db, id, viewer);
  if (!row) throw notFound(MSG.reservation.notFound);
  return row;
}

/** The reservation as the API shows it to `viewer` (null: nobody's contact shown), or 404. */
export async function reservationById(db: Db, id: number, viewer: number | null = null): Promise<Reservation> {
  return toReservation(await loadRow(db, id, viewer));
}

export async function readReservation(db: Db, user: CurrentUser, id: number): Promise<Reservation> {
  const row = await loadRow(db, id, user.id);
  await requireReader(db, user, row);
  return toReservation(row);
}

/** The owner check of a reservation, for rescheduling: only its team's owner moves it, before it starts. */
export async function requireTeamOwnerOf(db: Db, user: CurrentUser, id: number, now: Date) {
  const row = await loadRow(db, id);
  if (row.teamOwnerId !== user.id) throw forbidden('NOT_OWNER', MSG.reservation.notAllowed);
  requireActionNow(user, row, 'cancel', now);
  return { teamId: row.teamId!, fieldId: row.fieldId, reservationDate: row.reservationDate, startTime: row.startTime, hours: row.hours };
}

/**
 * The owner of the team that booked, for the booked field's administrator alone (docs/api.md, "Who sees what"):
 * their name, and their cellphone when they are an adult, as any signed-in player sees it on the player list. Only
 * while the booking is active and for a few days after its game (`teamContactOpen`).
 */
export async function teamContact(db: Db, user: CurrentUser, id: number, now: Date): Promise<TeamContact> {
  const row = await loadRow(db, id);
  if (row.fieldAdminId !== user.id) throw forbidden('NOT_OWNER', MSG.reservation.contactNotAllowed);
  if (row.teamOwnerId === null) throw notFound(MSG.reservation.notTeamBooking);
  if (!teamContactOpen(row, todayInAppZone(now))) throw conflict('CONTACT_CLOSED', MSG.reservation.contactClosed);
  const owner = await userContact(db, row.teamOwnerId);
  return { name: fullName(owner), cellphone: owner.age >= ADULT_AGE ? owner.cellphone : null };
}
