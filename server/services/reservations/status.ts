/** A reservation's status changes: finalize, cancel, 'No se presentó'. */
import { noShowRefusal } from '../../../domain/attendance';
import * as MSG from '../../../domain/messages';
import type { Reservation } from '../../../domain/types';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { closeIfActive, markNoShowIfStarted } from '../../data/reservations';
import { conflict, forbidden } from '../../http/errors';
import { bookingFacts, tellBooking } from '../notifications';
import { loadRow, requireActionNow, requireManager, reservationById } from './access';

type ReservationRow = Awaited<ReturnType<typeof loadRow>>;

/**
 * Why a status change the UPDATE did not make was refused, as the reservation reads now: `check` throws when the
 * caller may no longer make it (not ACTIVE any more, or moved to a field they do not keep); else it was moved
 * meanwhile, and the caller decides again on where it is now.
 */
async function refusedNow(db: Db, id: number, check: (row: ReservationRow) => void): Promise<never> {
  check(await loadRow(db, id));
  throw conflict('RESERVATION_MOVED', MSG.reservation.movedMeanwhile);
}

/**
 * ACTIVE becomes FINISHED or CANCELED, once: the status test is part of the UPDATE, so two clicks cannot both win,
 * and so is where and when the rights were checked, so a move landing meanwhile leaves it alone.
 */
export async function changeStatus(db: Db, user: CurrentUser, id: number, to: 'FINISHED' | 'CANCELED', now: Date): Promise<Reservation> {
  const check = (row: ReservationRow) => {
    requireManager(user, row);
    requireActionNow(user, row, to === 'FINISHED' ? 'finalize' : 'cancel', now);
  };
  const row = await loadRow(db, id);
  check(row);
  // A team's cancellation is news to the field (its administrator's own is not).
  const byTeam = to === 'CANCELED' && row.fieldAdminId !== user.id;
  const changed = await db.transaction(async (tx) => {
    if (!(await closeIfActive(tx, row, to, byTeam ? now : null))) return false;
    // The team's members hear of it, and the field's administrator of a team's cancellation.
    const facts = await bookingFacts(tx, id);
    if (facts) await tellBooking(tx, to === 'CANCELED' ? 'CANCELED' : 'FINISHED', facts, user.id, now);
    return true;
  });
  if (!changed) await refusedNow(db, id, check);
  return reservationById(db, id, user.id);
}

/**
 * 'No se presentó' (docs/api.md, "No-shows"): the field's administrator cancels an ACTIVE booking whose start has
 * passed because its team or customer did not come. It is then CANCELED with `noShow`, so it counts in no revenue and
 * nothing is still to collect of it; the team's members are told. The UPDATE tests the status, the slot and the start
 * again, so a finalize, a cancel or a move landing meanwhile wins or loses whole.
 */
export async function markNoShow(db: Db, user: CurrentUser, id: number, now: Date): Promise<Reservation> {
  const check = (row: ReservationRow) => {
    if (row.fieldAdminId !== user.id) throw forbidden('NOT_OWNER', MSG.reservation.noShowNotAllowed);
    const refusal = noShowRefusal(row, now);
    if (refusal) throw conflict(refusal.code, refusal.message);
  };
  const row = await loadRow(db, id);
  check(row);
  const marked = await db.transaction(async (tx) => {
    if (!(await markNoShowIfStarted(tx, row, now))) return false;
    // The team's members hear of it: it counts in their record ('No se presentó {m}').
    const facts = await bookingFacts(tx, id);
    if (facts) await tellBooking(tx, 'NO_SHOW', facts, user.id, now);
    return true;
  });
  if (!marked) await refusedNow(db, id, check);
  return reservationById(db, id);
}
