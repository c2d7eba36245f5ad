/**
 * What other features open of this one: the 'Reserva manual', 'Cambiar horario' and 'Clientes' dialogs, each in a
 * chunk that comes when it first opens (src/components/deferredDialog.tsx).
 */
import { featureDialog } from '../../components/TitledModal';

export const ManualReservationModal = featureDialog(() => import('./ManualReservationModal').then((m) => m.ManualReservationModal));
export const MoveReservationModal = featureDialog(() => import('./MoveReservationModal').then((m) => m.MoveReservationModal));
export const CustomersModal = featureDialog(() => import('./CustomersModal').then((m) => m.CustomersModal));
