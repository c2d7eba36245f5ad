/** What a reservation card (ReservationCard.tsx) is given: the reservation, who looks, and the events its buttons send. */
import type { ReservationViewer } from '../../../domain/calendar';
import type { Reservation } from '../../../domain/types';

export interface ReservationCardProps {
  reservation: Reservation;
  viewedBy: ReservationViewer;
  canManage: boolean;
  /** An action on this card is under way. */
  busy?: boolean;
  /** `ended`: the reservation is over (expired), not in progress; the confirmation says so. */
  onFinalize: (id: number, teamName: string, ended: boolean) => void;
  onCancel: (id: number) => void;
  /** Cancels this occurrence of a fixed turn and the later ones (the field's administrator). */
  onCancelSeries?: (id: number) => void;
  /**
   * Given, the field's administrator marks that the team or customer did not come ('No se presentó'), once the start
   * has passed (docs/product.md, "No-shows").
   */
  onNoShow?: (id: number, teamName: string) => void;
  /** The signed-in user: on a team's booking not yet started, '¿Quién va?' answers for them. */
  viewerId?: number;
  /**
   * Given, the field's administrator records what was received ('Registrar pago'), or on a cancelled reservation
   * what was given back of it ('Registrar devolución'); the saved reservation comes back.
   */
  onPaid?: (updated: Reservation) => void;
  /**
   * Given, a booking not yet started moves to another date and time ('Cambiar horario': a manual booking by the
   * field's administrator, a team's by its owner); the moved reservation comes back.
   */
  onMoved?: (updated: Reservation) => void;
  /** The server refused an action on this card: the screen reads its reservations again. */
  onRefused?: () => void;
  /** A payment got no answer and may have been saved: the screen reads its reservations again, the form staying open. */
  onUnsure?: () => void;
}
