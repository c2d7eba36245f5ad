/**
 * Open notice streams in one server process (docs/benchmarks.md, "Notice streams"): the process's memory with none,
 * with `streams` open (spread over `owners` users), after `rounds` notices to each of those users, and once they are
 * closed; and how long a notice takes from the request that makes it to every stream of its user. A server on a
 * fresh PGlite (or DATABASE_URL) is started for the run. Usage:
 *   node --import tsx bench/streams.ts [--streams 1000] [--owners 50] [--rounds 5]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, sleep } from '../tests/support/net';
import { sseReader } from '../tests/support/sse';

const { values: opts } = parseArgs({
  options: { streams: { type: 'string', default: '1000' }, owners: { type: 'string', default: '50' }, rounds: { type: 'string', default: '5' } },
});
const STREAMS = Number(opts.streams);
const OWNERS = Number(opts.owners);
const ROUNDS = Number(opts.rounds);

const dataDir = mkdtempSync(join(tmpdir(), 'canchas-streams-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    STATIC_ROOT: '',
    REGISTRATIONS_PER_HOUR: '100000',
    TRUST_PROXY: 'true',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) / 1024;

let n = 0;
async function call<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { 'x-forwarded-for': `10.${++n % 250}.${(n >> 8) % 250}.1` };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
async function player(): Promise<{ id: number; token: string }> {
  const k = String(++n).padStart(7, '0');
  const email = `bench${process.pid}${k}@correo.co`;
  const password = 'Clave-Segura1';
  await call('POST', '/auth/player/register', undefined, {
    firstName: 'Ana',
    lastName: 'Bench',
    city: 'Cartagena',
    age: 27,
    cellphone: `31${k}${String(process.pid % 10)}`.slice(0, 10),
    documentType: 'CC',
    documentNumber: `8${process.pid % 1000}${k}`,
    email,
    password,
  });
  const { token, user } = await call<{ token: string; user: { id: number } }>('POST', '/auth/authenticate/player', undefined, { email, password });
  return { id: user.id, token };
}

try {
  for (const deadline = Date.now() + 60_000; ; await sleep(100)) {
    if (Date.now() > deadline) throw new Error('the server did not start');
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
  }
  const owners = [];
  for (let i = 0; i < OWNERS; i++) {
    const owner = await player();
    const team = await call<{ id: number }>('POST', '/api/v1/team', owner.token, {
      name: `Equipo ${i}`,
      city: 'Cartagena',
      neighborhood: 'Manga',
      maxPlayers: 30,
      ownerId: owner.id,
    });
    owners.push({ ...owner, teamId: team.id });
  }
  const applicants = [];
  for (let i = 0; i < ROUNDS; i++) applicants.push(await player());
  await sleep(1000);
  const idle = rssMb();

  const streams = [];
  for (let i = 0; i < STREAMS; i++) {
    const owner = owners[i % OWNERS];
    const res = await fetch(`${base}/api/v1/notification/stream`, { headers: { authorization: `Bearer ${owner.token}` } });
    streams.push({ owner: i % OWNERS, reader: sseReader(res.body!) });
  }
  await sleep(1000);
  const open = rssMb();

  const latencies: number[] = [];
  for (const applicant of applicants) {
    for (let o = 0; o < OWNERS; o++) {
      const mine = streams.filter((s) => s.owner === o);
      const started = performance.now();
      const arrived = Promise.all(mine.map((s) => s.reader.nextEvent(10_000)));
      await call('POST', '/api/v1/request', applicant.token, { teamId: owners[o].teamId, description: 'Quiero jugar' });
      await arrived;
      latencies.push(performance.now() - started);
    }
  }
  await sleep(1000);
  const after = rssMb();
  await Promise.all(streams.map((s) => s.reader.cancel()));
  await sleep(2000);
  const closed = rssMb();

  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  console.log(`streams ${STREAMS} over ${OWNERS} users (${STREAMS / OWNERS} each), ${ROUNDS} rounds of a notice to each user`);
  console.log(
    `RSS MB: idle ${idle.toFixed(1)}, streams open ${open.toFixed(1)} (+${(((open - idle) * 1024) / STREAMS).toFixed(1)} KB a stream), after ${latencies.length} notices ${after.toFixed(1)}, closed ${closed.toFixed(1)}`,
  );
  console.log(`request to every stream of the user: p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${pct(100)} ms`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
