/** The push_subscription table (a user's devices, each subscribed in one session) and the push mark of notices. */
import { and, desc, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { perDatabase } from '../db/prepared';
import { notification, pushSubscription } from '../db/schema';

export type PushDevice = typeof pushSubscription.$inferSelect;

/** A user's devices: asked by every process at every notice (most users have none), so prepared once. */
const devicesOfUser = perDatabase((db) =>
  db
    .select()
    .from(pushSubscription)
    .where(eq(pushSubscription.userId, sql.placeholder('userId')))
    .prepare('push_devices_of'),
);

export function devicesOf(db: Db, userId: number): Promise<PushDevice[]> {
  return devicesOfUser(db).execute({ userId });
}

/**
 * Takes the user's notices made after `since` and not pushed yet, marking them pushed at `now`: a notice another
 * process took first is not among them. Their id, kind, text and link.
 */
export function takeUnpushed(db: Db, userId: number, since: Date, now: Date) {
  return db
    .update(notification)
    .set({ pushedAt: now })
    .where(and(eq(notification.userId, userId), isNull(notification.pushedAt), gt(notification.createdAt, since)))
    .returning({ id: notification.id, kind: notification.kind, text: notification.text, link: notification.link });
}

export async function deleteDevice(db: Db, id: number): Promise<void> {
  await db.delete(pushSubscription).where(eq(pushSubscription.id, id));
}

/**
 * The device made the user's (a device is one user's), or its keys and session renewed; of the user's devices, the
 * `keep` most recently subscribed stay.
 */
export async function upsertDevice(db: Db, values: Omit<typeof pushSubscription.$inferInsert, 'id'>, keep: number): Promise<void> {
  const { userId, sessionId, p256dh, auth, createdAt } = values;
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscription)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscription.endpoint, set: { userId, sessionId, p256dh, auth, createdAt } });
    const newest = tx
      .select({ id: pushSubscription.id })
      .from(pushSubscription)
      .where(eq(pushSubscription.userId, userId))
      .orderBy(desc(pushSubscription.createdAt), desc(pushSubscription.id))
      .limit(keep);
    await tx.delete(pushSubscription).where(and(eq(pushSubscription.userId, userId), notInArray(pushSubscription.id, newest)));
  });
}

/** The user's device with this endpoint removed (another user's is left alone). */
export async function deleteUserDevice(db: Db, userId: number, endpoint: string): Promise<void> {
  await db.delete(pushSubscription).where(and(eq(pushSubscription.userId, userId), eq(pushSubscription.endpoint, endpoint)));
}

export async function deleteSessionDevices(db: Db, sessionId: string): Promise<void> {
  await db.delete(pushSubscription).where(eq(pushSubscription.sessionId, sessionId));
}

export async function deleteUsersDevices(db: Db, userIds: number[]): Promise<void> {
  await db.delete(pushSubscription).where(inArray(pushSubscription.userId, userIds));
}
