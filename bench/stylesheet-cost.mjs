// What adding a stylesheet to a painted page costs the main thread: the page is opened without its script
// (its HTML and inline CSS alone, as it first paints), each stylesheet given is added to it as a `<style>`,
// and the style recalculation and layout that follow are timed, at Lighthouse's 4× CPU slowdown. Each
// sheet in a fresh page, in turns, `--runs` times. Usage: serve a build (`npm start`), then
//   node bench/stylesheet-cost.mjs [--runs 5] [--url http://127.0.0.1:3000/login] name=file.css [name=file.css ...]
/* global document, performance -- read inside the page (page.evaluate) */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { median } from './lib/chrome.mjs';

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '5' }, url: { type: 'string', default: 'http://127.0.0.1:3000/login' } },
});
const sheets = positionals.map((arg) => {
  const [name, file] = arg.split('=');
  return { name, css: readFileSync(file, 'utf8') };
});
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const times = new Map(sheets.map(({ name }) => [name, []]));
try {
  for (let run = 0; run < Number(opts.runs); run++) {
    for (const { name, css } of sheets) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, javaScriptEnabled: true });
      const page = await context.newPage();
      // The page as it paints: its HTML with boot taken out, so no code of the app runs.
      await page.route(opts.url, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(/<script data-entry[\s\S]*?<\/script>/, '');
        await route.fulfill({ response, body: html });
      });
      await page.goto(opts.url);
      await page.waitForTimeout(300);
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const ms = await page.evaluate((text) => {
        const style = document.createElement('style');
        style.textContent = text;
        const start = performance.now();
        document.head.append(style);
        void document.body.offsetHeight;
        return performance.now() - start;
      }, css);
      times.get(name).push(ms);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.table([...times].map(([name, ms]) => ({ sheet: name, medianMs: Math.round(median(ms)), runs: ms.map((t) => t.toFixed(0)).join(' / ') })));
