// What JavaScript a page's start makes V8 compile, per chunk: V8's function events (`--log-function-events`)
// for one load of each path in Chromium, at full CPU speed. A function is parsed whole only when it is first
// called ("parse-function": lazily, on the main thread); what the file's top level runs is compiled with the
// file, off the main thread while it downloads. The counts say which of a chunk's code runs at start, which no
// split of the chunk can avoid compiling. Usage: start the app (`npm start`), then
//   node bench/compile-log.mjs [baseURL=http://127.0.0.1:3000] [paths=/login]
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const paths = (process.argv[3] ?? '/login').split(',');
/**
 * The function events counted: a function parsed whole on its first call, and bytecode made for a function
 * (its KB nest: a module's CommonJS wrapper counts its whole source, made from the file's parse off the main thread).
 */
const EVENTS = ['parse-function', 'interpreter'];

for (const path of paths) {
  const dir = mkdtempSync(join(tmpdir(), 'canchas-v8log-'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      `--js-flags=--log-function-events --logfile=${dir}/v8-%p.log`,
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
  } finally {
    await browser.close();
  }
  // One log per V8 isolate; a line is `function,<event>,<script id>,<start>,<end>,<ms>,<timestamp>,<name>`.
  const totals = new Map();
  for (const file of readdirSync(dir)) {
    const scripts = new Map();
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      const fields = line.split(',');
      // `script-details,<script id>,<url>,...`
      if (fields[0] === 'script-details') scripts.set(fields[1], fields[2]);
      const [kind, event, scriptId, start, end, ms] = fields;
      if (kind !== 'function' || !EVENTS.includes(event)) continue;
      const chunk = (scripts.get(scriptId) ?? '').match(/\/assets\/([^/]+\.js)$/)?.[1];
      if (!chunk) continue;
      const key = `${chunk} ${event}`;
      const total = totals.get(key) ?? { functions: 0, bytes: 0, ms: 0 };
      total.functions += 1;
      total.bytes += Number(end) - Number(start);
      total.ms += Number(ms);
      totals.set(key, total);
    }
  }
  rmSync(dir, { recursive: true, force: true });
  console.log(`${path}: functions compiled at start, per chunk and event (count, KB of source, ms at full CPU speed)`);
  for (const [key, t] of [...totals].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(
      `  ${key.padEnd(48)} ${String(t.functions).padStart(5)} ${(t.bytes / 1024).toFixed(0).padStart(6)} KB ${t.ms.toFixed(1).padStart(7)} ms`,
    );
  }
}
