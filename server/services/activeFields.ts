/**
 * The public home's list (`GET /field/active`) kept in the process (services/kept.ts): it changes only when
 * an administrator edits a field or their name, and it is the most read answer of the API.
 *
 * Every change that affects it runs `notifyFieldsChanged` inside its transaction and the route that made it
 * calls `invalidate()` after the commit.
 */
import { sql } from 'drizzle-orm';
import type { Field } from '../../domain/types';
import type { Db } from '../db/client';
import { Kept } from './kept';

/** The NOTIFY channel of changes to the list. */
export const FIELDS_CHANNEL = 'canchas_fields_changed';

/** Part of a change's transaction: tells every listening process that its list is stale. */
export async function notifyFieldsChanged(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${FIELDS_CHANNEL}, '')`);
}

export class ActiveFieldsCache extends Kept<Field[]> {
  get(load: () => Promise<Field[]>): Promise<Field[]> {
    return this.getOrLoad('', load);
  }
}
