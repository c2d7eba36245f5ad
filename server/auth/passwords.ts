import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): memory-hard, about 30 ms here.
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the e-mail is unknown, so both failures take the same time. */
export const DUMMY_HASH_PROMISE = hash('not-a-real-password-Aa1!');
