/**
 * A throwaway PostgreSQL cluster, for the server tests and the benchmarks: initdb and postgres refuse to
 * run as root, so as root they run as the `postgres` user in a folder it owns. By default it keeps the
 * durable settings (fsync, synchronous_commit, full_page_writes on), as the benchmarks need; the tests
 * turn them off through `settings`.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './net';

export interface Cluster {
  /** URL of the `postgres` maintenance database. */
  adminUrl: string;
  version: string;
  postmasterPid: number;
  /** The server's log (auto_explain writes its plans there). */
  logFile: string;
  createDatabase(name: string): Promise<string>;
  stop(): void;
}

export function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error('No PostgreSQL server under /usr/lib/postgresql (apt-get install postgresql).');
  return join(root, versions[0], 'bin');
}

export async function startCluster(settings: Record<string, string> = {}): Promise<Cluster> {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'canchas-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, tool), args, { stdio: 'pipe' });

  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C']);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=100',
    ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`),
  ].join(' ');
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '120', 'start']);
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const version = readFileSync(join(data, 'PG_VERSION'), 'utf8').trim();
  const postmasterPid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  process.once('exit', stop);
  return {
    adminUrl,
    version,
    postmasterPid,
    logFile: join(dir, 'server.log'),
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop,
  };
}

/** One connection, for the generator and the checks. */
export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** The full version string of a server, e.g. "PostgreSQL 15.14 (Debian ...)". */
export async function serverVersion(url: string): Promise<string> {
  const c = await connect(url);
  try {
    return (await c.query<{ v: string }>('select version() as v')).rows[0].v;
  } finally {
    await c.end();
  }
}
