// What blocks the main thread while a public page starts: each long animation frame (Chromium's
// PerformanceLongAnimationFrameTiming, frames over 50 ms) with the scripts that ran in it, at a 4× CPU
// slowdown like Lighthouse's, in a 390 px window. Lighthouse gives the total (TBT); this says which code
// it was. Usage: start the app (`npm start`), then
//   node bench/long-tasks.mjs [--runs 3] [baseURL=http://127.0.0.1:3000] [paths=/home,/login,/register]
/* global window, PerformanceObserver, performance -- read inside the page (page.evaluate, addInitScript) */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values: opts, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string', default: '3' } } });
const base = positionals[0] ?? 'http://127.0.0.1:3000';
const paths = (positionals[1] ?? '/home,/login,/register').split(',');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (let run = 1; run <= Number(opts.runs); run++) {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
      const page = await context.newPage();
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        window.__frames = [];
        new PerformanceObserver((list) => window.__frames.push(...list.getEntries().map((e) => e.toJSON()))).observe({
          type: 'long-animation-frame',
          buffered: true,
        });
      });
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      const { frames, fcp } = await page.evaluate(() => ({
        frames: window.__frames,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      }));
      const after = frames.filter((f) => f.startTime >= fcp);
      const blocking = after.reduce((total, f) => total + Math.max(0, f.duration - 50), 0);
      console.log(
        `${path} (run ${run}): first paint at ${Math.round(fcp)} ms; after it, ${after.length} long frames, ${Math.round(blocking)} ms over 50 ms`,
      );
      for (const f of after) {
        const scripts = f.scripts.map((s) => `${s.invokerType} ${(s.sourceURL || s.invoker).split('/').pop()} ${Math.round(s.duration)} ms`);
        console.log(`  at ${Math.round(f.startTime)} ms, ${Math.round(f.duration)} ms: ${scripts.join('; ') || 'style, layout, paint'}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
