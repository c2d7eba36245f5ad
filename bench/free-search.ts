/**
 * 'Buscar cancha libre' at scale (docs/benchmarks.md, "The free-field search"): on one PostgreSQL cluster,
 * generate_series fills two databases with 500 ACTIVE fields (bench/lib/generate.ts, open 06:00–23:00) and
 * 40,000 players with a team each: one with 20,000 reservations, one with 2,000,000 (the history grows into
 * the past, as a real one does; the next 10 days hold the ACTIVE ones). The search's statement runs through
 * the service the route calls (server/services/freeFields.ts), for a day of the next ten and a start of the
 * day, the sizes taking turns; then its EXPLAIN (ANALYZE, BUFFERS) on each.
 *
 *   node --import tsx bench/free-search.ts          (FREE_CALLS per size and turn, 200 by default)
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import { connect, serverVersion, startCluster } from '../tests/support/postgresCluster';
import { openDatabase } from '../server/db/client';
import { freeFields, freeFieldsQuery } from '../server/services/freeFields';
import { addDays, todayInAppZone } from '../domain/time';
import { percentile } from './lib/cannon';
import { generateReservations, generateUsersFieldsTeams } from './lib/generate';
import { machine, writeResult } from './lib/report';

const FIELDS = 500;
const PLAYERS = 40_000; // every future slot of every field has a team of its own: 500 × 80
const sizes = [
  { name: 'canchas_free_small', k: 40 }, // 500 × 40 = 20,000
  { name: 'canchas_free_large', k: 4000 }, // 500 × 4,000 = 2,000,000
];
const CALLS = Number(process.env.FREE_CALLS ?? 200);
const ROUNDS = 5;
const TARGET_P50_RATIO = 1.5;

const clusterSettings = { shared_buffers: '256MB', maintenance_work_mem: '256MB', max_wal_size: '4GB', checkpoint_timeout: '30min' };
const cluster = await startCluster(clusterSettings);
const info = machine();
try {
  const dbs: { name: string; url: string; reservations: number; active: number }[] = [];
  for (const size of sizes) {
    const url = await cluster.createDatabase(size.name);
    const migrated = await openDatabase({ databaseUrl: url });
    await migrated.close();
    const db = await connect(url);
    console.log(`${size.name}: ${FIELDS} fields, ${(size.k * FIELDS).toLocaleString('en')} reservations…`);
    await generateUsersFieldsTeams(db, FIELDS, PLAYERS);
    await generateReservations(db, 0, size.k, { fieldsCount: FIELDS, players: PLAYERS, batchK: 200 });
    const { rows } = await db.query<{ n: string; active: string }>(
      `SELECT count(*) AS n, count(*) FILTER (WHERE status = 'ACTIVE') AS active FROM reservations`,
    );
    await db.end();
    dbs.push({ name: size.name, url, reservations: Number(rows[0].n), active: Number(rows[0].active) });
  }

  const now = new Date();
  const today = todayInAppZone(now);
  // Days 1..9 ahead (the generated ACTIVE ones lie there), starts 06:00..21:00 on the hour and half hour, 1–2 hours.
  const searches = Array.from({ length: CALLS }, (_, i) => ({
    reservationDate: addDays(today, 1 + (i % 9)),
    startTime: `${String(6 + (i % 15)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
    hours: 1 + (i % 2),
  }));
  const opened = await Promise.all(dbs.map((d) => openDatabase({ databaseUrl: d.url })));
  const times: number[][] = dbs.map(() => []);
  const found: number[][] = dbs.map(() => []);
  try {
    for (const i of dbs.keys()) for (const s of searches.slice(0, 50)) await freeFields(opened[i].db, s, now); // warm-up
    for (let round = 0; round < ROUNDS; round++) {
      for (const i of dbs.keys()) {
        for (const s of searches) {
          const t0 = performance.now();
          const answer = await freeFields(opened[i].db, s, now);
          times[i].push(performance.now() - t0);
          found[i].push(answer.length);
        }
      }
    }
    const plans: Record<string, string> = {};
    const probe = { reservationDate: addDays(today, 2), startTime: '18:00', hours: 2 };
    for (const [i, d] of dbs.entries()) {
      const query = freeFieldsQuery(opened[i].db, probe, now)!;
      const { sql: text, params } = new PgDialect().sqlToQuery(query.getSQL());
      const db = await connect(d.url);
      const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
      await db.end();
      plans[d.name] = rows.map((r) => r['QUERY PLAN']).join('\n');
    }
    const figures = dbs.map((d, i) => ({
      database: d.name,
      reservations: d.reservations,
      active: d.active,
      calls: times[i].length,
      p50Ms: percentile(times[i], 0.5),
      p95Ms: percentile(times[i], 0.95),
      p99Ms: percentile(times[i], 0.99),
      meanFieldsFound: Math.round(found[i].reduce((a, b) => a + b, 0) / found[i].length),
    }));
    const ratio = Math.round((figures[1].p50Ms / figures[0].p50Ms) * 100) / 100;
    for (const f of figures)
      console.log(
        `${f.reservations.toLocaleString('en')} reservations: p50 ${f.p50Ms} ms, p95 ${f.p95Ms} ms, p99 ${f.p99Ms} ms, ${f.meanFieldsFound} fields found on average`,
      );
    console.log(`p50 at 2M / p50 at 20k: ×${ratio} (target ≤ ${TARGET_P50_RATIO})`);
    writeResult('free-search', {
      figure: 'The free-field search (GET /field/free), its statement through the service',
      machine: info,
      database: await serverVersion(dbs[0].url),
      clusterSettings,
      settings: { fields: FIELDS, callsPerTurn: CALLS, rounds: ROUNDS },
      target: `p50 at 2,000,000 ≤ ${TARGET_P50_RATIO} × p50 at 20,000`,
      figures,
      ratio,
      plans,
    });
  } finally {
    await Promise.all(opened.map((o) => o.close()));
  }
} finally {
  cluster.stop();
}
