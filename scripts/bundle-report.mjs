// The bundle report: which packages and folders make up what a first visit to each page downloads.
// `npm run bundle-report` builds the app once more into dist-report/ with rollup-plugin-visualizer (not
// part of `npm run build`), writes dist-report/stats.html (a treemap of every chunk, to open in a browser)
// and dist-report/stats.json, and prints, for each page of scripts/size-budget.mjs, the largest
// contributors: their minified size, and their share of the page's gzip bytes (each file's gzip size, as
// `npm run size` counts it, split among its modules by minified size; gzipping each module on its own
// would overstate small modules, which compress worse alone than inside their chunk).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { visualizer } from 'rollup-plugin-visualizer';
import { PAGES, pageFiles, readManifest } from './size-budget.mjs';

const OUT = 'dist-report';
const TOP = Number(process.argv[2] ?? 15);

await build({
  logLevel: 'warn',
  build: { outDir: OUT, emptyOutDir: true },
  plugins: [
    visualizer({ filename: `${OUT}/stats.html`, template: 'treemap', gzipSize: true }),
    visualizer({ filename: `${OUT}/stats.json`, template: 'raw-data', gzipSize: true }),
  ],
});

const stats = JSON.parse(readFileSync(`${OUT}/stats.json`, 'utf8'));
const manifest = readManifest(OUT);

/** A module's owner: its npm package, or the project folder (src/features/fields, domain...). */
function ownerOf(id) {
  const pkg = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const local = id.replace(/^\/?/, '').split('/');
  if (local[0] === 'src' && local[1] === 'features') return local.slice(0, 3).join('/');
  return local.length > 2 ? local.slice(0, 2).join('/') : local[0];
}

for (const page of Object.keys(PAGES)) {
  const files = pageFiles(manifest, page, OUT);
  const parts = [];
  const renderedOfFile = new Map();
  for (const meta of Object.values(stats.nodeMetas)) {
    for (const [file, partUid] of Object.entries(meta.moduleParts)) {
      if (!files.has(file)) continue;
      const rendered = stats.nodeParts[partUid].renderedLength;
      parts.push({ file, owner: ownerOf(meta.id), rendered });
      renderedOfFile.set(file, (renderedOfFile.get(file) ?? 0) + rendered);
    }
  }
  const byOwner = new Map();
  let total = 0;
  for (const { file, owner, rendered } of parts) {
    const gzip = (gzipSync(readFileSync(`${OUT}/${file}`), { level: 9 }).length * rendered) / renderedOfFile.get(file);
    const o = byOwner.get(owner) ?? { rendered: 0, gzip: 0 };
    byOwner.set(owner, { rendered: o.rendered + rendered, gzip: o.gzip + gzip });
    total += gzip;
  }
  const jsFiles = [...files].filter((f) => f.endsWith('.js')).length;
  console.log(
    `\n${page}: ${(total / 1024).toFixed(1)} KB gzip of JS in ${jsFiles} files; largest contributors (gzip share, bytes before minification)`,
  );
  for (const [owner, { rendered, gzip }] of [...byOwner].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, TOP)) {
    console.log(`  ${(gzip / 1024).toFixed(1).padStart(6)} KB  ${(rendered / 1024).toFixed(1).padStart(6)} KB  ${owner}`);
  }
}
console.log(`\nTreemap: ${OUT}/stats.html`);
