/**
 * Where a hot route's server CPU goes: the server runs under `node --cpu-prof` on a throwaway PostgreSQL
 * cluster, the load data set is made through the API, autocannon drives one route, and the profile's
 * self time is summed per function and per package (node_modules/<name>, node: internals, our own files).
 *
 *   node --import tsx bench/profile.ts                   availability, 10 clients, 10 s
 *   PROFILE_ROUTE=filter-admin|filter-member|availability PROFILE_SECONDS=10 PROFILE_TOP=40
 *
 * The .cpuprofile is kept under the scratch folder it prints (open it in Chrome's DevTools).
 */
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startCluster } from '../tests/support/postgresCluster';
import { makeLoadFixture, loadRoutes } from './lib/fixture';
import { summarizeProfiles } from './lib/cpuprofile';
import { scratch } from './lib/report';
import { startServer } from './lib/server';

const WHICH = process.env.PROFILE_ROUTE ?? 'availability';
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
const TOP = Number(process.env.PROFILE_TOP ?? 40);
const NAMES: Record<string, string> = {
  availability: 'POST /api/v1/reservation/availability',
  'filter-admin': 'GET /api/v1/reservation/filter (field admin)',
  'filter-member': 'GET /api/v1/reservation/filter (team member)',
};

const dir = scratch('profile');
const profDir = join(dir, 'prof');
const cluster = await startCluster();
const databaseUrl = await cluster.createDatabase('canchas_profile');
const server = await startServer({
  databaseUrl,
  dataDir: join(dir, 'data'),
  logFile: join(dir, 'server.log'),
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profDir}`],
});
try {
  const f = await makeLoadFixture(server.url);
  const route = loadRoutes({
    adminToken: f.admins[0].token,
    fieldId: f.admins[0].fieldId,
    playerToken: f.bookers[0].token,
    teamId: f.bookers[0].teamId,
  }).find((r) => r.name === NAMES[WHICH]);
  if (!route) throw new Error(`PROFILE_ROUTE: one of ${Object.keys(NAMES).join(', ')}`);
  const headers: Record<string, string> = {};
  if (route.token) headers.authorization = `Bearer ${route.token}`;
  if (route.body !== undefined) headers['content-type'] = 'application/json';
  const result = await autocannon({
    url: server.url + route.path,
    method: route.method,
    headers,
    body: route.body === undefined ? undefined : JSON.stringify(route.body),
    connections: 10,
    duration: SECONDS,
  });
  console.log(`${route.name}: ${Math.round(result.requests.average)} req/s, non-2xx ${result.non2xx}`);
} finally {
  await server.stop();
  cluster.stop();
}

for (const file of summarizeProfiles(profDir, TOP)) console.log(`\nprofile: ${file}`);
