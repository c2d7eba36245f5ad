/**
 * The owner's 'Próximas reservas' on their field's detail (docs/product.md: Screens): what the field has coming,
 * the soonest on top. A reservation is coming while it is ACTIVE and has not ended (readingGroup 'ahead'): one
 * under way today counts, one that ended and waits to be finalized does not (the reservation list puts those first).
 */
import { appNow } from './clock';
import { FIELD_DETAIL_NEXT_RESERVATIONS } from './constants';
import { compareReadingOrder, readingGroup } from './reservationOrder';
import type { TimedReservation } from './time';

/** The next `count` reservations still ahead at `now`, soonest start first (a tie by the newer id). */
export function nextReservations<T extends TimedReservation & { id: number }>(
  reservations: readonly T[],
  now: Date = appNow(),
  count = FIELD_DETAIL_NEXT_RESERVATIONS,
): T[] {
  return reservations
    .filter((r) => readingGroup(r, now) === 'ahead')
    .sort((a, b) => compareReadingOrder(a, b, now))
    .slice(0, count);
}
