/**
 * A booking's notice from one server process to another (docs/benchmarks.md, "Notices across processes"): two server
 * processes on one PostgreSQL; teams book through one process at a steady RATE a second for SECONDS, each booking's
 * other team member holding a notice stream open on the other process, and each booking is timed from its request's
 * send to the arrival of its BOOKING_CREATED event on that stream. Half the teams book through each process, so both
 * make bookings and both carry streams.
 *
 * RATE × SECONDS teams of two players (an owner who books, a member who listens), on FIELDS fields, are made by
 * PostgreSQL itself (bench/lib/teams.ts); each team books once, a slot of its own, so no booking is refused for
 * another. The requests are sent on a fixed schedule (open loop): a slow answer does not slow the next sends.
 *
 *   node --import tsx bench/relay.ts                  100 bookings a second for 30 s
 *   RELAY_RATE=50 RELAY_SECONDS=20 node --import tsx bench/relay.ts
 *   RELAY_STATEMENTS=1   also counts PostgreSQL's statements (pg_stat_statements): calls a booking, and those that took longest
 *   RELAY_PROFILE=1      also runs both servers under `node --cpu-prof` and prints where their CPU went
 * Writes bench/results/relay-<rate>.json.
 */
import { join } from 'node:path';
import { openDatabase } from '../server/db/client';
import { sleep } from '../tests/support/net';
import { connect, startCluster } from '../tests/support/postgresCluster';
import { sseReader } from '../tests/support/sse';
import { call, dayFromToday, pool } from './lib/api';
import { clusterCpuMs, processCpuMs } from './lib/cpu';
import { profileClockUs, summarizeProfiles } from './lib/cpuprofile';
import { machine, scratch, writeResult } from './lib/report';
import { startServer, type RunningServer } from './lib/server';
import { generateTeams, percentile, playerId, tokens, type TeamsLayout } from './lib/teams';

const RATE = Number(process.env.RELAY_RATE ?? 100);
const SECONDS = Number(process.env.RELAY_SECONDS ?? 30);
const FIELDS = Number(process.env.RELAY_FIELDS ?? 100);
const GOAL_P99_MS = 1000;
/** Hour slots a field opens (06:00–23:00). */
const SLOTS_PER_DAY = 17;

const layout: TeamsLayout = { fields: FIELDS, teams: RATE * SECONDS, members: 2 };
const dir = scratch('relay');
const STATEMENTS = process.env.RELAY_STATEMENTS === '1';
const PROFILE = process.env.RELAY_PROFILE === '1';
const cluster = await startCluster(STATEMENTS ? { shared_preload_libraries: 'pg_stat_statements' } : {});
const url = await cluster.createDatabase('canchas');
// The schema first (the servers would make it too), then the teams, then the two processes.
await (await openDatabase({ databaseUrl: url })).close();
const admin = await connect(url);
await generateTeams(admin, layout);
if (STATEMENTS) await admin.query('CREATE EXTENSION pg_stat_statements');
await admin.end();
const servers: RunningServer[] = [];
const profDir = join(dir, 'prof');
/** When the bookings were sent and answered, for the profiles (RELAY_PROFILE=1). */
const span = { fromUs: 0, toUs: 0 };
for (const name of ['a', 'b']) {
  const nodeArgs = PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [];
  servers.push(await startServer({ databaseUrl: url, dataDir: join(dir, name), logFile: join(dir, `${name}.log`), nodeArgs }));
}

/** Team t's slot: fields in turn, then the hours of the day, then the days from tomorrow on. */
function slotOf(t: number) {
  const i = Math.floor((t - 1) / FIELDS);
  return {
    fieldId: ((t - 1) % FIELDS) + 1,
    reservationDate: dayFromToday(1 + Math.floor(i / SLOTS_PER_DAY)),
    startTime: `${String(6 + (i % SLOTS_PER_DAY)).padStart(2, '0')}:00`,
    hours: 1,
  };
}

interface Booking {
  team: number;
  sentAt?: number;
  answeredAt?: number;
  status?: number;
  arrivedAt?: number;
  /** From the booking server's start on the booking to the event's arrival. */
  inServerMs?: number;
}

try {
  const sign = tokens();
  const bookings: Booking[] = Array.from({ length: layout.teams }, (_, i) => ({ team: i + 1 }));
  // Team t books through servers[t % 2]; its member listens on the other.
  const bookerOf = (t: number) => servers[t % 2];
  const listenerOf = (t: number) => servers[(t + 1) % 2];

  console.log(`opening ${layout.teams} streams (${layout.teams / 2} on each process)`);
  const readers = await pool(bookings, 20, async (b) => {
    const res = await fetch(`${listenerOf(b.team).url}/api/v1/notification/stream`, {
      headers: { authorization: `Bearer ${await sign.player(playerId(layout, b.team, 1))}` },
    });
    if (!res.ok) throw new Error(`stream of team ${b.team}: ${res.status}`);
    return sseReader(res.body!);
  });
  const unexpected: string[] = [];
  const listening = readers.map(async (reader, i) => {
    for (;;) {
      const event = await reader.nextEvent(600_000).catch(() => null);
      if (event === null) return;
      const notice = JSON.parse(event.data!) as { kind: string; createdAt: string };
      if (notice.kind === 'BOOKING_CREATED' && bookings[i].arrivedAt === undefined) {
        bookings[i].arrivedAt = performance.now();
        // The notice's moment is the booking server's clock as it began the booking (the same machine's clock).
        bookings[i].inServerMs = Date.now() - Date.parse(notice.createdAt);
      } else unexpected.push(notice.kind);
    }
  });
  const ownerTokens = await Promise.all(bookings.map((b) => sign.player(playerId(layout, b.team, 0))));
  await sleep(3000);

  if (STATEMENTS) {
    const db = await connect(url);
    await db.query('SELECT pg_stat_statements_reset()');
    await db.end();
  }
  const cpu0 = { a: processCpuMs(servers[0].pid), b: processCpuMs(servers[1].pid), pg: clusterCpuMs(cluster.postmasterPid) };
  console.log(`booking ${RATE} a second for ${SECONDS} s`);
  span.fromUs = profileClockUs();
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  let next = 0;
  while (next < bookings.length) {
    const due = started + (next * 1000) / RATE;
    const now = performance.now();
    if (now < due) {
      await sleep(Math.min(5, due - now));
      continue;
    }
    const b = bookings[next++];
    b.sentAt = performance.now();
    inFlight.push(
      call(bookerOf(b.team).url, 'POST', '/api/v1/reservation', { token: ownerTokens[b.team - 1], body: { teamId: b.team, ...slotOf(b.team) } }).then(
        (r) => {
          b.answeredAt = performance.now();
          b.status = r.status;
        },
        () => {
          b.answeredAt = performance.now();
          b.status = 0;
        },
      ),
    );
  }
  const sendSeconds = (performance.now() - started) / 1000;
  await Promise.all(inFlight);
  // The last events: at most 10 s more.
  for (const deadline = performance.now() + 10_000; performance.now() < deadline; await sleep(100)) {
    if (bookings.every((b) => b.status !== 201 || b.arrivedAt !== undefined)) break;
  }
  span.toUs = profileClockUs();
  const cpu = {
    a: processCpuMs(servers[0].pid) - cpu0.a,
    b: processCpuMs(servers[1].pid) - cpu0.b,
    pg: clusterCpuMs(cluster.postmasterPid) - cpu0.pg,
  };
  for (const r of readers) await r.cancel();
  await Promise.all(listening);

  const booked = bookings.filter((b) => b.status === 201);
  const statuses: Record<string, number> = {};
  for (const b of bookings) statuses[String(b.status)] = (statuses[String(b.status)] ?? 0) + 1;
  const latencies = booked
    .filter((b) => b.arrivedAt !== undefined)
    .map((b) => b.arrivedAt! - b.sentAt!)
    .sort((x, y) => x - y);
  const inServer = booked
    .filter((b) => b.inServerMs !== undefined)
    .map((b) => b.inServerMs!)
    .sort((x, y) => x - y);
  const answers = booked.map((b) => b.answeredAt! - b.sentAt!).sort((x, y) => x - y);
  const missing = booked.length - latencies.length;
  // Each second of sending apart: a figure that grows from one second to the next is a queue that does not keep up.
  const bySecond = Array.from({ length: SECONDS }, (_, sec) => {
    const xs = booked
      .filter((b) => b.arrivedAt !== undefined && Math.floor((b.sentAt! - started) / 1000) === sec)
      .map((b) => b.arrivedAt! - b.sentAt!)
      .sort((x, y) => x - y);
    return Math.round(percentile(xs, 99));
  });
  const round = (x: number) => Math.round(x * 10) / 10;
  const summary = (xs: number[]) => ({
    p50: round(percentile(xs, 50)),
    p95: round(percentile(xs, 95)),
    p99: round(percentile(xs, 99)),
    max: round(percentile(xs, 100)),
  });
  const result = {
    figure: 'Notices across processes',
    machine: machine(),
    settings: { rate: RATE, seconds: SECONDS, teams: layout.teams, fields: FIELDS, postgres: cluster.version },
    sentSeconds: round(sendSeconds),
    statuses,
    missingEvents: missing,
    unexpectedEvents: unexpected.length,
    requestToOtherProcessStreamMs: summary(latencies),
    p99BySecondMs: bySecond,
    bookingHandledToOtherProcessStreamMs: summary(inServer),
    bookingAnswerMs: summary(answers),
    cpuMsPerBooking: { serverA: round(cpu.a / bookings.length), serverB: round(cpu.b / bookings.length), postgres: round(cpu.pg / bookings.length) },
    goal: { p99Ms: GOAL_P99_MS, met: missing === 0 && booked.length === bookings.length && percentile(latencies, 99) <= GOAL_P99_MS },
  };
  console.log(`sent ${bookings.length} bookings in ${result.sentSeconds} s; answers ${JSON.stringify(statuses)}; events missing ${missing}`);
  console.log(`booking request → event on the other process: ${JSON.stringify(result.requestToOtherProcessStreamMs)} ms`);
  console.log(`booking begun on its server → event on the other process: ${JSON.stringify(result.bookingHandledToOtherProcessStreamMs)} ms`);
  console.log(`p99 by second of sending: ${bySecond.join(' ')} ms`);
  console.log(`booking's own answer: ${JSON.stringify(result.bookingAnswerMs)} ms; CPU ms a booking ${JSON.stringify(result.cpuMsPerBooking)}`);
  console.log(`goal p99 ≤ ${GOAL_P99_MS} ms: ${result.goal.met ? 'met' : 'MISSED'}`);
  if (STATEMENTS) {
    // Every statement from the first booking's send on (the streams' reads and the queue's polling too), per booking.
    const db = await connect(url);
    const all = await db.query<{ calls: string; total: number; query: string }>(
      `SELECT calls, total_exec_time AS total, left(regexp_replace(query, '\\s+', ' ', 'g'), 160) AS query FROM pg_stat_statements ORDER BY total_exec_time DESC`,
    );
    const calls = all.rows.reduce((n, r) => n + Number(r.calls), 0);
    const ms = all.rows.reduce((n, r) => n + r.total, 0);
    console.log(`statements: ${(calls / bookings.length).toFixed(1)} a booking, ${(ms / bookings.length).toFixed(2)} ms of execution a booking`);
    for (const r of all.rows.filter((r) => Number(r.calls) > 1).slice(0, 30))
      console.log(
        `${String(Math.round(r.total)).padStart(8)} ms ${(Number(r.calls) / bookings.length).toFixed(2).padStart(6)} a booking ${(r.total / Number(r.calls)).toFixed(3).padStart(7)} ms  ${r.query}`,
      );
    Object.assign(result, { statementsPerBooking: round(calls / bookings.length), statementMsPerBooking: round(ms / bookings.length) });
    await db.end();
  }
  writeResult(`relay-${RATE}`, result);
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  cluster.stop();
}
if (PROFILE) summarizeProfiles(profDir, Number(process.env.RELAY_PROFILE_TOP ?? 40), span);
