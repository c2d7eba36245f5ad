// Lighthouse (mobile preset) on /home, /login and /register of a built app served by the real server.
// Usage: npm run build && node bench/lighthouse.mjs [baseURL]   (starts its own server when no URL is given)
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const PAGES = ['/home', '/login', '/register'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

async function startServer() {
  const port = 3900 + Math.floor(Math.random() * 90);
  const dataDir = mkdtempSync(join(tmpdir(), 'canchas-lh-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
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

const given = process.argv[2];
const server = given ? { url: given, stop: () => {} } : await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const rows = [];
try {
  for (const page of PAGES) {
    const result = await lighthouse(`${server.url}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const lhr = result.lhr;
    const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const audits = lhr.audits;
    rows.push({
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      failing: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    });
  }
} finally {
  await chrome.kill();
  server.stop();
}
console.table(rows.map(({ failing: _failing, ...r }) => r));
for (const r of rows) if (r.failing.length) console.log(`${r.page} failing audits: ${r.failing.join(', ')}`);
writeFileSync('bench/results/lighthouse.json', JSON.stringify({ at: new Date().toISOString(), rows }, null, 2));
