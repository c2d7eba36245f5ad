/**
 * Start-up time of the server: from spawning the process to its first answer on /health, on a data folder
 * that already holds the demo data (as every start after the first). Two ways side by side, alternating
 * run by run: through the TypeScript loader (node --import tsx server/main.ts, as before) and the server
 * built to plain JavaScript (node dist-server/main.js, what `npm start` runs).
 *
 *   node --import tsx bench/startup.ts        (RUNS=7 by default)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, SERVER_OUT } from '../scripts/build-server.mjs';
import { freePort, sleep } from '../tests/support/net';
import { ROOT } from './lib/server';

const RUNS = Number(process.env.RUNS ?? 7);
const WAYS = { tsx: ['--import', 'tsx', 'server/main.ts'], built: [SERVER_OUT] } as const;

async function startOnce(args: readonly string[], dataDir: string, seed: boolean): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...args], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: String(seed), STATIC_ROOT: '' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) throw new Error(`the server exited (${args.join(' ')})`);
      await sleep(5);
    }
  } finally {
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await gone;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

await buildServer();
const dataDir = mkdtempSync(join(tmpdir(), 'canchas-startup-'));
try {
  await startOnce(WAYS.built, dataDir, true); // migrations and demo data, once
  const times: Record<keyof typeof WAYS, number[]> = { tsx: [], built: [] };
  for (let i = 0; i < RUNS; i++) {
    for (const way of Object.keys(WAYS) as (keyof typeof WAYS)[]) times[way].push(await startOnce(WAYS[way], dataDir, false));
  }
  const result = Object.fromEntries(
    Object.entries(times).map(([way, xs]) => [way, { medianMs: Math.round(median(xs)), runsMs: xs.map(Math.round) }]),
  );
  console.log(result);
  writeFileSync(join(ROOT, 'bench/results/startup.json'), JSON.stringify({ runs: RUNS, ...result }, null, 2) + '\n');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
