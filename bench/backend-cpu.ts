/**
 * PostgreSQL's CPU per request of each hot route, measured where it is spent: the app runs in this process
 * on a pool of ONE connection, the load data set is made through it, and each route is called one request
 * at a time while the CPU time of that connection's backend process (/proc/<pg_backend_pid()>/stat) is
 * read before and after. No other client shares the backend, so the figure depends much less on what else
 * the machine runs than req/s does. With BENCH_BEFORE, the other checkout's server code runs beside this
 * one on the same database (a pool and backend of its own), in interleaved turns.
 *
 *   node --import tsx bench/backend-cpu.ts
 *   BENCH_BEFORE=/path/to/checkout node --import tsx bench/backend-cpu.ts
 *   BACKEND_CPU_CALLS=1500 BACKEND_CPU_REPEATS=4 (the defaults): calls per turn, turns per route
 */
process.env.DB_POOL_SIZE = '1';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { connect, startCluster } from '../tests/support/postgresCluster';
import { makeLoadFixture, loadRoutes } from './lib/fixture';
import { ROOT } from './lib/server';

const roots = [ROOT, ...(process.env.BENCH_BEFORE ? [process.env.BENCH_BEFORE] : [])];
const CALLS = Number(process.env.BACKEND_CPU_CALLS ?? 1500);
const REPEATS = Number(process.env.BACKEND_CPU_REPEATS ?? 4);
const SECRET = 'bench-secret-not-for-production-use-0123456789';

interface Served {
  label: string;
  app: { request(path: string, init: RequestInit): Response | Promise<Response>; fetch(request: Request): Response | Promise<Response> };
  backendCpuMs(): number;
  close(): Promise<void>;
}

/** One checkout's app on its own one-connection pool, and the CPU time of that connection's backend. */
async function serveFrom(root: string, label: string, databaseUrl: string): Promise<Served> {
  const { openDatabase } = await import(join(root, 'server/db/client.ts'));
  const { createApp } = await import(join(root, 'server/app.ts'));
  const { createTokenService } = await import(join(root, 'server/auth/tokens.ts'));
  const database = await openDatabase({ databaseUrl });
  const app = createApp({ db: database.db, tokens: createTokenService(SECRET, 3600), now: () => new Date(), registrationsPerHour: 1e6 });
  const [{ pid }] = ((await database.db.execute(sql`select pg_backend_pid() as pid`)) as { rows: { pid: number }[] }).rows;
  return {
    label,
    app,
    backendCpuMs() {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    close: () => database.close(),
  };
}

const cluster = await startCluster();
try {
  const databaseUrl = await cluster.createDatabase('canchas_backend_cpu');
  const served = [];
  for (const [i, root] of roots.entries()) served.push(await serveFrom(root, i === 0 ? 'this checkout' : `before (${root})`, databaseUrl));
  // The data set, made through this checkout's app served over HTTP (tokens of the same secret serve both).
  const server = serve({ fetch: served[0].app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const f = await makeLoadFixture(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  server.close();
  // The planner's statistics, as a database in use has them.
  const admin = await connect(databaseUrl);
  await admin.query('analyze');
  await admin.end();
  const routes = loadRoutes({
    adminToken: f.admins[0].token,
    fieldId: f.admins[0].fieldId,
    playerToken: f.bookers[0].token,
    teamId: f.bookers[0].teamId,
  }).filter((r) => r.path.startsWith('/api/v1/reservation'));
  const figures = new Map<string, number[]>();
  /** This process's CPU per request: the app's own work and node-postgres's, plus app.request's web Request and Response (no HTTP). */
  const nodeFigures = new Map<string, number[]>();
  for (let turn = 0; turn < REPEATS; turn++) {
    for (const route of routes) {
      for (const s of served) {
        const init = {
          method: route.method,
          headers: { authorization: `Bearer ${route.token}`, 'content-type': 'application/json' },
          body: route.body === undefined ? undefined : JSON.stringify(route.body),
        };
        const first = await s.app.request(route.path, init);
        if (first.status !== 200) throw new Error(`${s.label} ${route.name}: ${first.status} ${await first.text()}`);
        const before = s.backendCpuMs();
        const ownBefore = process.cpuUsage();
        for (let i = 0; i < CALLS; i++) await (await s.app.request(route.path, init)).arrayBuffer();
        const own = process.cpuUsage(ownBefore);
        const key = `${route.name}, ${s.label}`;
        figures.set(key, [...(figures.get(key) ?? []), Math.round(((s.backendCpuMs() - before) * 1000) / CALLS)]);
        nodeFigures.set(key, [...(nodeFigures.get(key) ?? []), Math.round((own.user + own.system) / CALLS)]);
      }
    }
  }
  console.log(`PostgreSQL CPU µs per request (${REPEATS} turns of ${CALLS} calls each):`);
  const show = (map: Map<string, number[]>) => {
    for (const [name, values] of map) {
      const median = [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
      console.log(`  ${name.padEnd(72)} ${values.join(', ')}  (median ${median})`);
    }
  };
  show(figures);
  console.log('Node CPU µs per request in this process (the app, node-postgres, and app.request; no HTTP):');
  show(nodeFigures);
  for (const s of served) await s.close();
} finally {
  cluster.stop();
}
