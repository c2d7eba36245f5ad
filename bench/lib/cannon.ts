/** Routes under autocannon: a warm-up that is thrown away, then measured runs, interleaved. */
import autocannon, { type Result } from 'autocannon';
import { processCpuMs, clusterCpuMs, selfCpuMs } from './cpu';

export interface Route {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: unknown;
}

export interface RouteFigure {
  route: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
  /** CPU time per request, in µs: the server process, the PostgreSQL cluster (0 for PGlite, which is inside the server), the load generator. */
  cpuUsPerRequest: { server: number; database: number; client: number };
}

/** Whose CPU time to count: the server's pid and, on PostgreSQL, the postmaster's. */
export interface CpuProbe {
  serverPid: number;
  postmasterPid?: number;
}

export interface CannonSettings {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export const DEFAULT_SETTINGS: CannonSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  durationSeconds: Number(process.env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 2),
};

/** Each target's measured time is split into this many turns, interleaved with the other targets'. */
export const DEFAULT_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

function options(base: string, route: Route, connections: number, duration: number) {
  const headers: Record<string, string> = {};
  if (route.token) headers.authorization = `Bearer ${route.token}`;
  if (route.body !== undefined) headers['content-type'] = 'application/json';
  return {
    url: base + route.path,
    method: route.method,
    headers,
    body: route.body === undefined ? undefined : JSON.stringify(route.body),
    connections,
    duration,
    timeout: 30,
  };
}

/** The q-quantile (nearest rank) of the values, in ms rounded to 0.01. */
export function percentile(values: number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] * 100) / 100;
}

export interface Target {
  /** How the figure is labelled, e.g. the route, or the route and the data size. */
  label: string;
  base: string;
  route: Route;
  probe: CpuProbe;
  /** Concurrent clients for this target, when not settings.connections (e.g. a busier run of one route). */
  connections?: number;
}

interface Tally {
  latencies: number[];
  total: number;
  seconds: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
  cpu: { server: number; database: number; client: number };
}

async function runOnce(t: Target, connections: number, seconds: number, tally: Tally): Promise<void> {
  const cpu = () => ({
    server: processCpuMs(t.probe.serverPid),
    database: t.probe.postmasterPid ? clusterCpuMs(t.probe.postmasterPid) : 0,
    client: selfCpuMs(),
  });
  const before = cpu();
  // autocannon's own histogram keeps whole milliseconds; these keep the fraction, for p50s of a few ms.
  const run = autocannon(options(t.base, t.route, connections, seconds));
  run.on('response', (_client, statusCode, _bytes, ms) => {
    if (statusCode >= 200 && statusCode < 300) tally.latencies.push(ms);
  });
  const r: Result = await run;
  const after = cpu();
  tally.total += r.requests.total;
  tally.seconds += r.duration;
  tally.non2xx += r.non2xx;
  tally.errors += r.errors + r.timeouts;
  for (const [code, { count }] of Object.entries(r.statusCodeStats ?? {})) tally.statusCodes[code] = (tally.statusCodes[code] ?? 0) + count;
  for (const k of ['server', 'database', 'client'] as const) tally.cpu[k] += after[k] - before[k];
}

/**
 * Measures the targets in turn, `rounds` times over (A B C, A B C, …), so that whatever else the machine
 * does at the time weighs on all of them alike; each target gets settings.durationSeconds in all, after
 * one warm-up of settings.warmupSeconds that is not counted.
 */
export async function measureInterleaved(
  targets: Target[],
  settings: CannonSettings = DEFAULT_SETTINGS,
  rounds = DEFAULT_ROUNDS,
): Promise<RouteFigure[]> {
  const tallies: Tally[] = targets.map(() => ({
    latencies: [],
    total: 0,
    seconds: 0,
    non2xx: 0,
    errors: 0,
    statusCodes: {},
    cpu: { server: 0, database: 0, client: 0 },
  }));
  if (settings.warmupSeconds > 0) {
    for (const t of targets) await autocannon(options(t.base, t.route, t.connections ?? settings.connections, settings.warmupSeconds));
  }
  const perRound = settings.durationSeconds / rounds;
  for (let round = 0; round < rounds; round++) {
    for (const [i, t] of targets.entries()) await runOnce(t, t.connections ?? settings.connections, perRound, tallies[i]);
  }
  return targets.map((t, i) => {
    const tally = tallies[i];
    const perRequest = (k: keyof Tally['cpu']) => Math.round((tally.cpu[k] * 1000) / Math.max(1, tally.total));
    const figure: RouteFigure = {
      route: t.label,
      requestsPerSecond: Math.round(tally.total / tally.seconds),
      p50Ms: percentile(tally.latencies, 0.5),
      p99Ms: percentile(tally.latencies, 0.99),
      total: tally.total,
      non2xx: tally.non2xx,
      errors: tally.errors,
      statusCodes: tally.statusCodes,
      cpuUsPerRequest: { server: perRequest('server'), database: perRequest('database'), client: perRequest('client') },
    };
    printFigure(figure);
    return figure;
  });
}

export function printFigure(figure: RouteFigure): void {
  const c = figure.cpuUsPerRequest;
  console.log(
    `  ${figure.route.padEnd(56)} ${String(figure.requestsPerSecond).padStart(6)} req/s  p50 ${figure.p50Ms.toFixed(2).padStart(7)} ms  p99 ${figure.p99Ms.toFixed(2).padStart(7)} ms  CPU µs/req: server ${c.server}, db ${c.database}, client ${c.client}` +
      (figure.non2xx || figure.errors ? `  (!) non-2xx ${figure.non2xx}, errors ${figure.errors} ${JSON.stringify(figure.statusCodes)}` : ''),
  );
}
