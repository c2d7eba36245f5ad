/**
 * The order in which people read a list of reservations (docs/product.md, "Reservations"): what is still to
 * come first, the soonest on top; then what has passed, the latest on top (an ACTIVE reservation that has
 * ended included, as it still waits to be finalized); cancelled ones last, the latest on top.
 */
import { appNow } from './clock';
import { instantInAppZone, type TimedReservation } from './time';

export type ReadingGroup = 'ahead' | 'past' | 'canceled';

const GROUP_RANK: Record<ReadingGroup, number> = { ahead: 0, past: 1, canceled: 2 };

/** Where a reservation falls: ahead (ACTIVE and not ended: coming or under way), past, or cancelled. */
export function readingGroup(r: TimedReservation, now: Date = appNow()): ReadingGroup {
  if (r.status === 'CANCELED') return 'canceled';
  if (r.status === 'ACTIVE' && instantInAppZone(r.reservationDate, r.endTime).getTime() > now.getTime()) return 'ahead';
  return 'past';
}

const startOf = (r: TimedReservation) => instantInAppZone(r.reservationDate, r.startTime).getTime();

/** A comparator for Array.prototype.sort: the group, then the start (ascending ahead, descending otherwise), then the newest id. */
export function compareReadingOrder<T extends TimedReservation & { id: number }>(a: T, b: T, now: Date = appNow()): number {
  const ga = readingGroup(a, now);
  const gb = readingGroup(b, now);
  if (ga !== gb) return GROUP_RANK[ga] - GROUP_RANK[gb];
  const byStart = ga === 'ahead' ? startOf(a) - startOf(b) : startOf(b) - startOf(a);
  return byStart !== 0 ? byStart : b.id - a.id;
}

/** A copy of the list in reading order. */
export function inReadingOrder<T extends TimedReservation & { id: number }>(list: readonly T[], now: Date = appNow()): T[] {
  return [...list].sort((a, b) => compareReadingOrder(a, b, now));
}
