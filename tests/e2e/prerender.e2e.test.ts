/**
 * The prerendered public pages (docs/architecture.md, "Prerendering and hydration"): the server sends
 * /home, /login and /register as finished HTML, every other path the empty shell; in Chromium each page
 * hydrates onto that markup (the nodes the HTML brought stay, no React error or warning), and the session
 * takes over after hydration: a signed-in user sees 'Mi panel' on /home and leaves /login for their home.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../domain/constants';
import * as MSG from '../../domain/messages';
import {
  baseURL,
  createUser,
  DESKTOP,
  fillRegister,
  hydrated,
  launchBrowser,
  newPage,
  PHONE,
  shows,
  STRONG_PASSWORD,
  uniqueIdentity,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));

describe('the HTML the server sends', () => {
  test('/login is the prerendered form, not an empty root', async () => {
    const res = await fetch(`${baseURL()}/login`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const root = rootOf(await res.text());
    expect(root).not.toMatch(/^<div id="root"><\/div>/);
    expect(root).toMatch(/<form[^>]*novalidate/i);
    expect(root).toContain('Inicia sesión');
    expect(root).toContain('Correo electrónico');
    expect(root).toContain('type="password"');
    expect(root).toMatch(/<button[^>]*type="submit"[^>]*>[\s\S]*Iniciar sesión/);
  });

  test('/home and /register are prerendered too; the home’s field list is left to the app', async () => {
    const home = rootOf(await (await fetch(`${baseURL()}/home`)).text());
    expect(home).toContain('Bienvenido a Canchas');
    expect(home).toContain('Canchas disponibles');
    expect(home).toContain('Cargando');
    expect(home).not.toContain('La Bombonera del Caribe');
    const register = rootOf(await (await fetch(`${baseURL()}/register`)).text());
    expect(register).toContain('Correo electrónico');
    expect(register).toContain('Número de documento');
  });

  test('the pages inline their stylesheets and the rules of the form they show, download none; other paths get the empty shell', async () => {
    const login = await (await fetch(`${baseURL()}/login`)).text();
    // The shell's stylesheet links stay, disabled (neither downloaded nor applied), so that the code's loader does
    // not link those sheets again; the sheets themselves are inline, before the first paint.
    const links = [...login.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/ disabled>$/);
    const inline = login.match(/<style>([^<]*@layer mantine[^<]{1000,})<\/style>\s*<\/head>/);
    expect(inline).not.toBeNull();
    for (const [, file] of links.map((link) => link.match(/href="([^"]+\.css)"/)!)) {
      const sheet = await (await fetch(`${baseURL()}${file}`)).text();
      expect(inline![1].startsWith(sheet.trim()), file).toBe(true);
      // The theme's variables are in the head, not in the sheets: none sets anything on the root.
      expect(sheet).not.toMatch(/:root[^{]*\{[^}]*--[\w-]+\s*:/);
    }
    // The form's rules, whose stylesheet comes with its code at the first touch, are there too.
    const passwordClass = login.match(/<input[^>]*class="(m_[0-9a-f]+) mantine-PasswordInput-innerInput"/)![1];
    expect(inline![1]).toContain(`.${passwordClass}`);
    // Nothing is downloaded or run before the first paint: the one script is boot, inline at the end of the body,
    // which names the code it loads after the paint.
    expect(login).not.toMatch(/<script type="module"|<link[^>]*rel="modulepreload"|<script[^>]* src=/);
    // It runs the entry's imports (React, then the session) one by one before the entry;
    // it asks for none of the form's code, which waits for the visitor's first touch.
    const boot = login.match(
      /<script data-entry="(\/assets\/index-[^"]+\.js)" data-stages="([^"]*\/react-[^"]*\/session-[^"]*)" data-preload="">[\s\S]+?<\/script>\s*<\/body>/,
    );
    expect(boot).not.toBeNull();
    expect(login.match(/<script/g)).toHaveLength(1);
    for (const file of [boot![1], ...boot![2].split(' ')]) {
      expect((await fetch(`${baseURL()}${file}`)).status, file).toBe(200);
    }
    // The theme's variables, light ones only, are in the head of every page from the first paint, a colour the page
    // does not show included.
    const themeVariables = /<style>@layer mantine\{:root,:host\{[^<]*--mantine-color-grape-6:[^<]*<\/style>/;
    expect(login).toMatch(themeVariables);
    expect(login.match(themeVariables)![0]).not.toContain('data-mantine-color-scheme=dark');
    for (const path of ['/dashboard/team', '/home/', '/no-such-page', '/', '/index.html']) {
      const res = await fetch(`${baseURL()}${path}`);
      const page = await res.text();
      expect(page, path).toContain('<div id="root"></div>');
      expect(page, path).toMatch(themeVariables);
      // Every page names the current build's files: a browser asks again before it uses a copy.
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
    }
    for (const path of ['/home', '/login', '/register']) {
      expect((await fetch(`${baseURL()}${path}`)).headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  test('their tab icon is a PNG, which the browser decodes as a picture, not an SVG it would build as a document on the page', async () => {
    for (const path of ['/home', '/login', '/register', '/dashboard']) {
      const icon = (await (await fetch(`${baseURL()}${path}`)).text()).match(/<link rel="icon" type="([^"]+)"[^>]* href="([^"]+)"/);
      expect(icon?.[1], path).toBe('image/png');
      const res = await fetch(`${baseURL()}${icon![2]}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      // The PNG signature, then a 96 × 96 picture.
      const png = Buffer.from(await res.arrayBuffer());
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([96, 96]);
    }
  });

  test('they are sent compressed when the browser accepts it', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${baseURL()}/home`, { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(await res.text()).toContain('Bienvenido a Canchas');
    }
  });
});

/** Opens `path` and records what would betray a failed hydration: console errors and warnings, page errors, prerendered nodes removed from #root. */
async function openWatched(page: Page, path: string) {
  const problems: string[] = [];
  page.on('console', (m) => {
    // The journeys block the service worker (tests/e2e/browser.ts), which Chromium reports as a warning: not the page's.
    if (m.text().includes('Service Worker registration blocked')) return;
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    const w = window as unknown as { __rootNodesRemoved: number };
    w.__rootNodesRemoved = 0;
    new MutationObserver((records) => {
      for (const r of records) if ((r.target as Element).id === 'root') w.__rootNodesRemoved += r.removedNodes.length;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(path);
  return { problems, removed: () => page.evaluate(() => (window as unknown as { __rootNodesRemoved: number }).__rootNodesRemoved) };
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('hydration on a %s', (_size, viewport) => {
  test('/home hydrates its markup without an error and then shows the fields', async () => {
    const page = await newPage(browser, viewport);
    const watched = await openWatched(page, '/home');
    await shows(page.getByText('La Bombonera del Caribe'));
    // Hydrated: the visitor's 'Reservar' opens the field's times (its code loads on that press).
    await page
      .getByRole('link', { name: /^Reservar / })
      .first()
      .click();
    await shows(page.locator('button[data-time]').first());
    expect(watched.problems).toEqual([]);
    expect(await watched.removed()).toBe(0);
    await page.close();
  });

  for (const [path, screen] of [
    ['/login', 'LoginPage'],
    ['/register', 'RegisterPage'],
  ]) {
    test(`${path} hydrates without its form's code until the first touch, then the form answers, without an error`, async () => {
      const page = await newPage(browser, viewport);
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      const watched = await openWatched(page, path);
      // The page around the form is hydrated ('Iniciar sesión' in the header is a live link); the form is still its HTML.
      await hydrated(page.getByRole('banner').getByRole('link').first());
      // Nothing more is asked for: the network has been idle for half a second after the page's last request.
      await page.waitForLoadState('networkidle');
      expect(asked.filter((file) => file.includes(screen))).toEqual([]);
      expect(await page.evaluate(() => Object.keys(document.querySelector('form')!).some((k) => k.startsWith('__react')))).toBe(false);
      // Only React shows the password: the prerendered button does nothing until the form is hydrated.
      await page.locator('input[type="password"]').first().fill('Clave#2026ok');
      await hydrated(page.getByRole('button', { name: 'Mostrar contraseña' }));
      await page.getByRole('button', { name: 'Mostrar contraseña' }).first().click();
      await shows(page.getByRole('button', { name: 'Ocultar contraseña' }));
      expect(await page.locator('input[type="password"]').count()).toBe(path === '/login' ? 0 : 1);
      expect(asked.some((file) => file.includes(screen))).toBe(true);
      // The page's own stylesheet, inline, is never downloaded: not after the paint, nor with the form's code.
      expect(asked.filter((file) => /\/index-[^/]+\.css$/.test(file))).toEqual([]);
      expect(watched.problems).toEqual([]);
      expect(await watched.removed()).toBe(0);
      await page.close();
    });
  }
});

describe('a prerendered form reached again through history', () => {
  test('reloaded, then left with Back and come back to with Forward, without a touch, /register shows its form, never an endless Cargando', async () => {
    const page = await newPage(browser, PHONE);
    await page.goto('/home');
    await hydrated(page.getByRole('banner').getByRole('link', { name: 'Registrarse' }));
    await page.getByRole('banner').getByRole('link', { name: 'Registrarse' }).click();
    await page.waitForURL('**/register');
    await page.reload();
    await hydrated(page.getByRole('banner').getByRole('link').first());
    await page.goBack();
    await page.waitForURL('**/home');
    await page.goForward();
    await page.waitForURL('**/register');
    await hydrated(page.getByRole('button', { name: 'Mostrar contraseña' }).first());
    expect(await page.getByText(/^Cargando/).count()).toBe(0);
    await page.close();
  });
});

/** Holds back the download of a screen's chunk (`LoginPage`, `RegisterPage`) until the returned function is called. */
async function holdChunk(page: Page, screen: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(new RegExp(`/assets/${screen}-[^/]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('React starting under DevTools (docs/benchmarks.md, "What DevTools adds")', () => {
  test('React starts and hydrates /home without making an Error, so an attached DevTools has no stack to record', async () => {
    const page = await newPage(browser, PHONE);
    // Every Error made from React's chunk, as the page's scripts make them (a Proxy in place of the global).
    await page.addInitScript(() => {
      const made: string[] = [];
      Object.assign(window, { errorsMadeByReact: made });
      window.Error = new Proxy(Error, {
        construct(target, args, newTarget) {
          const error = Reflect.construct(target, args, newTarget) as Error;
          if (/\/assets\/react-/.test(error.stack ?? '')) made.push(String(args[0]));
          return error;
        },
        apply(target, _this, args) {
          const error = Reflect.construct(target, args) as Error;
          if (/\/assets\/react-/.test(error.stack ?? '')) made.push(String(args[0]));
          return error;
        },
      });
    });
    await page.goto(`${baseURL()}/home`);
    await shows(page.getByText('La Bombonera del Caribe'));
    expect(await page.evaluate(() => (window as unknown as { errorsMadeByReact: string[] }).errorsMadeByReact)).toEqual([]);
    await page.close();
  });
});

describe('typing before the page is hydrated', () => {
  test('what a person typed into the prerendered login form counts once it hydrates, role included', async () => {
    const user = await createUser('FIELD_ADMIN', 'Temprana', 'Prueba');
    const page = await newPage(browser, PHONE);
    // The login screen's code is held back: the person fills the form in the meantime.
    const release = await holdChunk(page, 'LoginPage');
    const watched = await openWatched(page, '/login');
    await page.getByText('Administrador de cancha').click();
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.locator('input[type="password"]').first().fill(user.password);
    // Not hydrated yet: the form is still the prerendered HTML, and it shows the role chosen, not the one it was rendered with.
    expect(await page.evaluate(() => Object.keys(document.querySelector('form')!).some((k) => k.startsWith('__react')))).toBe(false);
    const marked = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.mantine-SegmentedControl-label')].map((label) => getComputedStyle(label, '::before').display !== 'none'),
      );
    expect(await marked()).toEqual([false, true]);
    release();
    const submit = page.getByRole('button', { name: 'Iniciar sesión' }).last();
    await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true);
    // Hydrated, the selector's moving mark covers the chosen role exactly.
    const boxes = () =>
      page.evaluate(() =>
        [document.querySelector('.mantine-SegmentedControl-indicator'), document.querySelectorAll('.mantine-SegmentedControl-control')[1]].map(
          (element) => {
            const { x, width } = element!.getBoundingClientRect();
            return Math.round(x) + Math.round(width);
          },
        ),
      );
    await expect.poll(async () => new Set(await boxes()).size, { timeout: 5_000 }).toBe(1);
    await submit.click();
    await page.waitForURL('**/dashboard/home-admin');
    expect(watched.problems).toEqual([]);
    await page.close();
  });

  test("a press of the prerendered form's button before its code came is answered once it has: every message, the keyboard on the first input at fault", async () => {
    const page = await newPage(browser, PHONE);
    const release = await holdChunk(page, 'LoginPage');
    const watched = await openWatched(page, '/login');
    // The page around the form is hydrated, the form is still its HTML: its button is disabled, and the tap loads the form's code.
    await hydrated(page.getByRole('banner').getByRole('link').first());
    const submit = page.getByRole('button', { name: 'Iniciar sesión' }).last();
    expect(await submit.isDisabled()).toBe(true);
    await submit.click({ force: true });
    release();
    expect(await shows(page.getByText(MSG.validation.emailRequired))).toBe(true);
    expect(await shows(page.getByText(MSG.validation.passwordRequired))).toBe(true);
    await expect.poll(() => page.getByLabel('Correo electrónico').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(watched.problems).toEqual([]);
    await page.close();
  });

  test('filled in and sent before the form hydrated, the log-in goes through once it has', async () => {
    const user = await createUser('PLAYER', 'Apurada', 'Prueba');
    const page = await newPage(browser, PHONE);
    const release = await holdChunk(page, 'LoginPage');
    await openWatched(page, '/login');
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.locator('input[type="password"]').first().fill(user.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).last().click({ force: true });
    release();
    await page.waitForURL('**/dashboard/home-player');
    await page.close();
  });

  test("filled in and sent before any of the app's code came (a password manager's fill, then a tap), the log-in goes through once it has", async () => {
    const user = await createUser('PLAYER', 'Autollenado', 'Prueba');
    const page = await newPage(browser, PHONE);
    // The entry itself is held back: the page is its HTML and boot alone.
    const release = await holdChunk(page, 'index');
    await openWatched(page, '/login');
    // Filled in as a password manager fills it: the values set, no focus, no key.
    await page.evaluate(
      ([email, password]) => {
        const set = (input: HTMLInputElement, value: string) => {
          input.value = value;
          input.dispatchEvent(new Event('input', { bubbles: true }));
        };
        set(document.querySelector('input[type="email"]')!, email);
        set(document.querySelector('input[type="password"]')!, password);
      },
      [user.email, user.password],
    );
    await page.getByRole('button', { name: 'Iniciar sesión' }).last().click({ force: true });
    expect(await page.evaluate(() => Object.keys(document.querySelector('header')!).some((k) => k.startsWith('__react')))).toBe(false);
    release();
    await page.waitForURL('**/dashboard/home-player');
    await page.close();
  });

  test('the register form takes what was typed before it hydrated, the age as a number, the cellphone and document cleaned as when typed after', async () => {
    const page = await newPage(browser, PHONE);
    const release = await holdChunk(page, 'RegisterPage');
    const watched = await openWatched(page, '/register');
    const id = uniqueIdentity('temprana');
    await fillRegister(page, id, STRONG_PASSWORD);
    const { cellphone, documentNumber } = id;
    await page
      .getByRole('textbox', { name: 'Celular', exact: true })
      .fill(`+57 ${cellphone.slice(0, 3)} ${cellphone.slice(3, 6)} ${cellphone.slice(6)}`);
    await page.getByLabel('Número de documento').fill(documentNumber.replace(/\B(?=(\d{3})+$)/g, '.'));
    release();
    const submit = page.getByRole('button', { name: 'Registrarme' });
    await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByRole('textbox', { name: 'Celular', exact: true }).inputValue()).toBe(cellphone);
    await expect.poll(() => page.getByLabel('Número de documento').inputValue()).toBe(documentNumber);
    expect(await page.getByText(MSG.validation.ageInvalid).count()).toBe(0);
    expect(await page.getByText(MSG.validation.cellphoneInvalid).count()).toBe(0);
    await submit.click();
    await shows(page.getByText(MSG.auth.registerSuccessTitle));
    expect(watched.problems).toEqual([]);
    await page.close();
  });
});

describe("touches before the form's code came, on a slow connection", () => {
  /** A slow phone connection (Chromium's own throttling): the app's code takes seconds, the person does not wait. */
  async function throttled(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 90_000 });
  }

  test('/register: a cellphone of 5 digits typed and left before the code came shows its message once it has; the input the person is in does not', async () => {
    const page = await newPage(browser, PHONE);
    await throttled(page);
    const release = await holdChunk(page, 'RegisterPage');
    const watched = await openWatched(page, '/register');
    const cellphone = page.getByRole('textbox', { name: 'Celular', exact: true });
    await cellphone.fill('30012');
    // Left for the next input, where the person is still typing (a document number too short as yet).
    await page.getByLabel('Número de documento').fill('12');
    expect(await page.evaluate(() => Object.keys(document.querySelector('form')!).some((k) => k.startsWith('__react')))).toBe(false);
    expect(await page.getByText(MSG.validation.cellphoneInvalid).count()).toBe(0);
    release();
    await hydrated(page.getByRole('button', { name: 'Registrarme' }));
    expect(await shows(page.getByText(MSG.validation.cellphoneInvalid))).toBe(true);
    await expect.poll(() => cellphone.getAttribute('aria-invalid')).toBe('true');
    // The document number is not checked while it is being typed, nor any input never visited.
    expect(await page.getByLabel('Número de documento').getAttribute('aria-invalid')).not.toBe('true');
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(1);
    // Corrected, its message goes once the input is left again, as for any input.
    await cellphone.fill('3001234567');
    await page.getByLabel('Número de documento').focus();
    await expect.poll(() => page.getByText(MSG.validation.cellphoneInvalid).count()).toBe(0);
    expect(watched.problems).toEqual([]);
    await page.close();
  });

  test("/login: 'Mostrar contraseña' pressed before the code came shows the password once it has", async () => {
    const page = await newPage(browser, PHONE);
    await throttled(page);
    const release = await holdChunk(page, 'LoginPage');
    const watched = await openWatched(page, '/login');
    const password = page.locator('input[type="password"], input[autocomplete="current-password"]').first();
    await password.fill('UnaClave#2026');
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
    expect(await page.evaluate(() => Object.keys(document.querySelector('form')!).some((k) => k.startsWith('__react')))).toBe(false);
    expect(await password.getAttribute('type')).toBe('password');
    release();
    await hydrated(page.getByRole('button', { name: 'Iniciar sesión' }).last());
    await expect.poll(() => password.getAttribute('type')).toBe('text');
    expect(await page.getByRole('button', { name: 'Ocultar contraseña' }).count()).toBe(1);
    expect(await password.inputValue()).toBe('UnaClave#2026');
    // Hydrated, a press is the toggle's own, and hides it again.
    await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
    await expect.poll(() => password.getAttribute('type')).toBe('password');
    expect(watched.problems).toEqual([]);
    await page.close();
  });

  test("/register: 'Mostrar contraseña' pressed twice before the code came leaves the password hidden, once shows it", async () => {
    const page = await newPage(browser, PHONE);
    await throttled(page);
    const release = await holdChunk(page, 'RegisterPage');
    await openWatched(page, '/register');
    const toggles = page.getByRole('button', { name: 'Mostrar contraseña' });
    await toggles.nth(0).click();
    await toggles.nth(1).click();
    await toggles.nth(1).click();
    release();
    await hydrated(page.getByRole('button', { name: 'Registrarme' }));
    const inputs = page.locator('input[autocomplete="new-password"]');
    await expect.poll(() => inputs.nth(0).getAttribute('type')).toBe('text');
    expect(await inputs.nth(1).getAttribute('type')).toBe('password');
    await page.close();
  });
});

describe('a signed-in user on the prerendered pages', () => {
  test('sees their navbar on /home and is sent from /login to their home, with no hydration error', async () => {
    const user = await createUser('PLAYER', 'Hidratada', 'Prueba');
    const page = await newPage(browser, PHONE);
    await page.addInitScript(([key, token]) => localStorage.setItem(key, token), [TOKEN_STORAGE_KEY, user.token] as const);
    const watched = await openWatched(page, '/home');
    await shows(page.getByRole('link', { name: 'Mi panel' }));
    expect(await page.getByRole('link', { name: 'Iniciar sesión' }).count()).toBe(0);
    await shows(page.getByText('La Bombonera del Caribe'));
    await page.goto('/login');
    await page.waitForURL('**/dashboard/home-player');
    await shows(page.getByText('La Bombonera del Caribe'));
    expect(watched.problems).toEqual([]);
    await page.close();
  });
});

describe("when the app's code cannot be downloaded", () => {
  test("/login: when the form's code cannot be downloaded at the first touch, the page says so, and Reintentar brings the form", async () => {
    const page = await newPage(browser, PHONE);
    const chunk = /\/assets\/LoginPage-[^/]+\.js$/;
    await page.route(chunk, (route) => route.abort('internetdisconnected'));
    await page.goto(`${baseURL()}/login`);
    await hydrated(page.getByRole('banner').getByRole('link').first());
    // The first failure reloads the page once (after a deploy that heals it); the second one is shown.
    const reloaded = page.waitForEvent('load');
    await page.getByLabel('Correo electrónico').click();
    await reloaded;
    await hydrated(page.getByRole('banner').getByRole('link').first());
    await page.getByLabel('Correo electrónico').click();
    await shows(page.getByText(MSG.failure.screenTitle));
    await page.unroute(chunk);
    await page.getByRole('button', { name: MSG.failure.retry }).click();
    await page.getByLabel('Correo electrónico').fill('alguien@canchas.co');
    await hydrated(page.getByRole('button', { name: 'Mostrar contraseña' }));
    await page.close();
  });
  test('/login touched offline before its code came keeps what was typed, says it waits, and logs in once back online', async () => {
    const user = await createUser('PLAYER', 'Elena', 'SinSeñal');
    const page = await newPage(browser, PHONE);
    const documents: string[] = [];
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));
    await page.goto(`${baseURL()}/login`);
    await hydrated(page.getByRole('banner').getByRole('link').first());
    await page.waitForLoadState('networkidle');
    await page.context().setOffline(true);
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.locator('input[type="password"]').fill(user.password);
    await shows(page.getByRole('alert').filter({ hasText: MSG.failure.formWaits }));
    // The button, disabled until the form's code comes, is pressed meanwhile.
    await page.getByRole('button', { name: 'Iniciar sesión' }).last().click({ force: true });
    expect(await page.getByText(MSG.failure.screenTitle).count()).toBe(0);
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(user.email);
    await page.context().setOffline(false);
    // Back online: the form's code comes, takes what was typed and the press, and logs in; the page was never reloaded.
    await page.waitForURL('**/dashboard/home-player', { timeout: 20_000 });
    expect(documents).toHaveLength(1);
    await page.context().close();
  });
  for (const path of ['/home', '/dashboard/home-player']) {
    test(`${path} says so, and Reintentar loads the page again`, async () => {
      const page = await newPage(browser, PHONE);
      // The connection drops after the HTML arrived: React's chunk never comes.
      await page.route(/\/assets\/react-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
      await page.goto(`${baseURL()}${path}`);
      const alert = page.getByRole('alert').filter({ hasText: MSG.failure.appTitle });
      await shows(alert);
      await expect.poll(() => alert.innerText()).toContain(MSG.failure.screenText);
      // Back online: the banner's link loads the page, which now starts.
      await page.unroute(/\/assets\/react-[^/]+\.js$/);
      await alert.getByRole('link', { name: MSG.failure.retry }).click();
      // The app runs: /home lists the fields it loaded; the dashboard sends a visitor to /login.
      if (path === '/home') await shows(page.getByText('La Bombonera del Caribe'));
      else await page.waitForURL('**/login');
      expect(await page.getByRole('alert').filter({ hasText: MSG.failure.appTitle }).isVisible()).toBe(false);
      await page.close();
    });
  }

  test('a page whose boot script never runs (JavaScript off) is not left blank: the banner shows by itself after 8 seconds', async () => {
    const page = await newPage(browser, PHONE, { javaScriptEnabled: false });
    const alert = page.getByRole('alert').filter({ hasText: MSG.failure.appTitle });
    const asked = Date.now();
    await page.goto(`${baseURL()}/dashboard/team`);
    await alert.waitFor({ state: 'visible', timeout: 15_000 });
    // Not before its time: the page's own animation shows it 8 seconds (BOOT_LATE_SECONDS of scripts/prerender.mjs)
    // after the page was asked for, less a little for the browser's and this process's clocks.
    expect(Date.now() - asked).toBeGreaterThanOrEqual(8_000 - 250);
    expect(await alert.getByRole('link', { name: MSG.failure.retry }).isVisible()).toBe(true);
    await page.close();
  });

  test('a page that starts never shows the banner, however long it stays open', async () => {
    const page = await newPage(browser, PHONE);
    await page.goto(`${baseURL()}/home`);
    await shows(page.getByText('La Bombonera del Caribe'));
    // Its code all came: nothing that could fail is left. The banner's animation is run to its end (as if the
    // page stayed open past its 8 seconds), and the banner, hidden by the boot, stays hidden.
    await page.waitForLoadState('networkidle');
    await page.locator('#boot-failed').evaluate((banner) => banner.getAnimations().forEach((a) => a.finish()));
    expect(await page.getByRole('alert').filter({ hasText: MSG.failure.appTitle }).isVisible()).toBe(false);
    await page.close();
  });
});
