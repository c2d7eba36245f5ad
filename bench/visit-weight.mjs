// What a first visit to each screen downloads in all, in Chromium: every JS and CSS file the page asks for from the
// navigation until none has been asked for during QUIET_MS, gzipped at level 9 as `npm run size` counts (which counts
// only what a screen needs before it renders). Signed in as the demo player and the demo field admin, at 390 px, with
// an empty cache each visit. Needs a server with the demo data (`npm start`, or `node dist-server/main.js` with its
// own DATA_DIR). Usage:
//   node bench/visit-weight.mjs [--out bench/results/visit-weight.json] [baseURL]   (baseURL: http://localhost:3000)
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string', default: 'bench/results/visit-weight.json' } },
});
const base = positionals[0] ?? 'http://localhost:3000';
const PASSWORD = 'Canchas2026!';
const QUIET_MS = 3_000;
const SCREENS = {
  player: {
    email: 'jugador@canchas.co',
    paths: [
      '/dashboard/home-player',
      '/dashboard/team',
      '/dashboard/team/list',
      '/dashboard/player/list',
      '/dashboard/requests',
      '/dashboard/notifications',
      '/dashboard/reservation/list/team',
      '/dashboard/profile',
      '/dashboard/menu',
    ],
  },
  admin: {
    email: 'admin@canchas.co',
    paths: ['/dashboard/home-admin', '/dashboard/field', '/dashboard/reservation/list/field', '/dashboard/notifications', '/dashboard/profile'],
  },
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

/** The signed-in state of a demo user, taken from logging in through the form. */
async function signIn(email, admin) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  if (admin) await page.getByText('Administrador de cancha').click();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.locator('input[type="password"]').first().fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
  await page.waitForURL('**/dashboard/**');
  const state = await context.storageState();
  await context.close();
  return state;
}

async function visit(state, path) {
  const context = await browser.newContext({ storageState: state, viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  const files = [];
  let lastAsked = Date.now();
  page.on('request', (request) => {
    if (/\.(js|css)$/.test(new URL(request.url()).pathname)) lastAsked = Date.now();
  });
  page.on('response', (response) => {
    if (/\.(js|css)$/.test(new URL(response.url()).pathname)) files.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
  });
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  while (Date.now() - lastAsked < QUIET_MS) await page.waitForTimeout(250);
  const sizes = await Promise.all(files);
  await context.close();
  return { path, files: sizes.length, kb: Math.round((sizes.reduce((a, b) => a + b, 0) / 1024) * 10) / 10 };
}

const results = [];
try {
  for (const [role, { email, paths }] of Object.entries(SCREENS)) {
    const state = await signIn(email, role === 'admin');
    for (const path of paths) {
      const result = { role, ...(await visit(state, path)) };
      results.push(result);
      console.log(`${role.padEnd(7)} ${path.padEnd(36)} ${result.kb.toFixed(1).padStart(6)} KB gzip, ${result.files} files`);
    }
  }
} finally {
  await browser.close();
}
writeFileSync(opts.out, `${JSON.stringify({ base, measuredAt: new Date().toISOString(), results }, null, 2)}\n`);
