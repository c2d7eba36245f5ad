// Blocking time of a public page's start with and without DevTools' protocol attached as Lighthouse attaches it
// (the Runtime domain and Lighthouse's trace categories), at a 4× CPU slowdown, builds side by side. Lighthouse
// scores a page under that protocol; a visitor's browser has none of it. Usage: serve each build, say
// `PORT=3101 STATIC_ROOT=/tmp/before/dist DATA_DIR=$(mktemp -d) node --import tsx server/main.ts &`, then
//   node bench/devtools-blocking.mjs [--runs 7] [--plain] [--paths /home,/login,/register] URL [URL ...]
// For each build and page: the median of the blocking time after the first paint (tasks over 50 ms, less 50).
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { launchChrome } from './lib/chrome.mjs';

const { values: opts, positionals: urls } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '7' },
    plain: { type: 'boolean', default: false },
    paths: { type: 'string', default: '/home,/login,/register' },
  },
});
// The categories Lighthouse 13 traces with (core/gather/gatherers/trace.js).
const LIGHTHOUSE_TRACE = [
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'blink.console',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.screenshot',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.frame',
  'latencyInfo',
  'disabled-by-default-devtools.target-rundown',
  'disabled-by-default-devtools.v8-source-rundown-sources',
  'disabled-by-default-devtools.v8-source-rundown',
  'blink.webdx_feature_usage',
];

const chrome = await launchChrome();
const target = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/list`)).json()).find((t) => t.type === 'page');
const ws = new WebSocket(target.webSocketDebuggerUrl);
await new Promise((resolve) => ws.on('open', resolve));
let lastId = 0;
const waiting = new Map();
let traceComplete = () => {};
ws.on('message', (raw) => {
  const message = JSON.parse(raw);
  if (message.id && waiting.has(message.id)) waiting.get(message.id)(message.result);
  if (message.method === 'Tracing.tracingComplete') traceComplete();
});
const send = (method, params = {}) =>
  new Promise((resolve) => {
    const id = ++lastId;
    waiting.set(id, resolve);
    ws.send(JSON.stringify({ id, method, params }));
  });
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

await send('Page.enable');
await send('Emulation.setCPUThrottlingRate', { rate: 4 });
await send('Page.addScriptToEvaluateOnNewDocument', {
  source: `window.__tasks=[];new PerformanceObserver(l=>{for(const e of l.getEntries())window.__tasks.push([e.startTime,e.duration])}).observe({type:'longtask',buffered:true});`,
});
if (!opts.plain) await send('Runtime.enable');

const blocking = {};
for (let run = 0; run < Number(opts.runs); run++) {
  for (const path of opts.paths.split(',')) {
    for (const url of urls) {
      await send('Page.navigate', { url: 'about:blank' });
      await pause(300);
      await send('Network.clearBrowserCache');
      if (!opts.plain) await send('Tracing.start', { traceConfig: { includedCategories: LIGHTHOUSE_TRACE }, transferMode: 'ReportEvents' });
      await send('Page.navigate', { url: `${url}${path}` });
      await pause(4500);
      if (!opts.plain) {
        const complete = new Promise((resolve) => (traceComplete = resolve));
        await send('Tracing.end');
        await complete;
      }
      const { result } = await send('Runtime.evaluate', {
        expression: `JSON.stringify({ tasks: window.__tasks, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0 })`,
        returnByValue: true,
      });
      const { tasks, fcp } = JSON.parse(result.value);
      const total = tasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      (blocking[`${url} ${path}`] ??= []).push(Math.round(total));
    }
  }
}
ws.close();
await chrome.kill();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(opts.plain ? 'without DevTools' : "with DevTools' protocol as Lighthouse attaches it");
console.table(Object.entries(blocking).map(([page, runs]) => ({ page, blockingMs: median(runs), runs: runs.join(' / ') })));
