/**
 * Crash safety (docs/benchmarks.md, "Crash safety"). While teams book (and then finalize, to book again) as fast as they
 * can, two teams at a time racing for each slot, the server gets SIGKILL. It is started again on the same
 * data, and the database is counted:
 *
 *   - every booking that got a 201 is there, with its team, field, date and time;
 *   - every finalize that got a 200 is FINISHED;
 *   - no booking is there twice (each team asks for each slot once);
 *   - rows nobody got an answer for are at most the requests in flight at the kill;
 *   - no two ACTIVE reservations of a field overlap, no team has two ACTIVE ones, the constraint still
 *     refuses an overlap, and index scans agree with the table.
 *
 * Several kill/restart cycles per database (CRASH_CYCLES, default 3), each after CRASH_LOAD_SECONDS (4) of load.
 *
 *   node --import tsx bench/crash.ts            both databases
 *   BENCH_DB=pglite node --import tsx bench/crash.ts
 */
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { call, makeAdmin, makeBooker, pool, dayFromToday, type Booker } from './lib/api';
import { sleep } from '../tests/support/net';
import { startCluster } from '../tests/support/postgresCluster';
import { machine, scratch, writeResult } from './lib/report';
import { startServer, type RunningServer } from './lib/server';
import { openDatabase, sqlState } from '../server/db/client';

const CYCLES = Number(process.env.CRASH_CYCLES ?? 3);
const LOAD_SECONDS = Number(process.env.CRASH_LOAD_SECONDS ?? 4);
const FIELDS = 8;
const TEAMS = 32; // in pairs: both teams of a pair ask for the same slots, so half of the requests race
const SLOTS_PER_DAY = 8; // 06:00, 08:00, … 20:00, two hours each

interface Booked {
  id: number;
  teamId: number;
  fieldId: number;
  reservationDate: string;
  startTime: string;
}

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

function slotOf(fieldIds: number[], pair: number, seq: number) {
  const i = seq * (TEAMS / 2) + pair;
  const fieldId = fieldIds[i % fieldIds.length];
  const perField = Math.floor(i / fieldIds.length);
  return {
    fieldId,
    reservationDate: dayFromToday(1 + Math.floor(perField / SLOTS_PER_DAY)),
    startTime: hour(6 + 2 * (perField % SLOTS_PER_DAY)),
    hours: 2,
  };
}

/** What the clients saw: acknowledged bookings and finalizes, and what was in flight when the server died. */
class Ledger {
  booked = new Map<number, Booked>();
  finalized = new Set<number>();
  inFlightBookings = 0;
  inFlightFinalizes = 0;
  refused409 = 0;
  otherStatuses: Record<string, number> = {};
}

/** Each field's administrator's token: a team may finalize only once its match is over, and these are to come. */
const adminTokenOf = new Map<number, string>();

async function bookLoop(base: string, b: Booker, pair: number, fieldIds: number[], seqs: Map<number, number>, ledger: Ledger, dead: () => boolean) {
  while (!dead()) {
    const seq = seqs.get(b.teamId) ?? 0;
    seqs.set(b.teamId, seq + 1);
    const slot = slotOf(fieldIds, pair, seq);
    let r;
    try {
      r = await call<{ id: number }>(base, 'POST', '/api/v1/reservation', { token: b.token, body: { teamId: b.teamId, ...slot } });
    } catch {
      ledger.inFlightBookings++;
      return;
    }
    if (r.status === 409) {
      ledger.refused409++;
      continue;
    }
    if (r.status !== 201) {
      ledger.otherStatuses[r.status] = (ledger.otherStatuses[r.status] ?? 0) + 1;
      continue;
    }
    ledger.booked.set(r.body.id, {
      id: r.body.id,
      teamId: b.teamId,
      fieldId: slot.fieldId,
      reservationDate: slot.reservationDate,
      startTime: slot.startTime,
    });
    try {
      const f = await call(base, 'PUT', `/api/v1/reservation/${r.body.id}/status/finalize`, { token: adminTokenOf.get(slot.fieldId) });
      if (f.status === 200) ledger.finalized.add(r.body.id);
      else ledger.otherStatuses[`finalize ${f.status}`] = (ledger.otherStatuses[`finalize ${f.status}`] ?? 0) + 1;
    } catch {
      ledger.inFlightFinalizes++;
      return;
    }
  }
}

/** A team whose last booking's fate was unknown may hold an ACTIVE reservation: finalize it before booking on. */
async function settleActive(base: string, b: Booker, ledger: Ledger) {
  const r = await call<{ content: { id: number; field: { id: number } }[] }>(
    base,
    'GET',
    `/api/v1/reservation/filter?teamId=${b.teamId}&status=ACTIVE&page=0&size=10`,
    {
      token: b.token,
    },
  );
  for (const res of r.body.content ?? []) {
    const f = await call(base, 'PUT', `/api/v1/reservation/${res.id}/status/finalize`, { token: adminTokenOf.get(res.field.id) });
    if (f.status === 200) ledger.finalized.add(res.id);
  }
}

/** Both drivers answer execute() with { rows }. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function check(engine: string, open: () => Promise<Awaited<ReturnType<typeof openDatabase>>>, ledger: Ledger) {
  const database = await open();
  const q = async <T>(text: string) => rowsOf<T>(await database.db.execute(sql.raw(text)));
  try {
    const rows = await q<{ id: number; team_id: number; field_id: number; reservation_date: string; start_time: string; status: string }>(
      `SELECT id, team_id, field_id, reservation_date::text AS reservation_date, start_time, status FROM reservations`,
    );
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    let missing = 0;
    let altered = 0;
    for (const b of ledger.booked.values()) {
      const r = byId.get(b.id);
      if (!r) missing++;
      else if (
        Number(r.team_id) !== b.teamId ||
        Number(r.field_id) !== b.fieldId ||
        r.reservation_date !== b.reservationDate ||
        r.start_time !== b.startTime
      )
        altered++;
    }
    let finalizeLost = 0;
    for (const id of ledger.finalized) if (byId.get(id)?.status !== 'FINISHED') finalizeLost++;
    const unacknowledged = rows.filter((r) => !ledger.booked.has(Number(r.id))).length;
    const [dup] = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM reservations GROUP BY team_id, field_id, reservation_date, start_time HAVING count(*) > 1) d`,
    );
    const [overlap] = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM reservations a JOIN reservations b
         ON a.field_id = b.field_id AND a.id < b.id AND a.status = 'ACTIVE' AND b.status = 'ACTIVE'
        AND tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')`,
    );
    const [twoActive] = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM reservations WHERE status = 'ACTIVE' GROUP BY team_id HAVING count(*) > 1) d`,
    );
    // The indexes were written in the same crash as the table: do index scans find what the table holds?
    // (In a transaction, so the SET LOCALs apply to one connection of the pool.)
    const counts = (scan: 'index' | 'table') =>
      database.db.transaction(async (tx) => {
        const off = scan === 'index' ? ['enable_seqscan'] : ['enable_indexscan', 'enable_bitmapscan', 'enable_indexonlyscan'];
        for (const setting of off) await tx.execute(sql.raw(`SET LOCAL ${setting} = off`));
        const [all] = rowsOf<{ n: number }>(await tx.execute(sql.raw(`SELECT count(*)::int AS n FROM reservations WHERE field_id > 0`)));
        const [active] = rowsOf<{ n: number }>(
          await tx.execute(sql.raw(`SELECT count(*)::int AS n FROM reservations WHERE team_id > 0 AND status = 'ACTIVE'`)),
        );
        return `${all.n}/${active.n}`;
      });
    const [viaIndex, viaTable] = [await counts('index'), await counts('table')];
    // And the constraint still refuses an overlap: two teams without an ACTIVE reservation book one field
    // at one time, in a transaction that is rolled back.
    let constraintCode: string | undefined;
    const free = await q<{ id: number }>(
      `SELECT id FROM teams WHERE id NOT IN (SELECT team_id FROM reservations WHERE status = 'ACTIVE' AND team_id IS NOT NULL) ORDER BY id LIMIT 2`,
    );
    const [field] = await q<{ id: number }>(`SELECT id FROM fields ORDER BY id LIMIT 1`);
    try {
      await database.db.transaction(async (tx) => {
        for (const team of free) {
          await tx.execute(
            sql.raw(`INSERT INTO reservations (field_id, team_id, field_name, team_name, reservation_date, start_time, end_time, hours, starts_at, ends_at, status, price)
            VALUES (${Number(field.id)}, ${Number(team.id)}, 'x', 'x', '2099-01-01', '10:00', '12:00', 2, '2099-01-01 15:00+00', '2099-01-01 17:00+00', 'ACTIVE', 0)`),
          );
        }
        throw new Error('the overlap was accepted');
      });
    } catch (error) {
      constraintCode = sqlState(error) ?? (error as Error).message;
    }
    const result = {
      rows: rows.length,
      acknowledgedBookings: ledger.booked.size,
      acknowledgedFinalizes: ledger.finalized.size,
      inFlightAtKill: { bookings: ledger.inFlightBookings, finalizes: ledger.inFlightFinalizes },
      missing,
      altered,
      finalizeLost,
      committedButUnacknowledged: unacknowledged,
      duplicates: dup.n,
      overlappingActivePairs: overlap.n,
      teamsWithTwoActive: twoActive.n,
      indexAgreesWithTable: viaIndex === viaTable,
      overlapRefusedWith: constraintCode,
    };
    const ok =
      missing === 0 &&
      altered === 0 &&
      finalizeLost === 0 &&
      dup.n === 0 &&
      overlap.n === 0 &&
      twoActive.n === 0 &&
      result.indexAgreesWithTable &&
      constraintCode === '23P01' &&
      unacknowledged <= ledger.inFlightBookings;
    console.log(`  ${engine}: ${JSON.stringify(result)} → ${ok ? 'nothing lost' : 'FAILED'}`);
    return { ...result, ok };
  } finally {
    await database.close();
  }
}

async function run(engine: 'pglite' | 'postgres') {
  const dir = scratch(`crash-${engine}`);
  const cluster = engine === 'postgres' ? await startCluster() : undefined;
  const databaseUrl = cluster ? await cluster.createDatabase('canchas_crash') : undefined;
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  const openDirect = () => openDatabase({ databaseUrl, dataDir });
  const cycles = [];
  try {
    let server: RunningServer = await startServer({ databaseUrl, dataDir, logFile });
    console.log(`\n${engine}: ${FIELDS} fields, ${TEAMS} teams, through the API…`);
    const admins = await pool(
      Array.from({ length: FIELDS }, (_, i) => i + 1),
      4,
      (n) => makeAdmin(server.url, n),
    );
    const fieldIds = admins.map((a) => a.fieldId);
    for (const a of admins) adminTokenOf.set(a.fieldId, a.token);
    const bookers = await pool(
      Array.from({ length: TEAMS }, (_, i) => i + 1),
      4,
      (n) => makeBooker(server.url, n),
    );
    const seqs = new Map<number, number>();
    const ledger = new Ledger();

    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      await pool(bookers, 8, (b) => settleActive(server.url, b, ledger));
      const before = ledger.booked.size;
      let dead = false;
      const loops = bookers.map((b, i) => bookLoop(server.url, b, Math.floor(i / 2), fieldIds, seqs, ledger, () => dead));
      await sleep(LOAD_SECONDS * 1000 + Math.random() * 1000);
      dead = true;
      await server.kill();
      await Promise.all(loops);
      console.log(`  cycle ${cycle}: SIGKILL after ${ledger.booked.size - before} acknowledged bookings (${ledger.refused409} 409s so far)`);

      const t = Date.now();
      let restarted: RunningServer | undefined;
      let restartError: string | undefined;
      try {
        restarted = await startServer({ databaseUrl, dataDir, logFile });
      } catch (error) {
        restartError = (error as Error).message;
      }
      const restartSeconds = (Date.now() - t) / 1000;
      if (!restarted) {
        console.log(`  ${engine}: the server did not start again: ${restartError}`);
        cycles.push({ cycle, restartError, ok: false });
        break;
      }
      // It answers and books again…
      const probe = bookers[0];
      await settleActive(restarted.url, probe, ledger);
      const seq = seqs.get(probe.teamId) ?? 0;
      seqs.set(probe.teamId, seq + 1);
      const slot = slotOf(fieldIds, 0, seq);
      const after = await call<{ id: number }>(restarted.url, 'POST', '/api/v1/reservation', {
        token: probe.token,
        body: { teamId: probe.teamId, ...slot },
      });
      if (after.status === 201)
        ledger.booked.set(after.body.id, {
          id: after.body.id,
          teamId: probe.teamId,
          fieldId: slot.fieldId,
          reservationDate: slot.reservationDate,
          startTime: slot.startTime,
        });
      // …then the database is counted directly (PGlite lets one process at a time open its files).
      await restarted.stop();
      const counted = await check(engine, openDirect, ledger);
      cycles.push({ cycle, restartSeconds: Math.round(restartSeconds * 10) / 10, bookingAfterRestart: after.status, ...counted });
      if (cycle < CYCLES) server = await startServer({ databaseUrl, dataDir, logFile });
    }
    return { engine, cycles, statusesOtherThan201And409: ledger.otherStatuses, ok: cycles.length === CYCLES && cycles.every((c) => c.ok) };
  } finally {
    cluster?.stop();
  }
}

const engines = (process.env.BENCH_DB ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const info = machine();
const results = [];
for (const engine of engines) results.push(await run(engine));
writeResult('crash', {
  figure: 'Crash safety',
  machine: info,
  settings: { cycles: CYCLES, loadSeconds: LOAD_SECONDS, fields: FIELDS, teams: TEAMS },
  results,
});
