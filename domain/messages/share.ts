export const share = {
  whatsapp: 'Compartir por WhatsApp',
  calendar: 'Añadir al calendario',
  heading: 'Reserva de cancha',
  address: 'Dirección',
  date: 'Fecha',
  time: 'Hora',
  map: 'Mapa',
  team: 'Equipo',
} as const;
