/** home-admin's 'Novedades' (docs/product.md, "Field news"). */
export const news = {
  title: 'Novedades',
  text: 'Lo que los equipos reservaron, movieron (también a otra cancha) o cancelaron desde tu última revisión.',
  loadFailed: 'No se pudieron cargar las novedades',
  empty: 'Sin novedades: ningún equipo reservó, movió ni canceló desde tu última revisión.',
  booked: 'Nueva',
  moved: 'Movida',
  canceled: 'Cancelada',
  movedAway: 'Se movió a otra cancha',
  /** When the team did it ('hoy, 3:15 p. m.'), under the booking. */
  bookedAt: (when: string) => `Reservada ${when}`,
  movedAt: (when: string) => `Movida ${when}`,
  canceledAt: (when: string) => `Cancelada ${when}`,
  movedAwayAt: (when: string) => `El equipo la movió a otra cancha ${when}`,
  more: (count: number) => (count === 1 ? 'Y 1 más en la lista de reservas.' : `Y ${count} más en la lista de reservas.`),
  seeAll: 'Ver todas las reservas',
  markSeen: 'Marcar como revisadas',
  markFailed: 'No se pudieron marcar como revisadas.',
  listLabel: 'Novedades de tus reservas',
} as const;
