/** Where the figures go (bench/results/<name>.json), and the machine they came from. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './server';

export const RESULTS_DIR = join(ROOT, 'bench', 'results');

export function machine() {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout
  }
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    loadAverageAtStart: loadavg().map((l) => Math.round(l * 100) / 100),
    commit,
    date: new Date().toISOString(),
  };
}

export function writeResult(name: string, data: unknown): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${name}.json`);
  writeFileSync(file, JSON.stringify(data, null, 2) + '\n');
  console.log(`→ ${file}`);
  return file;
}

/** A scratch folder for data directories and logs: removed when the script succeeds, kept (and named) when it fails or BENCH_KEEP=1. */
export function scratch(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `canchas-${prefix}-`));
  process.once('exit', (code) => {
    if (code === 0 && process.env.BENCH_KEEP !== '1') rmSync(dir, { recursive: true, force: true });
    else console.error(`kept ${dir} (data and server logs)`);
  });
  return dir;
}
