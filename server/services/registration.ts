/** The accounts the auth service makes and logs in to (server/auth/routes.ts), on the data layer's users queries. */
import type { Db } from '../db/client';
import { insertUser, loginAccount, userByRegistrationKey } from '../data/users';
import { recordConsent } from './privacy';

export { loginAccount, userByRegistrationKey };

/** Makes the account and keeps the proof of the consent the law asks for (the policy's version and the moment), at once. */
export async function createAccount(db: Db, values: Parameters<typeof insertUser>[1], now: Date): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const row = await insertUser(tx, values);
    await recordConsent(tx, row.id, 'REGISTER', now);
    return row;
  });
}
