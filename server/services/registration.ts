/** The accounts the auth service makes and logs in to (server/auth/routes.ts), on the data layer's users queries. */
import type { Db } from '../db/client';
import { forgetRegistrationKey, insertUser, loginAccount, userByRegistrationKey } from '../data/users';
import { recordConsent } from './privacy';
import { KEPT_MS } from './requestAnswers';

export { loginAccount, userByRegistrationKey };

/**
 * The account a sign-up sent with this `Idempotency-Key` made, to answer it again: kept a day, as any request's key, and
 * until the account first changes (`updateUser`); after that the key is forgotten and the request is a sign-up anew.
 */
export async function accountOfRegistration(db: Db, registrationKey: string, now: Date) {
  await forgetRegistrationKey(db, registrationKey, new Date(now.getTime() - KEPT_MS));
  return userByRegistrationKey(db, registrationKey);
}

/** Makes the account and keeps the proof of the consent the law asks for (the policy's version and the moment), at once. */
export async function createAccount(db: Db, values: Parameters<typeof insertUser>[1], now: Date): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const row = await insertUser(tx, { ...values, createdAt: now });
    await recordConsent(tx, row.id, 'REGISTER', now);
    return row;
  });
}
