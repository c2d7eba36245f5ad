/** The field's cash book on home-admin (docs/product.md, "Cash book"). */
export const title = 'Caja del día';
export const text = 'Los pagos y devoluciones que registraste ese día, con la reserva de cada uno.';
export const dayLabel = 'Día';
export const dateInvalid = 'Elige un día válido.';
export const loadFailed = 'No se pudo cargar la caja del día';
export const empty = 'No registraste pagos ni devoluciones ese día.';
export const received = 'Recibido';
export const refunded = 'Devuelto';
export const net = 'Total del día';
export const payment = 'Pago';
export const paymentCorrection = 'Corrección de pago';
export const refund = 'Devolución';
export const refundCorrection = 'Corrección de devolución';
export const listLabel = 'Movimientos del día';
export const byMethod = 'En caja por medio';
