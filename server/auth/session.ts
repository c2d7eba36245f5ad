/** A token's session checked against the user's row: the same id, e-mail, role and token version. */
import { eq, sql } from 'drizzle-orm';
import type { TokenClaims } from '../../domain/types';
import type { CurrentUser } from '../context';
import type { Db } from '../db/client';
import { perDatabase } from '../db/prepared';
import { users } from '../db/schema';

const nullableNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** The session's user with their team and field, one prepared statement per database handle. */
const sessionQuery = perDatabase((db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      tokenVersion: users.tokenVersion,
      // Written out in full: Drizzle leaves column names unqualified in a one-table select.
      teamId: sql<number | null>`(select m.team_id from team_members m where m.player_id = users.id)`.mapWith(nullableNumber),
      fieldId: sql<number | null>`(select f.id from fields f where f.admin_id = users.id)`.mapWith(nullableNumber),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('uid')))
    .limit(1)
    .prepare('session_user'),
);

/**
 * The user a token speaks for, or null when the account changed since (or is gone); with their team and
 * field in the same query, which most routes need (one round trip instead of up to three).
 */
export async function sessionUser(db: Db, claims: TokenClaims): Promise<CurrentUser | null> {
  const [row] = await sessionQuery(db).execute({ uid: claims.uid });
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
