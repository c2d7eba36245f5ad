/**
 * The field's cash book (docs/api.md, "Cash book"): what its administrator recorded as received and given back
 * on a Bogota day, each change with the reservation it was for. The changes are written with the payment or
 * refund itself (server/services/reservations.ts, `recordMovement`).
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { PAYMENT_METHODS } from '../../domain/constants';
import { toCents } from '../../domain/format';
import { cashEffect } from '../../domain/payment';
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
    .where(
      and(
        eq(paymentMovements.fieldId, fieldId),
        gte(paymentMovements.recordedAt, instantInAppZone(date, '00:00')),
        lt(paymentMovements.recordedAt, instantInAppZone(addDays(date, 1), '00:00')),
      ),
    )
    .orderBy(asc(paymentMovements.recordedAt), asc(paymentMovements.id));
  const movements = rows.map((r) => ({ ...r, amount: Number(r.amount), recordedAt: r.recordedAt.toISOString() }));
  const sum = (list: typeof movements, value: (m: (typeof movements)[number]) => number) => toCents(list.reduce((total, m) => total + value(m), 0));
  const byMethod = PAYMENT_METHODS.map((method) => ({
    method,
    amount: sum(
      movements.filter((m) => m.method === method),
      cashEffect,
    ),
  })).filter((m) => movements.some((moved) => moved.method === m.method));
  return {
    date,
    received: sum(movements, (m) => (m.kind === 'PAYMENT' ? m.amount : 0)),
    refunded: sum(movements, (m) => (m.kind === 'REFUND' ? m.amount : 0)),
    byMethod,
    movements,
  };
}
