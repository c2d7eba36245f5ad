/** What other features use of this one: the payment and refund dialog, and the payment methods it offers. */
export { PaymentModal } from './PaymentModal';
export { PAYMENT_METHOD_OPTIONS } from './paymentMethods';
