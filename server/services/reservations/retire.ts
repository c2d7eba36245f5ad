/**
 * A team or a field that goes (deleted, or its owner's account deleted) retires its ACTIVE reservations
 * (`retireReservations`), and each booking of a team it cancels is told as any cancellation is (`tellBooking`): to
 * the team's members and, when a team's side cancels, to the field's administrator, but never to whoever made the change.
 */
import type { Db } from '../../db/client';
import { bookingsToCome, retireReservations } from '../../data/reservations';
import { bookingFacts, tellBooking } from '../notifications';

export async function retireAndTell(tx: Db, of: { teamId: number } | { fieldId: number }, name: string, actorId: number, now: Date): Promise<void> {
  const toCome = await bookingsToCome(tx, of, now);
  await tellingCancellations(
    tx,
    toCome.map((r) => r.id),
    actorId,
    now,
    () => retireReservations(tx, of, name, now),
  );
}

/** Runs `cancel`, which cancels the bookings `ids`, and tells of each team's booking among them as a cancellation by `actorId`. */
export async function tellingCancellations(tx: Db, ids: readonly number[], actorId: number, now: Date, cancel: () => Promise<void>): Promise<void> {
  // Read before: a booking's facts (its team's and field's names) are what the notices say, whatever `cancel` changes.
  // One after another: a transaction is one connection, which runs one statement at a time.
  const canceled = [];
  for (const id of ids) {
    const facts = await bookingFacts(tx, id);
    if (facts) canceled.push(facts);
  }
  await cancel();
  for (const booking of canceled) await tellBooking(tx, 'CANCELED', booking, actorId, now);
}
