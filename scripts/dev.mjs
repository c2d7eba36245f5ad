// npm run dev: the API on PORT (3000) and Vite with hot reload on 5173, proxying /api and /auth to it.
import { spawn } from 'node:child_process';

const api = spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], { stdio: 'inherit', env: { ...process.env, STATIC_ROOT: '' } });
const vite = spawn('npx', ['vite'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    api.kill(signal);
    vite.kill(signal);
  });
api.on('exit', () => vite.kill());
vite.on('exit', () => api.kill());
