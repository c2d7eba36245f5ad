/** 'Días de cierre': the days a field's administrator closes the field (docs/product.md, "Closed days"). */
export const title = 'Días de cierre';
export const intro = 'Los días que la cancha no abre (un festivo, arreglos de la grama). Nadie puede reservarlos.';
export const none = 'No hay días de cierre próximos.';
export const dayLabel = 'Día';
export const reasonLabel = 'Motivo (opcional)';
export const reasonHint = 'Lo verán los jugadores.';
export const close = 'Cerrar este día';
export const closed = 'Día cerrado.';
export const reopen = 'Abrir';
export const reopenLabel = (day: string) => `Abrir de nuevo el ${day}`;
export const reopened = 'Día abierto de nuevo.';
export const failed = 'No se pudo cambiar el día.';
export const dayClosed = 'La cancha está cerrada ese día.';
export const dayClosedBecause = (reason: string) => `La cancha está cerrada ese día: ${reason}.`;
export const calendarFailed = 'No se pudieron cargar los días de cierre';
export const calendarDay = 'Cerrado';
export const calendarDayBecause = (reason: string) => `Cerrado: ${reason}`;
export const calendarHoliday = 'Festivo';
export const holidayDay = (day: string) => `${day}, festivo`;
/** What a screen reader hears of the holidays the calendar shows (their columns are only tinted). */
export const holidaysHeard = (days: readonly string[]) => (days.length === 1 ? `El ${days[0]} es festivo.` : `Son festivos: ${days.join('; ')}.`);
/** What a screen reader hears of the closed days the calendar shows (their columns are only hatched). */
export const calendarHeard = (days: readonly string[]) =>
  days.length === 1 ? `La cancha está cerrada el ${days[0]}.` : `La cancha está cerrada estos días: ${days.join('; ')}.`;
export const hasReservations = (count: number) =>
  count === 1
    ? 'Ese día tiene 1 reserva activa. Cancélala antes de cerrar la cancha.'
    : `Ese día tiene ${count} reservas activas. Cancélalas antes de cerrar la cancha.`;
export const seeBookings = 'Ver las reservas de ese día';
export const dateInvalid = 'Elige un día desde hoy y hasta dentro de un año.';
export const reasonLength = 'El motivo puede tener hasta 80 caracteres.';
