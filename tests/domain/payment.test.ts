/** What a reservation's card says was received, and what the payment form and the server refuse (domain/payment.ts). */
import { describe, expect, it } from 'vitest';
import { formatPesos } from '../../domain/format';
import * as MSG from '../../domain/messages';
import {
  cashEffect,
  cashMovementLabel,
  cashNet,
  daySummary,
  paymentRefusal,
  paymentState,
  paymentText,
  refundRefusal,
  signedPesos,
} from '../../domain/payment';

describe('paymentState', () => {
  it('reads nothing, a deposit with what is due, or the whole price', () => {
    expect(paymentState({ price: 180000, paid: 0 })).toEqual({ kind: 'unpaid' });
    expect(paymentState({ price: 180000, paid: 50000 })).toEqual({ kind: 'deposit', paid: 50000, due: 130000 });
    expect(paymentState({ price: 180000, paid: 180000 })).toEqual({ kind: 'paid' });
    expect(paymentState({ price: 100.3, paid: 0.1 })).toEqual({ kind: 'deposit', paid: 0.1, due: 100.2 });
  });

  it('on a cancelled reservation, what was received and nothing due', () => {
    expect(paymentState({ price: 120000, paid: 20000, status: 'CANCELED' })).toEqual({ kind: 'received', paid: 20000, refunded: 0 });
    expect(paymentState({ price: 120000, paid: 120000, refunded: 50000, status: 'CANCELED' })).toEqual({
      kind: 'received',
      paid: 120000,
      refunded: 50000,
    });
    expect(paymentState({ price: 120000, paid: 0, status: 'CANCELED' })).toEqual({ kind: 'unpaid' });
    expect(paymentState({ price: 120000, paid: 20000, status: 'FINISHED' })).toEqual({ kind: 'deposit', paid: 20000, due: 100000 });
  });

  it('is nothing where the price is not shown (a slot read as Ocupado)', () => {
    expect(paymentState({ price: undefined, paid: undefined })).toBeNull();
    expect(paymentState({ price: 180000, paid: undefined })).toBeNull();
  });
});

describe('paymentText', () => {
  it('says it as the card and the shared message do', () => {
    expect(paymentText({ kind: 'paid' })).toBe('Pagado');
    expect(paymentText({ kind: 'deposit', paid: 50000, due: 130000 })).toBe('Abono de $\u00a050.000 · faltan $\u00a0130.000');
    expect(paymentText({ kind: 'received', paid: 20000, refunded: 0 })).toBe('Se recibieron $\u00a020.000');
    expect(paymentText({ kind: 'received', paid: 20000, refunded: 20000 })).toBe('Se recibieron $\u00a020.000 · devueltos $\u00a020.000');
    expect(paymentText({ kind: 'unpaid' })).toBe('Sin pagos registrados');
  });
});

describe('paymentRefusal', () => {
  it('takes 0 up to the price', () => {
    for (const paid of [0, 1, 50000, 180000, 179999.999]) expect(paymentRefusal(paid, 180000), String(paid)).toBeNull();
  });

  it('refuses an empty, negative or unreadable amount, and more than the price', () => {
    for (const paid of ['' as const, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(paymentRefusal(paid, 180000)).toBe(MSG.payment.invalid);
    expect(paymentRefusal(180001, 180000)).toBe(MSG.payment.tooHigh(formatPesos(180000)));
  });
});

describe('refundRefusal', () => {
  it('takes 0 up to what was received', () => {
    for (const refunded of [0, 1, 20000, 19999.999]) expect(refundRefusal(refunded, 20000), String(refunded)).toBeNull();
  });

  it('refuses an empty, negative or unreadable amount, and more than was received', () => {
    for (const refunded of ['' as const, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(refundRefusal(refunded, 20000)).toBe(MSG.refund.invalid);
    expect(refundRefusal(20001, 20000)).toBe(MSG.refund.tooHigh(formatPesos(20000)));
    expect(refundRefusal(1, 0)).toBe(MSG.refund.tooHigh(formatPesos(0)));
  });
});

describe('the cash book', () => {
  it('a payment brings money in and a refund takes it out; a correction the other way round', () => {
    expect(cashEffect({ kind: 'PAYMENT', amount: 50000 })).toBe(50000);
    expect(cashEffect({ kind: 'PAYMENT', amount: -10000 })).toBe(-10000);
    expect(cashEffect({ kind: 'REFUND', amount: 100000 })).toBe(-100000);
    expect(cashEffect({ kind: 'REFUND', amount: -20000 })).toBe(20000);
    expect([50000, -10000].map((amount) => cashMovementLabel({ kind: 'PAYMENT', amount }))).toEqual([MSG.cash.payment, MSG.cash.paymentCorrection]);
    expect([1, -1].map((amount) => cashMovementLabel({ kind: 'REFUND', amount }))).toEqual([MSG.cash.refund, MSG.cash.refundCorrection]);
    expect(signedPesos(-100000)).toBe(`− ${formatPesos(100000)}`);
    expect(signedPesos(50000)).toBe(`+ ${formatPesos(50000)}`);
    expect(cashNet({ received: 270000.1, refunded: 100000.05 })).toBe(170000.05);
  });
});

describe('daySummary', () => {
  it("sums the day's live and finished bookings, not the cancelled ones, and what is still to collect", () => {
    const day = [
      { status: 'ACTIVE' as const, hours: 2, price: 180000, paid: 50000 },
      { status: 'FINISHED' as const, hours: 1, price: 90000, paid: 90000 },
      { status: 'CANCELED' as const, hours: 3, price: 270000, paid: 100000 },
    ];
    expect(daySummary(day)).toEqual({ count: 2, hours: 3, total: 270000, due: 130000 });
    expect(daySummary([])).toEqual({ count: 0, hours: 0, total: 0, due: 0 });
  });
});
