/** The consents table: each acceptance of the data-treatment policy, with its version, moment and source. */
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { consents } from '../db/schema';

export async function insertConsent(db: Db, values: typeof consents.$inferInsert): Promise<void> {
  await db.insert(consents).values(values);
}

/** The policy version the user accepted last; undefined when they never accepted one. */
export async function latestConsentVersion(db: Db, userId: number): Promise<string | undefined> {
  const [latest] = await db
    .select({ version: consents.policyVersion })
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(desc(consents.acceptedAt), desc(consents.id))
    .limit(1);
  return latest?.version;
}

/** The user's acceptances, oldest first. */
export function consentsOf(db: Db, userId: number) {
  return db
    .select({ policyVersion: consents.policyVersion, acceptedAt: consents.acceptedAt, source: consents.source })
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(asc(consents.acceptedAt), asc(consents.id));
}

export async function deleteConsents(tx: Db, userId: number): Promise<void> {
  await tx.delete(consents).where(eq(consents.userId, userId));
}
