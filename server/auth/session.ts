/**
 * A token's session checked against the user's row (the same id, e-mail, role and token version) and
 * against the sessions ended by their log-out.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Role } from '../../domain/constants';
import type { TokenClaims } from '../../domain/types';
import type { CurrentUser } from '../context';
import type { Db } from '../db/client';
import { perDatabase } from '../db/prepared';
import { endedSessions, users } from '../db/schema';
import { forgetSessionDevices, forgetUserDevices } from '../services/push';

const nullableNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** What of a token a statement reads the session by: the user (`uid`) and the session (`sid`). */
export type SessionKey = Pick<TokenClaims, 'uid' | 'sid'>;

/** The placeholders of a statement that reads the session. */
export const sessionParams = (claims: SessionKey) => ({ uid: claims.uid, sid: claims.sid });

/** Whether the token's session (the `sid` placeholder) was ended by its log-out. */
const sessionEnded = () => sql<boolean>`exists (select 1 from ended_sessions e where e.session_id = ${sql.placeholder('sid')})`.mapWith(Boolean);

/**
 * The columns of the session's user, for a statement that reads `users` (joined by the token's `uid`): the
 * auth middleware's own statement, and the hot routes' statements, which read the session with their data
 * (one round trip). `sessionCoreColumns` are what the session is judged by; `sessionColumns` add the
 * user's team and field, written out in full (Drizzle leaves column names unqualified in a one-table select).
 */
export const sessionCoreColumns = {
  sessionId: users.id,
  sessionEmail: users.email,
  sessionRole: users.role,
  sessionTokenVersion: users.tokenVersion,
  sessionEnded: sessionEnded(),
};
const teamOfUser = () => sql<number | null>`(select m.team_id from team_members m where m.player_id = users.id)`.mapWith(nullableNumber);
const fieldOfUser = () => sql<number | null>`(select f.id from fields f where f.admin_id = users.id)`.mapWith(nullableNumber);
export const sessionColumns = { ...sessionCoreColumns, sessionTeamId: teamOfUser(), sessionFieldId: fieldOfUser() };

/**
 * The session's user (the `uid` placeholder) as a one-row subquery `me`, for a statement that returns more
 * than one row: its team and field are looked up once, not on every row (the `limit` keeps PostgreSQL from
 * merging it into the outer query). `sessionFrom(me)` selects its columns.
 */
export function sessionSubquery(db: Db) {
  return db
    .select({
      ...sessionCoreColumns,
      sessionEnded: sessionEnded().as('session_ended'),
      sessionTeamId: teamOfUser().as('session_team_id'),
      sessionFieldId: fieldOfUser().as('session_field_id'),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('uid')))
    .limit(1)
    .as('me');
}

export const sessionFrom = (me: ReturnType<typeof sessionSubquery>) => ({
  sessionId: me.sessionId,
  sessionEmail: me.sessionEmail,
  sessionRole: me.sessionRole,
  sessionTokenVersion: me.sessionTokenVersion,
  sessionEnded: me.sessionEnded,
  sessionTeamId: me.sessionTeamId,
  sessionFieldId: me.sessionFieldId,
});

/**
 * The session's columns as a statement read them: all null when the token's user is gone. Without the team
 * and the field (a statement that does not need them), `callerTeamId` and `callerFieldId` ask for them.
 */
export interface SessionRow {
  sessionId: number | null;
  sessionEmail: string | null;
  sessionRole: Role | null;
  sessionTokenVersion: number | null;
  sessionEnded: boolean | null;
  sessionTeamId?: number | null;
  sessionFieldId?: number | null;
}

/** The session's user with their team and field, one prepared statement per database handle. */
const sessionQuery = perDatabase((db) =>
  db
    .select(sessionColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('uid')))
    .limit(1)
    .prepare('session_user'),
);

/**
 * The user a token speaks for, from their row as read (by any statement), or null when the account changed
 * since (or is gone) or the session was logged out: the row must have the token's id, e-mail, role and
 * token version, and the token's session must not be ended.
 */
export function sessionOf(claims: TokenClaims, row: SessionRow | undefined): CurrentUser | null {
  if (
    !row ||
    row.sessionId !== claims.uid ||
    row.sessionEmail !== claims.sub ||
    row.sessionRole !== claims.role ||
    row.sessionTokenVersion !== claims.ver ||
    row.sessionEnded !== false
  ) {
    return null;
  }
  return {
    id: row.sessionId,
    email: row.sessionEmail,
    role: row.sessionRole,
    tokenVersion: row.sessionTokenVersion,
    authTime: claims.auth_time,
    teamId: row.sessionTeamId,
    fieldId: row.sessionFieldId,
  };
}

/**
 * The user a token speaks for, or null when the account changed since (or is gone); with their team and
 * field in the same query, which most routes need (one round trip instead of up to three).
 */
export async function sessionUser(db: Db, claims: TokenClaims): Promise<CurrentUser | null> {
  return sessionOf(claims, await sessionRow(db, claims));
}

/** The session's row (with team and field) as read, to be judged by `sessionOf`. */
export async function sessionRow(db: Db, claims: SessionKey): Promise<SessionRow | undefined> {
  const [row] = await sessionQuery(db).execute(sessionParams(claims));
  return row;
}

/**
 * Ends one session (its log-out): every token of it, refreshed or not, is refused from now on. Ended
 * sessions that no token can use any more (`keptSeconds` after their end) are forgotten meanwhile.
 */
export async function endSession(db: Db, sid: string, now: Date, keptSeconds: number): Promise<void> {
  await db.insert(endedSessions).values({ sessionId: sid, endedAt: now }).onConflictDoNothing();
  // The devices subscribed to notices in it are no longer told.
  await forgetSessionDevices(db, sid);
  await db.delete(endedSessions).where(lt(endedSessions.endedAt, new Date(now.getTime() - keptSeconds * 1000)));
}

/** Ends every session of the user (their tokens stop working) and returns the new version. */
export async function raiseTokenVersion(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  await forgetUserDevices(db, [userId]);
  return row.tokenVersion;
}

/**
 * Ends every session of the user, as a change of password or e-mail does, only if the caller's session is
 * still current (its version is the row's): the new version, or null when another change or "log out
 * everywhere" got there first. Inside the change's transaction, so of two changes sent at once one is
 * made and the other finds its session ended, instead of both answering a token only one of them can use.
 */
export async function raiseTokenVersionOf(db: Db, session: { id: number; tokenVersion: number }): Promise<number | null> {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(and(eq(users.id, session.id), eq(users.tokenVersion, session.tokenVersion)))
    .returning({ tokenVersion: users.tokenVersion });
  if (row) await forgetUserDevices(db, [session.id]);
  return row?.tokenVersion ?? null;
}
