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

/** ACTIVE becomes FINISHED or CANCELED, once: the status test is part of the UPDATE, so two clicks cannot both win. */
export async function changeStatus(db: Db, user: CurrentUser, id: number, to: 'FINISHED' | 'CANCELED', now: Date): Promise<Reservation> {
  const row = await loadRow(db, id);
  requireManager(user, row);
  requireActionNow(user, row, to === 'FINISHED' ? 'finalize' : 'cancel', now);
  // A team's cancellation is news to the field (its administrator's own is not).
  const byTeam = to === 'CANCELED' && row.fieldAdminId !== user.id;
  await db.transaction(async (tx) => {
    if (!(await closeIfActive(tx, id, to, byTeam ? now : null))) throw conflict('RESERVATION_NOT_ACTIVE', MSG.reservation.notActive);
    // The team's members hear of it, and the field's administrator of a team's cancellation.
    const facts = await bookingFacts(tx, id);
    if (facts) await tellBooking(tx, to === 'CANCELED' ? 'CANCELED' : 'FINISHED', facts, user.id, now);
  });
  return reservationById(db, id, user.id);
}

/**
 * 'No se presentó' (docs/api.md, "No-shows"): the field's administrator cancels an ACTIVE booking whose start has
 * passed because its team or customer did not come. It is then CANCELED with `noShow`, so it counts in no revenue and
 * nothing is still to collect of it; the team's members are told. The UPDATE tests the status and the start again, so a finalize or a cancel
 * landing meanwhile wins or loses whole.
 */
export async function markNoShow(db: Db, user: CurrentUser, id: number, now: Date): Promise<Reservation> {
  const row = await loadRow(db, id);
  if (row.fieldAdminId !== user.id) throw forbidden('NOT_OWNER', MSG.reservation.noShowNotAllowed);
  const refusal = noShowRefusal(row, now);
  if (refusal) throw conflict(refusal.code, refusal.message);
  const marked = await db.transaction(async (tx) => {
    if (!(await markNoShowIfStarted(tx, id, now))) return false;
    // The team's members hear of it: it counts in their record ('No se presentó {m}').
    const facts = await bookingFacts(tx, id);
    if (facts) await tellBooking(tx, 'NO_SHOW', facts, user.id, now);
    return true;
  });
  if (!marked) {
    const current = await loadRow(db, id);
    const why = noShowRefusal(current, now) ?? { code: 'RESERVATION_NOT_ACTIVE' as const, message: MSG.reservation.notActive };
    throw conflict(why.code, why.message);
  }
  return reservationById(db, id);
}
