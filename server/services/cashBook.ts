/**
 * The field's cash book (docs/api.md, "Cash book"): what its administrator recorded as received and given back
 * on a Bogota day, each change with the reservation it was for. The changes are written with the payment or
 * refund itself (server/data/reservations.ts, `recordMovement`).
 */
import { PAYMENT_METHODS } from '../../domain/constants';
import { toCents } from '../../domain/format';
import { cashEffect } from '../../domain/payment';
import { addDays, instantInAppZone } from '../../domain/time';
import type { CashDay } from '../../domain/types';
import type { Db } from '../db/client';
import { movementsBetween } from '../data/cashBook';

export async function cashDay(db: Db, fieldId: number, date: string): Promise<CashDay> {
  const rows = await movementsBetween(db, fieldId, instantInAppZone(date, '00:00'), instantInAppZone(addDays(date, 1), '00:00'));
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
