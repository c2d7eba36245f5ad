/** Who goes to a team's booking and 'la vaca' (docs/product.md, "Who is going"). */
export const attendance = {
  title: '¿Quién va?',
  going: 'Voy',
  notGoing: 'No voy',
  /** '8 de 10 van': those going of the team's members. */
  count: (going: number, members: number) => `${going} de ${members} ${going === 1 ? 'va' : 'van'}`,
  goingList: 'Van',
  notGoingList: 'No van',
  pendingList: 'Sin responder',
  youGo: 'Vas a este partido.',
  youDontGo: 'No vas a este partido.',
  youPending: '¿Vas a este partido?',
  nobodyYet: 'Nadie ha dicho que va.',
  answered: 'Respuesta guardada',
  answerFailed: 'No se pudo guardar tu respuesta.',
  loadFailed: 'No se pudo cargar quién va',
  closed: 'El partido ya empezó: ya no se puede cambiar quién va.',
  notMember: 'Solo los jugadores del equipo responden si van.',
  notReadable: 'Solo los jugadores del equipo y la cancha ven quién va.',
  notTeamBooking: 'Esta reserva no es de un equipo.',
  notOwner: 'Solo el dueño del equipo marca quién le pagó.',
  playerNotMember: 'Ese jugador no es del equipo.',
  notGoingPaid: 'Solo se marca el pago de quien va.',
  /** The nudge's link, to one member who has not answered. */
  nudge: (name: string) => `Recordarle a ${name} por WhatsApp`,
  noCellphone: 'sin celular',
  /** The nudge's WhatsApp text; `when` is nudgeWhen's, with the field (nudgeWhere). */
  nudgeText: (team: string, when: string) => `¡Hola! ¿Vas al partido de ${team} ${when}? Responde 'Voy' o 'No voy' en Canchas.`,
  /** The day ('sábado 28/11/2026') and the hour ('7:00 p. m.') of the nudge. */
  nudgeWhen: (day: string, time: string) => `el ${day} a las ${time}`,
  nudgeWhere: (when: string, field: string) => `${when} en ${field}`,
  vacaTitle: 'La vaca',
  /** What a member going owes the team's owner: 'Te toca $ 9.000 · págale a Julián Pérez'. */
  yourShare: (amount: string, owner: string) => `Te toca ${amount} · págale a ${owner}`,
  /** The same, to the team's owner, who collects it. */
  ownerShare: (amount: string) => `A cada uno le toca ${amount}`,
  youPaid: 'Ya le pagaste.',
  paymentInstructions: 'Cómo pagar la cancha',
  shareNote: 'El total de la reserva dividido entre los que van, redondeado a $ 100. El pago a la cancha no cambia aquí.',
  owes: (amount: string) => `Debe ${amount}`,
  paidMark: 'Pagó',
  markPaid: (name: string) => `${name} pagó`,
  paidSaved: 'Pago de la vaca guardado',
  paidFailed: 'No se pudo guardar el pago de la vaca.',
  collected: (paid: number, going: number) => `${paid} de ${going} ${going === 1 ? 'pagó' : 'pagaron'}`,
  /** A team's record, to field administrators beside the team: 'Cumplió 12 · No se presentó 1'. */
  record: (kept: number, noShow: number) => `Cumplió ${kept} · No se presentó ${noShow}`,
  recordLabel: 'Historial del equipo',
  recordFailed: 'No se pudo cargar el historial del equipo',
  recordNotAllowed: 'Solo las canchas y los jugadores del equipo ven su historial.',
} as const;
