/** 'Buscar cancha libre': the search of the fields free at a day and time (docs/product.md, "Finding a free field"). */
export const dayLabel = 'Día';
export const otherDay = 'Otro día';
export const otherDayLabel = 'Elige otro día';
export const startLabel = 'Hora de inicio';
export const hoursLabel = 'Duración';
export const hoursOption = (hours: number) => (hours === 1 ? '1 hora' : `${hours} horas`);
export const submit = 'Buscar';
export const searching = 'Buscando canchas libres…';
export const failed = 'No pudimos buscar las canchas libres.';
export const resultsTitle = (count: number) => (count === 1 ? '1 cancha libre' : `${count} canchas libres`);
export const book = 'Reservar';
/** A result's button while the team already holds an ACTIVE reservation: it opens the field, not a booking. */
export const view = 'Ver cancha';
/** Above the results while the player's team holds an ACTIVE reservation: why they read 'Ver cancha'. */
export const holdsBooking =
  'Tu equipo ya tiene una reserva activa, y se tiene una a la vez: puedes ver estas canchas y reservar cuando esa termine o la canceles.';
export const viewAt = (field: string, time: string) => `Ver ${field} (libre a las ${time})`;
export const bookAt = (field: string, time: string) => `Reservar ${field} a las ${time}`;
export const empty = 'Ninguna cancha está libre a esa hora.';
export const nearTitle = 'Horas libres cercanas';
export const nearNone = 'Tampoco hay horas libres dos horas antes o después. Prueba otra hora u otro día.';
/** The search's start already began (Bogota time). */
export const startPassed = 'Esa hora ya pasó: elige una hora más tarde.';
export const today = 'Hoy';
export const tomorrow = 'Mañana';
/** A visitor who chose a time: the log-in page says why it asks. */
export const loginToFinish = 'Inicia sesión para terminar tu reserva';
export const loginToBook = 'Inicia sesión o regístrate para reservar esta hora.';
/** A field's page for visitors (/cancha/{id}): what it says above the times, and its way back. */
export const visitorIntro = 'Elige una hora libre. Para reservarla inicia sesión o regístrate: guardamos la hora que elegiste.';
export const backHome = 'Volver al inicio';
export const noTeamToBook = 'Para reservar necesitas un equipo: crea uno o únete a uno, y luego vuelve a esta hora.';
