/** The account's own security: asking the current password again, changing it, ending every session. */
import * as MSG from '../../domain/messages';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { raiseTokenVersion, raiseTokenVersionOf } from '../auth/session';
import { claimOrRefuse, clear, LOGIN_ACCOUNT_RULE, throttleKeys } from '../auth/throttle';
import type { CurrentUser } from '../context';
import type { Db } from '../db/client';
import { passwordHashOf, updateUser } from '../data/users';
import { badRequest, unauthorized } from '../http/errors';

/**
 * 400 CURRENT_PASSWORD_REQUIRED without it, 401 WRONG_PASSWORD when it is not the user's password. Wrong
 * ones are throttled per account like failed log-ins (5 free, then growing waits: 429 TOO_MANY_ATTEMPTS),
 * so a stolen session cannot be used to guess the password; a right one clears them.
 */
export async function requireCurrentPassword(db: Db, userId: number, currentPassword: string | undefined, now: Date): Promise<void> {
  if (!currentPassword) throw badRequest('CURRENT_PASSWORD_REQUIRED', MSG.auth.currentPasswordRequired);
  const key = throttleKeys.currentPassword(userId);
  await claimOrRefuse(db, [[key, LOGIN_ACCOUNT_RULE]], now, 'TOO_MANY_ATTEMPTS', MSG.auth.tooManyAttempts);
  const hash = await passwordHashOf(db, userId);
  if (hash === undefined || !(await verifyPassword(hash, currentPassword))) throw unauthorized('WRONG_PASSWORD', MSG.auth.wrongPassword);
  await clear(db, key);
}

/** A new password ends every session of the user; the caller gets a fresh one (by the route). */
export async function changePassword(db: Db, user: CurrentUser, input: { currentPassword: string; newPassword: string }, now: Date) {
  await requireCurrentPassword(db, user.id, input.currentPassword, now);
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    // Only while this session is current: a change made meanwhile (or "log out everywhere") ended it.
    const tokenVersion = await raiseTokenVersionOf(tx, user);
    if (tokenVersion === null) throw unauthorized('SESSION_INVALID', MSG.auth.sessionInvalid);
    await updateUser(tx, user.id, { passwordHash });
    return { ...user, tokenVersion };
  });
}

/** "Log out everywhere": every token of the user stops working, this one included. */
export async function logoutEverywhere(db: Db, user: CurrentUser): Promise<void> {
  await raiseTokenVersion(db, user.id);
}
