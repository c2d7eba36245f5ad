/** The account's own security: asking the current password again, changing it, ending every session. */
import { eq } from 'drizzle-orm';
import * as MSG from '../../domain/messages';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { raiseTokenVersion } from '../auth/session';
import type { CurrentUser } from '../context';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { badRequest, unauthorized } from '../http/errors';

/** 400 CURRENT_PASSWORD_REQUIRED without it, 401 WRONG_PASSWORD when it is not the user's password. */
export async function requireCurrentPassword(db: Db, userId: number, currentPassword: string | undefined): Promise<void> {
  if (!currentPassword) throw badRequest('CURRENT_PASSWORD_REQUIRED', MSG.auth.currentPasswordRequired);
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row || !(await verifyPassword(row.hash, currentPassword))) throw unauthorized('WRONG_PASSWORD', MSG.auth.wrongPassword);
}

/** A new password ends every session of the user; the caller gets a fresh one (by the route). */
export async function changePassword(db: Db, user: CurrentUser, input: { currentPassword: string; newPassword: string }) {
  await requireCurrentPassword(db, user.id, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    return { ...user, tokenVersion: await raiseTokenVersion(tx, user.id) };
  });
}

/** "Log out everywhere": every token of the user stops working, this one included. */
export async function logoutEverywhere(db: Db, user: CurrentUser): Promise<void> {
  await raiseTokenVersion(db, user.id);
}
