/**
 * What other features use of this one: the payment and refund dialog, in a chunk that comes when it first opens
 * (src/components/deferredDialog.tsx), and the payment methods it offers.
 */
import { featureDialog } from '../../components/TitledModal';

export const PaymentModal = featureDialog(() => import('./PaymentModal').then((m) => m.PaymentModal));
export { PAYMENT_METHOD_OPTIONS } from './paymentMethods';
