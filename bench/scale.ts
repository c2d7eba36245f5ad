/**
 * Scale (docs/benchmarks.md, "Scale"). On one PostgreSQL cluster, generate_series fills two databases with 1,000
 * fields and 100,000 players with a team each (bench/lib/generate.ts): one with 20,000 reservations, one
 * with 2,000,000. A server process runs on each, and the routes are measured on both side by side
 * (turns interleaved, so the machine's other load weighs on both alike). Then auto_explain records the
 * plans of every query the routes run, on each database.
 *
 * The figures of home-admin (GET /field/{id}/stats) are measured twice: the route, like the others, and
 * its two queries on their own (the service functions the route calls, server/services/stats.ts), turns
 * interleaved between the sizes, with the EXPLAIN (ANALYZE, BUFFERS) plans of the very same SQL.
 *
 *   node --import tsx bench/scale.ts
 *   SCALE_RESERVATIONS_PER_FIELD=2000 (the default: 2,000,000 reservations), BENCH_SECONDS, BENCH_WARMUP_SECONDS
 *   SCALE_ONLY='health|stats' measures only the routes whose name matches; the results then go to
 *   bench/results/$SCALE_RESULT.json (default scale-only), leaving the full figure's file alone
 */
import { join } from 'node:path';
import { login } from './lib/api';
import { DEFAULT_SETTINGS, measureInterleaved, type Route } from './lib/cannon';
import { explainRoutes, type RoutePlans } from './lib/explain';
import { loadRoutes } from './lib/fixture';
import { adminEmail, generateReservations, generateUsersFieldsTeams, playerEmail, SCALE } from './lib/generate';
import { connect, serverVersion, startCluster } from '../tests/support/postgresCluster';
import { machine, scratch, writeResult } from './lib/report';
import { startServer, type RunningServer } from './lib/server';
import { openDatabase } from '../server/db/client';
import { PgDialect } from 'drizzle-orm/pg-core';
import { occupancy, revenue } from '../server/services/stats';
import { occupancySql, revenueSql } from '../server/data/stats';
import { revenueWeekStarts, statsRanges } from '../domain/stats';
import { todayInAppZone } from '../domain/time';
import { percentile } from './lib/cannon';

export const TARGET_P50_RATIO = 1.5;
const SMALL_K = 20;
const LARGE_K = Number(process.env.SCALE_RESERVATIONS_PER_FIELD ?? 2000);
// Finer turns than the load figure's: the two sizes are compared with each other, so they should share the machine's moods.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const ONLY = process.env.SCALE_ONLY ? new RegExp(process.env.SCALE_ONLY) : null;
/** Calls of each stats query per size and turn, and turns (sizes interleaved). */
const QUERY_CALLS = Number(process.env.SCALE_QUERY_CALLS ?? 100);
const QUERY_ROUNDS = 5;

const dir = scratch('scale');
// Durable defaults, plus room for a bulk load: a bigger WAL between checkpoints and memory for index builds.
const clusterSettings = { shared_buffers: '256MB', maintenance_work_mem: '256MB', max_wal_size: '4GB', checkpoint_timeout: '30min' };
const cluster = await startCluster(clusterSettings);
const info = machine();
const sizes = [
  { name: 'canchas_small', k: SMALL_K },
  { name: 'canchas_large', k: LARGE_K },
];

try {
  const dbs: { name: string; k: number; url: string; reservations: number; active: number; tableSize: string; label: string }[] = [];
  for (const size of sizes) {
    const url = await cluster.createDatabase(size.name);
    // The schema, exactly as the server makes it (its migrations), before the generator fills it.
    const migrated = await openDatabase({ databaseUrl: url });
    await migrated.close();
    const db = await connect(url);
    console.log(
      `${size.name}: ${SCALE.fields} fields, ${SCALE.players} players and teams, ${(size.k * SCALE.fields).toLocaleString('en')} reservations…`,
    );
    const t = Date.now();
    await generateUsersFieldsTeams(db);
    await generateReservations(db, 0, size.k);
    const { rows } = await db.query<{ n: string; active: string; size: string }>(
      `SELECT count(*) AS n, count(*) FILTER (WHERE status = 'ACTIVE') AS active, pg_size_pretty(pg_total_relation_size('reservations')) AS size FROM reservations`,
    );
    await db.end();
    const reservations = Number(rows[0].n);
    console.log(
      `  ${((Date.now() - t) / 1000).toFixed(0)} s: ${reservations.toLocaleString('en')} reservations (${rows[0].active} ACTIVE), table + indexes ${rows[0].size}`,
    );
    dbs.push({ ...size, url, reservations, active: Number(rows[0].active), tableSize: rows[0].size, label: reservations.toLocaleString('en') });
  }

  const servers: RunningServer[] = [];
  try {
    for (const d of dbs)
      servers.push(await startServer({ databaseUrl: d.url, dataDir: join(dir, `${d.name}-data`), logFile: join(dir, `${d.name}.log`) }));
    const routesBySize: Route[][] = [];
    for (const server of servers) {
      const admin = await login(server.url, 'admin', adminEmail(1)); // field 1
      const member = await login(server.url, 'player', playerEmail(1)); // team 1: one ACTIVE reservation, and history at 2M
      const free = await login(server.url, 'player', playerEmail(SCALE.players)); // the last team never holds an ACTIVE one
      const routes = loadRoutes({ adminToken: admin.token, fieldId: 1, playerToken: member.token, teamId: 1 });
      // Availability is asked by a team without an ACTIVE reservation, so every rule runs and it answers 200.
      routes[2] = { ...routes[2], token: free.token, body: { ...(routes[2].body as object), teamId: SCALE.players } };
      routes.push({ name: 'GET /api/v1/field/{id}/stats (field admin)', method: 'GET', path: '/api/v1/field/1/stats', token: admin.token });
      routesBySize.push(ONLY ? routes.filter((r) => ONLY.test(r.name)) : routes);
    }
    console.log(`
side by side: ${DEFAULT_SETTINGS.connections} connections; per route and size ${DEFAULT_SETTINGS.warmupSeconds} s warm-up, then ${DEFAULT_SETTINGS.durationSeconds} s in ${ROUNDS} interleaved turns`);
    const targets = routesBySize[0].flatMap((_, i) =>
      dbs.map((d, s) => ({
        label: `${routesBySize[s][i].name} @ ${d.label}`,
        base: servers[s].url,
        route: routesBySize[s][i],
        probe: { serverPid: servers[s].pid, postmasterPid: cluster.postmasterPid },
      })),
    );
    const figures = await measureInterleaved(targets, DEFAULT_SETTINGS, ROUNDS);
    const plans: Record<string, RoutePlans[]> = {};
    for (const [s, d] of dbs.entries()) plans[d.label] = await explainRoutes(cluster, d.url, d.name, routesBySize[s], dir);

    const comparison = routesBySize[0].map((route, i) => {
      const [f, g] = [figures[2 * i], figures[2 * i + 1]];
      return {
        route: route.name,
        p50Small: f.p50Ms,
        p50Large: g.p50Ms,
        ratio: Math.round((g.p50Ms / f.p50Ms) * 100) / 100,
        rpsSmall: f.requestsPerSecond,
        rpsLarge: g.requestsPerSecond,
      };
    });
    console.log(`\np50 at ${dbs[1].label} / p50 at ${dbs[0].label} (target ≤ ${TARGET_P50_RATIO}):`);
    for (const c of comparison)
      console.log(
        `  ${c.route.padEnd(44)} ${c.p50Small} ms → ${c.p50Large} ms  ×${c.ratio} ${c.ratio <= TARGET_P50_RATIO ? '(target met)' : '(target missed)'}`,
      );
    const queries = await measureStatsQueries(dbs);
    writeResult(ONLY ? (process.env.SCALE_RESULT ?? 'scale-only') : 'scale', {
      figure: 'Scale',
      machine: info,
      database: await serverVersion(dbs[0].url),
      clusterSettings,
      settings: { ...DEFAULT_SETTINGS, rounds: ROUNDS },
      target: `p50 at 2,000,000 ≤ ${TARGET_P50_RATIO} × p50 at 20,000`,
      sizes: dbs.map(({ name, reservations, active, tableSize }) => ({ name, reservations, active, tableSize })),
      comparison,
      figures,
      queries,
      plans,
    });
  } finally {
    for (const server of servers) await server.stop();
  }
} finally {
  cluster.stop();
}

/**
 * The two queries of GET /field/{id}/stats on their own, through the service functions the route calls,
 * for field 1 (2,000 reservations at the large size, 20 at the small): QUERY_CALLS calls per turn, the
 * sizes taking turns; then each query's EXPLAIN (ANALYZE, BUFFERS) with the same parameters.
 */
async function measureStatsQueries(dbs: { label: string; url: string }[]) {
  const today = todayInAppZone();
  const ranges = statsRanges(today);
  const weeks = revenueWeekStarts(today);
  const opened = await Promise.all(dbs.map((d) => openDatabase({ databaseUrl: d.url })));
  const run = {
    occupancy: (i: number) => occupancy(opened[i].db, 1, ranges.occupancy),
    revenue: (i: number) => revenue(opened[i].db, 1, ranges.revenue, weeks),
  };
  const times: Record<string, number[][]> = { occupancy: dbs.map(() => []), revenue: dbs.map(() => []) };
  try {
    for (const q of Object.values(run)) for (const i of dbs.keys()) for (let n = 0; n < 20; n++) await q(i); // warm-up
    for (let round = 0; round < QUERY_ROUNDS; round++) {
      for (const [name, q] of Object.entries(run)) {
        for (const i of dbs.keys()) {
          for (let n = 0; n < QUERY_CALLS; n++) {
            const t0 = performance.now();
            await q(i);
            times[name][i].push(performance.now() - t0);
          }
        }
      }
    }
  } finally {
    await Promise.all(opened.map((o) => o.close()));
  }
  console.log(`\nthe stats queries on their own (${QUERY_ROUNDS} × ${QUERY_CALLS} calls per size, sizes interleaved):`);
  const figures = Object.keys(run).map((name) => {
    const [p50Small, p50Large] = times[name].map((t) => percentile(t, 0.5));
    const [p99Small, p99Large] = times[name].map((t) => percentile(t, 0.99));
    const ratio = Math.round((p50Large / p50Small) * 100) / 100;
    console.log(
      `  ${name.padEnd(10)} p50 ${p50Small} ms → ${p50Large} ms  ×${ratio} ${ratio <= TARGET_P50_RATIO ? '(target met)' : '(target missed)'}  p99 ${p99Small} → ${p99Large} ms`,
    );
    return { query: name, p50Small, p50Large, ratio, p99Small, p99Large, calls: times[name][0].length };
  });
  // The plans, with the same parameters as the measured calls.
  const plans: Record<string, Record<string, string>> = {};
  for (const d of dbs) {
    const db = await connect(d.url);
    try {
      plans[d.label] = {};
      for (const [name, query] of Object.entries({ occupancy: occupancySql(1, ranges.occupancy), revenue: revenueSql(1, ranges.revenue) })) {
        const { sql: text, params } = new PgDialect().sqlToQuery(query);
        const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
        plans[d.label][name] = rows.map((r) => r['QUERY PLAN']).join('\n');
      }
    } finally {
      await db.end();
    }
  }
  for (const [label, byQuery] of Object.entries(plans))
    for (const [name, plan] of Object.entries(byQuery)) console.log(`\nEXPLAIN ${name} @ ${label}:\n${plan}`);
  return { field: 1, today, ranges, figures, plans };
}
