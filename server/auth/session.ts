/** A token's session checked against the user's row: the same id, e-mail, role and token version. */
import { eq, sql } from 'drizzle-orm';
import type { TokenClaims } from '../../domain/types';
import type { CurrentUser } from '../context';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** The user a token speaks for, or null when the account changed since (or is gone). */
export async function sessionUser(db: Db, claims: TokenClaims): Promise<CurrentUser | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, claims.uid))
    .limit(1);
  if (!row || row.email !== claims.sub || row.role !== claims.role || row.tokenVersion !== claims.ver) return null;
  return { ...row, authTime: claims.auth_time };
}

/** Ends every session of the user (their tokens stop working) and returns the new version. */
export async function raiseTokenVersion(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  return row.tokenVersion;
}
