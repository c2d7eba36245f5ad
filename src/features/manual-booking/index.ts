/**
 * What other features open of this one: the 'Reserva manual', 'Cambiar horario' and 'Clientes' dialogs, each in a
 * chunk that comes after the screen's first paint (src/components/deferred.tsx).
 */
import { deferredDialog } from '../../components/deferred';

export const ManualReservationModal = deferredDialog(() => import('./ManualReservationModal').then((m) => m.ManualReservationModal));
export const MoveReservationModal = deferredDialog(() => import('./MoveReservationModal').then((m) => m.MoveReservationModal));
export const CustomersModal = deferredDialog(() => import('./CustomersModal').then((m) => m.CustomersModal));
