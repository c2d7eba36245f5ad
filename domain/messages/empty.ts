export const empty = {
  reservations: 'No se encontró ninguna reserva.',
  applications: 'No tienes solicitudes actualmente.',
  field: 'No tienes una cancha registrada.',
} as const;
