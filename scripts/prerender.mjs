// Prerenders the public pages (/home, /login, /register) after `vite build`: builds src/prerender.tsx for
// Node (dist-prerender/), renders each path to HTML, and writes dist/prerendered/<page>.html, which the
// server sends for exactly that path (server/app.ts); every other path gets the SPA shell, dist/index.html.
// Each page is the shell with: the rendered markup inside #root (hydrated by src/main.tsx), its stylesheets
// inlined instead of linked (first paint waits for no stylesheet, and none arrives after it), and src/boot.js
// inline as its only script, which loads the app's code after the first paint (a form's own code waits for
// the visitor's first touch, src/main.tsx; the rules of the form's stylesheet that its markup uses are inlined
// too). The shell's own module script is replaced by boot too. Brotli and gzip copies are written beside each page.
import { Buffer } from 'node:buffer';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Beasties from 'beasties';
import { transform } from 'esbuild';
import { build } from 'vite';
import { PAGES, pageFiles, readManifest } from './size-budget.mjs';

const DIST = 'dist';
const SSR_OUT = 'dist-prerender';

const escape = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');

/** Seconds after which the failure banner shows by itself when src/boot.js never ran (JavaScript off or blocked). */
export const BOOT_LATE_SECONDS = 8;

/**
 * What the page shows at its bottom when its code cannot be downloaded: the `failure` texts, and a link to
 * the page itself, which loads it again. Plain HTML, outside #root. src/boot.js hides it as it starts and
 * shows it when the app's code fails; when boot itself never runs, a CSS animation shows it after
 * BOOT_LATE_SECONDS, so that even then the page does not stay blank.
 */
const failureBanner = ({ title, text, retry }) =>
  `<style>@keyframes boot-late{to{visibility:visible}}</style>` +
  `<div id="boot-failed" role="alert" style="visibility:hidden;animation:boot-late 0s ${BOOT_LATE_SECONDS}s forwards;position:fixed;inset:auto 0 0;z-index:1000;padding:12px 16px;` +
  `background:#fff5f5;border-top:1px solid #ffc9c9;color:#1a1b1e;font:16px/1.4 system-ui,sans-serif">` +
  `<p style="margin:0 0 8px"><strong>${escape(title)}</strong><br>${escape(text)}</p>` +
  `<a href="" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#15803d;color:#fff;font-weight:600;text-decoration:none">${escape(retry)}</a></div>`;

/**
 * The shell with src/boot.js as its only script, in place of Vite's module script and modulepreload links:
 * boot runs the entry's imports (`data-stages`) one by one, then the entry; `preload` is the page's lazy
 * files; `failure` the texts of the banner boot shows when the code cannot be downloaded. Boot is inline, at the end of the body: a file of its own would
 * be one more request before the app's code could be asked for. The server allows it by its hash
 * (server/http/headers.ts).
 */
export function withBoot(shell, { boot, preload = [], failure }) {
  const entry = shell.match(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entry) throw new Error('dist/index.html has no module script (run `vite build` before this script)');
  const stages = [...shell.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  let page = shell.replace(entry[0], '');
  for (const [link] of stages) page = page.replace(link, '');
  const files = (list) => list.map((f) => `/${f}`).join(' ');
  const data = { entry: entry[1], stages: stages.map((m) => m[1]).join(' '), preload: files(preload) };
  const attributes = Object.entries(data).map(([name, value]) => ` data-${name}="${escape(value)}"`);
  return page.replace('</body>', () => `  ${failureBanner(failure)}\n    <script${attributes.join('')}>${boot}</script>\n  </body>`);
}

// Beasties cannot match `:host(...)`: the rules on the page's root are kept whole (but the dark scheme's: the app
// is light only). The theme's variables are not among them: they are in the shell's head (vite.config.ts).
const beasties = new Beasties({
  reduceInlineStyles: true,
  mergeStylesheets: false,
  allowRules: [/^:root(?!\[data-mantine-color-scheme=dark\])/],
  logLevel: 'warn',
});

/**
 * The rules of `css` that the page's markup uses (Beasties matches each selector against it): of a form's
 * stylesheet, whose code and whole sheet wait for the visitor's first touch, what its HTML needs to paint.
 */
async function criticalCss(html, css) {
  const page = await beasties.process(
    `<!doctype html><html data-mantine-color-scheme="light"><head><style>${css}</style></head><body><div id="root">${html}</div></body></html>`,
  );
  return page.match(/<head>\s*<style>([\s\S]*?)<\/style>/)[1];
}

/**
 * The shell made into one page: `html` in #root, `css` inlined in place of the stylesheets, the code left to
 * src/boot.js. The shell's stylesheet links stay, disabled: a disabled stylesheet link is neither downloaded
 * nor applied, and Vite's loader, which links a lazy chunk's stylesheets (the entry's among them) unless the
 * page has a link to them, then does not ask for the sheets the page already has inline.
 */
export function pageHtml(shell, { html, css, ...code }) {
  // The page paints from its HTML and CSS alone: no script runs and none is downloaded before that.
  let page = withBoot(shell.replace(/<link rel="stylesheet"[^>]*(?=>)/g, '$& disabled'), code);
  page = page.replace('</head>', `    <style>${css}</style>\n  </head>`);
  if (!page.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root');
  return page.replace('<div id="root"></div>', `<div id="root">${html}</div>`);
}

export async function prerender() {
  await build({ logLevel: 'warn', build: { ssr: 'src/prerender.tsx', outDir: SSR_OUT, emptyOutDir: true, manifest: false } });
  const { render, PRERENDERED_PATHS, BOOT_FAILURE: failure } = await import(pathToFileURL(resolve(SSR_OUT, 'prerender.js')).href);
  const shell = readFileSync(join(DIST, 'index.html'), 'utf8');
  const manifest = readManifest(DIST);
  const inShell = new Set([...shell.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));
  rmSync(join(DIST, 'prerendered'), { recursive: true, force: true });
  mkdirSync(join(DIST, 'prerendered'));
  const boot = (await transform(readFileSync('src/boot.js', 'utf8'), { minify: true, format: 'iife', target: 'es2022' })).code.trim();
  const written = [];
  for (const path of PRERENDERED_PATHS) {
    if (!PAGES[path]) throw new Error(`${path} is not in scripts/size-budget.mjs PAGES`);
    const files = [...pageFiles(manifest, path, DIST)];
    const styles = files.filter((f) => f.endsWith('.css'));
    const preload = files.filter((f) => f.endsWith('.js') && !inShell.has(f));
    const html = await render(path);
    // The page's stylesheets whole, for all its code may show: one linked after the first paint had the browser
    // recompute every element's style (its rules are in a cascade layer), the longest task after that paint
    // (docs/benchmarks.md, "The stylesheet in the page"). Of a form's stylesheet, which comes with the form's
    // code at the first touch, the rules its markup uses.
    const read = (f) => readFileSync(join(DIST, f), 'utf8');
    const formStyles = [...pageFiles(manifest, path, DIST, { touched: true })].filter((f) => f.endsWith('.css') && !styles.includes(f));
    const css = [...styles.map(read), ...(formStyles.length ? [await criticalCss(html, formStyles.map(read).join('\n'))] : [])].join('\n');
    const file = join(DIST, 'prerendered', `${path.slice(1)}.html`);
    const page = Buffer.from(pageHtml(shell, { html, css, preload, boot, failure }));
    writeFileSync(file, page);
    // Sent compressed by the server (the inlined CSS makes the page a few dozen KB before compression).
    writeFileSync(`${file}.br`, brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
    written.push(`${file} (${(page.length / 1024).toFixed(1)} KB, brotli ${(readFileSync(`${file}.br`).length / 1024).toFixed(1)} KB)`);
  }
  // Every other path gets the empty shell, which boot starts too.
  writeFileSync(join(DIST, 'index.html'), withBoot(shell, { boot, failure }));
  rmSync(SSR_OUT, { recursive: true, force: true });
  console.log(`prerendered: ${written.join(', ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await prerender();
