/** The notification table: the notices kept per user, written in a change's transaction and read by their user alone. */
import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationKind } from '../../domain/constants';
import type { Db } from '../db/client';
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
 * One notice for each of `userIds`. With `onceKey`, a user who already has a notice of that key gets no second one
 * (the unique key on user and `once_key`).
 */
export async function insertNotices(
  tx: Db,
  userIds: number[],
  notice: { kind: NotificationKind; text: string; link: string },
  now: Date,
  onceKey?: string,
): Promise<void> {
  const insert = tx.insert(notification).values(userIds.map((userId) => ({ userId, ...notice, createdAt: now, onceKey })));
  await (onceKey === undefined ? insert : insert.onConflictDoNothing());
}

/** Notices, each to its user; one whose user already has a notice of its `onceKey` is left out. */
export async function insertNoticeRowsOnce(tx: Db, rows: (typeof notification.$inferInsert)[]): Promise<void> {
  await tx.insert(notification).values(rows).onConflictDoNothing();
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

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(notification)
    .where(and(eq(notification.userId, userId), isNull(notification.readAt)));
  return n;
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

/** The user's notices after `afterId`, oldest first. */
export function noticeRowsAfter(db: Db, userId: number, afterId: number, limit: number) {
  return db
    .select(noticeColumns)
    .from(notification)
    .where(and(eq(notification.userId, userId), gt(notification.id, afterId)))
    .orderBy(notification.id)
    .limit(limit);
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
