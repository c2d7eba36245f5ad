/**
 * Helpers of the browser journeys: Chromium through playwright-core, pages at phone and desktop sizes,
 * and quick API calls to set up state (users, teams) that a journey is not about.
 */
import type { Field } from '../../domain/types';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { dayLabel } from '../../domain/calendar';
import { expect, inject } from 'vitest';

/** This worker's server (tests/e2e/server.globalSetup.ts starts one per worker). */
export const baseURL = () => {
  const urls = inject('baseURLs');
  return urls[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % urls.length];
};

/** Text as a reader sees it: the no-break spaces of times ('6:00 p. m.') read as spaces. */
export const spaced = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/**
 * `bypassCSP` only for test tools that inject inline scripts (axe), which the app's policy forbids. The app's service
 * worker (public/sw.js) is blocked unless a journey asks for it (`serviceWorkers: 'allow'`): requests a service worker
 * makes are out of `page.route`'s reach, through which the journeys make the network fail.
 */
export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  options: { bypassCSP?: boolean; javaScriptEnabled?: boolean; serviceWorkers?: 'allow' | 'block'; hasTouch?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    baseURL: baseURL(),
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    serviceWorkers: 'block',
    ...options,
  });
  await context.addInitScript(recordToasts);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/**
 * Runs in every page of `newPage`: notes each toast as it appears, in `__toasts` (for `toasted`, which takes the
 * ones it finds) and `__toastLog` (for a failure's report). A toast goes by itself after a few seconds, so a journey
 * asks whether it showed, not whether it is still on screen when a busy machine gets to look.
 */
function recordToasts() {
  const seen = new WeakSet<Element>();
  const toasts: string[] = [];
  const log: string[] = [];
  Object.assign(window, { __toasts: toasts, __toastLog: log });
  new MutationObserver(() => {
    for (const toast of document.querySelectorAll('.mantine-Notification-root')) {
      const text = (toast.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (seen.has(toast) || !text) continue;
      seen.add(toast);
      toasts.push(text);
      log.push(text);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Waits until a toast saying `text` (its title or its message) has shown on the page since the last such check,
 * even if it went by itself meanwhile; each toast answers one check.
 */
export async function toasted(page: Page, text: string) {
  // As the toasts are noted: every run of spaces, no-break ones included, one space.
  const wanted = text.replace(/\s+/g, ' ').trim();
  const took = () =>
    page.evaluate((wanted) => {
      const toasts = (window as unknown as { __toasts?: string[] }).__toasts;
      if (!toasts) throw new Error('toasted: the page was not opened by newPage');
      const at = toasts.findIndex((t) => t.includes(wanted));
      if (at >= 0) toasts.splice(at, 1);
      return at >= 0;
    }, wanted);
  try {
    await expect.poll(took).toBe(true);
  } catch (error) {
    throw new Error(`no toast saying '${wanted}' showed\n${await pageReport(page)}`, { cause: error });
  }
}

/** What a page showed and shows, for a failed wait's message: its address, the toasts it showed, its alerts and dialogs. */
async function pageReport(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      // Those on screen only: the app's page keeps hidden ones (the failure shown when its code cannot load).
      const texts = (selector: string) =>
        [...document.querySelectorAll(selector)]
          .filter((e) => e.checkVisibility())
          .map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 160));
      const log = (window as unknown as { __toastLog?: string[] }).__toastLog ?? [];
      return `on ${location.pathname}; toasts shown: ${JSON.stringify(log.slice(-5))}; alerts: ${JSON.stringify(texts('[role="alert"]'))}; dialogs: ${JSON.stringify(texts('[role="dialog"]'))}`;
    })
    .catch((error: unknown) => `the page could not be read: ${String(error)}`);
}

/**
 * Chooses `date` ('YYYY-MM-DD') on the date field labelled `label` within `scope` (src/components/DateField.tsx):
 * opens its calendar, goes forward month by month to the date and taps its day.
 */
export async function pickDate(page: Page, scope: Page | Locator, label: string, date: string) {
  await scope.getByLabel(label).click();
  const next = page.getByRole('button', { name: 'Mes siguiente' });
  await next.waitFor();
  const day = page.getByRole('button', { name: dayLabel(date), exact: true });
  for (let months = 0; months < 13 && !(await day.isVisible()); months++) await next.click();
  await day.click();
}

/** The words a date field shows for its date ('martes 24 de noviembre de 2026'), to compare with `longDateLabel`. */
export const shownDate = (scope: Page | Locator, label: string) => scope.getByLabel(label).textContent();

export const DEMO_PASSWORD = 'Canchas2026!';
export const STRONG_PASSWORD = 'Clave#2026ok';

let counter = 0;
/** Unique e-mail, document and cellphone for a user created by a test. */
export function uniqueIdentity(prefix = 'u') {
  const n = `${Date.now() % 1_000_000_00}${counter++}`.slice(-8).padStart(8, '0');
  return {
    email: `${prefix}${n}@prueba.co`,
    documentNumber: `9${n}`,
    cellphone: `31${n}`,
  };
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  role: 'PLAYER' | 'FIELD_ADMIN';
  firstName: string;
  lastName: string;
  token: string;
}

async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const res = await fetch(`${baseURL()}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...init.headers },
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Registers a user through the API and logs in, returning their token; `emailName` goes before the e-mail's unique number. */
export async function createUser(role: 'PLAYER' | 'FIELD_ADMIN', firstName = 'Prueba', lastName = 'Usuario', emailName?: string): Promise<TestUser> {
  const id = uniqueIdentity(emailName ?? (role === 'PLAYER' ? 'j' : 'a'));
  const kind = role === 'PLAYER' ? 'player' : 'admin';
  await call(`/auth/${kind}/register`, {
    method: 'POST',
    // The journeys' players show their cellphone (the player list's WhatsApp contact); an account's default, off, has its own journey.
    body: JSON.stringify({
      firstName,
      lastName,
      city: 'Cartagena',
      age: 25,
      documentType: 'CC',
      password: STRONG_PASSWORD,
      acceptedPolicy: true,
      showCellphone: role === 'PLAYER',
      ...id,
    }),
  });
  const { token, user } = await call<{ token: string; user: { id: number } }>(`/auth/authenticate/${kind}`, {
    method: 'POST',
    body: JSON.stringify({ email: id.email, password: STRONG_PASSWORD }),
  });
  return { id: user.id, email: id.email, password: STRONG_PASSWORD, role, firstName, lastName, token };
}

export const api = {
  get: <T>(path: string, token?: string) => call<T>(`/api/v1${path}`, { token }),
  post: <T>(path: string, body: unknown, token?: string) =>
    call<T>(`/api/v1${path}`, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body), token }),
  put: <T>(path: string, body: unknown, token?: string) =>
    call<T>(`/api/v1${path}`, { method: 'PUT', body: body === undefined ? undefined : JSON.stringify(body), token }),
  delete: <T>(path: string, token?: string) => call<T>(`/api/v1${path}`, { method: 'DELETE', token }),
};

/** The administrator's active field in Cartagena, open 06:00–23:00, created through the API. */
export function createField(admin: TestUser, field: { name: string; address: string; hourlyRate: number }) {
  return api.post<Field>(
    '/field',
    { ...field, city: 'Cartagena', openingHour: '06:00', closingHour: '23:00', status: 'ACTIVE', adminId: admin.id },
    admin.token,
  );
}

/** Fills the register form with `person` (Sofía Martínez, 22, unless given), `id`'s contact data and `password`. */
export async function fillRegister(
  page: Page,
  id: ReturnType<typeof uniqueIdentity>,
  password: string,
  person = { firstName: 'Sofía', lastName: 'Martínez', age: '22' },
) {
  await page.getByLabel('Nombre', { exact: false }).first().fill(person.firstName);
  await page.getByLabel('Apellido').fill(person.lastName);
  await page.getByLabel('Edad').fill(person.age);
  await page.getByRole('textbox', { name: 'Celular', exact: true }).fill(id.cellphone);
  await page.getByLabel('Número de documento').fill(id.documentNumber);
  await page.getByLabel('Correo electrónico').fill(id.email);
  await page.locator('input[type="password"]').nth(0).fill(password);
  await page.locator('input[type="password"]').nth(1).fill(password);
  await page.getByRole('checkbox', { name: /^Acepto la Política de tratamiento de datos personales/ }).check();
}

/**
 * Opens a visitor's form (`/login`, `/register`) and makes it live as a person does: its code comes at the first
 * touch (docs/architecture.md, "A form's code waits for the first touch"), here a tap on the e-mail input. Typing
 * before the form is live has its own journeys (prerender.e2e.test.ts).
 */
export async function openForm(page: Page, path: '/login' | '/register') {
  await page.goto(path);
  await page.getByLabel('Correo electrónico').click();
  await hydrated(page.locator('form button[type="submit"]'));
}

/** Logs in through the login screen and waits for the role's home. */
export async function loginViaUi(page: Page, user: { email: string; password: string; role: 'PLAYER' | 'FIELD_ADMIN' }) {
  await openForm(page, '/login');
  if (user.role === 'FIELD_ADMIN') await page.getByText('Administrador de cancha').click();
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.locator('input[type="password"]').first().fill(user.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
  await page.waitForURL(user.role === 'FIELD_ADMIN' ? '**/dashboard/home-admin' : '**/dashboard/home-player');
}

/**
 * Saves a screenshot under docs/screenshots for the README, when the run is asked for them
 * (`npm run screenshots`), so an ordinary test run leaves the work tree as it was.
 */
export async function screenshot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await settled(page);
  await page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: true });
}

/** Whether this run takes the screenshots (`npm run screenshots`); journeys that only take them run then alone. */
export const SCREENSHOTS = process.env.SCREENSHOTS === '1';

/**
 * Waits until the page has done what it had queued: the tasks already posted (React's renders among them) have
 * run, and every transition or animation that ends (a dialog opening, a notice sliding in) has ended. What the
 * screen shows then is what it settled on, so a check that something did not happen is made after its moment.
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = resolve;
      channel.port2.postMessage(null);
    });
    const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * Runs at once the page's timers due within `ms` (its clock installed first, `page.clock.install()`), then
 * waits until it has settled: a debounced check, say, has had its moment and shown what it shows.
 */
export async function runTimers(page: Page, ms: number) {
  await page.clock.runFor(ms);
  await settled(page);
}

/** Follows the page's requests from now on; `quiet()` waits until none is in flight (every answer or failure came). */
export function requestsInFlight(page: Page) {
  const pending = new Set<import('playwright-core').Request>();
  // The live notices' stream stays open while the dashboard is shown: never a request that is yet to settle.
  page.on('request', (r) => {
    if (!r.url().includes('/notification/stream')) pending.add(r);
  });
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  return { quiet: () => expect.poll(() => pending.size).toBe(0) };
}

/**
 * Closes the page's toasts as a person would, with 'Cerrar aviso': the first one each time, since closing one moves the
 * others, and each may also close by itself meanwhile.
 */
export async function closeNotices(page: Page) {
  const closeNotice = page.getByRole('button', { name: 'Cerrar aviso' });
  while ((await closeNotice.count()) > 0)
    await closeNotice
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
}

/** Waits until the locator is visible; after the page's timeout, fails saying what the page showed instead. */
export async function shows(locator: import('playwright-core').Locator): Promise<true> {
  try {
    await locator.first().waitFor({ state: 'visible' });
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${await pageReport(locator.page())}`, { cause: error });
  }
  return true;
}

/**
 * Waits until React has taken over `locator`'s element on a prerendered page (/home, /login, /register):
 * before that it is the page's HTML, and a press on it does nothing.
 */
export async function hydrated(locator: import('playwright-core').Locator): Promise<void> {
  await expect
    .poll(() => locator.first().evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))), { timeout: 15_000 })
    .toBe(true);
}

/**
 * Makes the page live at `at`: the browser's clock is fixed there, and the server's answers say the same
 * time in their Date header. The app takes "now" from the server's clock when the device's disagrees
 * (domain/clock.ts), so a journey that needs another hour of the day moves both.
 */
export async function liveAt(page: Page, at: Date) {
  await page.clock.setFixedTime(at);
  await page.route(
    (url) => url.origin === new URL(baseURL()).origin && (url.pathname.startsWith('/api/') || url.pathname.startsWith('/auth/')),
    async (route) => {
      // The notice stream never ends, so its whole answer cannot be fetched; it carries no clock the app reads.
      if (new URL(route.request().url()).pathname.endsWith('/notification/stream')) return route.continue();
      try {
        const response = await route.fetch();
        await route.fulfill({ response, headers: { ...response.headers(), date: at.toUTCString() } });
      } catch (error) {
        // A request still in flight when its page closes has no one to answer.
        if (!page.isClosed()) throw error;
      }
    },
  );
}
