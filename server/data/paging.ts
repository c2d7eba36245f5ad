/**
 * The count of a whole list inside its page's statement. Raw SQL because Drizzle's builder has no scalar
 * subquery column: `count(*)` of `table` under `where`, run once by PostgreSQL (it is uncorrelated).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A column carrying the whole list's count, so that count and page are one statement. `where` names only `table`'s columns. */
export const totalColumn = (table: PgTable, where: SQL | undefined) =>
  sql<number>`(select count(*) from ${table} where ${where ?? sql`true`})`.mapWith(Number);
