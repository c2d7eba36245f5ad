// Builds the server to plain JavaScript (dist-server/main.js), so `npm start` runs it with Node alone,
// without compiling TypeScript at start-up. Packages stay external (node_modules); the migrations are
// copied beside the bundle, where server/db/client.ts looks for them (next to the running module).
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

export const SERVER_OUT = 'dist-server/main.js';

export async function buildServer() {
  rmSync('dist-server', { recursive: true, force: true });
  await build({
    entryPoints: ['server/main.ts'],
    outfile: SERVER_OUT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync('server/db/migrations', 'dist-server/migrations', { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
