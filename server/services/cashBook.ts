/**
 * The field's cash book (docs/api.md, "Cash book"): what its administrator recorded as received and given back
 * on a Bogota day, each change with the reservation it was for. The changes are written with the payment or
 * refund itself (server/services/reservations.ts, `recordMovement`).
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { toCents } from '../../domain/format';
import { addDays, instantInAppZone } from '../../domain/time';
import type { CashDay } from '../../domain/types';
import type { Db } from '../db/client';
import { paymentMovements, reservations } from '../db/schema';

export async function cashDay(db: Db, fieldId: number, date: string): Promise<CashDay> {
  const rows = await db
    .select({
      id: paymentMovements.id,
      kind: paymentMovements.kind,
      amount: paymentMovements.amount,
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
    .where(
      and(
        eq(paymentMovements.fieldId, fieldId),
        gte(paymentMovements.recordedAt, instantInAppZone(date, '00:00')),
        lt(paymentMovements.recordedAt, instantInAppZone(addDays(date, 1), '00:00')),
      ),
    )
    .orderBy(asc(paymentMovements.recordedAt), asc(paymentMovements.id));
  const movements = rows.map((r) => ({ ...r, amount: Number(r.amount), recordedAt: r.recordedAt.toISOString() }));
  const sum = (kind: 'PAYMENT' | 'REFUND') => toCents(movements.filter((m) => m.kind === kind).reduce((total, m) => total + m.amount, 0));
  return { date, received: sum('PAYMENT'), refunded: sum('REFUND'), movements };
}
