/** A weekly fixed turn: reading it, and cancelling an occurrence with every later one (docs/api.md, "Manual bookings"). */
import { restOfTurn } from '../../../domain/fixedTurn';
import * as MSG from '../../../domain/messages';
import type { Reservation } from '../../../domain/types';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { cancelReservations, lockSeries, reservationsByIds, seriesReservations, type ReservationRow } from '../../data/reservations';
import { badRequest, conflict } from '../../http/errors';
import { loadRow, requireActionNow, requireManager } from './access';

/** The occurrence a turn's calls are about: who may cancel it reads or cancels its turn; a single booking has none. */
async function turnRow(db: Db, user: CurrentUser, id: number): Promise<ReservationRow & { seriesId: string }> {
  const row = await loadRow(db, id);
  requireManager(user, row);
  if (row.seriesId === null) throw badRequest('VALIDATION_FAILED', MSG.reservation.notSeries);
  return row as ReservationRow & { seriesId: string };
}

/**
 * Every occurrence of the weekly fixed turn a reservation belongs to, any status, by date: 'Cancelar el resto
 * del turno' counts with it what it will cancel (domain/fixedTurn's restOfTurn), before asking.
 */
export async function readTurn(db: Db, user: CurrentUser, id: number): Promise<Reservation[]> {
  const row = await turnRow(db, user, id);
  return seriesReservations(db, row.seriesId, user.id);
}

/**
 * Cancels an ACTIVE occurrence of a weekly fixed turn and every later ACTIVE one of the same series: the dates
 * domain/fixedTurn's restOfTurn picks from the turn, read and locked (FOR UPDATE) in the same transaction, so
 * a finalize or a cancel of one of them landing meanwhile is seen. The same people who may cancel one
 * occurrence may (docs/api.md, "Manual bookings").
 */
export async function cancelSeriesFrom(db: Db, user: CurrentUser, id: number, now: Date): Promise<Reservation[]> {
  const row = await turnRow(db, user, id);
  requireActionNow(user, row, 'cancel', now);
  const canceled = await db.transaction(async (tx) => {
    const ids = restOfTurn(id, await lockSeries(tx, row.seriesId)).map((r) => r.id);
    if (ids.length === 0) throw conflict('RESERVATION_NOT_ACTIVE', MSG.reservation.notActive);
    await cancelReservations(tx, ids);
    return ids;
  });
  return reservationsByIds(db, canceled, user.id);
}
