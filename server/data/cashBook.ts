/**
 * The payment_movements table read as a field's cash book (each change with the reservation it was for) and as a
 * person's copy of their data.
 */
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paymentMovements, reservations } from '../db/schema';

/** The field's changes recorded from `from` (included) to `to` (excluded), oldest first. */
export function movementsBetween(db: Db, fieldId: number, from: Date, to: Date) {
  return db
    .select({
      id: paymentMovements.id,
      kind: paymentMovements.kind,
      amount: paymentMovements.amount,
      method: paymentMovements.method,
      recordedAt: paymentMovements.recordedAt,
      reservationId: paymentMovements.reservationId,
      // A manual booking keeps its customer's name there; a team's, the team's, also once the team is deleted.
      bookedBy: reservations.teamName,
      reservationDate: reservations.reservationDate,
      startTime: reservations.startTime,
      endTime: reservations.endTime,
    })
    .from(paymentMovements)
    .innerJoin(reservations, eq(reservations.id, paymentMovements.reservationId))
    .where(and(eq(paymentMovements.fieldId, fieldId), gte(paymentMovements.recordedAt, from), lt(paymentMovements.recordedAt, to)))
    .orderBy(asc(paymentMovements.recordedAt), asc(paymentMovements.id));
}

/** The movements of these reservations, oldest first (a person's copy of their data). */
export function movementsOfReservations(db: Db, reservationIds: number[]) {
  return db
    .select({
      reservationId: paymentMovements.reservationId,
      kind: paymentMovements.kind,
      amount: paymentMovements.amount,
      method: paymentMovements.method,
      recordedAt: paymentMovements.recordedAt,
    })
    .from(paymentMovements)
    .where(inArray(paymentMovements.reservationId, reservationIds))
    .orderBy(asc(paymentMovements.recordedAt), asc(paymentMovements.id));
}
