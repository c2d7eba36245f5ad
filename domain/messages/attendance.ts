/** Who goes to a team's booking and 'la vaca' (docs/product.md, "Who is going"). */
export const title = '¿Quién va?';
export const going = 'Voy';
export const notGoing = 'No voy';
/** '8 de 10 van': those going of the team's members. */
export const count = (going: number, members: number) => `${going} de ${members} ${going === 1 ? 'va' : 'van'}`;
export const goingList = 'Van';
export const notGoingList = 'No van';
export const pendingList = 'Sin responder';
export const youGo = 'Vas a este partido.';
export const youDontGo = 'No vas a este partido.';
export const youPending = '¿Vas a este partido?';
export const nobodyYet = 'Nadie ha dicho que va.';
export const answered = 'Respuesta guardada';
export const answerFailed = 'No se pudo guardar tu respuesta.';
export const loadFailed = 'No se pudo cargar quién va';
export const closed = 'El partido ya empezó: ya no se puede cambiar quién va.';
/** On the card once the game started: who went is only read, and la vaca is still collected. */
export const answersClosed = 'Las respuestas se cerraron al empezar el partido.';
export const notMember = 'Solo los jugadores del equipo responden si van.';
export const notReadable = 'Solo los jugadores del equipo y la cancha ven quién va.';
export const notTeamBooking = 'Esta reserva no es de un equipo.';
export const notOwner = 'Solo el dueño del equipo marca quién le pagó.';
export const playerNotMember = 'Ese jugador no es del equipo.';
export const notGoingPaid = 'Solo se marca el pago de quien va.';
export const ownerCollects = 'El dueño del equipo recibe la vaca: su propio pago no se marca.';
export const canceledPaid = 'Se canceló el partido: ya no se marca quién pagó, solo a quién le devuelves su parte.';
/** The nudge's link, to one member who has not answered. */
export const nudge = (name: string) => `Recordarle a ${name} por WhatsApp`;
export const noCellphone = 'sin contacto';
/** The nudge's WhatsApp text; `when` is nudgeWhen's, with the field (nudgeWhere). */
export const nudgeText = (team: string, when: string) => `¡Hola! ¿Vas al partido de ${team} ${when}? Responde 'Voy' o 'No voy' en Canchas.`;
/** The day ('sábado 28/11/2026') and the hour ('7:00 p. m.') of the nudge. */
export const nudgeWhen = (day: string, time: string) => `el ${day} a las ${time}`;
export const nudgeWhere = (when: string, field: string) => `${when} en ${field}`;
export const vacaTitle = 'La vaca';
/** What a member going owes the team's owner: 'Te toca $ 9.000 · págale a Julián Pérez'. */
export const yourShare = (amount: string, owner: string) => `Te toca ${amount} · págale a ${owner}`;
/** The same, to the team's owner, who collects it. */
export const ownerShare = (amount: string) => `A cada uno le toca ${amount}`;
export const youPaid = 'Ya le pagaste.';
/** To a member going who paid their share before it grew. */
export const youPaidShort = (paid: string, rest: string) => `Le pagaste ${paid}: te falta ${rest}.`;
/** To a member going who paid their share before it shrank. */
export const youPaidOver = (paid: string, back: string) => `Le pagaste ${paid}: pídele los ${back} de más.`;
export const paymentInstructions = 'Cómo pagar la cancha';
export const shareNote = 'El total de la reserva dividido entre los que van, redondeado a $ 100. El pago a la cancha no cambia aquí.';
export const owes = (amount: string) => `Debe ${amount}`;
/** Beside one who paid their share and owes the rest of it, the share having grown since (fewer going). */
export const paidShort = (paid: string, rest: string) => `Pagó ${paid} · debe ${rest}`;
/** Beside one who paid more than their share is now (more going since): the owner gives the difference back. */
export const paidOver = (paid: string, back: string) => `Pagó ${paid} · devuélvele ${back}`;
export const paidMark = 'Pagó';
export const markPaid = (name: string) => `${name} pagó`;
export const paidSaved = 'Pago de la vaca guardado';
export const paidFailed = 'No se pudo guardar el pago de la vaca.';
export const collected = (paid: number, going: number) => `${paid} de ${going} ${going === 1 ? 'pagó' : 'pagaron'}`;
/** To the team's owner, above those who paid him their share and left the team since. */
export const leftPaid = (count: number) =>
  count === 1
    ? 'Salió del equipo después de pagarte su parte: devuélvesela y desmárcalo.'
    : 'Salieron del equipo después de pagarte su parte: devuélvesela y desmárcalos.';
export const leftMark = 'Salió del equipo';
/** To the team's owner, above those who paid him their share and then said 'No voy' (or left the team). */
export const owedBack = (count: number) =>
  count === 1 ? 'Te pagó su parte y ya no va: devuélvesela y desmárcalo.' : 'Te pagaron su parte y ya no van: devuélvesela y desmárcalos.';
export const notGoingMark = 'No va';
/** To a member who paid their share and then said 'No voy'. */
export const youPaidNotGoing = (owner: string) => `Le pagaste tu parte a ${owner} y no vas: pídele que te la devuelva.`;
/** To the team's owner, on a cancelled game, above those who had paid him their share. */
export const refundShares = (count: number) =>
  count === 1 ? 'Se canceló el partido: devuélvele su parte y desmárcalo.' : 'Se canceló el partido: devuélveles su parte y desmárcalos.';
/** To a member who had paid their share, on a cancelled game. */
export const askRefund = (owner: string) => `Se canceló el partido y le pagaste tu parte a ${owner}: pídele que te la devuelva.`;
/** A team's record, to field administrators beside the team: 'Cumplió 12 · No se presentó 1'. */
export const record = (kept: number, noShow: number) => `Cumplió ${kept} · No se presentó ${noShow}`;
export const recordLabel = 'Historial del equipo';
export const recordFailed = 'No se pudo cargar el historial del equipo';
export const recordNotAllowed = 'Solo las canchas y los jugadores del equipo ven su historial.';
