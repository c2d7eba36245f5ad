/** 'Descargar reservas': a field's reservations of a month as a spreadsheet (docs/product.md, "Downloading the reservations"). */
export const button = 'Descargar reservas';
export const title = 'Descargar reservas';
export const intro =
  'Un archivo CSV, que abren Excel y Google Sheets, con las reservas del mes: equipo o cliente, estado, total, lo recibido y lo que falta por cobrar.';
export const monthLabel = 'Mes';
export const submit = 'Descargar CSV';
export const done = (count: number, month: string) =>
  count === 1 ? `Descargaste 1 reserva de ${month}.` : `Descargaste ${count} reservas de ${month}.`;
export const none = (month: string) => `No hay reservas en ${month}.`;
export const failed = 'No se pudieron descargar las reservas.';
export const dateInvalid = 'Las fechas del periodo deben ser fechas reales (AAAA-MM-DD).';
export const rangeReversed = 'La fecha inicial no puede ser posterior a la final.';
export const rangeTooLong = 'Se descargan a lo sumo 366 días a la vez.';
export const columns = {
  date: 'Fecha',
  weekday: 'Día',
  start: 'Inicio',
  end: 'Fin',
  hours: 'Horas',
  status: 'Estado',
  who: 'Equipo o cliente',
  kind: 'Tipo',
  cellphone: 'Celular del cliente',
  note: 'Nota',
  total: 'Total',
  received: 'Recibido',
  due: 'Por cobrar',
  refunded: 'Devuelto',
} as const;
export const kinds = { team: 'Equipo', manual: 'Reserva manual', series: 'Turno fijo' } as const;
