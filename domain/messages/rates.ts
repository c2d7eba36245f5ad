export const rates = {
  dayLabel: 'Tarifa diurna',
  nightLabel: 'Tarifa nocturna',
  nightFromLabel: 'Desde',
  weekendLabel: 'Tarifa fin de semana y festivos',
  horizonLabel: 'Se puede reservar hasta (días antes)',
  optional: 'Opcional',
  /** The field form's hour lists, before an hour is chosen. */
  chooseHour: 'Elige una hora',
  /** The closing hour at the end of the day. */
  midnight: '12:00 a. m. (medianoche)',
  nightHint: 'Opcional. Las horas que empiezan desde «Desde» se cobran a esta tarifa.',
  weekendHint: 'Opcional. Rige todo el día los sábados, domingos y festivos de Colombia.',
  title: 'Tarifas',
  day: 'Diurna',
  night: (from: string) => `Nocturna, desde las ${from}`,
  weekend: 'Fin de semana y festivos',
  perHour: '/ hora',
  from: (amount: string) => `desde ${amount}`,
  horizon: (days: number | string) => `Se puede reservar hasta ${days} días antes.`,
  total: 'Total',
} as const;
