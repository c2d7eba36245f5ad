/** The notices ('Avisos', docs/product.md "Notices"): what each kind says, and the screens that show them. */
export const requestReceived = (player: string, team: string) => `${player} pidió unirse a ${team}.`;
export const requestAccepted = (team: string) => `${team} aceptó tu solicitud: ya eres parte del equipo.`;
export const requestRejected = (team: string) => `${team} no aceptó tu solicitud para unirte.`;
export const teamAdded = (team: string) => `Te agregaron al equipo ${team}.`;
export const teamRemoved = (team: string) => `El dueño de ${team} te sacó del equipo.`;
export const teamLeft = (player: string, team: string) => `${player} salió de ${team}.`;
/** The same, when the player had paid the owner their share of a booking still ahead. */
export const teamLeftSharePaid = (player: string, team: string) =>
  `${player} salió de ${team} y ya te había pagado su parte de la vaca: devuélvesela.`;
/** Its owner is told that the team has one player less, without the name of a person whose data is gone. */
export const teamMemberDeleted = (team: string) => `Un jugador eliminó su cuenta y ya no está en ${team}.`;
export const teamMemberDeletedSharePaid = (team: string) =>
  `Un jugador eliminó su cuenta y ya no está en ${team}; te había pagado su parte de la vaca: devuélvesela.`;
export const teamJoined = (player: string, team: string) => `${player} se unió a ${team} con el enlace de invitación.`;
export const invitationAccepted = (player: string, team: string) => `${player} aceptó tu invitación: ya es parte de ${team}.`;
export const invitationDeclined = (player: string, team: string) => `${player} no aceptó tu invitación a ${team}.`;
/**
 * `booking`: the field, the day and the hours in full (domain/format's bookingInFull). It ends with the hour's 'a. m.' or
 * 'p. m.', whose period ends the sentence: none is added.
 */
export const bookingCreated = (team: string, booking: string) => `${team} reservó ${booking}`;
/** `previous`: where and when it was, in full; the answers to '¿Quién va?' stay, so each member is asked to look again. */
export const bookingMoved = (team: string, booking: string, previous: string) =>
  `La reserva de ${team} cambió de horario: ahora ${booking}; antes ${previous} Si ya no puedes ir, cambia tu respuesta en «¿Quién va?».`;
/** A move to another day: the answers to '¿Quién va?' of those who had not paid are gone (docs/product.md, "Who is going"). */
export const bookingMovedDay = (team: string, booking: string, previous: string) =>
  `La reserva de ${team} cambió de día: ahora ${booking}; antes ${previous} ¿Vas el nuevo día? Responde en «¿Quién va?».`;
export const bookingCanceled = (team: string, booking: string) => `Se canceló la reserva de ${team}: ${booking}`;
/** To a member who had paid the team's owner their share ('la vaca') of the game cancelled. */
export const bookingCanceledSharePaid = (team: string, booking: string, owner: string) =>
  `Se canceló la reserva de ${team}: ${booking} Ya le habías pagado tu parte de la vaca a ${owner}: pídele que te la devuelva.`;
/** Instead, to the team's owner when the field cancelled it: whose share of the vaca he holds, to give back. */
export const bookingCanceledRefund = (team: string, booking: string, names: string, count: number) =>
  count === 1
    ? `Se canceló la reserva de ${team}: ${booking} ${names} te había pagado su parte de la vaca: devuélvesela.`
    : `Se canceló la reserva de ${team}: ${booking} ${names} te habían pagado su parte de la vaca: devuélvesela a cada uno.`;
export const bookingFinished = (team: string, booking: string) => `Quedó finalizada la reserva de ${team}: ${booking}`;
export const bookingNoShow = (team: string, booking: string) => `La cancha marcó que ${team} no se presentó a su reserva: ${booking}`;
export const fieldBookingCreated = (team: string, booking: string) => `${team} reservó ${booking}`;
export const fieldBookingMoved = (team: string, booking: string, previous: string) =>
  `${team} cambió de horario su reserva: ahora ${booking}; antes ${previous}`;
export const fieldBookingCanceled = (team: string, booking: string) => `${team} canceló su reserva: ${booking}`;
/** `game`: the field and the hours ('La Bombonera del Caribe, 7:00 p. m. – 8:00 p. m.'), its period the sentence's. */
export const reminderDayBefore = (team: string, game: string) => `Mañana juega ${team}: ${game}`;
export const reminderTwoHours = (team: string, game: string) => `En dos horas juega ${team}: ${game}`;
export const notFound = 'Ese aviso no existe o no es tuyo.';
