/**
 * Figure 1 of issue 7: the API under load. For each database (PGlite, then PostgreSQL) one server process
 * is started, a small data set is made through the API, and autocannon measures /health (the ceiling: same
 * process, same HTTP stack, no database) and the data routes one after another, in one run.
 *
 *   node --import tsx bench/load.ts            both databases
 *   BENCH_DB=postgres node --import tsx bench/load.ts
 *   BENCH_SECONDS=10 BENCH_WARMUP_SECONDS=2 BENCH_CONNECTIONS=10 (the defaults)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_ROUNDS, DEFAULT_SETTINGS, measureInterleaved, type RouteFigure } from './lib/cannon';
import { makeLoadFixture, loadRoutes } from './lib/fixture';
import { serverVersion, startCluster } from '../tests/support/postgresCluster';
import { machine, scratch, writeResult } from './lib/report';
import { ROOT, startServer } from './lib/server';

export const TARGET_SHARE_OF_CEILING = 0.4;
const PGLITE_VERSION = JSON.parse(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version;
const FLOOR_LABEL = 'GET /floor (SELECT 1 on the same stack, for reference)';

async function run(engine: 'pglite' | 'postgres') {
  const dir = scratch(`load-${engine}`);
  const cluster = engine === 'postgres' ? await startCluster() : undefined;
  const databaseUrl = cluster ? await cluster.createDatabase('canchas_load') : undefined;
  const server = await startServer({ databaseUrl, dataDir: join(dir, 'data'), logFile: join(dir, 'server.log') });
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
    const probe = { serverPid: server.pid, postmasterPid: cluster?.postmasterPid };
    const floorProbe = { serverPid: floor.pid, postmasterPid: cluster?.postmasterPid };
    const figures: RouteFigure[] = await measureInterleaved([
      ...routes.map((route) => ({ label: route.name, base: server.url, route, probe })),
      { label: FLOOR_LABEL, base: floor.url, route: { name: FLOOR_LABEL, method: 'GET', path: '/floor' }, probe: floorProbe },
    ]);
    const ceiling = figures[0].requestsPerSecond;
    const rows = figures.map((fig) => ({ ...fig, shareOfCeiling: Math.round((fig.requestsPerSecond / ceiling) * 1000) / 1000 }));
    for (const r of rows.slice(1)) {
      if (r.route === FLOOR_LABEL) {
        console.log(
          `  ${r.route.padEnd(44)} ${(r.shareOfCeiling * 100).toFixed(0).padStart(3)} % of the ceiling (the most any data route can reach here)`,
        );
        continue;
      }
      const ok = r.shareOfCeiling >= TARGET_SHARE_OF_CEILING;
      console.log(
        `  ${r.route.padEnd(44)} ${(r.shareOfCeiling * 100).toFixed(0).padStart(3)} % of the ceiling ${engine === 'postgres' ? (ok ? '(target met)' : '(target missed)') : ''}`,
      );
    }
    return {
      engine,
      database: databaseUrl
        ? await serverVersion(databaseUrl)
        : `PGlite ${PGLITE_VERSION} (PostgreSQL compiled to WebAssembly, inside the server process)`,
      rows,
    };
  } finally {
    await server.stop();
    await floor.stop();
    cluster?.stop();
  }
}

const engines = (process.env.BENCH_DB ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const results = [];
const info = machine();
for (const engine of engines) results.push(await run(engine));
writeResult('load', {
  figure: 'API under load',
  machine: info,
  settings: { ...DEFAULT_SETTINGS, rounds: DEFAULT_ROUNDS },
  target: `each data route ≥ ${TARGET_SHARE_OF_CEILING * 100}% of /health on PostgreSQL`,
  results,
});
