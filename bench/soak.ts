/**
 * Soak (docs/benchmarks.md, "Soak"). Mixed traffic (reads of the home, field details, availability and the
 * filtered lists; bookings that are then finalized or canceled; log-ins; a few bad requests) from
 * SOAK_WORKERS closed-loop clients for SOAK_SECONDS (600) after SOAK_WARMUP_SECONDS (60). The server's
 * resident memory is sampled every 5 s; the figure is RSS at the end of the warm-up and at the end, and
 * every status seen (target: no 5xx, RSS growth under 10% after warm-up).
 *
 *   node --import tsx bench/soak.ts                       both databases, 10 minutes each
 *   SOAK_SECONDS=60 SOAK_WARMUP_SECONDS=15 BENCH_DB=pglite node --import tsx bench/soak.ts
 */
import { join } from 'node:path';
import { call, dayFromToday, makeBooker, pool, PASSWORD, type Booker } from './lib/api';
import { makeLoadFixture } from './lib/fixture';
import { sleep } from '../tests/support/net';
import { startCluster } from '../tests/support/postgresCluster';
import { machine, scratch, writeResult } from './lib/report';
import { startServer } from './lib/server';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? 60);
const WORKERS = Number(process.env.SOAK_WORKERS ?? 8);
const SAMPLE_MS = 5000;
export const TARGET_RSS_GROWTH = 0.1;

interface Tally {
  statuses: Record<string, Record<string, number>>;
  networkErrors: number;
}

function count(t: Tally, action: string, status: number | string) {
  const byStatus = (t.statuses[action] ??= {});
  byStatus[status] = (byStatus[status] ?? 0) + 1;
}

async function run(engine: 'pglite' | 'postgres') {
  const dir = scratch(`soak-${engine}`);
  const cluster = engine === 'postgres' ? await startCluster() : undefined;
  const databaseUrl = cluster ? await cluster.createDatabase('canchas_soak') : undefined;
  const server = await startServer({ databaseUrl, dataDir: join(dir, 'data'), logFile: join(dir, 'server.log') });
  try {
    console.log(`\n${engine}: data set through the API…`);
    const f = await makeLoadFixture(server.url);
    const writers: Booker[] = await pool(
      Array.from({ length: WORKERS }, (_, i) => 100 + i),
      4,
      (n) => makeBooker(server.url, n),
    );
    const admin = f.admins[0];
    const reader = f.bookers[1];
    const free = f.bookers[0];
    const fieldIds = f.admins.map((a) => a.fieldId);
    const seqs = writers.map(() => 0);
    let bookings = 0;
    const base = server.url;

    // Each action is one request (a booking is two: book, then finalize or cancel). Weights sum to 100.
    const actions: [number, string, (w: number) => Promise<number[]>][] = [
      [5, 'GET /health', async () => [(await call(base, 'GET', '/health')).status]],
      [22, 'GET /api/v1/field/active', async () => [(await call(base, 'GET', '/api/v1/field/active')).status]],
      [
        10,
        'GET /api/v1/field/:id',
        async (w) => [(await call(base, 'GET', `/api/v1/field/${fieldIds[w % fieldIds.length]}`, { token: reader.token })).status],
      ],
      [
        15,
        'POST /api/v1/reservation/availability',
        async () => [
          (
            await call(base, 'POST', '/api/v1/reservation/availability', {
              token: free.token,
              body: { teamId: free.teamId, fieldId: admin.fieldId, reservationDate: dayFromToday(40), startTime: '18:00', hours: 2 },
            })
          ).status,
        ],
      ],
      [
        13,
        'GET /api/v1/reservation/filter (field admin)',
        async (w) => [
          (await call(base, 'GET', `/api/v1/reservation/filter?fieldId=${admin.fieldId}&page=${w % 3}&size=6`, { token: admin.token })).status,
        ],
      ],
      [
        12,
        'GET /api/v1/reservation/filter (team member)',
        async () => [(await call(base, 'GET', `/api/v1/reservation/filter?teamId=${reader.teamId}&page=0&size=6`, { token: reader.token })).status],
      ],
      [4, 'GET /api/v1/team/:id', async () => [(await call(base, 'GET', `/api/v1/team/${reader.teamId}`, { token: reader.token })).status]],
      [
        14,
        'POST /api/v1/reservation + finalize/cancel',
        async (w) => {
          const b = writers[w];
          const seq = seqs[w]++;
          const slot = {
            fieldId: fieldIds[(10 + w) % fieldIds.length],
            reservationDate: dayFromToday(1 + Math.floor(seq / 8)),
            startTime: `${String(6 + 2 * (seq % 8)).padStart(2, '0')}:00`,
            hours: 2,
          };
          const r = await call<{ id: number }>(base, 'POST', '/api/v1/reservation', { token: b.token, body: { teamId: b.teamId, ...slot } });
          if (r.status !== 201) return [r.status];
          bookings++;
          // Finalized by the field's administrator (a team may only once the match is over), canceled by the team.
          const finalize = seq % 2 === 1;
          const token = finalize ? f.admins.find((a) => a.fieldId === slot.fieldId)!.token : b.token;
          const end = await call(base, 'PUT', `/api/v1/reservation/${r.body.id}/status/${finalize ? 'finalize' : 'canceled'}`, { token });
          return [r.status, end.status];
        },
      ],
      [
        2,
        'POST /auth/authenticate/player',
        async () => [(await call(base, 'POST', '/auth/authenticate/player', { body: { email: reader.email, password: PASSWORD } })).status],
      ],
      [
        3,
        'bad requests (expected 4xx)',
        async (w) => {
          const kind = w % 3;
          if (kind === 0) return [(await call(base, 'GET', '/api/v1/reservation/filter?page=0&size=6', { token: 'not-a-token' })).status];
          if (kind === 1) return [(await call(base, 'GET', '/api/v1/no-such-thing', { token: reader.token })).status];
          return [(await call(base, 'POST', '/api/v1/reservation/availability', { token: free.token, body: { teamId: 'x' } })).status];
        },
      ],
    ];
    const pick = () => {
      let x = Math.random() * 100;
      for (const a of actions) if ((x -= a[0]) < 0) return a;
      return actions[0];
    };

    const tally: Tally = { statuses: {}, networkErrors: 0 };
    const warmupTally: Tally = { statuses: {}, networkErrors: 0 };
    let current = warmupTally;
    let stop = false;
    const workers = Array.from({ length: WORKERS }, async (_, w) => {
      while (!stop) {
        const [, name, act] = pick();
        try {
          for (const status of await act(w)) count(current, name, status);
        } catch {
          current.networkErrors++;
        }
      }
    });

    console.log(`${engine}: ${WORKERS} clients, ${WARMUP_SECONDS} s warm-up, then ${SECONDS} s`);
    await sleep(WARMUP_SECONDS * 1000);
    current = tally;
    const bookingsBefore = bookings;
    const samples: { t: number; rssKiB: number }[] = [];
    const t0 = Date.now();
    while (Date.now() - t0 < SECONDS * 1000) {
      samples.push({ t: Math.round((Date.now() - t0) / 1000), rssKiB: server.rssKiB() });
      const last = samples[samples.length - 1];
      if (samples.length % 12 === 1)
        console.log(`  t=${String(last.t).padStart(4)} s  RSS ${(last.rssKiB / 1024).toFixed(1)} MiB  bookings ${bookings - bookingsBefore}`);
      await sleep(Math.min(SAMPLE_MS, SECONDS * 1000 - (Date.now() - t0)));
    }
    samples.push({ t: Math.round((Date.now() - t0) / 1000), rssKiB: server.rssKiB() });
    stop = true;
    await Promise.all(workers);

    const requests = Object.values(tally.statuses).reduce((n, s) => n + Object.values(s).reduce((a, b) => a + b, 0), 0);
    const fiveXX = Object.values(tally.statuses).reduce(
      (n, s) =>
        n +
        Object.entries(s)
          .filter(([k]) => k.startsWith('5'))
          .reduce((a, [, v]) => a + v, 0),
      0,
    );
    const startKiB = samples[0].rssKiB;
    const endKiB = samples[samples.length - 1].rssKiB;
    const maxKiB = Math.max(...samples.map((s) => s.rssKiB));
    const growth = (endKiB - startKiB) / startKiB;
    const result = {
      engine,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      workers: WORKERS,
      requests,
      requestsPerSecond: Math.round(requests / SECONDS),
      bookings: bookings - bookingsBefore,
      fiveXX,
      networkErrors: tally.networkErrors,
      rssStartMiB: Math.round(startKiB / 102.4) / 10,
      rssEndMiB: Math.round(endKiB / 102.4) / 10,
      rssMaxMiB: Math.round(maxKiB / 102.4) / 10,
      rssGrowth: Math.round(growth * 1000) / 1000,
      ok: fiveXX === 0 && tally.networkErrors === 0 && growth < TARGET_RSS_GROWTH,
      statuses: tally.statuses,
      warmupStatuses: warmupTally.statuses,
      samples,
    };
    console.log(
      `${engine}: ${requests} requests (${result.requestsPerSecond}/s), ${result.bookings} bookings, 5xx ${fiveXX}, network errors ${tally.networkErrors}; ` +
        `RSS ${result.rssStartMiB} → ${result.rssEndMiB} MiB (max ${result.rssMaxMiB}), growth ${(growth * 100).toFixed(1)}% ${result.ok ? '(target met)' : '(target missed)'}`,
    );
    console.log(`  statuses: ${JSON.stringify(tally.statuses)}`);
    return result;
  } finally {
    await server.stop();
    cluster?.stop();
  }
}

const engines = (process.env.BENCH_DB ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const info = machine();
const results = [];
for (const engine of engines) results.push(await run(engine));
writeResult(process.env.SOAK_RESULT ?? 'soak', {
  figure: 'Soak',
  machine: info,
  target: `no 5xx, RSS growth < ${TARGET_RSS_GROWTH * 100}% after warm-up`,
  results,
});
