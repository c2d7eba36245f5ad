/**
 * Starts the real servers for the browser journeys: the built app (npm run build first) and the API on a
 * fresh database with the demo data, on a free port, one server per worker (`maxWorkers`, from E2E_WORKERS in
 * vitest.e2e.config.ts), so that two journeys running at once never share a database: each worker runs its
 * files one after another against its own server, as a single run did. Stopped when the run ends. The
 * database is the embedded one, or with E2E_DATABASE=postgres a throwaway PostgreSQL cluster with one
 * database per server (`npm run e2e:postgres`, which runs the journeys POSTGRES_JOURNEYS of
 * vitest.e2e.config.ts lists; E2E_ALL=1 runs them all).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../support/net';
import { startCluster, type Cluster } from '../support/postgresCluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One address per worker: the worker numbered n (VITEST_POOL_ID, from 1) uses the n-th. */
    baseURLs: string[];
  }
}

interface Running {
  server: ChildProcess;
  dataDir: string;
}

const running: Running[] = [];
let cluster: Cluster | undefined;

async function startServer(databaseUrl: string): Promise<string> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'canchas-e2e-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      DATABASE_URL: databaseUrl,
      REGISTRATIONS_PER_HOUR: '100000',
      // The journeys book, move and add the demo team's players many times over on one server.
      TEAM_BOOKINGS_PER_DAY: '100000',
      MEMBER_ADDS_PER_DAY: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push({ server, dataDir });
  let output = '';
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => (output += d));
  const baseURL = `http://127.0.0.1:${port}`;
  // Two servers start at once (PGlite compiled, migrations, the demo data): on a busy machine that takes a minute.
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/health`)).ok) return baseURL;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`El servidor de pruebas no arrancó:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function setup(project: TestProject) {
  if (process.env.E2E_DATABASE === 'postgres') {
    cluster = await startCluster({ fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' });
  }
  const databases = await Promise.all(
    Array.from({ length: project.config.maxWorkers }, (_, i) => (cluster ? cluster.createDatabase(`canchas_e2e_${i + 1}`) : Promise.resolve(''))),
  );
  project.provide('baseURLs', await Promise.all(databases.map(startServer)));
}

export async function teardown() {
  // Each data folder goes once its server has exited (it closes its database on SIGTERM).
  await Promise.all(
    running.map(async ({ server, dataDir }) => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        const stuck = setTimeout(() => server.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(stuck);
      }
      rmSync(dataDir, { recursive: true, force: true });
    }),
  );
  cluster?.stop();
}
