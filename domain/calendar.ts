/** Calendar events built from reservations (spec §3, §4 calendar colours). */
import { RESERVATION_OTHER_COLOR, RESERVATION_STATUS_COLORS, type ReservationStatus } from './constants';
import { addDays } from './time';

export type ReservationViewer = 'field' | 'team';

export interface CalendarEvent {
  id: string;
  title: string;
  /** Wall-clock times in the app's zone, 'YYYY-MM-DDTHH:mm', as the calendar reads them. */
  start: string;
  end: string;
  color: string;
}

export interface EventSource {
  id: number;
  status: ReservationStatus | string;
  reservationDate: string;
  startTime: string;
  endTime: string;
  teamName?: string | null;
  fieldName?: string | null;
  team?: { name: string } | null;
  field?: { name: string } | null;
}

export function reservationColor(status: string): string {
  return RESERVATION_STATUS_COLORS[status as ReservationStatus] ?? RESERVATION_OTHER_COLOR;
}

/**
 * 'Equipo: {team}' when a field's reservations are viewed (fallback 'Sin equipo'), otherwise
 * 'Cancha: {field}' (fallback 'Sin cancha').
 */
export function reservationEventTitle(r: EventSource, viewedBy: ReservationViewer): string {
  if (viewedBy === 'field') return `Equipo: ${r.team?.name || r.teamName || 'Sin equipo'}`;
  return `Cancha: ${r.field?.name || r.fieldName || 'Sin cancha'}`;
}

export function reservationEvent(r: EventSource, viewedBy: ReservationViewer): CalendarEvent {
  // A booking ending at midnight ends at 00:00 of the next day.
  const end = r.endTime === '24:00' ? `${addDays(r.reservationDate, 1)}T00:00` : `${r.reservationDate}T${r.endTime}`;
  return {
    id: String(r.id),
    title: reservationEventTitle(r, viewedBy),
    start: `${r.reservationDate}T${r.startTime}`,
    end,
    color: reservationColor(r.status),
  };
}
