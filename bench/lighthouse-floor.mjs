// What Lighthouse measures on this machine for a page that does nothing, beside our pages. Serves a page of one
// heading and one paragraph four times (bare; with our icon, src/favicon.svg, which the page's renderer
// builds as an SVG document of its own; with our server's security headers, server/http/headers.ts; and with
// only their Cross-Origin-Opener-Policy, which has the browser give the page a new process) and runs
// Lighthouse's mobile preset on it and on each URL given, in turns. Reports, per page: the documents its
// renderer made, the main thread's busy time from the navigation on (as observed, before Lighthouse's 4×
// simulation), and Lighthouse's total blocking time and score.
// Usage: node --import tsx bench/lighthouse-floor.mjs [--runs 7] [--out file.json] [URL ...]   (say, http://127.0.0.1:3000/home)
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { CONTENT_SECURITY_POLICY, FIXED_HEADERS } from '../server/http/headers.ts';
import { launchChrome, median } from './lib/chrome.mjs';

const { values: opts, positionals: urls } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '7' }, out: { type: 'string', default: 'bench/results/lighthouse-floor.json' } },
});
const RUNS = Math.max(1, Number(opts.runs) || 1);

const page = (head) =>
  `<!doctype html><html lang="es"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width"><meta name="description" content="Prueba">${head}<title>Prueba</title></head><body><h1>Canchas</h1><p>Una página con un título y un párrafo.</p></body></html>`;
const BARE = { bare: page(''), icon: page('<link rel="icon" type="image/svg+xml" href="/favicon.svg">'), headers: page(''), coop: page('') };
const ICON = readFileSync('src/favicon.svg');
const SECURITY = { 'content-security-policy': CONTENT_SECURITY_POLICY, ...Object.fromEntries(FIXED_HEADERS) };
const HEADERS = { headers: SECURITY, coop: { 'cross-origin-opener-policy': SECURITY['Cross-Origin-Opener-Policy'] } };
const server = createServer((req, res) => {
  const name = req.url.slice(1);
  if (BARE[name]) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...HEADERS[name] }).end(BARE[name]);
  else if (name === 'favicon.svg') res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(ICON);
  else res.writeHead(404).end();
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const pages = [...Object.keys(BARE).map((name) => `${base}/${name}`), ...urls];

const chrome = await launchChrome();
const runs = Object.fromEntries(pages.map((p) => [p, []]));
try {
  for (let i = 0; i < RUNS; i++) {
    for (const url of pages) {
      const { lhr, artifacts } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (lhr.runtimeError || lhr.categories.performance.score == null) continue;
      const events = artifacts.Trace.traceEvents;
      const start = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
      const onMain = (e) => e.pid === start.pid && e.tid === start.tid && e.ts >= start.ts;
      runs[url].push({
        documents: events.filter((e) => e.name === 'navigationStart' && onMain(e)).length,
        busyMs: events.filter((e) => onMain(e) && e.ph === 'X' && e.name === 'RunTask').reduce((sum, e) => sum + e.dur, 0) / 1000,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        performance: Math.round(lhr.categories.performance.score * 100),
      });
    }
  }
} finally {
  await chrome.kill();
  server.close();
}
const rows = Object.entries(runs).map(([url, rs]) => ({
  page: url.startsWith(base) ? url.slice(base.length + 1) : url,
  documents: median(rs.map((r) => r.documents)),
  busyMs: Math.round(median(rs.map((r) => r.busyMs))),
  tbtMs: Math.round(median(rs.map((r) => r.tbtMs))),
  performance: median(rs.map((r) => r.performance)),
  tbtRuns: rs.map((r) => Math.round(r.tbtMs)).join(' / '),
  busyRuns: rs.map((r) => Math.round(r.busyMs)).join(' / '),
}));
console.table(rows);
writeFileSync(opts.out, JSON.stringify({ at: new Date().toISOString(), runs: RUNS, rows, all: runs }, null, 2));
