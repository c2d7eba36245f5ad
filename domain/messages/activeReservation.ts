/**
 * The team's one ACTIVE reservation (docs/product.md, "Booking", step 1): its own group, because the field
 * list on the first visit shows it, and the rest of the reservation texts belong to lazily loaded screens.
 */
export const activeReservation = {
  title: 'Tienes una reserva activa',
  text: 'Comunícate con el dueño o administrador para cancelarla.',
  textOwner: 'Si quieres reservar otra, cancélala primero en Tus reservas.',
  link: 'Ver mi reserva',
  checkFailed: 'No pudimos comprobar si tu equipo tiene una reserva activa.',
};
