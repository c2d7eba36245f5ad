/** A reservation's payment and refund: where the payment form (machines/payment.ts) sends them. Views take their requests from here, never from the endpoints. */
import { fromPromise } from 'xstate';
import type { PaymentMethod } from '../../../domain/constants';
import type { Reservation } from '../../../domain/types';
import type { RecordRequest } from '../../../machines/payment';
import * as reservationsApi from '../../api/endpoints/reservations';

/** All the field's administrator has received for a reservation so far (the payment form's submit). */
export const recordPayment = ({ id, paid, method }: { id: number; paid: number; method: PaymentMethod }): Promise<Reservation> =>
  reservationsApi.recordPayment(id, paid, method);

/** Of what was received for a cancelled reservation, all its field's administrator gave back (the refund form's submit). */
export const recordRefund = ({ id, refunded, method }: { id: number; refunded: number; method: PaymentMethod }): Promise<Reservation> =>
  reservationsApi.recordRefund(id, refunded, method);

/** The real actor of machines/payment.ts: the new total of a payment or of a refund. */
export const paymentActors = {
  record: fromPromise<Reservation, RecordRequest>(({ input: { id, kind, amount, method } }) =>
    kind === 'refund' ? recordRefund({ id, refunded: amount, method }) : recordPayment({ id, paid: amount, method }),
  ),
};
