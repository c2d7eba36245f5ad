/** 'Buscar cancha libre': the search of the fields free at a day and time (docs/product.md, "Finding a free field"). */
export const search = {
  dayLabel: 'Día',
  otherDay: 'Otro día',
  otherDayLabel: 'Elige otro día',
  startLabel: 'Hora de inicio',
  hoursLabel: 'Duración',
  hoursOption: (hours: number) => (hours === 1 ? '1 hora' : `${hours} horas`),
  submit: 'Buscar',
  searching: 'Buscando canchas libres…',
  failed: 'No pudimos buscar las canchas libres.',
  resultsTitle: (count: number) => (count === 1 ? '1 cancha libre' : `${count} canchas libres`),
  book: 'Reservar',
  bookAt: (field: string, time: string) => `Reservar ${field} a las ${time}`,
  empty: 'Ninguna cancha está libre a esa hora.',
  nearTitle: 'Horas libres cercanas',
  nearNone: 'Tampoco hay horas libres dos horas antes o después. Prueba otro día.',
  /** The search's start already began (Bogota time). */
  startPassed: 'Esa hora ya pasó: elige una hora más tarde.',
  today: 'Hoy',
  tomorrow: 'Mañana',
  /** A visitor who chose a time: the log-in page says why it asks. */
  loginToFinish: 'Inicia sesión para terminar tu reserva',
  loginToBook: 'Inicia sesión o regístrate para reservar esta hora.',
  /** A field's page for visitors (/cancha/{id}): what it says above the times, and its way back. */
  visitorIntro: 'Elige una hora libre. Para reservarla inicia sesión o regístrate: guardamos la hora que elegiste.',
  backHome: 'Volver al inicio',
  noTeamToBook: 'Para reservar necesitas un equipo: crea uno o únete a uno, y luego vuelve a esta hora.',
} as const;
