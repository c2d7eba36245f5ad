/**
 * The floor of a data route: the product's own stack (Hono on @hono/node-server, Drizzle, the same pg
 * pool or PGlite, opened by the server's openDatabase) answering GET /floor with one `SELECT 1`. Any route
 * that reads the database costs at least this; the gap between it and /health is the price of one round
 * trip to the database, which no index or query rewrite can remove.
 */
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { openDatabase } from '../../server/db/client';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR });
const app = new Hono();
app.get('/health', (c) => c.json({ status: 'ok' }));
app.get('/floor', async (c) => {
  await database.db.execute(sql`select 1`);
  return c.json({ status: 'ok' });
});
const server = serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
process.on('SIGTERM', () => {
  server.close();
  void database.close().then(() => process.exit(0));
});
