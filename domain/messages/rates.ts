export const dayLabel = 'Tarifa diurna';
export const nightLabel = 'Tarifa nocturna';
export const nightFromLabel = 'Desde';
export const weekendLabel = 'Tarifa fin de semana y festivos';
export const horizonLabel = 'Se puede reservar hasta (días antes)';
export const optional = 'Opcional';
/** The field form's hour lists, before an hour is chosen. */
export const chooseHour = 'Elige una hora';
/** The closing hour at the end of the day. */
export const midnight = '12:00 a. m. (medianoche)';
export const nightHint = 'Opcional. Las horas que empiezan desde «Desde» se cobran a esta tarifa.';
export const weekendHint = 'Opcional. Rige todo el día los sábados, domingos y festivos de Colombia.';
export const title = 'Tarifas';
export const day = 'Diurna';
export const night = (from: string) => `Nocturna, desde las ${from}`;
export const weekend = 'Fin de semana y festivos';
export const perHour = '/ hora';
export const from = (amount: string) => `desde ${amount}`;
export const horizon = (days: number | string) => `Se puede reservar hasta ${days} días antes.`;
export const total = 'Total';
