/**
 * Answers kept in the process, each valid from the moment it was read until a change to what it shows.
 *
 * A change is told to `invalidate()`: by the database's notification (PostgreSQL delivers a NOTIFY at commit
 * to every process that LISTENs, this one included; PGlite calls its listener before the write returns), and
 * by the route that made the change, after it, so that the same process sees its own change at once. A read
 * that started before a change may finish after it: it is answered but not kept (the generation moved).
 * While changes could be missed (a PostgreSQL process's LISTEN connection lost), nothing is kept.
 */
import type { Database } from '../db/client';
interface Entry<V> {
  value: V;
  weight: number;
  /** The instants (ms) between which it holds: read at `from`, until `until` changes it by time alone. */
  from: number;
  until: number;
}

export class Kept<V> {
  private entries = new Map<string, Entry<V>>();
  private weight = 0;
  private generation = 0;

  /**
   * `enabled` false: nothing is kept until `setEnabled(true)`. The answers kept weigh at most `capacity`
   * together (each 1 unless `weigh` says otherwise); the oldest go first to make room.
   */
  constructor(
    private enabled = true,
    private readonly capacity = 1,
    private readonly weigh: (value: V, key: string) => number = () => 1,
  ) {}

  /** The answer kept under `key` that holds at instant `at` (ms), if any. */
  peek(key: string, at = 0): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (at >= entry.from && at < entry.until) return entry.value;
    this.drop(key);
    return undefined;
  }

  /** Taken before a read: `keep` keeps its answer only if nothing changed since. */
  mark(): number {
    return this.generation;
  }

  keep(key: string, mark: number, value: V, from = -Infinity, until = Infinity): void {
    const weight = this.weigh(value, key);
    if (!this.enabled || mark !== this.generation || !(from < until) || weight > this.capacity) return;
    this.drop(key);
    for (const oldest of this.entries.keys()) {
      if (this.weight + weight <= this.capacity) break;
      this.drop(oldest);
    }
    this.entries.set(key, { value, weight, from, until });
    this.weight += weight;
  }

  private drop(key: string): void {
    this.weight -= this.entries.get(key)?.weight ?? 0;
    this.entries.delete(key);
  }

  /** The kept answer, or `load`'s, kept. */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const kept = this.peek(key);
    if (kept !== undefined) return kept;
    const mark = this.mark();
    const fresh = await load();
    this.keep(key, mark, fresh);
    return fresh;
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.weight = 0;
  }

  /** Off while changes from other processes could be missed (LISTEN connection down), on again once listening. */
  setEnabled(enabled: boolean): void {
    this.invalidate();
    this.enabled = enabled;
  }

  /** Drops everything at each notification on `channel`, and keeps nothing while not listening to it. */
  follow(database: Pick<Database, 'listen'>, channel: string): Promise<void> {
    return database.listen(channel, { onNotify: () => this.invalidate(), onState: (listening) => this.setEnabled(listening) });
  }
}

/**
 * The reservation filter's pages a process keeps: at most 8 million characters, counting each page's JSON
 * (a page of 6 is about 4,000), its key, and 256 more for the entry's bookkeeping, so that many small pages
 * (an empty one is 67) weigh what they cost.
 */
export const filterPagesKept = (enabled: boolean) => new Kept<string>(enabled, 8_000_000, (page, key) => page.length + key.length + 256);
