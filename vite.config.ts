import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/** Writes .br and .gz beside each built asset, so the server sends them compressed at no CPU cost. */
function precompress(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'canchas-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (ssr) return; // the prerendering build (scripts/prerender.mjs) runs in Node, once
      const dir = join(outDir, 'assets');
      for (const file of readdirSync(dir)) {
        if (!/\.(js|css|svg|json)$/.test(file)) continue;
        const bytes = readFileSync(join(dir, file));
        writeFileSync(join(dir, `${file}.br`), brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(join(dir, `${file}.gz`), gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  // The prerendered footer's year (src/layout/PublicLayout.tsx).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  server: { proxy: { '/api': api, '/auth': api } },
  // The manifest lets scripts/size-budget.mjs weigh exactly what each page downloads.
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // Every browser the app supports preloads modules itself; the polyfill would only add bytes to the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes into one chunk: a first visit downloads two scripts, not
        // forty small ones (shared pieces that lazy chunks also use would otherwise each become a file).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
