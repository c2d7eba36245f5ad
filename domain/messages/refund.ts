/** What a field's administrator gave back of a cancelled reservation's payment (docs/product.md, "Payments"). */
export const refunded = (amount: string) => `devueltos ${amount}`;
export const record = 'Registrar devolución';
export const title = 'Devolución del pago';
export const receivedLabel = 'Recibido';
export const refundedLabel = 'Total devuelto';
export const refundedHint = 'Lo que le devolviste de lo recibido. 0 deshace un error.';
export const refundAll = 'Devolví todo';
export const methodHint = 'Cómo devolviste lo que registras ahora: así cuadras la caja y tus cuentas.';
export const save = 'Guardar devolución';
export const saved = 'Devolución registrada.';
export const failed = 'No se pudo registrar la devolución.';
export const invalid = 'Escribe el valor devuelto en pesos: 0 o más.';
export const notAnAmount = 'Escribe el valor devuelto en pesos enteros, sin centavos ni letras: 50.000.';
export const tooHigh = (received: string) => `La devolución no puede superar lo recibido (${received}).`;
export const notCanceled = 'Solo se registran devoluciones de reservas canceladas.';
export const notAllowed = 'Solo el administrador de la cancha registra las devoluciones.';
