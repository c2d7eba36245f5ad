/** How a reservation is named in texts: its length in hours, and the team or field it is known by. */
import type { ReservationViewer } from '../../domain/calendar';
import type { Reservation } from '../../domain/types';

export const hoursLabel = (hours: number) => `${hours} ${hours === 1 ? 'hora' : 'horas'}`;

/** What a card is named by: its team (or customer) in the field's view, its field in the team's. */
export const reservationName = (r: Reservation, viewedBy: ReservationViewer) =>
  viewedBy === 'field' ? r.team?.name || r.teamName || 'Sin equipo' : r.field?.name || r.fieldName || 'Sin cancha';
