/**
 * The order in which people read a list of reservations (docs/product.md, "Reservations"): first what waits
 * to be finalized (ACTIVE, and ended), the latest on top, since it keeps its team from booking again until it
 * is closed; then what is still to come, the soonest on top; then what was finalized, the latest on top;
 * cancelled ones last, the latest on top.
 */
import { appNow } from './clock';
import { instantInAppZone, type TimedReservation } from './time';

export type ReadingGroup = 'toClose' | 'ahead' | 'past' | 'canceled';

const GROUP_RANK: Record<ReadingGroup, number> = { toClose: 0, ahead: 1, past: 2, canceled: 3 };

/** Where a reservation falls: to close (ACTIVE and ended), ahead (ACTIVE: coming or under way), past (finished), or cancelled. */
export function readingGroup(r: TimedReservation, now: Date = appNow()): ReadingGroup {
  if (r.status === 'CANCELED') return 'canceled';
  if (r.status !== 'ACTIVE') return 'past';
  return instantInAppZone(r.reservationDate, r.endTime).getTime() > now.getTime() ? 'ahead' : 'toClose';
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
