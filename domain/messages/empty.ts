export const empty = {
  nextReservations: 'Tu cancha no tiene reservas próximas.',
  applications: 'No tienes solicitudes actualmente.',
  field: 'No tienes una cancha registrada.',
} as const;
