/** 'Días de cierre': the days a field's administrator closes the field (docs/product.md, "Closed days"). */
export const closure = {
  title: 'Días de cierre',
  intro: 'Los días que la cancha no abre (un festivo, arreglos de la grama). Nadie puede reservarlos.',
  none: 'No hay días de cierre próximos.',
  dayLabel: 'Día',
  reasonLabel: 'Motivo (opcional)',
  reasonHint: 'Lo verán los jugadores.',
  close: 'Cerrar este día',
  closed: 'Día cerrado.',
  reopen: 'Abrir',
  reopenLabel: (day: string) => `Abrir de nuevo el ${day}`,
  reopened: 'Día abierto de nuevo.',
  failed: 'No se pudo cambiar el día.',
  dayClosed: 'La cancha está cerrada ese día.',
  dayClosedBecause: (reason: string) => `La cancha está cerrada ese día: ${reason}.`,
  calendarFailed: 'No se pudieron cargar los días de cierre',
  calendarDay: 'Cerrado',
  calendarDayBecause: (reason: string) => `Cerrado: ${reason}`,
  calendarHoliday: 'Festivo',
  holidayDay: (day: string) => `${day}, festivo`,
  /** What a screen reader hears of the holidays the calendar shows (their columns are only tinted). */
  holidaysHeard: (days: readonly string[]) => (days.length === 1 ? `El ${days[0]} es festivo.` : `Son festivos: ${days.join('; ')}.`),
  /** What a screen reader hears of the closed days the calendar shows (their columns are only hatched). */
  calendarHeard: (days: readonly string[]) =>
    days.length === 1 ? `La cancha está cerrada el ${days[0]}.` : `La cancha está cerrada estos días: ${days.join('; ')}.`,
  hasReservations: (count: number) =>
    count === 1
      ? 'Ese día tiene 1 reserva activa. Cancélala antes de cerrar la cancha.'
      : `Ese día tiene ${count} reservas activas. Cancélalas antes de cerrar la cancha.`,
  seeBookings: 'Ver las reservas de ese día',
  dateInvalid: 'Elige un día desde hoy y hasta dentro de un año.',
  reasonLength: 'El motivo puede tener hasta 80 caracteres.',
} as const;
