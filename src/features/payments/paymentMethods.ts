/** The ways money changes hands, as 'Medio de pago' offers them (the payment form and 'Reserva manual'). */
import { PAYMENT_METHODS } from '../../../domain/constants';
import * as MSG from '../../../domain/messages';

export const PAYMENT_METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({ value, label: MSG.payment.methods[value] }));
