/**
 * What other features use of this one: the payment and refund dialog, in a chunk that comes after the screen's first
 * paint (src/components/deferred.tsx), and the payment methods it offers.
 */
import { deferredDialog } from '../../components/deferred';

export const PaymentModal = deferredDialog(() => import('./PaymentModal').then((m) => m.PaymentModal));
export { PAYMENT_METHOD_OPTIONS } from './paymentMethods';
