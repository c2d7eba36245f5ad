/** The field detail's short list (docs/product.md: Screens): the latest reservations of a field, newest first. */
import { FIELD_DETAIL_LATEST_RESERVATIONS } from './constants';

interface Dated {
  id: number;
  reservationDate: string;
  startTime: string;
}

/** Newest first by date and start time ('YYYY-MM-DD' and 'HH:mm' sort as text); the later id wins a tie. */
export function latestReservations<T extends Dated>(reservations: readonly T[], count = FIELD_DETAIL_LATEST_RESERVATIONS): T[] {
  return [...reservations]
    .sort((a, b) => b.reservationDate.localeCompare(a.reservationDate) || b.startTime.localeCompare(a.startTime) || b.id - a.id)
    .slice(0, count);
}
