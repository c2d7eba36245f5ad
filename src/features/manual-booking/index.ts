/** What other features open of this one: the 'Reserva manual', 'Cambiar horario' and 'Clientes' dialogs. */
export { ManualReservationModal } from './ManualReservationModal';
export { MoveReservationModal } from './MoveReservationModal';
export { CustomersModal } from './CustomersModal';
