/** A reservation's status changes: finalize, cancel, 'No se presentó'. */
import { noShowRefusal } from '../../../domain/attendance';
import * as MSG from '../../../domain/messages';
import type { Reservation } from '../../../domain/types';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { closeIfActive, markNoShowIfStarted, type ReservationRow } from '../../data/reservations';
import { conflict, forbidden } from '../../http/errors';
import { bookingFacts, tellBooking, type BookingEvent } from '../notifications';
import { loadRow, requireActionNow, requireManager, reservationById } from './access';

/**
 * A status change: `check` throws when the caller may not make it; `update` makes it in one UPDATE, given the row as
 * read (whether it did); the team's members then hear of it (`event`, tellBooking) in the same transaction. When the
 * UPDATE did not make it, the reservation as it reads now says why: `check` throws when the caller may no longer make
 * it (not ACTIVE any more, or moved to a field they do not keep); else it was moved meanwhile, and the caller decides
 * again on where it is now (409 RESERVATION_MOVED).
 */
async function changeAndTell(
  db: Db,
  user: CurrentUser,
  id: number,
  check: (row: ReservationRow) => void,
  update: (tx: Db, row: ReservationRow) => Promise<boolean>,
  event: BookingEvent,
  now: Date,
): Promise<void> {
  const row = await loadRow(db, id);
  check(row);
  const changed = await db.transaction(async (tx) => {
    if (!(await update(tx, row))) return false;
    const facts = await bookingFacts(tx, id);
    if (facts) await tellBooking(tx, event, facts, user.id, now);
    return true;
  });
  if (changed) return;
  check(await loadRow(db, id));
  throw conflict('RESERVATION_MOVED', MSG.reservation.movedMeanwhile);
}

/**
 * ACTIVE becomes FINISHED or CANCELED, once: the status test is part of the UPDATE, so two clicks cannot both win,
 * and so is where and when the rights were checked, so a move landing meanwhile leaves it alone. The team's members
 * hear of it, and the field's administrator of a team's cancellation.
 */
export async function changeStatus(db: Db, user: CurrentUser, id: number, to: 'FINISHED' | 'CANCELED', now: Date): Promise<Reservation> {
  await changeAndTell(
    db,
    user,
    id,
    (row) => {
      requireManager(user, row);
      requireActionNow(user, row, to === 'FINISHED' ? 'finalize' : 'cancel', now);
    },
    // A team's cancellation is news to the field (its administrator's own is not).
    (tx, row) => closeIfActive(tx, row, to, to === 'CANCELED' && row.fieldAdminId !== user.id ? now : null),
    to === 'CANCELED' ? 'CANCELED' : 'FINISHED',
    now,
  );
  return reservationById(db, id, user.id);
}

/**
 * 'No se presentó' (docs/api.md, "No-shows"): the field's administrator cancels an ACTIVE booking whose start has
 * passed because its team or customer did not come. It is then CANCELED with `noShow`, so it counts in no revenue and
 * nothing is still to collect of it; the team's members are told, since it counts in their record. The UPDATE tests
 * the status, the slot and the start again, so a finalize, a cancel or a move landing meanwhile wins or loses whole.
 */
export async function markNoShow(db: Db, user: CurrentUser, id: number, now: Date): Promise<Reservation> {
  await changeAndTell(
    db,
    user,
    id,
    (row) => {
      if (row.fieldAdminId !== user.id) throw forbidden('NOT_OWNER', MSG.reservation.noShowNotAllowed);
      const refusal = noShowRefusal(row, now);
      if (refusal) throw conflict(refusal.code, refusal.message);
    },
    (tx, row) => markNoShowIfStarted(tx, row, now),
    'NO_SHOW',
    now,
  );
  return reservationById(db, id);
}
