/** What other features open of this one: the 'Reserva manual' and 'Cambiar horario' dialogs. */
export { ManualReservationModal } from './ManualReservationModal';
export { MoveReservationModal } from './MoveReservationModal';
