/**
 * Starts the real server for the browser journeys: the built app (npm run build first) and the API on
 * a fresh database with the demo data, on a free port. Stopped when the run ends. The database is the
 * embedded one, or with E2E_DATABASE=postgres a throwaway PostgreSQL cluster (`npm run e2e:postgres`, which runs
 * the journeys POSTGRES_JOURNEYS of vitest.e2e.config.ts lists; E2E_ALL=1 runs them all).
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
    baseURL: string;
  }
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;
let cluster: Cluster | undefined;

export async function setup(project: TestProject) {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'canchas-e2e-'));
  let databaseUrl = '';
  if (process.env.E2E_DATABASE === 'postgres') {
    cluster = await startCluster({ fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' });
    databaseUrl = await cluster.createDatabase('canchas_e2e');
  }
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      DATABASE_URL: databaseUrl,
      REGISTRATIONS_PER_HOUR: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => (output += d));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`El servidor de pruebas no arrancó:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseURL', baseURL);
}

export async function teardown() {
  // The data folder goes once the server has exited (it closes its database on SIGTERM).
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    const stuck = setTimeout(() => server?.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(stuck);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  cluster?.stop();
}
