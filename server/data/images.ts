/** The images table: stored once per content hash, read by it, deleted once nothing refers to it. */
import { and, eq, notExists } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fields, images, teams, users } from '../db/schema';

/** A stored image's type and bytes (and its small variant's, when it has one), or undefined. */
export async function imageByHash(db: Db, hash: string) {
  const [image] = await db
    .select({ contentType: images.contentType, bytes: images.bytes, smallBytes: images.smallBytes })
    .from(images)
    .where(eq(images.hash, hash))
    .limit(1);
  return image;
}

/** Stores the image under its hash, once: the same bytes keep the same row. */
export async function insertImage(db: Db, image: { hash: string; bytes: Buffer; small: Buffer }): Promise<void> {
  await db
    .insert(images)
    .values({ hash: image.hash, contentType: 'image/webp', bytes: image.bytes, smallBytes: image.small, size: image.bytes.length })
    .onConflictDoNothing();
}

/** Deletes the image when no user, team or field refers to it any more. */
export async function deleteImageIfUnreferenced(db: Db, hash: string): Promise<void> {
  const refersTo = (table: typeof users | typeof teams | typeof fields) =>
    db.select({ hash: table.imageHash }).from(table).where(eq(table.imageHash, hash));
  await db.delete(images).where(and(eq(images.hash, hash), notExists(refersTo(users)), notExists(refersTo(teams)), notExists(refersTo(fields))));
}
