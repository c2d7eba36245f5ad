export const whatsapp = 'Compartir por WhatsApp';
export const calendar = 'Añadir al calendario';
export const heading = 'Reserva de cancha';
export const address = 'Dirección';
export const date = 'Fecha';
export const time = 'Hora';
export const map = 'Mapa';
export const team = 'Equipo';
export const googleCalendar = 'Google Calendar';
export const googleCalendarLabel = 'Añadir a Google Calendar';
export const seeBooking = 'Ver la reserva';
/**
 * The message a team's member sends the field on WhatsApp about their booking and its deposit. A time that ends in
 * an abbreviation's period ('7:00 p. m.') ends the sentence with it.
 */
export const fieldMessage = (team: string, field: string, day: string, time: string) =>
  `Hola, somos ${team}. Tenemos reservada ${field} el ${day} a las ${time}. Les escribimos por el abono.`.replace(/\.\. Les/, '. Les');
export const writeField = 'Escribir a la cancha por WhatsApp';
export const howToPay = 'Cómo pagar el abono';
