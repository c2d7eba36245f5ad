// npm run bench: every back-end figure of docs/benchmarks.md, one script after the other (never two at
// once: they would measure each other). Each script writes bench/results/<figure>.json.
//
//   npm run bench                     startup, load, scale, crash, soak, and the three notice figures (streams, relay,
//                                     reminders: a few minutes each); about 45 minutes, 23 of them the two 10-minute soaks
//   npm run bench -- load crash       only those
//   SOAK_SECONDS=120 npm run bench    a shorter soak
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const all = ['startup', 'load', 'scale', 'crash', 'soak', 'streams', 'relay', 'reminders'];
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : all;
const unknown = chosen.filter((name) => !all.includes(name));
if (unknown.length) {
  console.error(`unknown figure(s): ${unknown.join(', ')}; choose from ${all.join(', ')}`);
  process.exit(2);
}
let failed = 0;
for (const name of chosen) {
  console.log(`\n=== bench/${name}.ts ===`);
  const started = Date.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', `bench/${name}.ts`], { cwd: root, stdio: 'inherit' });
  console.log(`=== ${name}: ${r.status === 0 ? 'done' : `failed (${r.status ?? r.signal})`} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
