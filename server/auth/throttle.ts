/**
 * Throttles kept in the database (table `throttles`), so several server processes share them
 * (docs/api.md, "Limits"). Each key counts hits in a window; a rule says when the key is blocked and
 * for how long. Failed log-ins are counted per account and address (growing delays) and per address (a
 * generous ceiling), so a right password from another address is never blocked; registrations per
 * address; uploads per user; wrong current passwords per account. Each attempt is counted before it is
 * judged (`claim`), so attempts sent at once cannot all slip past a check made before any was counted.
 */
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { REGISTRATIONS_PER_HOUR } from '../config';
import { throttles } from '../db/schema';
import { DIRECTORY_PAGES_PER_HOUR, PROFILE_VIEWS_PER_HOUR } from '../../domain/privacy';
import type { ErrorCode } from '../../domain/errors';
import * as MSG from '../../domain/messages';
import { tooMany } from '../http/errors';

export interface ThrottleRule {
  /** A key's hits count within this window from its first hit. */
  windowSeconds: number;
  /** How long the key is blocked after its n-th hit in the window; 0 when it is not. */
  blockSeconds(hits: number): number;
}

/** `limit` an hour, then an hour blocked. */
const hourly = (limit: number): ThrottleRule => ({ windowSeconds: 3600, blockSeconds: (hits) => (hits < limit ? 0 : 3600) });

/** Failed log-ins of one account from one address: 5 free, then 30 s, 1 min, 2 min... at most 15 min. */
export const LOGIN_ACCOUNT_RULE: ThrottleRule = {
  windowSeconds: 24 * 3600,
  blockSeconds: (hits) => (hits < 5 ? 0 : Math.min(30 * 2 ** (hits - 5), 15 * 60)),
};
/** Failed log-ins from one address, whatever the account: a ceiling a shared Wi-Fi does not reach. */
export const LOGIN_ADDRESS_RULE: ThrottleRule = { windowSeconds: 15 * 60, blockSeconds: (hits) => (hits < 100 ? 0 : 15 * 60) };
/** Accounts created from one address: `perHour` an hour (REGISTRATIONS_PER_HOUR, 20 by default: server/config.ts). */
export const registerRule = (perHour: number = REGISTRATIONS_PER_HOUR): ThrottleRule => hourly(perHour);
/**
 * Registrations and profile changes refused because the e-mail, document or cellphone is somebody's
 * (each such answer tells that it is): 20 an hour per address, per user on a profile change; then an hour
 * blocked. Without it, whose data is registered could be asked without end.
 */
export const TAKEN_RULE: ThrottleRule = hourly(20);
/**
 * Look-ups of a user by e-mail (`GET /user/{kind}/by-email`), each of which tells whether somebody has that
 * e-mail: 60 an hour per user (a team owner adding a whole squad, typos included), then an hour blocked.
 */
export const EMAIL_LOOKUP_RULE = hourly(60);
/**
 * Pages of the player directory one account reads (`GET /user/player`; the list of every team with its members,
 * `GET /team`, and a team's members, `GET /user/player/team/{id}`, count as one page each): DIRECTORY_PAGES_PER_HOUR an
 * hour, then the rest of the hour blocked, so nobody harvests the whole list of players (docs/api.md, "Limits").
 */
export const DIRECTORY_RULE = hourly(DIRECTORY_PAGES_PER_HOUR);
/** Other people's profiles one account opens (`GET /user/{kind}/{id}`): PROFILE_VIEWS_PER_HOUR an hour. */
export const PROFILE_RULE = hourly(PROFILE_VIEWS_PER_HOUR);
/** Image uploads of one user: 30 an hour. */
export const UPLOAD_RULE = hourly(30);

export const throttleKeys = {
  loginAccount: (email: string, address: string) => `login:${email.toLowerCase()}|${address}`,
  loginAddress: (address: string) => `login-address:${address}`,
  register: (address: string) => `register:${address}`,
  /** "Already taken" answers at registration (per address) and on profile changes (per user). */
  takenAtRegister: (address: string) => `taken:${address}`,
  takenOnProfile: (userId: number) => `taken-user:${userId}`,
  upload: (userId: number) => `upload:${userId}`,
  emailLookup: (userId: number) => `email-lookup:${userId}`,
  directory: (userId: number) => `directory:${userId}`,
  profile: (userId: number) => `profile:${userId}`,
  memberAdds: (teamId: number, playerId: number) => `member-adds:${teamId}|${playerId}`,
  teamBookings: (teamId: number) => `team-bookings:${teamId}`,
  /** Wrong current passwords of a signed-in user (a new password or e-mail asks for it): per account, from anywhere. */
  currentPassword: (userId: number) => `current-password:${userId}`,
};

/** Seconds until every key is free again; 0 when none is blocked. */
export async function retryAfter(db: Db, keys: string[], now: Date): Promise<number> {
  const rows = await db.select({ blockedUntil: throttles.blockedUntil }).from(throttles).where(inArray(throttles.key, keys));
  return waitOf(rows, now);
}

const waitOf = (rows: { blockedUntil: Date | null }[], now: Date) => {
  const until = Math.max(0, ...rows.map((r) => r.blockedUntil?.getTime() ?? 0));
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
};

/**
 * The key's row locked (made, with no hits, when there is none), inside the caller's transaction, in one
 * statement: INSERT ... ON CONFLICT DO UPDATE either inserts or locks the row that is there, whatever runs
 * beside it. (An insert that found the row, then a SELECT FOR UPDATE, found nothing when a right password
 * cleared the row between the two: the attempt then failed with a 500.)
 */
async function lockedRow(tx: Db, key: string, now: Date) {
  const [row] = await tx
    .insert(throttles)
    .values({ key, hits: 0, windowStartedAt: now })
    .onConflictDoUpdate({ target: throttles.key, set: { key: sql`excluded.key` } })
    .returning();
  return row;
}

/**
 * Counts an attempt under every key *before* it is made, unless a key is blocked: then nothing is counted
 * and the answer is the seconds to wait. The keys' rows are locked (in one order everywhere), so attempts
 * sent at once are counted one after another: when the rule blocks at the n-th, the (n+1)-th waits,
 * however many arrived together. An attempt that turns out not to be a failure gives its count back
 * (`release`, or `clear`). Returns 0 when the attempt may go ahead.
 */
export async function claim(db: Db, keys: [string, ThrottleRule][], now: Date): Promise<number> {
  const sorted = [...keys].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return db.transaction(async (tx) => {
    const rows = [];
    for (const [key] of sorted) rows.push(await lockedRow(tx, key, now));
    const wait = waitOf(rows, now);
    if (wait > 0) {
      // Nothing is counted, so nothing is kept: a row this attempt made (no hits) goes again. Otherwise a blocked
      // address could still add a row for every new e-mail it tries, cheaply and without end.
      await tx.delete(throttles).where(
        and(
          inArray(
            throttles.key,
            sorted.map(([key]) => key),
          ),
          eq(throttles.hits, 0),
        ),
      );
      return wait;
    }
    for (const [i, [key, rule]] of sorted.entries()) {
      const row = rows[i];
      const expired = row.windowStartedAt.getTime() <= now.getTime() - rule.windowSeconds * 1000;
      const hits = expired ? 1 : row.hits + 1;
      const block = rule.blockSeconds(hits);
      await tx
        .update(throttles)
        .set({
          hits,
          windowStartedAt: expired ? now : row.windowStartedAt,
          blockedUntil: block > 0 ? new Date(now.getTime() + block * 1000) : null,
        })
        .where(eq(throttles.key, key));
    }
    return 0;
  });
}

/**
 * Gives back an attempt `claim` counted that was no failure after all (a right password, a refused
 * registration): one hit less, and no block when the hits left would not have made one.
 */
export async function release(db: Db, key: string, rule: ThrottleRule): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(throttles).where(eq(throttles.key, key)).limit(1).for('update');
    if (!row) return;
    const hits = Math.max(0, row.hits - 1);
    await tx
      .update(throttles)
      .set({ hits, blockedUntil: rule.blockSeconds(hits) > 0 ? row.blockedUntil : null })
      .where(eq(throttles.key, key));
  });
}

/**
 * `claim`, refused with 429 `code` (its `message`, and Retry-After) when a key is blocked: what every limited call
 * does before its work.
 */
export async function claimOrRefuse(db: Db, keys: [string, ThrottleRule][], now: Date, code: ErrorCode, message: string): Promise<void> {
  const wait = await claim(db, keys, now);
  if (wait > 0) throw tooMany(code, message, wait);
}

/** One page of the player directory read by the user; 429 DIRECTORY_THROTTLED past the hour's limit. */
export const countDirectoryPage = (db: Db, userId: number, now: Date) =>
  claimOrRefuse(db, [[throttleKeys.directory(userId), DIRECTORY_RULE]], now, 'DIRECTORY_THROTTLED', MSG.privacy.directoryThrottled);

const DAY_SECONDS = 24 * 3600;

/**
 * Counts an action being done, inside the caller's transaction and in one statement: `perDay` in a day from the
 * first (a fixed window), refused with 429 `code` past it. A refused action, or one whose work then fails, counts
 * nothing: the count goes with the transaction. For the actions that tell somebody else, with a text their doer
 * chooses (docs/api.md, "Limits"): called once the action is allowed, so only who may do it uses its count up.
 */
export async function countToday(tx: Db, key: string, perDay: number, now: Date, code: ErrorCode, message: string): Promise<void> {
  const windowOver = sql`${throttles.windowStartedAt} <= ${new Date(now.getTime() - DAY_SECONDS * 1000).toISOString()}::timestamptz`;
  const [row] = await tx
    .insert(throttles)
    .values({ key, hits: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        hits: sql`case when ${windowOver} then 1 else ${throttles.hits} + 1 end`,
        windowStartedAt: sql`case when ${windowOver} then ${now.toISOString()}::timestamptz else ${throttles.windowStartedAt} end`,
      },
    })
    .returning({ hits: throttles.hits, windowStartedAt: throttles.windowStartedAt });
  if (row.hits > perDay) throw tooMany(code, message, Math.ceil((row.windowStartedAt.getTime() + DAY_SECONDS * 1000 - now.getTime()) / 1000));
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(throttles).where(eq(throttles.key, key));
}

/** The longest window of any rule: a row whose window started before it, and not blocked, counts nothing. */
const LONGEST_WINDOW_SECONDS = Math.max(
  ...[LOGIN_ACCOUNT_RULE, LOGIN_ADDRESS_RULE, registerRule(), TAKEN_RULE, EMAIL_LOOKUP_RULE, UPLOAD_RULE, DIRECTORY_RULE, PROFILE_RULE].map(
    (r) => r.windowSeconds,
  ),
);

/**
 * Deletes the rows that no longer count (window over, no block left): a claim would start them afresh anyway.
 * The server runs it at start and every few minutes (`THROTTLE_PURGE_MS`), so the table holds only what
 * the last day's attempts left. Returns how many rows went.
 */
export async function purgeThrottles(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(throttles)
    .where(
      and(
        lte(throttles.windowStartedAt, new Date(now.getTime() - LONGEST_WINDOW_SECONDS * 1000)),
        or(isNull(throttles.blockedUntil), lte(throttles.blockedUntil, now)),
      ),
    )
    .returning({ key: throttles.key });
  return gone.length;
}

export const THROTTLE_PURGE_MS = 10 * 60_000;
