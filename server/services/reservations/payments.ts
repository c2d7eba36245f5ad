/** The payments and refunds a reservation's field administrator records (docs/api.md, "Payments"). */
import type { PaymentMethod } from '../../../domain/constants';
import * as MSG from '../../../domain/messages';
import { paymentRefusal, refundRefusal } from '../../../domain/payment';
import type { Reservation } from '../../../domain/types';
import type { CurrentUser } from '../../context';
import { retryingConflicts, type Db } from '../../db/client';
import { heldAmounts, recordMovement, writePaid, writeRefunded } from '../../data/reservations';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { loadRow, reservationById } from './access';

/**
 * Records all the field's administrator has received for a reservation so far (docs/api.md, "Payments"): only
 * they record it, never more than its price, and not on a canceled one. The UPDATE tests the status again, so
 * a cancel that lands in between is not written over. What changed goes into the field's cash book, in the same
 * transaction, the row held meanwhile so that two recordings count each its own change. A booking its team moved
 * to another field, or whose field was deleted, since it was read is no longer theirs: refused, as a moment later.
 */
export async function recordPayment(db: Db, user: CurrentUser, id: number, paid: number, method: PaymentMethod, now: Date): Promise<Reservation> {
  const row = await loadRow(db, id);
  if (row.fieldAdminId !== user.id) throw forbidden('NOT_OWNER', MSG.payment.notAllowed);
  if (row.status === 'CANCELED') throw conflict('RESERVATION_CANCELED', MSG.payment.canceled);
  const refusal = paymentRefusal(paid, Number(row.price));
  if (refusal) throw badRequest('VALIDATION_FAILED', refusal);
  const written = await retryingConflicts(() =>
    db.transaction(async (tx) => {
      const before = await heldAmounts(tx, id, row.fieldId);
      if (before.fieldId !== row.fieldId) throw forbidden('NOT_OWNER', MSG.payment.notAllowed);
      const written = await writePaid(tx, id, paid);
      if (written) await recordMovement(tx, id, row.fieldId, { kind: 'PAYMENT', change: paid - before.paid, method }, now);
      return written;
    }),
  );
  if (!written) {
    const current = await loadRow(db, id);
    if (current.status === 'CANCELED') throw conflict('RESERVATION_CANCELED', MSG.payment.canceled);
    throw badRequest('VALIDATION_FAILED', paymentRefusal(paid, Number(current.price)) ?? MSG.payment.invalid);
  }
  return reservationById(db, id, user.id);
}

/**
 * Records, of what was received for a cancelled reservation, all its field's administrator has given back
 * (docs/api.md, "Payments"): only they record it, only once it is cancelled, never more than was received.
 * What was received no longer changes once it is cancelled, so the check holds when the UPDATE lands. What
 * changed goes into the field's cash book, as a payment's change does.
 */
export async function recordRefund(db: Db, user: CurrentUser, id: number, refunded: number, method: PaymentMethod, now: Date): Promise<Reservation> {
  const row = await loadRow(db, id);
  if (row.fieldAdminId !== user.id) throw forbidden('NOT_OWNER', MSG.refund.notAllowed);
  if (row.status !== 'CANCELED') throw conflict('RESERVATION_NOT_CANCELED', MSG.refund.notCanceled);
  const refusal = refundRefusal(refunded, Number(row.paid));
  if (refusal) throw badRequest('VALIDATION_FAILED', refusal);
  await retryingConflicts(() =>
    db.transaction(async (tx) => {
      const before = await heldAmounts(tx, id, row.fieldId);
      if (before.fieldId !== row.fieldId) throw forbidden('NOT_OWNER', MSG.refund.notAllowed);
      await writeRefunded(tx, id, refunded);
      await recordMovement(tx, id, row.fieldId, { kind: 'REFUND', change: refunded - before.refunded, method }, now);
    }),
  );
  return reservationById(db, id, user.id);
}
