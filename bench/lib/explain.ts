/**
 * EXPLAIN (ANALYZE, BUFFERS) of the very queries a route runs, with its real parameters: PostgreSQL's
 * auto_explain is switched on for the database, a fresh server process (so fresh pool connections load
 * it) answers each route once, and the plans are cut out of the cluster's log.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { call } from './api';
import type { Route } from './cannon';
import { connect, type Cluster } from '../../tests/support/postgresCluster';
import { startServer } from './server';

export interface RoutePlans {
  route: string;
  status: number;
  /** One entry per statement the route ran: "duration … plan:" and the plan, as PostgreSQL logged it. */
  plans: string[];
}

function plansSince(logFile: string, offset: number): string[] {
  const text = readFileSync(logFile, 'utf8').slice(offset);
  const plans: string[] = [];
  let current: string[] | null = null;
  for (const line of text.split('\n')) {
    const head = /LOG:\s+(duration: [\d.]+ ms\s+plan:)/.exec(line);
    if (head) {
      if (current) plans.push(current.join('\n'));
      current = [head[1]];
    } else if (current && line.startsWith('\t')) {
      current.push(line.slice(1));
    } else if (current) {
      plans.push(current.join('\n'));
      current = null;
    }
  }
  if (current) plans.push(current.join('\n'));
  return plans;
}

export async function explainRoutes(cluster: Cluster, databaseUrl: string, database: string, routes: Route[], dir: string): Promise<RoutePlans[]> {
  const admin = await connect(databaseUrl);
  const settings = {
    session_preload_libraries: 'auto_explain',
    'auto_explain.log_min_duration': '0',
    'auto_explain.log_analyze': 'on',
    'auto_explain.log_buffers': 'on',
    'auto_explain.log_timing': 'on',
  };
  for (const [k, v] of Object.entries(settings)) await admin.query(`ALTER DATABASE ${database} SET ${k} = '${v}'`);
  const server = await startServer({
    databaseUrl,
    dataDir: join(dir, 'explain-data'),
    logFile: join(dir, 'explain-server.log'),
    env: { DB_POOL_SIZE: '1' },
  });
  const out: RoutePlans[] = [];
  try {
    for (const route of routes) {
      if (!route.path.startsWith('/api')) continue;
      await call(server.url, route.method, route.path, { token: route.token, body: route.body }); // warm the connection and caches
      const offset = statSync(cluster.logFile).size;
      const reply = await call(server.url, route.method, route.path, { token: route.token, body: route.body });
      await new Promise((r) => setTimeout(r, 300)); // let the log reach the file
      out.push({ route: route.name, status: reply.status, plans: plansSince(cluster.logFile, offset) });
    }
  } finally {
    await server.stop();
    for (const k of Object.keys(settings)) await admin.query(`ALTER DATABASE ${database} RESET ${k}`);
    await admin.end();
  }
  return out;
}
