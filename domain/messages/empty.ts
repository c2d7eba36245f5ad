export const nextReservations = 'Tu cancha no tiene reservas próximas.';
export const applications = 'No tienes solicitudes actualmente.';
export const field = 'No tienes una cancha registrada.';
