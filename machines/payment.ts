/**
 * 'Registrar pago' and 'Registrar devolución' (docs/product.md, "Payments"): the field's administrator writes all
 * they have received for a reservation so far (on a cancelled one, all they gave back of it) and how what changed
 * now changed hands. The amount, the method, 'Pagó el total' / 'Devolví todo' and leaving the amount are events; the
 * rule that it is an amount of pesos not above the price (a refund: not above what was received) is a guard calling
 * domain/payment.ts, so the request goes out only with an amount the server takes.
 *
 * editing → saving → saved. A refusal ends the form (`refused`: the reservation is not as the card shows it, the
 * screen reads it again); no answer, or a 5xx, goes back to editing with the same amount (`unsure`: it may have
 * been saved, the same total saved twice is saved once). CLOSE (Escape, ×) leaves the form while it is not saving.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { PaymentMethod } from '../domain/constants';
import { paymentRefusal, refundRefusal } from '../domain/payment';
import type { Reservation } from '../domain/types';
import { answerGuards } from './answers';

/** A payment on a live reservation, a refund on a cancelled one. */
export type PaymentKind = 'payment' | 'refund';
export type Amount = number | '';

export interface PaymentInput {
  reservation: Reservation;
}

/** What the `record` actor sends: the new total of its kind, and how what changed of it changed hands. */
export interface RecordRequest {
  id: number;
  kind: PaymentKind;
  amount: number;
  method: PaymentMethod;
}

export interface PaymentContext {
  reservation: Reservation;
  kind: PaymentKind;
  amount: Amount;
  method: PaymentMethod;
  /** Why the amount cannot go, shown under it once the amount was left or sent; null when it can. */
  problem: string | null;
  /** Whether the amount was left or sent once: from then on every change says at once whether it can go. */
  checked: boolean;
}

export type PaymentEvent =
  | { type: 'AMOUNT_CHANGED'; amount: Amount }
  | { type: 'AMOUNT_LEFT' }
  | { type: 'METHOD_CHANGED'; method: PaymentMethod }
  | { type: 'FILL_ALL' }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' };

export const paymentKindOf = (r: Pick<Reservation, 'status'>): PaymentKind => (r.status === 'CANCELED' ? 'refund' : 'payment');

/** The most the amount may be: the price for a payment, what was received for a refund. */
export const paymentLimit = (r: Reservation) => (paymentKindOf(r) === 'refund' ? (r.paid ?? 0) : (r.price ?? 0));

/** Why `amount` cannot be recorded for `r`, by the rules of domain/payment.ts; null when it can. */
export const amountRefusal = (r: Reservation, amount: Amount) =>
  paymentKindOf(r) === 'refund' ? refundRefusal(amount, r.paid ?? 0) : paymentRefusal(amount, r.price ?? 0);

const refusalNow = ({ context }: { context: PaymentContext }) => amountRefusal(context.reservation, context.amount);

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
  },
  actors: {
    record: fromPromise<Reservation, RecordRequest>(async () => {
      throw new Error('record actor not provided');
    }),
  },
  actions: {
    /** Provided by the view: tell it was saved and show the answer in place. */
    saved: (_, _params: { reservation: Reservation; kind: PaymentKind }) => {},
    /** Provided by the view: the server refused it; the screen reads the reservation again. */
    refused: (_, _params: { error: unknown; kind: PaymentKind }) => {},
    /** Provided by the view: no answer came; the screen reads the reservation again behind the form. */
    unsure: (_, _params: { error: unknown; kind: PaymentKind }) => {},
    /** Provided by the view: the form is left. */
    closed: () => {},
  },
  guards: {
    ...answerGuards,
    /** The amount is pesos, 0 or more, not above the price (a refund: not above what was received): domain/payment.ts. */
    amountAllowed: ({ context }) => amountRefusal(context.reservation, context.amount) === null,
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => {
    const kind = paymentKindOf(input.reservation);
    return {
      reservation: input.reservation,
      kind,
      amount: (kind === 'refund' ? input.reservation.refunded : input.reservation.paid) ?? 0,
      method: 'CASH',
      problem: null,
      checked: false,
    };
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        AMOUNT_CHANGED: {
          actions: [assign({ amount: ({ event }) => event.amount }), assign({ problem: (args) => (args.context.checked ? refusalNow(args) : null) })],
        },
        AMOUNT_LEFT: { actions: assign({ checked: true, problem: refusalNow }) },
        METHOD_CHANGED: { actions: assign({ method: ({ event }) => event.method }) },
        FILL_ALL: { actions: [assign({ amount: ({ context }) => paymentLimit(context.reservation) }), assign({ problem: null })] },
        SUBMIT: [
          { guard: 'amountAllowed', target: 'saving', actions: assign({ problem: null }) },
          { actions: assign({ checked: true, problem: refusalNow }) },
        ],
        CLOSE: { target: 'closed' },
      },
    },
    saving: {
      invoke: {
        id: 'record',
        src: 'record',
        input: ({ context }) => ({ id: context.reservation.id, kind: context.kind, amount: context.amount as number, method: context.method }),
        onDone: {
          target: 'saved',
          actions: { type: 'saved', params: ({ context, event }) => ({ reservation: event.output, kind: context.kind }) },
        },
        onError: [
          {
            guard: 'answerUndecided',
            target: 'editing',
            actions: { type: 'unsure', params: ({ context, event }) => ({ error: event.error, kind: context.kind }) },
          },
          { target: 'refused', actions: { type: 'refused', params: ({ context, event }) => ({ error: event.error, kind: context.kind }) } },
        ],
      },
    },
    saved: { type: 'final', entry: 'closed' },
    refused: { type: 'final', entry: 'closed' },
    closed: { type: 'final', entry: 'closed' },
  },
});
