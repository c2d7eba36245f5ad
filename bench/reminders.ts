/**
 * Reminders due at once (docs/benchmarks.md, "Reminders due at once"): COUNT team bookings whose reminder jobs all fall
 * due at the same moment, two server processes on one PostgreSQL working the queue (services/reminders.ts). Measured:
 * how long from that moment until every reminder's notices are written, and that each reminder was sent exactly once:
 * every member of each booking's team has one notice of it (none missing, none doubled) and every job ran once
 * (completed, never retried).
 *
 * The teams (two players each), fields and ACTIVE bookings are made by PostgreSQL itself (bench/lib/teams.ts), days
 * ahead so that no process's sweep schedules them; the jobs are then inserted as the server's scheduling makes them
 * (same id, data and retry settings, services/reminders.ts) but all due DUE_IN_SECONDS after the insert.
 *
 *   node --import tsx bench/reminders.ts                          10,000 reminders, given 120 s at most
 *   REMINDERS_COUNT=2000 REMINDERS_LIMIT_SECONDS=60 node --import tsx bench/reminders.ts
 * Writes bench/results/reminders.json.
 */
import { join } from 'node:path';
import PgBoss from 'pg-boss';
import { openDatabase } from '../server/db/client';
import { REMINDER_QUEUE, reminderJobId } from '../server/services/reminders';
import { sleep } from '../tests/support/net';
import { connect, startCluster } from '../tests/support/postgresCluster';
import { clusterCpuMs, processCpuMs } from './lib/cpu';
import { machine, scratch, writeResult } from './lib/report';
import { startServer, type RunningServer } from './lib/server';
import { generateTeams, percentile, type TeamsLayout } from './lib/teams';

const COUNT = Number(process.env.REMINDERS_COUNT ?? 10_000);
const LIMIT_SECONDS = Number(process.env.REMINDERS_LIMIT_SECONDS ?? 120);
const GOAL_SECONDS = 60;
const DUE_IN_SECONDS = 10;
const FIELDS = 200;
const SLOTS_PER_DAY = 17;
const KIND = 'REMINDER_DAY_BEFORE' as const;

const layout: TeamsLayout = { fields: FIELDS, teams: COUNT, members: 2 };
const dir = scratch('reminders');
const cluster = await startCluster();
const url = await cluster.createDatabase('canchas');
await (await openDatabase({ databaseUrl: url })).close();
const db = await connect(url);
await generateTeams(db, layout);
// Team t's booking: fields in turn, then the hours of a day, then the days from three days ahead on (no sweep looks
// that far: it schedules the bookings of the next day only).
await db.query(
  `WITH slot AS (
     SELECT t, (t - 1) % $1::int + 1 AS f, (t - 1) / $1::int AS i FROM generate_series(1, $2::int) AS t
   ), placed AS (
     SELECT t, f, (now() AT TIME ZONE 'America/Bogota')::date + 3 + i / ${SLOTS_PER_DAY} AS day, 6 + i % ${SLOTS_PER_DAY} AS h FROM slot
   )
   INSERT INTO reservations (field_id, team_id, field_name, team_name, reservation_date, start_time, end_time, hours, starts_at, ends_at, status, price)
   SELECT f, t, 'Cancha ' || lpad(f::text, 5, '0'), 'Equipo ' || t, day, lpad(h::text, 2, '0') || ':00', lpad((h + 1)::text, 2, '0') || ':00', 1,
          (day + make_interval(hours => h)) AT TIME ZONE 'America/Bogota', (day + make_interval(hours => h + 1)) AT TIME ZONE 'America/Bogota',
          'ACTIVE', 80000
   FROM placed`,
  [FIELDS, COUNT],
);
await db.query('VACUUM (ANALYZE) reservations');

const servers: RunningServer[] = [];
for (const name of ['a', 'b']) servers.push(await startServer({ databaseUrl: url, dataDir: join(dir, name), logFile: join(dir, `${name}.log`) }));
const boss = new PgBoss({ connectionString: url, supervise: false, schedule: false, migrate: false, max: 2 });

try {
  await boss.start();
  const bookings = (await db.query<{ id: number; starts_at: Date }>('SELECT id, starts_at FROM reservations ORDER BY id')).rows;
  const jobOf = new Map<string, number>();
  const dueAt = new Date(Date.now() + DUE_IN_SECONDS * 1000);
  const jobs = bookings.map((b) => {
    const data = { reservationId: b.id, kind: KIND, startsAt: b.starts_at.toISOString() };
    const id = reminderJobId(data);
    jobOf.set(id, b.id);
    return { id, name: REMINDER_QUEUE, data, startAfter: dueAt.toISOString(), retryLimit: 5, retryDelay: 30, retryBackoff: true };
  });
  for (let i = 0; i < jobs.length; i += 1000) await boss.insert(jobs.slice(i, i + 1000));
  console.log(`${jobs.length} reminder jobs due at ${dueAt.toISOString()}, two processes working the queue`);

  const expected = COUNT * layout.members;
  await sleep(Math.max(0, dueAt.getTime() - Date.now()));
  const cpu0 = { a: processCpuMs(servers[0].pid), b: processCpuMs(servers[1].pid), pg: clusterCpuMs(cluster.postmasterPid) };
  let written = 0;
  const progress: number[] = [];
  for (let second = 1; second <= LIMIT_SECONDS; second++) {
    await sleep(dueAt.getTime() + second * 1000 - Date.now());
    written = Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM notification WHERE kind = $1`, [KIND])).rows[0].n);
    progress.push(written);
    if (second % 10 === 0) console.log(`  ${second} s: ${written} of ${expected} notices`);
    if (written >= expected) break;
  }
  // Jobs still working finish (or are left) before the count.
  await sleep(2000);
  const cpu = {
    a: processCpuMs(servers[0].pid) - cpu0.a,
    b: processCpuMs(servers[1].pid) - cpu0.b,
    pg: clusterCpuMs(cluster.postmasterPid) - cpu0.pg,
  };

  // Each reminder's notices: per (booking, kind), how many rows and how many members told.
  const perReminder = (
    await db.query<{ once_key: string; rows: string; users: string; first: Date; last: Date }>(
      `SELECT once_key, count(*) AS rows, count(DISTINCT user_id) AS users, min(created_at) AS first, max(created_at) AS last
       FROM notification WHERE kind = $1 GROUP BY once_key`,
      [KIND],
    )
  ).rows;
  const byBooking = new Map<number, { rows: number; users: number; last: number }>();
  let foreign = 0;
  for (const r of perReminder) {
    const booking = jobOf.get(r.once_key.replace(/^reminder:/, ''));
    if (booking === undefined) foreign++;
    else byBooking.set(booking, { rows: Number(r.rows), users: Number(r.users), last: r.last.getTime() });
  }
  const missing = bookings.filter((b) => (byBooking.get(b.id)?.users ?? 0) < layout.members).length;
  const doubled = [...byBooking.values()].filter((r) => r.rows > layout.members || r.rows !== r.users).length;
  const jobStates = Object.fromEntries(
    (
      await db.query<{ state: string; retried: string; n: string }>(
        `SELECT state, (retry_count > 0)::text AS retried, count(*) AS n FROM pgboss.job WHERE name = $1 GROUP BY 1, 2`,
        [REMINDER_QUEUE],
      )
    ).rows.map((r) => [`${r.state}${r.retried === 'true' ? ' (retried)' : ''}`, Number(r.n)]),
  );
  const delays = [...byBooking.values()].map((r) => (r.last - dueAt.getTime()) / 1000).sort((x, y) => x - y);
  const allSentSeconds = missing === 0 ? Math.round(percentile(delays, 100) * 10) / 10 : null;
  const s = (p: number) => Math.round(percentile(delays, p) * 10) / 10;
  const result = {
    figure: 'Reminders due at once',
    machine: machine(),
    settings: { reminders: COUNT, membersPerTeam: layout.members, limitSeconds: LIMIT_SECONDS, postgres: cluster.version },
    noticesExpected: expected,
    noticesWritten: written,
    remindersSent: byBooking.size,
    missing,
    doubled,
    foreignNotices: foreign,
    jobStates,
    allSentSeconds,
    sentAfterDueSeconds: { p50: s(50), p99: s(99), max: s(100) },
    noticesBySecond: progress,
    cpuMsPerReminder: {
      serverA: Math.round((cpu.a / COUNT) * 100) / 100,
      serverB: Math.round((cpu.b / COUNT) * 100) / 100,
      postgres: Math.round((cpu.pg / COUNT) * 100) / 100,
    },
    goal: { seconds: GOAL_SECONDS, met: missing === 0 && doubled === 0 && allSentSeconds !== null && allSentSeconds <= GOAL_SECONDS },
  };
  console.log(
    `${byBooking.size} of ${COUNT} reminders sent (${written} of ${expected} notices); missing ${missing}, doubled ${doubled}; jobs ${JSON.stringify(jobStates)}`,
  );
  console.log(`all sent ${allSentSeconds ?? '—'} s after due; each after due: ${JSON.stringify(result.sentAfterDueSeconds)} s`);
  console.log(`CPU ms a reminder ${JSON.stringify(result.cpuMsPerReminder)}; goal ≤ ${GOAL_SECONDS} s: ${result.goal.met ? 'met' : 'MISSED'}`);
  writeResult('reminders', result);
} finally {
  await boss.stop({ graceful: false, wait: true }).catch(() => {});
  await db.end();
  await Promise.all(servers.map((server) => server.stop()));
  cluster.stop();
}
