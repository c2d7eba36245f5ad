// What Lighthouse's blocking time is made of: for each run, Lighthouse's TBT and the page's first paint as
// observed, then every task over 12 ms on the page's main thread in Lighthouse's own trace (a task of 12.5 ms
// observed is 50 ms at its 4× CPU slowdown), with its start, its length and the events directly under it.
// A document other than the page's that runs on the same thread (a frame of another page in the same
// renderer process) is named as such. Usage: start the app (`npm start`), then
//   node bench/lighthouse-tasks.mjs [--runs 3] http://127.0.0.1:3000/home
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { launchChrome } from './lib/chrome.mjs';

const { values: opts, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string', default: '3' } } });
const url = positionals[0] ?? 'http://127.0.0.1:3000/home';
const ms = (us) => (us / 1000).toFixed(1);

const chrome = await launchChrome();
try {
  for (let run = 1; run <= Number(opts.runs); run++) {
    const { lhr, artifacts } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const events = artifacts.Trace.traceEvents;
    const navigation = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http')).at(-1);
    if (!navigation) {
      console.log(`run ${run}: no navigation in the trace (${lhr.runtimeError?.code ?? 'no error given'})`);
      continue;
    }
    const { pid, tid, ts: start } = navigation;
    const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
    const tbt = Math.round(lhr.audits['total-blocking-time'].numericValue);
    console.log(`run ${run}: TBT ${tbt} ms, first paint observed at ${paint ? ms(paint.ts - start) : '?'} ms`);
    const onThread = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
    // Frames of other documents on the thread: their navigations, by frame id.
    const ours = navigation.args.frame;
    const otherFrames = new Set(
      events.filter((e) => e.name === 'navigationStart' && e.pid === pid && e.args?.frame !== ours).map((e) => e.args.frame),
    );
    for (const task of onThread.filter((e) => e.name === 'RunTask' && e.dur > 12_000)) {
      const inside = onThread.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
      const direct = inside.filter((e) => !inside.some((p) => p !== e && p.dur > e.dur && p.ts <= e.ts && p.ts + p.dur >= e.ts + e.dur));
      const frames = new Set(inside.map((e) => e.args?.beginData?.frame ?? e.args?.data?.frame).filter(Boolean));
      const other = [...frames].some((f) => otherFrames.has(f)) ? ' [another document]' : '';
      const parts = direct.filter((e) => e.dur >= 500).map((e) => `${e.name} ${ms(e.dur)}`);
      console.log(`  at ${ms(task.ts - start)} ms, ${ms(task.dur)} ms${other}: ${parts.join(', ')}`);
    }
  }
} finally {
  await chrome.kill();
}
