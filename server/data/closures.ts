/** The field_closures table: a field's closed days ('Días de cierre'). */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { ClosedDay } from '../../domain/types';
import type { Db } from '../db/client';
import { fieldClosures } from '../db/schema';

/** The field's closed days from `from` on (up to `to`, when given), soonest first. */
export function closedDaysFrom(db: Db, fieldId: number, from: string, to?: string): Promise<ClosedDay[]> {
  return db
    .select({ date: fieldClosures.day, reason: fieldClosures.reason })
    .from(fieldClosures)
    .where(and(eq(fieldClosures.fieldId, fieldId), gte(fieldClosures.day, from), to === undefined ? undefined : lte(fieldClosures.day, to)))
    .orderBy(asc(fieldClosures.day));
}

/** The day closed, with its reason; a day already closed gets the new reason. */
export async function upsertClosure(tx: Db, fieldId: number, day: string, reason: string | null): Promise<void> {
  await tx
    .insert(fieldClosures)
    .values({ fieldId, day, reason })
    .onConflictDoUpdate({ target: [fieldClosures.fieldId, fieldClosures.day], set: { reason } });
}

/** The day open again (nothing when it was not closed). */
export async function deleteClosure(tx: Db, fieldId: number, day: string): Promise<void> {
  await tx.delete(fieldClosures).where(and(eq(fieldClosures.fieldId, fieldId), eq(fieldClosures.day, day)));
}
