/** What a field's administrator has received for a reservation (docs/product.md, "Payments"). */
export const payment = {
  paid: 'Pagado',
  deposit: (amount: string) => `Abono de ${amount}`,
  due: (amount: string) => `faltan ${amount}`,
  unpaid: 'Sin pagos registrados',
  record: 'Registrar pago',
  title: 'Pago de la reserva',
  receivedLabel: 'Total recibido',
  receivedHint: 'Todo lo que has recibido por esta reserva, abono incluido.',
  payAll: 'Pagó el total',
  save: 'Guardar pago',
  saved: 'Pago registrado.',
  failed: 'No se pudo registrar el pago.',
  invalid: 'Escribe el valor recibido en pesos: 0 o más.',
  tooHigh: (total: string) => `El pago no puede superar el total de la reserva (${total}).`,
  canceled: 'No se registran pagos de una reserva cancelada.',
  notAllowed: 'Solo el administrador de la cancha registra los pagos.',
} as const;
