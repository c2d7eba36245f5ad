/**
 * The real server as a child process (node --import tsx server/main.ts), as a user would run it, so the
 * figures include Node's HTTP stack and the process can be killed and measured from outside.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort, sleep } from '../../tests/support/net';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const JWT_SECRET = 'bench-secret-not-for-production-use-0123456789';

export interface ServerOptions {
  /** PostgreSQL when given, else PGlite under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  port?: number;
  logFile: string;
  env?: Record<string, string>;
  /** The entry point, relative to the repository: the product's server unless told otherwise. */
  script?: string;
  /** The checkout to run it from (with its node_modules): this one unless told otherwise, e.g. an earlier commit's to compare with. */
  root?: string;
  /** Extra node flags, e.g. ['--cpu-prof'] to profile. */
  nodeArgs?: string[];
}

export interface RunningServer {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Resident set size of the server process, in KiB (VmRSS of /proc/PID/status). */
  rssKiB(): number;
  /** SIGKILL, and wait until the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (clean shutdown), and wait. */
  stop(): Promise<void>;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', options.script ?? 'server/main.ts'], {
    cwd: options.root ?? ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      SEED_DEMO: 'false',
      STATIC_ROOT: '',
      JWT_SECRET,
      TOKEN_TTL: '6h',
      NODE_ENV: 'production',
      // The benchmarks register many users from one address, and book and move with the same teams over and over.
      REGISTRATIONS_PER_HOUR: '1000000',
      TEAM_BOOKINGS_PER_DAY: '1000000',
      MEMBER_ADDS_PER_DAY: '1000000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (gone) throw new Error(`The server exited during start-up; see ${options.logFile}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer /health within 180 s; see ${options.logFile}`);
    }
    await sleep(100);
  }

  const pid = child.pid!;
  return {
    url,
    port,
    pid,
    child,
    rssKiB() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
    },
    async kill() {
      if (!gone) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!gone) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
