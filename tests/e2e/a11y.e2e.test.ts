/**
 * Accessibility: axe-core in Chromium on every screen of docs/product.md: Screens, for a visitor, a player and an
 * administrator, at phone and desktop sizes. No serious or critical violation may remain, and no link or button
 * may be smaller than a finger's 24 × 24 px (WCAG 2.2, "Target Size (Minimum)").
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as MSG from '../../domain/messages';
import { addDays, todayInAppZone } from '../../domain/time';
import { api, createUser, DESKTOP, launchBrowser, loginViaUi, newPage as openPage, PHONE, settled, type TestUser, createField } from './browser';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * A page whose live notices' stream is refused: that stream stays open while the page is shown, so the network
 * would never be idle, and the checks below wait for an idle network (the stream tries again now and then).
 */
async function newPage(...args: Parameters<typeof openPage>) {
  const page = await openPage(...args);
  await page.route('**/api/v1/notification/stream', (route) => route.abort());
  return page;
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  // Dialogs and notices done opening: axe reads the page as a person finds it.
  await settled(page);
  // axe is injected as an inline script: the pages are opened with bypassCSP, since the app's CSP forbids it.
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe.run(
      document,
      {
        resultTypes: ['violations'],
      },
    );
    return result.violations;
  });
  return [
    ...(await smallTargets(page)),
    ...violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} — ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      ),
  ];
}

/** The links and buttons on screen under 24 px either way (a number input's steppers were: they are hidden). */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a, button, [role="button"]')]
      .filter((el) => el.checkVisibility())
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.width < 24 || box.height < 24))
      .map(
        ({ el, box }) =>
          `target-size: "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      ),
  );
}

let browser: Browser;
let player: TestUser;
let admin: TestUser;
let fieldId: number;
let teamId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await createUser('FIELD_ADMIN', 'Marta', 'Accesible');
  const field = await createField(admin, { name: 'Cancha Accesible', address: 'Calle 1 #2-3', hourlyRate: 60000 });
  fieldId = field.id;
  player = await createUser('PLAYER', 'Pablo', 'Accesible');
  const team = await api.post<{ id: number }>(
    '/team',
    { name: 'Accesibles FC', city: 'Cartagena', neighborhood: 'Centro', maxPlayers: 6, ownerId: player.id },
    player.token,
  );
  teamId = team.id;
  // A booking, so the lists, cards and calendar have something to show, with a deposit recorded (its payment line).
  const tomorrow = addDays(todayInAppZone(), 1);
  const booked = await api.post<{ id: number }>(
    '/reservation',
    { teamId, fieldId, reservationDate: tomorrow, startTime: '18:00', endTime: '19:00', hours: 1 },
    player.token,
  );
  await api.put(`/reservation/${booked.id}/payment`, { paid: 20000 }, admin.token);
  // A customer's booking by phone, which 'Cambiar horario' moves.
  await api.post(
    '/reservation/manual',
    { fieldId, customerName: 'Cliente Accesible', customerCellphone: '3001234567', reservationDate: tomorrow, startTime: '10:00', hours: 1 },
    admin.token,
  );
});
afterAll(() => browser?.close());

// A screen's address with the ids made above in place of ':field', ':team', ':player' and ':admin'.
const at = (path: string) =>
  path.replace(':field', String(fieldId)).replace(':team', String(teamId)).replace(':player', String(player.id)).replace(':admin', String(admin.id));

// A field's times for visitors among them (docs/product.md, "A field's times for visitors").
const PUBLIC_SCREENS = ['/home', '/login', '/register', '/cancha/:field'];
const PLAYER_SCREENS = [
  '/dashboard/home-player',
  '/dashboard/field/list',
  '/dashboard/field/detail/:field',
  '/dashboard/team',
  '/dashboard/team/form',
  '/dashboard/team/form/:team',
  '/dashboard/team/list',
  '/dashboard/add/player',
  '/dashboard/player/list',
  '/dashboard/requests',
  '/dashboard/reservation/list/team',
  '/dashboard/reservation/form/field/:field',
  '/dashboard/profile',
  '/dashboard/profile/player/:player',
  '/dashboard/menu',
];
const ADMIN_SCREENS = [
  '/dashboard/home-admin',
  '/dashboard/field',
  '/dashboard/field/detail/:field',
  '/dashboard/field/form',
  '/dashboard/field/form/:field',
  '/dashboard/reservation/list/field',
  '/dashboard/profile',
  '/dashboard/profile/admin/:admin',
  '/dashboard/menu',
];

// One test per screen and per dialog, each on the role's page, signed in once: a screen's own wait is what a
// test's time limit measures, not the sum of a role's screens on a busy machine.
describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('on a %s', (_size, viewport) => {
  /**
   * Each of `screens` a test, on one page of this size, signed in first as `who()` (null: a visitor); returns the
   * page for the tests that follow.
   */
  function screensOf(screens: string[], who: () => TestUser | null) {
    let page: Page;
    beforeAll(async () => {
      page = await newPage(browser, viewport, { bypassCSP: true });
    });
    afterAll(() => page?.close());
    // Signing in waits on the form's code with a poll, which only a test may run (not a hook).
    test('signs in, or stays a visitor', async () => {
      const user = who();
      if (user) await loginViaUi(page, user);
    });
    test.each(screens)('%s has no serious or critical violation', async (path) => {
      await page.goto(at(path));
      expect(await seriousViolations(page)).toEqual([]);
    });
    return () => page;
  }

  describe('a visitor', () => {
    screensOf(PUBLIC_SCREENS, () => null);
  });

  describe('a player', () => {
    screensOf(PLAYER_SCREENS, () => player);

    test('the booking page, its times and its summary have no serious or critical violation', async () => {
      // A team without a booking, so the page shows its times instead of sending the player on.
      const booker = await createUser('PLAYER', 'Berta', 'Reserva');
      await api.post(
        '/team',
        { name: `Sin reserva ${Date.now() % 100000}`, city: 'Cartagena', neighborhood: 'Centro', maxPlayers: 6, ownerId: booker.id },
        booker.token,
      );
      const bookerPage = await newPage(browser, viewport, { bypassCSP: true });
      await loginViaUi(bookerPage, booker);
      await bookerPage.goto(`/dashboard/reservation/form/field/${fieldId}`);
      await bookerPage.getByRole('button', { name: 'Mañana' }).click();
      const times = bookerPage.getByRole('region', { name: /Horarios de inicio/ });
      await times.waitFor();
      expect(await seriousViolations(bookerPage), 'times').toEqual([]);
      await times.locator('button[data-state="free"]').first().click();
      await bookerPage.getByRole('dialog', { name: 'Resumen de la reserva' }).waitFor();
      expect(await seriousViolations(bookerPage), 'summary').toEqual([]);
      await bookerPage.close();
    });
  });

  describe('an administrator', () => {
    const adminPage = screensOf(ADMIN_SCREENS, () => admin);

    test("a reservation's payment form has no serious or critical violation", async () => {
      const page = adminPage();
      await page.goto('/dashboard/reservation/list/field');
      await page.getByRole('button', { name: MSG.payment.record }).first().click();
      await page.getByRole('dialog', { name: MSG.payment.title }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("'Cambiar horario' of a customer's booking has no serious or critical violation", async () => {
      const page = adminPage();
      await page.goto('/dashboard/reservation/list/field');
      await page.getByRole('button', { name: MSG.reservation.moveButton }).first().click();
      await page.getByRole('dialog', { name: MSG.reservation.moveTitle }).getByLabel('Hora de inicio').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("'Descargar reservas', with its month picker open, has no serious or critical violation", async () => {
      const page = adminPage();
      await page.goto('/dashboard/reservation/list/field');
      await page.getByRole('button', { name: MSG.download.button }).click();
      const download = page.getByRole('dialog', { name: MSG.download.title });
      await download.getByLabel(MSG.download.monthLabel).click();
      await page.getByRole('button', { name: 'Año anterior' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("'Reserva manual', with its date's calendar open, has no serious or critical violation", async () => {
      const page = adminPage();
      await page.goto('/dashboard/reservation/list/field');
      await page.getByRole('button', { name: MSG.reservation.manualButton }).click();
      await page.getByRole('dialog', { name: MSG.reservation.manualTitle }).getByLabel('Fecha').click();
      await page.getByRole('button', { name: 'Mes siguiente' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("the list's 'Fecha de reserva', its calendar open on days of the months beside too, has no serious or critical violation", async () => {
      const page = adminPage();
      await page.goto('/dashboard/reservation/list/field');
      // On a phone the filters fold under their heading.
      if (viewport === PHONE) await page.getByRole('button', { name: 'Filtros' }).click();
      await page.getByLabel('Fecha de reserva').click();
      await page.getByRole('button', { name: 'Mes siguiente' }).waitFor();
      // Any day may be chosen here, those of the month before and after shown on this page as well: each reads clearly.
      expect(await page.locator('button[data-outside]:not([disabled])').count()).toBeGreaterThan(0);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the reservations as a calendar have no serious or critical violation', async () => {
      const page = adminPage();
      await page.goto('/dashboard/reservation/list/field');
      await page.getByText('Calendario', { exact: true }).click();
      await page.getByTestId('reservation-calendar').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});

describe('what the keyboard and a screen reader meet', () => {
  test('a focused input is ringed (2 px), the password box too, and each field card link says its field', async () => {
    const page = await newPage(browser, PHONE);
    await page.goto('/login');
    const ring = (selector: string) =>
      page.locator(selector).evaluate((el) => {
        const style = getComputedStyle(el);
        return `${style.outlineStyle} ${style.outlineWidth}`;
      });
    await page.getByLabel('Correo electrónico').focus();
    expect(await ring('input[type="email"]')).toBe('solid 2px');
    await page.locator('input[type="password"]').focus();
    expect(await ring('.mantine-Input-input:has(input[type="password"])')).toBe('solid 2px');

    await page.goto('/home');
    const card = page.getByRole('article').first();
    const name = await card.getAttribute('aria-label');
    expect(await card.getByRole('link', { name: `Reservar ${name}`, exact: true }).count()).toBe(1);
    await page.context().close();
  });
});

describe('the keyboard keeps its place', () => {
  /** What has the focus: an element's tag and accessible name, or its text. */
  const focused = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement!;
      return `${el.tagName}:${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 60)}`;
    });

  test('after a reservation is cancelled its card has the focus, and after a booking the new screen’s title', async () => {
    const owner = await createUser('PLAYER', 'Tomás', 'Teclado');
    const team = await api.post<{ id: number }>(
      '/team',
      { name: `Teclado FC ${owner.id}`, city: 'Cartagena', neighborhood: 'Crespo', maxPlayers: 6, ownerId: owner.id },
      owner.token,
    );
    const fieldAdmin = await createUser('FIELD_ADMIN', 'Tania', 'Teclado');
    const field = await createField(fieldAdmin, { name: `Cancha Teclado ${owner.id}`, address: 'Calle 70 #4-5', hourlyRate: 60000 });
    const day = addDays(todayInAppZone(), 2);
    await api.post('/reservation', { teamId: team.id, fieldId: field.id, reservationDate: day, startTime: '20:00', hours: 1 }, owner.token);
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, owner);

    await page.goto('/dashboard/reservation/list/team');
    const card = page.getByRole('article', { name: `Reserva de Cancha Teclado ${owner.id}` });
    await card.getByRole('button', { name: 'Cancelar reserva' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Sí, cancelar reserva' }).focus();
    await page.keyboard.press('Enter');
    await card.getByText('Cancelada').waitFor();
    await expect.poll(() => focused(page), { timeout: 5_000 }).toBe(`ARTICLE:Reserva de Cancha Teclado ${owner.id}`);

    await page.goto(`/dashboard/reservation/form/field/${field.id}`);
    await page.getByRole('button', { name: 'Mañana' }).click();
    await page.getByRole('button', { name: /^7:00 p\. m\./ }).click();
    await page.getByRole('dialog', { name: 'Resumen de la reserva' }).getByRole('button', { name: 'Confirmar reserva' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard/reservation/list/team');
    await expect.poll(() => focused(page), { timeout: 5_000 }).toBe('H1:Tus reservas');
    await page.close();
  });
});
