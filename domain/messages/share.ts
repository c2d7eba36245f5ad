export const share = {
  whatsapp: 'Compartir por WhatsApp',
  calendar: 'Añadir al calendario',
  heading: 'Reserva de cancha',
  address: 'Dirección',
  date: 'Fecha',
  time: 'Hora',
  map: 'Mapa',
  team: 'Equipo',
  googleCalendar: 'Google Calendar',
  googleCalendarLabel: 'Añadir a Google Calendar',
  seeBooking: 'Ver la reserva',
  /** The message a team's member sends the field on WhatsApp about their booking and its deposit. */
  fieldMessage: (team: string, field: string, day: string, time: string) =>
    `Hola, somos ${team}. Tenemos reservada ${field} el ${day} a las ${time}. Les escribimos por el abono.`,
  writeField: 'Escribir a la cancha por WhatsApp',
  howToPay: 'Cómo pagar el abono',
} as const;
