/** How much of a reservation's price its field's administrator has received (docs/product.md, "Payments"). */
import { formatPesos, toCents } from './format';
import * as MSG from './messages';
import type { Reservation } from './types';

export type PaymentState =
  { kind: 'paid' } | { kind: 'deposit'; paid: number; due: number } | { kind: 'received'; paid: number } | { kind: 'unpaid' };

/** What is still to be received of `total` once `paid` was: the one subtraction, to the cent. */
export const amountDue = (total: number, paid: number) => toCents(total - paid);

/**
 * Paid in full, a deposit with what is still due, or nothing yet; null where the viewer is not shown the price.
 * A cancelled reservation owes nothing: what was received of it is only that.
 */
export function paymentState({ price, paid, status }: Pick<Reservation, 'price' | 'paid'> & { status?: Reservation['status'] }): PaymentState | null {
  if (price === undefined || paid === undefined) return null;
  if (status === 'CANCELED' && paid > 0) return { kind: 'received', paid };
  if (paid >= price) return { kind: 'paid' };
  if (paid > 0) return { kind: 'deposit', paid, due: amountDue(price, paid) };
  return { kind: 'unpaid' };
}

/** How a reservation's card and its shared message say it: 'Pagado', 'Abono de $ 50.000 · faltan $ 130.000', 'Se recibieron $ 50.000', 'Sin pagos registrados'. */
export function paymentText(state: PaymentState): string {
  if (state.kind === 'paid') return MSG.payment.paid;
  if (state.kind === 'deposit') return `${MSG.payment.deposit(formatPesos(state.paid))} · ${MSG.payment.due(formatPesos(state.due))}`;
  if (state.kind === 'received') return MSG.payment.received(formatPesos(state.paid));
  return MSG.payment.unpaid;
}

/** Why `paid` cannot be recorded as all that was received for a reservation of `price`, or null when it can. */
export function paymentRefusal(paid: number | '', price: number): string | null {
  if (paid === '' || !Number.isFinite(paid) || paid < 0) return MSG.payment.invalid;
  return toCents(paid) > price ? MSG.payment.tooHigh(formatPesos(price)) : null;
}
