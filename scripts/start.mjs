// npm start: build the app and the server when their sources are newer than the last build, then serve
// app and API with Node alone (the server built to JavaScript, no TypeScript compiler at start-up).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, SERVER_OUT } from './build-server.mjs';
import { prerender } from './prerender.mjs';

const SOURCES = ['src', 'domain', 'machines', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((f) => newestMtime(join(path, f))));
}

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
if (built < Math.max(...SOURCES.map(newestMtime))) {
  console.log('Construyendo la aplicación…');
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  // /home, /login and /register as HTML (docs/architecture.md, "Prerendering, hydration and lazy chunks").
  await prerender();
}

const SERVER_SOURCES = ['server', 'domain', 'package.json'];
const serverBuilt = existsSync(SERVER_OUT) ? statSync(SERVER_OUT).mtimeMs : 0;
if (serverBuilt < Math.max(...SERVER_SOURCES.map(newestMtime))) await buildServer();

const server = spawn(process.execPath, ['--enable-source-maps', SERVER_OUT], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
