/**
 * The server as `npm start` runs it, built to JavaScript (`npm run build`) and run by Node alone: on
 * SIGTERM it closes cleanly (exit code 0), and what it confirmed before is there when it starts again on
 * the same data folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { freePort } from '../support/net';

const dataDir = mkdtempSync(join(tmpdir(), 'canchas-lifecycle-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function startServer(port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['dist-server/main.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false', STATIC_ROOT: '' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return server;
    } catch {
      // still starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill('SIGKILL');
  throw new Error('the server did not start');
}

const stopped = (server: ChildProcess) => new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));

test('SIGTERM closes the server cleanly and keeps what it confirmed', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const user = {
    firstName: 'Lina',
    lastName: 'Reinicio',
    city: 'Cartagena',
    age: 28,
    cellphone: '3015550101',
    documentType: 'CC',
    documentNumber: '77001122',
    email: 'lina.reinicio@prueba.co',
    password: 'Clave#2026ok',
    acceptedPolicy: true,
  };

  const first = await startServer(port);
  const registered = await fetch(`${base}/auth/player/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  expect(registered.status).toBe(201);
  const exit = stopped(first);
  first.kill('SIGTERM');
  expect(await exit).toBe(0);

  const second = await startServer(port);
  try {
    const login = await fetch(`${base}/auth/authenticate/player`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(login.status).toBe(200);
    expect((await login.json()).user.email).toBe(user.email);
  } finally {
    const exit2 = stopped(second);
    second.kill('SIGTERM');
    expect(await exit2).toBe(0);
  }
});
