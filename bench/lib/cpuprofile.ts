/**
 * A `node --cpu-prof` profile's self time summed per package (node_modules/<name>, node: internals, our own files)
 * and per function, printed as shares of its samples (bench/profile.ts, bench/relay.ts with RELAY_PROFILE=1).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

const packageOf = (url: string) => {
  if (!url) return '(native / idle / gc)';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.startsWith('node:')) return 'node:internals';
  const own = /\/(server|domain)\/.*$/.exec(url);
  return own ? own[0].slice(1) : url;
};

/** The monotonic clock a profile's sample times are on (µs), as `process.hrtime`: to mark a window of a run. */
export const profileClockUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * Prints the `top` packages and functions of every .cpuprofile in `dir`, as shares of its busy samples (idle left
 * out); with `window` (profileClockUs at its start and end), only the samples taken within it. Shares, not times: a
 * sample's interval is wall time, which a busy machine stretches (CPU time comes from /proc, bench/lib/cpu.ts).
 * The files it read.
 */
export function summarizeProfiles(dir: string, top: number, window?: { fromUs: number; toUs: number }): string[] {
  const files = readdirSync(dir).filter((n) => n.endsWith('.cpuprofile'));
  for (const file of files) {
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
      nodes: ProfileNode[];
      samples: number[];
      timeDeltas: number[];
      startTime: number;
    };
    const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
    const hits = new Map<number, number>();
    let at = profile.startTime;
    profile.samples.forEach((id, i) => {
      const delta = profile.timeDeltas[i] ?? 0;
      at += delta;
      if (idle.has(id) || (window && (at < window.fromUs || at > window.toUs))) return;
      hits.set(id, (hits.get(id) ?? 0) + 1);
    });
    let total = 0;
    for (const n of hits.values()) total += n;
    if (total === 0) continue;
    const byFunction = new Map<string, number>();
    const byPackage = new Map<string, number>();
    for (const node of profile.nodes) {
      const n = hits.get(node.id) ?? 0;
      if (!n) continue;
      const { functionName, url, lineNumber } = node.callFrame;
      const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(server|domain)\//, '$1/')}:${lineNumber + 1}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + n);
      byPackage.set(packageOf(url), (byPackage.get(packageOf(url)) ?? 0) + n);
    }
    const show = (title: string, map: Map<string, number>) => {
      console.log(`\n${file}: ${title} (share of ${total} busy samples)`);
      for (const [k, n] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${((n / total) * 100).toFixed(1).padStart(5)} %  ${k}`);
    };
    show('self time by package or file', byPackage);
    show('self time by function', byFunction);
  }
  return files.map((file) => join(dir, file));
}
