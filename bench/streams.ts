/**
 * Open notice streams in one server process (docs/benchmarks.md, "Notice streams"): the process's memory with none,
 * with `streams` open (spread over `owners` users), after `rounds` notices to each of those users, and once they are
 * closed; and how long a notice takes from the request that makes it to every stream of its user. A server on a
 * throwaway PostgreSQL cluster (or a fresh PGlite, `--db pglite`) is started for the run. Usage:
 *   node --import tsx bench/streams.ts [--db postgres|pglite] [--streams 2000] [--owners 50] [--rounds 5]
 * Writes bench/results/streams-<db>.json.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sleep } from '../tests/support/net';
import { startCluster } from '../tests/support/postgresCluster';
import { sseReader } from '../tests/support/sse';
import { call, makeBooker, registerAndLogin } from './lib/api';
import { machine, scratch, writeResult } from './lib/report';
import { startServer } from './lib/server';
import { percentile } from './lib/teams';

const { values: opts } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    streams: { type: 'string', default: '2000' },
    owners: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '5' },
  },
});
const DB = opts.db === 'pglite' ? 'pglite' : 'postgres';
const STREAMS = Number(opts.streams);
const OWNERS = Number(opts.owners);
const ROUNDS = Number(opts.rounds);

const dir = scratch('streams');
const cluster = DB === 'postgres' ? await startCluster() : undefined;
const server = await startServer({
  databaseUrl: cluster ? await cluster.createDatabase('canchas') : undefined,
  dataDir: join(dir, 'data'),
  logFile: join(dir, 'server.log'),
});
const base = server.url;
const rssMb = () => server.rssKiB() / 1024;

try {
  const owners = [];
  for (let i = 0; i < OWNERS; i++) owners.push(await makeBooker(base, i + 1));
  const applicants = [];
  for (let i = 0; i < ROUNDS; i++) applicants.push(await registerAndLogin(base, 'player'));
  await sleep(2000);
  const idle = rssMb();

  const streams = [];
  for (let i = 0; i < STREAMS; i++) {
    const owner = owners[i % OWNERS];
    const res = await fetch(`${base}/api/v1/notification/stream`, { headers: { authorization: `Bearer ${owner.token}` } });
    if (!res.ok) throw new Error(`stream ${i}: ${res.status}`);
    streams.push({ owner: i % OWNERS, reader: sseReader(res.body!) });
  }
  await sleep(2000);
  const open = rssMb();

  const latencies: number[] = [];
  for (const applicant of applicants) {
    for (let o = 0; o < OWNERS; o++) {
      const mine = streams.filter((s) => s.owner === o);
      const started = performance.now();
      const arrived = Promise.all(mine.map((s) => s.reader.nextEvent(10_000)));
      const r = await call(base, 'POST', '/api/v1/request', {
        token: applicant.token,
        body: { teamId: owners[o].teamId, description: 'Quiero jugar' },
      });
      if (r.status !== 201) throw new Error(`join request: ${r.status} ${JSON.stringify(r.body)}`);
      await arrived;
      latencies.push(performance.now() - started);
    }
  }
  await sleep(2000);
  const after = rssMb();
  await Promise.all(streams.map((s) => s.reader.cancel()));
  await sleep(3000);
  const closed = rssMb();

  latencies.sort((a, b) => a - b);
  const perStreamKiB = ((open - idle) * 1024) / STREAMS;
  const ms = (p: number) => Math.round(percentile(latencies, p) * 10) / 10;
  const mb = (x: number) => Math.round(x * 10) / 10;
  console.log(`${DB}: ${STREAMS} streams over ${OWNERS} users (${STREAMS / OWNERS} each), ${ROUNDS} rounds of a notice to each user`);
  console.log(
    `RSS MB: idle ${idle.toFixed(1)}, streams open ${open.toFixed(1)} (+${perStreamKiB.toFixed(1)} KiB a stream), after ${latencies.length} notices ${after.toFixed(1)}, closed ${closed.toFixed(1)}`,
  );
  console.log(`request to every stream of the user: p50 ${ms(50)} ms, p95 ${ms(95)} ms, p99 ${ms(99)} ms, max ${ms(100)} ms`);
  writeResult(`streams-${DB}`, {
    figure: 'Notice streams',
    machine: machine(),
    settings: { db: DB, postgres: cluster?.version, streams: STREAMS, owners: OWNERS, rounds: ROUNDS },
    rssMB: { idle: mb(idle), open: mb(open), afterNotices: mb(after), closed: mb(closed) },
    perStreamKiB: Math.round(perStreamKiB * 10) / 10,
    notices: latencies.length,
    requestToEveryStreamMs: { p50: ms(50), p95: ms(95), p99: ms(99), max: ms(100) },
  });
} finally {
  await server.stop();
  cluster?.stop();
}
