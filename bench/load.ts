/**
 * The API under load (docs/benchmarks.md, "API under load"). For each database (PGlite, then PostgreSQL) one server process
 * is started, a small data set is made through the API, and autocannon measures /health (the ceiling: same
 * process, same HTTP stack, no database) and the data routes one after another, in one run.
 *
 *   node --import tsx bench/load.ts            both databases
 *   BENCH_DB=postgres node --import tsx bench/load.ts
 *   BENCH_SECONDS=10 BENCH_WARMUP_SECONDS=2 BENCH_CONNECTIONS=10 (the defaults)
 *   BENCH_BUSY_CONNECTIONS=50 (the default): availability is also measured with that many clients
 *   BENCH_BEFORE=/path/to/checkout (PostgreSQL only): a second server, run from another checkout of the
 *     product (an earlier commit, with its node_modules), serves the same database, and every route is
 *     measured on both, interleaved: before and after side by side in one run.
 *   BENCH_RESULT=load-something: the results' file name under bench/results/ (default load).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { DEFAULT_ROUNDS, DEFAULT_SETTINGS, measureInterleaved, type RouteFigure, type Target } from './lib/cannon';
import { makeLoadFixture, loadRoutes } from './lib/fixture';
import { serverVersion, startCluster } from '../tests/support/postgresCluster';
import { machine, scratch, writeResult } from './lib/report';
import { ROOT, startServer } from './lib/server';

export const TARGET_SHARE_OF_CEILING = 0.4;
/** The "lean per request" target: each hot route at least this share of the one-query floor's req/s, on PostgreSQL. */
export const TARGET_SHARE_OF_FLOOR = 0.35;
const BUSY_CONNECTIONS = Number(process.env.BENCH_BUSY_CONNECTIONS ?? 50);
const BEFORE_ROOT = process.env.BENCH_BEFORE || undefined;
const PGLITE_VERSION = JSON.parse(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version;
const BEFORE_SUFFIX = ' — before';
const commitOf = (root: string) => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return process.env.BENCH_BEFORE_COMMIT ?? 'unknown';
  }
};
const FLOOR_LABEL = 'GET /floor (SELECT 1 on the same stack, for reference)';
const AVAILABILITY = 'POST /api/v1/reservation/availability';

async function run(engine: 'pglite' | 'postgres') {
  const dir = scratch(`load-${engine}`);
  const cluster = engine === 'postgres' ? await startCluster() : undefined;
  const databaseUrl = cluster ? await cluster.createDatabase('canchas_load') : undefined;
  const server = await startServer({ databaseUrl, dataDir: join(dir, 'data'), logFile: join(dir, 'server.log') });
  // The code to compare with, on the same database (PostgreSQL only: PGlite's files belong to one process).
  const before =
    BEFORE_ROOT && databaseUrl
      ? await startServer({ databaseUrl, dataDir: join(dir, 'before-data'), logFile: join(dir, 'before.log'), root: BEFORE_ROOT })
      : undefined;
  // The same stack answering one SELECT 1 (bench/lib/floor-server.ts): what any route that reads the database costs at least.
  const floor = await startServer({
    databaseUrl,
    dataDir: join(dir, 'floor-data'),
    logFile: join(dir, 'floor.log'),
    script: 'bench/lib/floor-server.ts',
  });
  try {
    console.log(`\n${engine}: making the data set through the API…`);
    const f = await makeLoadFixture(server.url);
    const routes = loadRoutes({
      adminToken: f.admins[0].token,
      fieldId: f.admins[0].fieldId,
      playerToken: f.bookers[0].token,
      teamId: f.bookers[0].teamId,
    });
    console.log(
      `${engine}: ${DEFAULT_SETTINGS.connections} connections; per route ${DEFAULT_SETTINGS.warmupSeconds} s warm-up, then ${DEFAULT_SETTINGS.durationSeconds} s in ${DEFAULT_ROUNDS} interleaved turns`,
    );
    const floorProbe = { serverPid: floor.pid, postmasterPid: cluster?.postmasterPid };
    // Each server's routes, and availability again with BUSY_CONNECTIONS clients (its p99 is a target).
    const targetsOf = (base: string, pid: number, suffix: string): Target[] => {
      const probe = { serverPid: pid, postmasterPid: cluster?.postmasterPid };
      const availability = routes.find((r) => r.name === AVAILABILITY)!;
      return [
        // One ceiling is enough: /health does not change between the two.
        ...routes.filter((route) => !(suffix && route.path === '/health')).map((route) => ({ label: route.name + suffix, base, route, probe })),
        { label: `${AVAILABILITY}, ${BUSY_CONNECTIONS} clients${suffix}`, base, route: availability, probe, connections: BUSY_CONNECTIONS },
      ];
    };
    const figures: RouteFigure[] = await measureInterleaved([
      ...targetsOf(server.url, server.pid, ''),
      ...(before ? targetsOf(before.url, before.pid, BEFORE_SUFFIX) : []),
      { label: FLOOR_LABEL, base: floor.url, route: { name: FLOOR_LABEL, method: 'GET', path: '/floor' }, probe: floorProbe },
    ]);
    const ceiling = figures[0].requestsPerSecond;
    const floorRps = figures.find((f) => f.route === FLOOR_LABEL)!.requestsPerSecond;
    const share = (rps: number, of: number) => Math.round((rps / of) * 1000) / 1000;
    // The same ratio from CPU time per request (server + PostgreSQL + load generator), which depends much
    // less on what else the machine runs at the moment than req/s: 2 cores serve all three.
    const cpuOf = (fig: RouteFigure) => fig.cpuUsPerRequest.server + fig.cpuUsPerRequest.database + fig.cpuUsPerRequest.client;
    const floorCpu = cpuOf(figures.find((f) => f.route === FLOOR_LABEL)!);
    const rows = figures.map((fig) => ({
      ...fig,
      shareOfCeiling: share(fig.requestsPerSecond, ceiling),
      shareOfFloor: share(fig.requestsPerSecond, floorRps),
      cpuShareOfFloor: share(floorCpu, cpuOf(fig)),
    }));
    for (const r of rows.slice(1)) {
      const pct = (x: number) => `${(x * 100).toFixed(0).padStart(3)} %`;
      if (r.route === FLOOR_LABEL) {
        console.log(`  ${r.route.padEnd(60)} ${pct(r.shareOfCeiling)} of the ceiling (the most any data route can reach here)`);
        continue;
      }
      const ok = r.shareOfFloor >= TARGET_SHARE_OF_FLOOR;
      const verdict = engine === 'postgres' && !r.route.startsWith('GET /health') ? (ok ? '(floor target met)' : '(floor target missed)') : '';
      console.log(
        `  ${r.route.padEnd(60)} ${pct(r.shareOfCeiling)} of the ceiling, ${pct(r.shareOfFloor)} of the floor (by CPU per request: ${pct(r.cpuShareOfFloor)}) ${verdict}`,
      );
    }
    return {
      engine,
      database: databaseUrl
        ? await serverVersion(databaseUrl)
        : `PGlite ${PGLITE_VERSION} (PostgreSQL compiled to WebAssembly, inside the server process)`,
      before: before ? { root: BEFORE_ROOT, commit: commitOf(BEFORE_ROOT!) } : undefined,
      rows,
    };
  } finally {
    await server.stop();
    await before?.stop();
    await floor.stop();
    cluster?.stop();
  }
}

const engines = (process.env.BENCH_DB ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const results = [];
const info = machine();
for (const engine of engines) results.push(await run(engine));
writeResult(process.env.BENCH_RESULT || 'load', {
  figure: 'API under load',
  // The load average at the end too: the machine may be shared, and its load moves during a run.
  machine: { ...info, loadAverageAtEnd: loadavg().map((l) => Math.round(l * 100) / 100) },
  settings: { ...DEFAULT_SETTINGS, rounds: DEFAULT_ROUNDS, busyConnections: BUSY_CONNECTIONS },
  target: `each data route ≥ ${TARGET_SHARE_OF_FLOOR * 100}% of the one-query floor on PostgreSQL (earlier: ≥ ${TARGET_SHARE_OF_CEILING * 100}% of /health); p99 of availability with ${BUSY_CONNECTIONS} clients ≤ 30 ms`,
  results,
});
