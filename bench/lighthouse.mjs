// Lighthouse (mobile preset) on /home, /login and /register of a built app served by the real server.
// Usage: npm run build && node bench/lighthouse.mjs [--runs 3] [--static dist ...] [--out file.json] [baseURL]
// Starts its own server (on a fresh PGlite with the demo data) when no URL is given; `--static` serves
// another build (say, a copy of an earlier one); given several times, each build gets its own server and
// the builds are measured in turns, so that they share the machine's load alike. Each page is measured
// `--runs` times, in turns (build A home, login, register, build B home, ..., then again), and the median
// of each figure is reported, because the machine is shared and single runs move by several points.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { launchChrome, median } from './lib/chrome.mjs';

const PAGES = ['/home', '/login', '/register'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '1' },
    static: { type: 'string', multiple: true },
    out: { type: 'string', default: 'bench/results/lighthouse.json' },
  },
});
const RUNS = Math.max(1, Number(opts.runs) || 1);

async function startServer(staticRoot, index = 0) {
  const port = 3900 + index * 30 + Math.floor(Math.random() * 30);
  const dataDir = mkdtempSync(join(tmpdir(), 'canchas-lh-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', ...(staticRoot ? { STATIC_ROOT: staticRoot } : {}) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 720; i++) {
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, stop: () => server.kill('SIGTERM') };
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill();
  throw new Error('server did not start');
}

const given = positionals[0];
const builds = given ? [given] : (opts.static ?? ['dist']);
const servers = [];
if (given) servers.push({ url: given, stop: () => {} });
// One at a time: several embedded databases opening at once on a loaded machine take minutes.
else for (const [i, b] of builds.entries()) servers.push(await startServer(b, i));
const chrome = await launchChrome();
const runsOf = builds.map(() => Object.fromEntries(PAGES.map((p) => [p, []])));
const failedRuns = [];
try {
  for (let i = 0; i < RUNS; i++) {
    for (const [b, server] of servers.entries()) {
      for (const page of PAGES) {
        const result = await lighthouse(`${server.url}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
        const lhr = result.lhr;
        // A run Lighthouse itself could not finish (no paint seen in time on the loaded machine) has no score: it is counted, not averaged.
        if (lhr.runtimeError || lhr.categories.performance?.score == null) {
          failedRuns.push({ build: builds[b], page, error: lhr.runtimeError?.code ?? 'NO_SCORE' });
          continue;
        }
        const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
        const audits = lhr.audits;
        runsOf[b][page].push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          ttiMs: Math.round(audits.interactive?.numericValue ?? 0),
          // The longest main-thread task Lighthouse saw (at its 4× CPU slowdown): what the blocking time is made of.
          longestTaskMs: Math.round(Math.max(0, ...(audits['long-tasks']?.details?.items ?? []).map((t) => t.duration))),
          cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
          // When the home's field list had arrived (its request's end, as observed, unthrottled), or 0 on other pages.
          listMs: Math.round(audits['network-requests']?.details?.items?.find((r) => r.url.endsWith('/api/v1/field/active'))?.networkEndTime ?? 0),
          failing: Object.values(audits)
            .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
            .map((a) => a.id),
        });
      }
    }
  }
} finally {
  await chrome.kill();
  for (const server of servers) server.stop();
}
const FIGURES = ['performance', 'accessibility', 'bestPractices', 'fcpMs', 'lcpMs', 'tbtMs', 'longestTaskMs', 'ttiMs', 'cls', 'listMs'];
const rows = builds.flatMap((build, b) =>
  PAGES.map((page) => ({
    ...(builds.length > 1 ? { build } : {}),
    page,
    ...Object.fromEntries(FIGURES.map((f) => [f, median(runsOf[b][page].map((r) => r[f]))])),
    performanceRuns: runsOf[b][page].map((r) => r.performance).join(' / '),
  })),
);
console.table(rows);
for (const f of failedRuns) console.log(`${f.build} ${f.page}: one run did not finish (${f.error}) and is left out of the median`);
for (const [b, build] of builds.entries()) {
  for (const page of PAGES) {
    const failing = [...new Set(runsOf[b][page].flatMap((r) => r.failing))];
    if (failing.length) console.log(`${build} ${page} failing audits: ${failing.join(', ')}`);
  }
}
writeFileSync(opts.out, JSON.stringify({ at: new Date().toISOString(), runs: RUNS, builds, rows, failedRuns, all: runsOf }, null, 2));
