/** The field's cash book on home-admin (docs/product.md, "Cash book"). */
export const cash = {
  title: 'Caja del día',
  text: 'Los pagos y devoluciones que registraste ese día, con la reserva de cada uno.',
  dayLabel: 'Día',
  dateInvalid: 'Elige un día válido.',
  loadFailed: 'No se pudo cargar la caja del día',
  empty: 'No registraste pagos ni devoluciones ese día.',
  received: 'Recibido',
  refunded: 'Devuelto',
  net: 'Total del día',
  payment: 'Pago',
  paymentCorrection: 'Corrección de pago',
  refund: 'Devolución',
  refundCorrection: 'Corrección de devolución',
  listLabel: 'Movimientos del día',
  byMethod: 'En caja por medio',
} as const;
