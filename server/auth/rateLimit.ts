/**
 * Failed-login limiter: after MAX_FAILURES failures for one e-mail or one address within the window,
 * further attempts get 429 until the window passes. Kept in memory of the process.
 */
export const MAX_FAILURES = 8;
export const WINDOW_MS = 15 * 60_000;

export class LoginLimiter {
  private failures = new Map<string, { count: number; since: number }>();
  constructor(private now = () => Date.now()) {}

  private live(key: string) {
    const entry = this.failures.get(key);
    if (entry && this.now() - entry.since > WINDOW_MS) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }

  isBlocked(keys: string[]): boolean {
    return keys.some((k) => (this.live(k)?.count ?? 0) >= MAX_FAILURES);
  }

  fail(keys: string[]) {
    for (const k of keys) {
      const entry = this.live(k);
      if (entry) entry.count++;
      else this.failures.set(k, { count: 1, since: this.now() });
    }
    if (this.failures.size > 50_000) this.failures.clear();
  }

  succeed(emailKey: string) {
    this.failures.delete(emailKey);
  }
}
