/** The notification table: the notices kept per user, written in a change's transaction and read by their user alone. */
import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { perDatabase } from '../db/prepared';
import { notification } from '../db/schema';

const noticeColumns = {
  id: notification.id,
  kind: notification.kind,
  text: notification.text,
  link: notification.link,
  createdAt: notification.createdAt,
  readAt: notification.readAt,
};

/**
 * Notices, each to its user, in one statement inside the caller's transaction. `once`: a notice whose user already has
 * a notice of its `onceKey` is left out (the unique key on user and `once_key`).
 */
export async function insertNoticeRows(tx: Db, rows: (typeof notification.$inferInsert)[], once = false): Promise<void> {
  const insert = tx.insert(notification).values(rows);
  await (once ? insert.onConflictDoNothing() : insert);
}

/** A page of the user's notices, newest first, and how many they have. */
export async function noticeRows(db: Db, userId: number, { offset, size }: { offset: number; size: number }) {
  const mine = eq(notification.userId, userId);
  const [rows, [{ total }]] = await Promise.all([
    db.select(noticeColumns).from(notification).where(mine).orderBy(desc(notification.id)).limit(size).offset(offset),
    db.select({ total: count() }).from(notification).where(mine),
  ]);
  return { rows, total };
}

/**
 * How many of the user's notices are unread, and the id of their latest notice when counted (0 if none), read at one
 * moment: a notice the stream brings with a higher id is not in the count (src/layout/notices.tsx).
 */
export async function unreadCount(db: Db, userId: number): Promise<{ count: number; latestId: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*) filter (where ${notification.readAt} is null)`.mapWith(Number),
      latestId: sql<number>`coalesce(max(${notification.id}), 0)`.mapWith(Number),
    })
    .from(notification)
    .where(eq(notification.userId, userId));
  return row;
}

/** One of the user's own notices read at `now` (a second time keeps the first moment); false when they have no such notice. */
export async function markNoticeRead(db: Db, userId: number, id: number, now: Date): Promise<boolean> {
  const [row] = await db
    .update(notification)
    .set({ readAt: sql`coalesce(${notification.readAt}, ${now}::timestamptz)` })
    .where(and(eq(notification.id, id), eq(notification.userId, userId)))
    .returning({ id: notification.id });
  return row !== undefined;
}

export async function markAllRead(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(notification)
    .set({ readAt: now })
    .where(and(eq(notification.userId, userId), isNull(notification.readAt)));
}

/**
 * The user's notices after `afterId`, oldest first. Prepared once (it runs at every wake of every stream: a notice of
 * its user, its heartbeat), on the database handle.
 */
const noticeRowsAfterQuery = perDatabase((db) =>
  db
    .select(noticeColumns)
    .from(notification)
    .where(and(eq(notification.userId, sql.placeholder('userId')), gt(notification.id, sql.placeholder('afterId'))))
    .orderBy(notification.id)
    .limit(sql.placeholder('limit'))
    .prepare('notices_after'),
);

export function noticeRowsAfter(db: Db, userId: number, afterId: number, limit: number) {
  return noticeRowsAfterQuery(db).execute({ userId, afterId, limit });
}

/** Every notice of the user, newest first (the copy of their data). */
export function allNoticeRows(db: Db, userId: number) {
  return db.select(noticeColumns).from(notification).where(eq(notification.userId, userId)).orderBy(desc(notification.id));
}

/** The id of the user's latest notice (0 when none). */
export async function latestNoticeId(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: notification.id })
    .from(notification)
    .where(eq(notification.userId, userId))
    .orderBy(desc(notification.id))
    .limit(1);
  return row?.id ?? 0;
}

/** Users' notices by id, each with its user. */
export function noticeRowsByIds(db: Db, ids: number[]) {
  return db
    .select({ ...noticeColumns, userId: notification.userId })
    .from(notification)
    .where(inArray(notification.id, ids));
}

/** The user's notices of that kind about that person (a request they withdrew, which nobody is left to answer). */
export async function deleteNoticesAbout(tx: Db, userId: number, kind: string, aboutUserId: number): Promise<void> {
  await tx.delete(notification).where(and(eq(notification.userId, userId), eq(notification.kind, kind), eq(notification.aboutUserId, aboutUserId)));
}
