/**
 * A request sent again after its answer was lost (docs/api.md, "A lost answer"): a client names each request
 * with an `Idempotency-Key`, a UUID, and sends the same key when it sends the same request again. The first
 * request made with a key keeps its answer in `request_answers`, in its own transaction; the same key from the
 * same user gets that answer back (the ids of what it made, which the route reads as they are now), and nothing is
 * made twice. A request sent while the first is still running
 * waits for it at the key's row. Keys are kept a day.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { claimKey, deleteAnswersBefore, keptAnswer, saveAnswer } from '../data/requestAnswers';
import { keyReused } from '../http/errors';

/** How long a request's key is kept, and its answer with it (a sign-up's too, services/registration.ts). */
export const KEPT_MS = 24 * 60 * 60 * 1000;

export interface RequestKey {
  key: string;
  /** The call and its body: the same key with another request is refused (422). */
  request: unknown;
}

/** Runs `work` once per user and key; without a key, every time. */
export async function answerOnce<T>(tx: Db, userId: number, requestKey: RequestKey | undefined, now: Date, work: () => Promise<T>): Promise<T> {
  if (!requestKey) return work();
  const { key } = requestKey;
  const requestHash = createHash('sha256').update(JSON.stringify(requestKey.request)).digest('base64url');
  if (!(await claimKey(tx, userId, key, requestHash, now))) {
    const kept = await keptAnswer(tx, userId, key);
    if (kept.requestHash !== requestHash) throw keyReused();
    return kept.answer as T;
  }
  const answer = await work();
  await saveAnswer(tx, userId, key, answer);
  await deleteAnswersBefore(tx, userId, new Date(now.getTime() - KEPT_MS));
  return answer;
}
