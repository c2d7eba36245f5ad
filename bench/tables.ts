/**
 * Prints the Markdown tables of docs/benchmarks.md from bench/results/*.json (whichever exist), so the
 * doc is pasted from the measurements, not retyped.
 *
 *   node --import tsx bench/tables.ts > /tmp/tables.md
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESULTS_DIR } from './lib/report';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const read = (name: string): any => {
  const file = join(RESULTS_DIR, `${name}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};
const out: string[] = [];
const p = (line = '') => out.push(line);
const cpu = (c: { server: number; database: number; client: number }) => `${c.server} / ${c.database} / ${c.client}`;

// load-earlier.json: an earlier run kept beside the latest, when the two are shown together;
// load-prepared-1/2.json: the two runs of the prepared statements and fewer round trips (BENCH_BEFORE);
// load-quiet.json: the same code on a quiet machine; load-lean-1..4.json: one statement per hot route (BENCH_BEFORE).
for (const load of [
  'load',
  'load-earlier',
  'load-prepared-1',
  'load-prepared-2',
  'load-quiet',
  'load-lean-1',
  'load-lean-2',
  'load-lean-3',
  'load-lean-4',
].map(read)) {
  if (!load) continue;
  p(`### API under load (${load.machine.date.slice(0, 16)}Z, commit ${load.machine.commit})`);
  p();
  const atEnd: number[] | undefined = load.machine.loadAverageAtEnd;
  p(`Load average (1, 5, 15 min) at the start: ${load.machine.loadAverageAtStart.join(', ')}${atEnd ? `; at the end: ${atEnd.join(', ')}` : ''}.`);
  for (const r of load.results) {
    p();
    p(`**${r.engine}** — ${r.database}`);
    p();
    if (r.before) p(`Rows marked "before" are served by commit ${r.before.commit}, on the same database, interleaved with the others.`);
    if (r.before) p();
    // Runs since the "lean per request" work also give each route's share of the one-query floor (GET /floor).
    const withFloor = r.rows.some((f: { shareOfFloor?: number }) => f.shareOfFloor !== undefined);
    p(
      `| route | req/s | share of ceiling |${withFloor ? ' share of floor: req/s, CPU |' : ''} p50 ms | p99 ms | CPU µs per request: server / PostgreSQL / load generator | non-2xx |`,
    );
    p(`| --- | ---: | ---: |${withFloor ? ' ---: |' : ''} ---: | ---: | --- | ---: |`);
    for (const f of r.rows)
      p(
        `| ${f.route} | ${f.requestsPerSecond} | ${(f.shareOfCeiling * 100).toFixed(1)} % |${withFloor ? ` ${(f.shareOfFloor * 100).toFixed(1)} %, ${(f.cpuShareOfFloor * 100).toFixed(1)} % |` : ''} ${f.p50Ms} | ${f.p99Ms} | ${cpu(f.cpuUsPerRequest)} | ${f.non2xx} |`,
      );
  }
  p();
}

const scale = read('scale');
if (scale) {
  p(`### Scale (${scale.machine.date.slice(0, 16)}Z, commit ${scale.machine.commit})`);
  p();
  p('| route | p50 at 20,000 | p50 at 2,000,000 | ratio | req/s at 20,000 | req/s at 2,000,000 |');
  p('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const c of scale.comparison) p(`| ${c.route} | ${c.p50Small} ms | ${c.p50Large} ms | ×${c.ratio} | ${c.rpsSmall} | ${c.rpsLarge} |`);
  p();
  p('| route @ size | req/s | p50 ms | p99 ms | CPU µs per request: server / PostgreSQL / load generator |');
  p('| --- | ---: | ---: | ---: | --- |');
  for (const f of scale.figures) p(`| ${f.route} | ${f.requestsPerSecond} | ${f.p50Ms} | ${f.p99Ms} | ${cpu(f.cpuUsPerRequest)} |`);
  p();
  for (const [size, routes] of Object.entries(scale.plans) as [string, { route: string; status: number; plans: string[] }[]][]) {
    p(`#### Plans at ${size} reservations`);
    for (const r of routes) {
      p();
      p(`${r.route} (answered ${r.status}):`);
      p();
      p('```');
      for (const plan of r.plans) {
        p(plan);
        p();
      }
      out[out.length - 1] = '```';
    }
    p();
  }
}

const crash = read('crash');
if (crash) {
  p(`### Crash safety (${crash.machine.date.slice(0, 16)}Z, commit ${crash.machine.commit})`);
  p();
  p(
    '| database | cycle | restart s | 201s acknowledged (total) | rows | missing | altered | finalize lost | duplicates | committed, unacknowledged (≤ in flight) | overlapping ACTIVE pairs | teams with 2 ACTIVE | index = table | overlap refused with | result |',
  );
  p('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | --- | --- | --- |');
  for (const r of crash.results) {
    for (const c of r.cycles) {
      if (c.restartError) {
        p(`| ${r.engine} | ${c.cycle} | did not start: ${c.restartError} | | | | | | | | | | | | failed |`);
        continue;
      }
      p(
        `| ${r.engine} | ${c.cycle} | ${c.restartSeconds} | ${c.acknowledgedBookings} | ${c.rows} | ${c.missing} | ${c.altered} | ${c.finalizeLost} | ${c.duplicates} | ${c.committedButUnacknowledged} (≤ ${c.inFlightAtKill.bookings}) | ${c.overlappingActivePairs} | ${c.teamsWithTwoActive} | ${c.indexAgreesWithTable ? 'yes' : 'NO'} | ${c.overlapRefusedWith} | ${c.ok ? 'nothing lost' : 'FAILED'} |`,
      );
    }
  }
  p();
}

const soak = read('soak');
if (soak) {
  p(`### Soak (${soak.machine.date.slice(0, 16)}Z, commit ${soak.machine.commit})`);
  p();
  p('| database | duration | clients | requests (per s) | bookings | 5xx | network errors | RSS after warm-up | RSS at end | max | growth |');
  p('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of soak.results) {
    p(
      `| ${r.engine} | ${r.seconds} s after ${r.warmupSeconds} s warm-up | ${r.workers} | ${r.requests} (${r.requestsPerSecond}) | ${r.bookings} | ${r.fiveXX} | ${r.networkErrors} | ${r.rssStartMiB} MiB | ${r.rssEndMiB} MiB | ${r.rssMaxMiB} MiB | ${(r.rssGrowth * 100).toFixed(1)} % |`,
    );
  }
  p();
  for (const r of soak.results) p(`${r.engine} statuses: \`${JSON.stringify(r.statuses)}\``);
  p();
}

console.log(out.join('\n'));
