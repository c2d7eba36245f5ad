/** home-admin's 'Novedades' (docs/product.md, "Field news"). */
export const title = 'Novedades';
export const text = 'Lo que los equipos reservaron, movieron (también a otra cancha) o cancelaron desde tu última revisión.';
export const loadFailed = 'No se pudieron cargar las novedades';
export const empty = 'Sin novedades: ningún equipo reservó, movió ni canceló desde tu última revisión.';
export const booked = 'Nueva';
export const moved = 'Movida';
export const canceled = 'Cancelada';
export const movedAway = 'Se movió a otra cancha';
/** When the team did it ('hoy, 3:15 p. m.'), under the booking. */
export const bookedAt = (when: string) => `Reservada ${when}`;
export const movedAt = (when: string) => `Movida ${when}`;
export const canceledAt = (when: string) => `Cancelada ${when}`;
export const movedAwayAt = (when: string) => `El equipo la movió a otra cancha ${when}`;
export const more = (count: number) => (count === 1 ? 'Y 1 más en la lista de reservas.' : `Y ${count} más en la lista de reservas.`);
export const seeAll = 'Ver todas las reservas';
export const markSeen = 'Marcar como revisadas';
export const markFailed = 'No se pudieron marcar como revisadas.';
export const listLabel = 'Novedades de tus reservas';
