/** How much of a reservation's price its field's administrator has received (docs/product.md, "Payments"). */
import { formatPesos, toCents } from './format';
import * as MSG from './messages';
import type { CashDay, CashMovement, Reservation } from './types';

export type PaymentState =
  { kind: 'paid' } | { kind: 'deposit'; paid: number; due: number } | { kind: 'received'; paid: number; refunded: number } | { kind: 'unpaid' };

/** What is still to be received of `total` once `paid` was: the one subtraction, to the cent. */
export const amountDue = (total: number, paid: number) => toCents(total - paid);

/**
 * Paid in full, a deposit with what is still due, or nothing yet; null where the viewer is not shown the price.
 * A cancelled reservation owes nothing: what was received of it is only that, and what was given back of it.
 */
export function paymentState({
  price,
  paid,
  refunded = 0,
  status,
}: Pick<Reservation, 'price' | 'paid' | 'refunded'> & { status?: Reservation['status'] }): PaymentState | null {
  if (price === undefined || paid === undefined) return null;
  if (status === 'CANCELED' && paid > 0) return { kind: 'received', paid, refunded };
  if (paid >= price) return { kind: 'paid' };
  if (paid > 0) return { kind: 'deposit', paid, due: amountDue(price, paid) };
  return { kind: 'unpaid' };
}

/**
 * How a reservation's card and its shared message say it: 'Pagado', 'Abono de $ 50.000 · faltan $ 130.000',
 * 'Se recibieron $ 50.000' (with '· devueltos $ 50.000' once given back), 'Sin pagos registrados'.
 */
export function paymentText(state: PaymentState): string {
  if (state.kind === 'paid') return MSG.payment.paid;
  if (state.kind === 'deposit') return `${MSG.payment.deposit(formatPesos(state.paid))} · ${MSG.payment.due(formatPesos(state.due))}`;
  if (state.kind === 'received') {
    const received = MSG.payment.received(formatPesos(state.paid));
    return state.refunded > 0 ? `${received} · ${MSG.refund.refunded(formatPesos(state.refunded))}` : received;
  }
  return MSG.payment.unpaid;
}

/** Why `amount` is no amount of pesos up to `limit` (to the cent), in the words of `texts`; null when it is. */
function amountRefusal(amount: number | '', limit: number, texts: { invalid: string; tooHigh: (limit: string) => string }): string | null {
  if (amount === '' || !Number.isFinite(amount) || amount < 0) return texts.invalid;
  return toCents(amount) > limit ? texts.tooHigh(formatPesos(limit)) : null;
}

/** Why `paid` cannot be recorded as all that was received for a reservation of `price`, or null when it can. */
export const paymentRefusal = (paid: number | '', price: number) =>
  amountRefusal(paid, price, { invalid: MSG.payment.invalid, tooHigh: MSG.payment.tooHigh });

/** Why `refunded` cannot be recorded as what was given back of the `paid` received, or null when it can. */
export const refundRefusal = (refunded: number | '', paid: number) =>
  amountRefusal(refunded, paid, { invalid: MSG.refund.invalid, tooHigh: MSG.refund.tooHigh });

/**
 * Why a booking that received `paid` cannot move to a time of `price` ('Cambiar horario'): what was received stays
 * with it, so the new time costs at least that. Said to the field's administrator (`field`) or to the team; null
 * when it can move.
 */
export const movePriceRefusal = (paid: number, price: number, by: 'field' | 'team'): string | null =>
  paid > price ? (by === 'field' ? MSG.reservation.moveOverPaid : MSG.reservation.paidOverPrice)(formatPesos(paid)) : null;

/**
 * What a movement of the cash book did to the money in hand (docs/product.md, "Cash book"): a payment brings in
 * its amount, a refund takes it out; a correction (an amount below zero) the other way round.
 */
export function cashEffect(m: Pick<CashMovement, 'kind' | 'amount'>): number {
  return m.kind === 'PAYMENT' ? m.amount : -m.amount;
}

/** The day's total in hand: received less given back, to the cent. */
export const cashNet = (day: Pick<CashDay, 'received' | 'refunded'>) => toCents(day.received - day.refunded);

/** 'Pago', 'Corrección de pago', 'Devolución' or 'Corrección de devolución'. */
export function cashMovementLabel(m: Pick<CashMovement, 'kind' | 'amount'>): string {
  if (m.kind === 'PAYMENT') return m.amount > 0 ? MSG.cash.payment : MSG.cash.paymentCorrection;
  return m.amount > 0 ? MSG.cash.refund : MSG.cash.refundCorrection;
}

/** A movement's amount with its sign, as money in (+) or out (−): '+ $ 50.000', '− $ 10.000'. */
export function signedPesos(amount: number): string {
  return `${amount < 0 ? '−' : '+'} ${formatPesos(Math.abs(amount))}`;
}

/**
 * A day's bookings as home-admin's 'Hoy en tu cancha' sums them: the live and finished ones (a cancelled booking
 * owes nothing), their hours, their total and what is still to collect of it.
 */
export function daySummary(list: readonly Pick<Reservation, 'status' | 'hours' | 'price' | 'paid'>[]) {
  const kept = list.filter((r) => r.status !== 'CANCELED');
  const add = (value: (r: (typeof kept)[number]) => number) => toCents(kept.reduce((total, r) => total + value(r), 0));
  const total = add((r) => r.price ?? 0);
  return {
    count: kept.length,
    hours: add((r) => r.hours),
    total,
    due: amountDue(
      total,
      add((r) => r.paid ?? 0),
    ),
  };
}
