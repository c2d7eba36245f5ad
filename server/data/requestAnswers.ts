/** The request_answers table: the answer kept per user and `Idempotency-Key` (services/requestAnswers.ts). */
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { requestAnswers } from '../db/schema';

const ofKey = (userId: number, key: string) => and(eq(requestAnswers.userId, userId), eq(requestAnswers.key, key));

/**
 * Claims the key for its first request: true when this call made the row; false when it was there (then this
 * waits, at the row, for a transaction still writing it).
 */
export async function claimKey(tx: Db, userId: number, key: string, requestHash: string, now: Date): Promise<boolean> {
  const [claimed] = await tx
    .insert(requestAnswers)
    .values({ userId, key, requestHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: requestAnswers.key });
  return claimed !== undefined;
}

/** The key's row: the hash of the request that claimed it and its answer. */
export async function keptAnswer(tx: Db, userId: number, key: string) {
  const [kept] = await tx.select().from(requestAnswers).where(ofKey(userId, key));
  return kept;
}

export async function saveAnswer(tx: Db, userId: number, key: string, answer: unknown): Promise<void> {
  await tx.update(requestAnswers).set({ answer }).where(ofKey(userId, key));
}

/** The user's keys claimed before `before`, forgotten. */
export async function deleteAnswersBefore(tx: Db, userId: number, before: Date): Promise<void> {
  await tx.delete(requestAnswers).where(and(eq(requestAnswers.userId, userId), lt(requestAnswers.createdAt, before)));
}
