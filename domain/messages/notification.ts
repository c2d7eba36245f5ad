/** The notices ('Avisos', docs/product.md "Notices"): what each kind says, and the screens that show them. */
import { formatTime12, longDateLabel } from '../format';

/** When a booking is, written once in full: 'jueves 11 de junio de 2030, 10:00 a. m. – 11:00 a. m.'. */
const when = (r: { reservationDate: string; startTime: string; endTime: string }) =>
  `${longDateLabel(r.reservationDate)}, ${formatTime12(r.startTime)} – ${formatTime12(r.endTime)}`;

type Booking = { teamName: string; fieldName: string; reservationDate: string; startTime: string; endTime: string };

export const notification = {
  requestReceived: (player: string, team: string) => `${player} pidió unirse a ${team}.`,
  requestAccepted: (team: string) => `${team} aceptó tu solicitud: ya eres parte del equipo.`,
  requestRejected: (team: string) => `${team} no aceptó tu solicitud para unirte.`,
  teamAdded: (team: string) => `Te agregaron al equipo ${team}.`,
  teamRemoved: (team: string) => `El dueño de ${team} te sacó del equipo.`,
  bookingCreated: (b: Booking) => `${b.teamName} reservó ${b.fieldName}: ${when(b)}.`,
  bookingMoved: (b: Booking) => `La reserva de ${b.teamName} cambió de horario: ${b.fieldName}, ${when(b)}.`,
  bookingCanceled: (b: Booking) => `Se canceló la reserva de ${b.teamName} en ${b.fieldName} del ${when(b)}.`,
  bookingFinished: (b: Booking) => `Quedó finalizada la reserva de ${b.teamName} en ${b.fieldName} del ${when(b)}.`,
  fieldBookingCreated: (b: Booking) => `${b.teamName} reservó ${b.fieldName}: ${when(b)}.`,
  fieldBookingMoved: (b: Booking) => `${b.teamName} cambió de horario su reserva en ${b.fieldName}: ahora ${when(b)}.`,
  fieldBookingCanceled: (b: Booking) => `${b.teamName} canceló su reserva en ${b.fieldName} del ${when(b)}.`,
  reminderDayBefore: (b: Booking) => `Mañana juega ${b.teamName}: ${b.fieldName}, ${formatTime12(b.startTime)} – ${formatTime12(b.endTime)}.`,
  reminderTwoHours: (b: Booking) => `En dos horas juega ${b.teamName}: ${b.fieldName}, ${formatTime12(b.startTime)} – ${formatTime12(b.endTime)}.`,
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
