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
  const canceled = (await Promise.all(toCome.map((r) => bookingFacts(tx, r.id)))).filter((r) => r !== undefined);
  await retireReservations(tx, of, name, now);
  for (const booking of canceled) await tellBooking(tx, 'CANCELED', booking, actorId, now);
}
