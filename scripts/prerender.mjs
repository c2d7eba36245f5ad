// Prerenders the public pages (/home, /login, /register) after `vite build`: builds src/prerender.tsx for
// Node (dist-prerender/), renders each path to HTML, and writes dist/prerendered/<page>.html, which the
// server sends for exactly that path (server/app.ts); every other path keeps the SPA shell, dist/index.html.
// Each page is the shell with: the rendered markup inside #root (hydrated by src/main.tsx), the CSS the page
// needs inlined instead of linked (first paint waits for no stylesheet), and a modulepreload for the lazy
// screen it shows, so that chunk downloads with the entry instead of after it. Brotli and gzip copies are
// written beside each page.
import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { PAGES, pageFiles, readManifest } from './size-budget.mjs';

const DIST = 'dist';
const SSR_OUT = 'dist-prerender';

/** The shell made into one page: `html` in #root, `css` inlined in place of the stylesheet links, the entry and `preload` (the page's lazy files) left to src/boot.js. */
export function pageHtml(shell, { html, css, preload, boot }) {
  // The page paints from its HTML and CSS alone: no script runs and none is downloaded before that.
  // src/boot.js, the page's only script, asks for the app's code once the page has painted.
  let page = shell.replace(/\s*<link rel="stylesheet"[^>]*>/g, '');
  const entry = page.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entry) throw new Error('dist/index.html has no module script');
  // The entry's own imports (Vite's modulepreload links): boot runs them one by one before the entry.
  const stages = [...page.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  for (const [link] of stages) page = page.replace(link, '');
  const lazy = preload.map((f) => `/${f}`).join(' ');
  page = page.replace(
    entry[0],
    `<script defer src="/${boot}" data-entry="${entry[1]}" data-stages="${stages.map((m) => m[1]).join(' ')}" data-preload="${lazy}"></script>`,
  );
  const head = `<style>${css}</style>`;
  page = page.replace('</head>', `    ${head}\n  </head>`);
  if (!page.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root');
  return page.replace('<div id="root"></div>', `<div id="root">${html}</div>`);
}

export async function prerender() {
  await build({ logLevel: 'warn', build: { ssr: 'src/prerender.tsx', outDir: SSR_OUT, emptyOutDir: true, manifest: false } });
  const { render, PRERENDERED_PATHS } = await import(pathToFileURL(resolve(SSR_OUT, 'prerender.js')).href);
  const shell = readFileSync(join(DIST, 'index.html'), 'utf8');
  const manifest = readManifest(DIST);
  const inShell = new Set([...shell.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));
  rmSync(join(DIST, 'prerendered'), { recursive: true, force: true });
  mkdirSync(join(DIST, 'prerendered'));
  const bootSource = readFileSync('src/boot.js');
  const boot = `assets/boot-${createHash('sha256').update(bootSource).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(DIST, boot), bootSource);
  const written = [];
  for (const path of PRERENDERED_PATHS) {
    if (!PAGES[path]) throw new Error(`${path} is not in scripts/size-budget.mjs PAGES`);
    const files = [...pageFiles(manifest, path, DIST)];
    const css = files
      .filter((f) => f.endsWith('.css'))
      .map((f) => readFileSync(join(DIST, f), 'utf8'))
      .join('\n');
    const preload = files.filter((f) => f.endsWith('.js') && !inShell.has(f));
    const html = await render(path);
    const file = join(DIST, 'prerendered', `${path.slice(1)}.html`);
    const page = Buffer.from(pageHtml(shell, { html, css, preload, boot }));
    writeFileSync(file, page);
    // Sent compressed by the server (the inlined CSS makes the page a few dozen KB before compression).
    writeFileSync(`${file}.br`, brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
    written.push(`${file} (${(page.length / 1024).toFixed(1)} KB, brotli ${(readFileSync(`${file}.br`).length / 1024).toFixed(1)} KB)`);
  }
  rmSync(SSR_OUT, { recursive: true, force: true });
  console.log(`prerendered: ${written.join(', ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await prerender();
