// What a first visit to a page downloads (JS + CSS, gzip), from the build's manifest, against budgets.
// Run after `npm run build`; exits non-zero when a page is over its budget, so a regression fails CI.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const KB = 1024;
/**
 * Each page: the route modules the router loads for it, on top of the entry. The budgets hold today's
 * figures with a little room, so a regression fails CI; docs/benchmarks.md compares them with the
 * targets (130 KB for /home) and says why the gap remains.
 */
export const PAGES = {
  '/home': { modules: [], budgetKb: 225 },
  '/login': { modules: ['src/features/auth/LoginPage.tsx'], budgetKb: 255 },
  '/dashboard/home-player': { modules: ['src/layout/DashboardLayout.tsx', 'src/features/fields/FieldListPage.tsx'], budgetKb: 280 },
};

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const gz = new Map();
const gzipSize = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length);
  return gz.get(file);
};

/** The files a module needs before it runs: itself, its CSS, and its static imports, transitively. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imp of chunk.imports ?? []) closure(imp, files);
  return files;
}

export function pageWeights() {
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  return Object.entries(PAGES).map(([page, { modules, budgetKb }]) => {
    const files = closure(entry);
    for (const m of modules) {
      if (!manifest[m]) throw new Error(`${m} no está en el manifiesto de la compilación`);
      closure(m, files);
    }
    const js = [...files].filter((f) => f.endsWith('.js')).reduce((n, f) => n + gzipSize(f), 0);
    const css = [...files].filter((f) => f.endsWith('.css')).reduce((n, f) => n + gzipSize(f), 0);
    return { page, files: files.size, jsKb: js / KB, cssKb: css / KB, totalKb: (js + css) / KB, budgetKb };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let over = false;
  for (const w of pageWeights()) {
    const ok = w.totalKb <= w.budgetKb;
    over ||= !ok;
    console.log(
      `${ok ? 'ok  ' : 'OVER'} ${w.page.padEnd(24)} ${w.totalKb.toFixed(1).padStart(6)} KB gzip (JS ${w.jsKb.toFixed(1)} + CSS ${w.cssKb.toFixed(1)}, ${w.files} files) budget ${w.budgetKb} KB`,
    );
  }
  process.exit(over ? 1 : 0);
}
