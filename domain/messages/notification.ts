/** The notices ('Avisos', docs/product.md "Notices"): what each kind says, and the screens that show them. */

export const notification = {
  requestReceived: (player: string, team: string) => `${player} pidió unirse a ${team}.`,
  requestAccepted: (team: string) => `${team} aceptó tu solicitud: ya eres parte del equipo.`,
  requestRejected: (team: string) => `${team} no aceptó tu solicitud para unirte.`,
  teamAdded: (team: string) => `Te agregaron al equipo ${team}.`,
  teamRemoved: (team: string) => `El dueño de ${team} te sacó del equipo.`,
  /** `booking`: the field, the day and the hours in full (domain/format's bookingInFull). */
  bookingCreated: (team: string, booking: string) => `${team} reservó ${booking}.`,
  bookingMoved: (team: string, booking: string) => `La reserva de ${team} cambió de horario: ahora ${booking}.`,
  bookingCanceled: (team: string, booking: string) => `Se canceló la reserva de ${team}: ${booking}.`,
  bookingFinished: (team: string, booking: string) => `Quedó finalizada la reserva de ${team}: ${booking}.`,
  fieldBookingCreated: (team: string, booking: string) => `${team} reservó ${booking}.`,
  fieldBookingMoved: (team: string, booking: string) => `${team} cambió de horario su reserva: ahora ${booking}.`,
  fieldBookingCanceled: (team: string, booking: string) => `${team} canceló su reserva: ${booking}.`,
  /** `game`: the field and the hours ('La Bombonera del Caribe, 7:00 p. m. – 8:00 p. m.'). */
  reminderDayBefore: (team: string, game: string) => `Mañana juega ${team}: ${game}.`,
  reminderTwoHours: (team: string, game: string) => `En dos horas juega ${team}: ${game}.`,
  notFound: 'Ese aviso no existe o no es tuyo.',
} as const;

/** Web Push: 'Avisos en este teléfono' on the profile, and what the service worker shows. */
export const push = {
  endpointInvalid: 'Este navegador no dio una dirección de avisos válida.',
  subscribed: 'Avisos activados en este teléfono.',
} as const;

/** The notices' screen ('Avisos'), the menu's bell and the profile's switch. */
export const notices = {
  title: 'Avisos',
  text: 'Lo que pasó con tus solicitudes, tu equipo, tus reservas y tu cancha.',
  empty: 'No tienes avisos todavía.',
  loadFailed: 'No se pudieron cargar los avisos',
  markAll: 'Marcar todas como leídas',
  markAllFailed: 'No se pudieron marcar como leídas.',
  markFailed: 'No se pudo marcar el aviso como leído.',
  unread: 'Sin leer',
  listLabel: 'Tus avisos',
  unreadCount: (count: number) => (count === 1 ? '1 aviso sin leer' : `${count} avisos sin leer`),
  pushLabel: 'Avisos en este teléfono',
  pushHelp: 'Recibe tus avisos aunque Canchas esté cerrada.',
  pushUnsupported: 'Este navegador no puede recibir avisos con Canchas cerrada.',
  pushDenied: 'Los avisos están bloqueados para Canchas en este navegador: permítelos en sus ajustes.',
  pushFailed: 'No se pudieron activar los avisos en este teléfono.',
  pushOffFailed: 'No se pudieron desactivar los avisos en este teléfono.',
  pushOn: 'Avisos activados en este teléfono.',
  pushOff: 'Avisos desactivados en este teléfono.',
} as const;
