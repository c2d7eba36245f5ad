/**
 * The public home's list (`GET /field/active`) kept in the process: it changes only when an
 * administrator edits a field or their name, and it is the most read answer of the API.
 *
 * Every change that affects it runs `notifyFieldsChanged` inside its transaction (PostgreSQL delivers the
 * NOTIFY at commit to every process that LISTENs, this one included) and the route that made it calls
 * `invalidate()` after the commit, so that the same process sees its own change at once. On PGlite there is
 * one process and the local call is all it takes.
 *
 * A read that started before a change may finish after it: it is answered but not kept (the generation
 * moved). While a PostgreSQL process is not listening (its connection for LISTEN lost), nothing is kept.
 */
import { sql } from 'drizzle-orm';
import type { Field } from '../../domain/types';
import type { Db } from '../db/client';

/** The NOTIFY channel of changes to the list. */
export const FIELDS_CHANNEL = 'canchas_fields_changed';

/** Part of a change's transaction: tells every listening process that its list is stale. */
export async function notifyFieldsChanged(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${FIELDS_CHANNEL}, '')`);
}

export class ActiveFieldsCache {
  private value: Field[] | null = null;
  private generation = 0;

  /** `enabled` false: every read goes to the database until `setEnabled(true)`. */
  constructor(private enabled = true) {}

  async get(load: () => Promise<Field[]>): Promise<Field[]> {
    if (this.enabled && this.value) return this.value;
    const generation = this.generation;
    const fresh = await load();
    if (this.enabled && generation === this.generation) this.value = fresh;
    return fresh;
  }

  invalidate(): void {
    this.generation++;
    this.value = null;
  }

  /** Off while changes from other processes could be missed (LISTEN connection down), on again once listening. */
  setEnabled(enabled: boolean): void {
    this.invalidate();
    this.enabled = enabled;
  }
}
