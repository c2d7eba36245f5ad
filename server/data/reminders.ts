/**
 * pg-boss's job table as the reminders read it (services/reminders.ts): raw SQL, as the table is pg-boss's own, in its
 * `pgboss` schema, and not in ours (server/db/schema.ts).
 */
import type { Database } from '../db/client';

/** The ids of the queue's jobs for the booking still waiting to run (created, or to be retried). */
export async function pendingJobIds(database: Pick<Database, 'executeSql'>, queue: string, reservationId: number): Promise<string[]> {
  const pending = (await database.executeSql(
    `select id from pgboss.job where name = $1 and state in ('created', 'retry') and (data->>'reservationId')::int = $2`,
    [queue, reservationId],
  )) as { rows: { id: string }[] };
  return pending.rows.map((r) => r.id);
}
