/**
 * The team's one ACTIVE reservation (docs/product.md, "Booking", step 1): its own group, because the field
 * list on the first visit shows it, and the rest of the reservation texts belong to lazily loaded screens.
 */
export const title = 'Tienes una reserva activa';
export const text = 'Comunícate con el dueño o administrador para cancelarla.';
export const textOwner = 'Si quieres reservar otra, cancélala primero en Tus reservas.';
export const link = 'Ver mi reserva';
export const checkFailed = 'No pudimos comprobar si tu equipo tiene una reserva activa.';
