/**
 * A throwaway PostgreSQL cluster for the server tests, started once per run. With DATABASE_URL set, that
 * server is used instead (each test file still creates its own database on it).
 *
 * initdb and postgres refuse to run as root; as root they run as the `postgres` user, in a folder it owns.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL of a PostgreSQL server on which the tests may CREATE DATABASE. */
    postgresUrl: string;
  }
}

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error('No PostgreSQL server found under /usr/lib/postgresql (apt-get install postgresql), and DATABASE_URL is not set.');
  return join(root, versions[0], 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('postgresUrl', process.env.DATABASE_URL);
    return;
  }
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
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  // fsync off: a test cluster need not survive a power cut, and it makes every commit cheap.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  project.provide('postgresUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);

  return () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
