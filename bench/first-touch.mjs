// How long a visitor of a prerendered form waits for it to answer, on a phone's network: Chromium at 390 px
// with Lighthouse's slow 4G (DevTools' equivalent: 562.5 ms of latency, 1.47 Mbit/s down) and a 4× CPU
// slowdown. For each page it reports, from the navigation's start: the first paint, when the page around
// the form is hydrated (the header's first link), when the visitor taps the e-mail input (as soon as the page
// is hydrated), and when the form is hydrated (its 'Mostrar contraseña' button is React's). With the form's
// code loaded at the first touch (src/main.tsx), the last two are apart by the form chunk's download and
// hydration. Several base URLs (builds served side by side) are measured in turns. Usage:
//   node bench/first-touch.mjs [--runs 5] [--out bench/results/first-touch.json] baseURL [baseURL ...]
/* global window, document, performance -- read inside the page (page.evaluate, addInitScript) */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { median } from './lib/chrome.mjs';

const { values: opts, positionals: bases } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '5' }, out: { type: 'string', default: 'bench/results/first-touch.json' } },
});
if (bases.length === 0) throw new Error('usage: node bench/first-touch.mjs [--runs 5] [--out file] baseURL [baseURL ...]');
const PATHS = ['/login', '/register'];
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };

/** Whether React has taken the element over (read in the page: the page's CSP forbids evaluating strings). */
const isReact = (selector) => Object.keys(document.querySelector(selector) ?? {}).some((k) => k.startsWith('__reactProps'));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const results = [];
try {
  for (let run = 1; run <= Number(opts.runs); run++) {
    for (const base of bases) {
      for (const path of PATHS) {
        const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript(() => {
          document.addEventListener('pointerdown', () => (window.__tapAt ??= performance.now()), { capture: true });
        });
        await page.goto(`${base}${path}`, { waitUntil: 'commit' });
        await page.waitForFunction(isReact, 'header a', { polling: 10, timeout: 60_000 });
        const pageReady = await page.evaluate(() => performance.now());
        await page.locator('input[type="email"]').click();
        await page.waitForFunction(isReact, 'form button:not([type="submit"])', { polling: 10, timeout: 60_000 });
        const formReady = await page.evaluate(() => performance.now());
        const { paint, tap } = await page.evaluate(() => ({
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
          tap: window.__tapAt,
        }));
        const row = { base, path, run, paint, pageReady, tap, formReady, tapToForm: Math.max(0, formReady - tap) };
        results.push(row);
        console.log(
          `${base}${path} (run ${run}): paint ${Math.round(paint)} ms, page hydrated ${Math.round(pageReady)}, tap ${Math.round(tap)}, form answers ${Math.round(formReady)} (${Math.round(row.tapToForm)} ms after the tap)`,
        );
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
console.log('\nmedians (ms from the navigation start):');
for (const base of bases) {
  for (const path of PATHS) {
    const rows = results.filter((r) => r.base === base && r.path === path);
    const m = (key) => Math.round(median(rows.map((r) => r[key])));
    console.log(
      `${base}${path}: paint ${m('paint')}, page hydrated ${m('pageReady')}, tap ${m('tap')}, form answers ${m('formReady')}, tap to form ${m('tapToForm')}`,
    );
  }
}
writeFileSync(opts.out, JSON.stringify({ at: new Date().toISOString(), network: SLOW_4G, cpuSlowdown: 4, results }, null, 2));
