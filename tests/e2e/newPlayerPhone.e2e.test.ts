/**
 * A new player on a phone, with the keyboard and a screen reader's ears: the menu they cannot see takes no
 * Tab, the badges beside a long name read whole, every start time fits its button at 390 and 360 px, and the
 * reservation list's pages are named in Spanish. A team, a field and bookings of its own, so no other
 * journey's data is touched.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  api,
  createField,
  createUser,
  fillRegister,
  launchBrowser,
  loginViaUi,
  newPage,
  openForm,
  PHONE,
  STRONG_PASSWORD,
  type TestUser,
  uniqueIdentity,
} from './browser';

const bogotaDate = (days: number) => new Date(Date.now() - 5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const suffix = String(Date.now()).slice(-5);
const TOMORROW = bogotaDate(1);

let browser: Browser;
let owner: TestUser;
let fieldId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  let admin: TestUser;
  // Long names (a team's may have 60 characters, a field's 80): they wrap, whole, and badges beside them read whole.
  [admin, owner] = await Promise.all([
    createUser('FIELD_ADMIN', 'Rocío', 'Villadiego'),
    createUser('PLAYER', 'Maximiliano Alejandro', 'Castellanos Villarreal'),
  ]);
  fieldId = (
    await createField(admin, {
      name: `Cancha Sintética Teléfono del Barrio Manga, frente al Parque ${suffix}`,
      address: 'Calle 5 #3-20, Manga',
      hourlyRate: 80000,
    })
  ).id;
  const team = await api.post<{ id: number }>(
    '/team',
    {
      name: `Los Celulares del Barrio Manga y Getsemaní Unidos ${suffix}`,
      city: 'Cartagena de Indias',
      neighborhood: `Barrio Manga Sector Transversal ${suffix}`,
      maxPlayers: 6,
      ownerId: owner.id,
    },
    owner.token,
  );
  // Seven past bookings (a team holds one ACTIVE at a time): two pages of six in the list.
  for (let day = 2; day <= 8; day++) {
    const booked = await api.post<{ id: number }>(
      '/reservation',
      { teamId: team.id, fieldId, reservationDate: bogotaDate(day), startTime: '15:00', hours: 1 },
      owner.token,
    );
    await api.put(`/reservation/${booked.id}/status/canceled`, undefined, owner.token);
  }
});
afterAll(() => browser?.close());

async function ownerOnPhone(viewport = PHONE): Promise<Page> {
  const page = await newPage(browser, viewport);
  await loginViaUi(page, owner);
  return page;
}

/** Elements whose text is wider than their box (cut, or ended with '…'), or, with `lines`, taller (clamped to a few lines). */
const cutTexts = (page: Page, selector: string, lines = false) =>
  page
    .locator(selector)
    .evaluateAll(
      (els, lines) =>
        els
          .filter((el) => el.scrollWidth > el.clientWidth || (lines && el.scrollHeight > el.clientHeight + 1))
          .map((el) => `${el.textContent} ${el.scrollWidth}x${el.scrollHeight}>${el.clientWidth}x${el.clientHeight}`),
      lines,
    );

describe('a new player on a phone (390 px)', () => {
  test("signs up, and after 'Registro exitoso' the keyboard is on the password of the filled-in log-in", async () => {
    const page = await newPage(browser, PHONE);
    const id = uniqueIdentity('n');
    await openForm(page, '/register');
    await fillRegister(page, id, STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await page.getByRole('dialog', { name: 'Registro exitoso' }).getByRole('button', { name: 'Aceptar' }).click();
    await page.waitForURL('**/login');
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(id.email);
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('password');
    // Only the password to type, then Enter.
    await page.keyboard.type(STRONG_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard/home-player');
    await page.context().close();
  });

  test("'Crear equipo' from the fields, then 'Cancelar' or 'Volver', returns to the fields; from 'Mi equipo', to 'Mi equipo'", async () => {
    const loner = await createUser('PLAYER', 'Luna', 'Sin Equipo');
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, loner);
    for (const leave of ['Cancelar', 'Volver']) {
      await page.getByRole('link', { name: 'Crear equipo' }).click();
      await page.waitForURL('**/dashboard/team/form');
      // A link or a button, whichever it is: what counts is where it leads.
      await page.getByRole('main').getByText(leave, { exact: true }).click();
      await page.waitForURL('**/dashboard/home-player');
      await page.getByRole('heading', { name: 'Canchas disponibles' }).waitFor();
    }
    await page.getByRole('link', { name: 'Mi equipo' }).click();
    await page.waitForURL('**/dashboard/team');
    await page.getByRole('main').getByRole('link', { name: 'Crear equipo' }).click();
    await page.waitForURL('**/dashboard/team/form');
    await page.getByRole('main').getByText('Cancelar', { exact: true }).click();
    await page.waitForURL('**/dashboard/team');
    await page.context().close();
  });

  test('Tab walks the bottom bar and the page, never the side menu that is off screen', async () => {
    const page = await ownerOnPhone();
    await page.getByRole('heading', { name: 'Canchas disponibles' }).waitFor();
    // One menu for screen readers: the bottom bar.
    await expect.poll(() => page.getByRole('navigation', { name: 'Menú del panel' }).count()).toBe(1);
    const focused: string[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      focused.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          const box = el.getBoundingClientRect();
          const seen = box.right > 0 && box.left < window.innerWidth && box.bottom > 0 && box.top < window.innerHeight;
          return `${seen ? 'visible' : 'OFF SCREEN'}: ${el.textContent?.trim()}`;
        }),
      );
    }
    expect(focused.filter((f) => f.startsWith('OFF SCREEN'))).toEqual([]);
    expect(focused.slice(0, 6)).toEqual(['Canchas', 'Mi equipo', 'Reservas', 'Avisos', 'Perfil', 'Ver más'].map((l) => `visible: ${l}`));
    await page.context().close();
  });

  test('the team header and the roster show "Dueño" and "Tú" whole beside long names', async () => {
    const page = await ownerOnPhone();
    await page.goto('/dashboard/team');
    await page.getByRole('heading', { name: 'Jugadores' }).waitFor();
    const badges = '.mantine-Badge-label';
    await expect
      .poll(() =>
        page
          .locator(badges)
          .filter({ hasText: /^(Dueño|Tú)$/ })
          .count(),
      )
      .toBe(3);
    expect(await cutTexts(page, badges)).toEqual([]);
    await page.context().close();
  });

  test('long team, field and player names wrap whole: a phone has no hover to show a cut one', async () => {
    const page = await ownerOnPhone();
    const texts = 'main :is(p, h1, h2, h3)';
    for (const [path, shown] of [
      ['/dashboard/team', 'Castellanos Villarreal'],
      ['/dashboard/team/list', `Sector Transversal ${suffix}`],
      ['/dashboard/reservation/list/team', `frente al Parque ${suffix}`],
      [`/dashboard/field/detail/${fieldId}`, `frente al Parque ${suffix}`],
    ]) {
      await page.goto(path);
      await page.locator('main').getByText(shown).first().waitFor();
      expect({ path, cut: await cutTexts(page, texts, true) }).toEqual({ path, cut: [] });
    }
    await page.context().close();
  });

  for (const width of [390, 360]) {
    test(`every start time reads whole on its button at ${width} px, '10:00 p. m.' included`, async () => {
      const page = await ownerOnPhone({ width, height: 800 });
      await page.goto(`/dashboard/reservation/form/field/${fieldId}?date=${TOMORROW}`);
      const times = page.getByRole('region', { name: /Horarios de inicio/ });
      await times.getByRole('button', { name: /^10:00 p\. m\. / }).waitFor();
      expect(await times.getByRole('button').count()).toBe(33);
      expect(await cutTexts(page, '[data-time] .mantine-Button-label')).toEqual([]);
      await page.context().close();
    });
  }

  test("the reservation list's pages are named in Spanish, 'Página siguiente' turns the page, and a reload stays on it", async () => {
    const page = await ownerOnPhone();
    await page.goto('/dashboard/reservation/list/team');
    const pages = page.getByRole('navigation', { name: 'Páginas de reservas' });
    await pages.waitFor();
    const names = await pages.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    expect(names).toEqual(['Página anterior', 'Página 1', 'Página 2', 'Página siguiente']);
    await expect.poll(() => page.getByRole('article').count()).toBe(6);
    await pages.getByRole('button', { name: 'Página siguiente' }).click();
    await expect.poll(() => pages.getByRole('button', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await page.waitForURL('**/dashboard/reservation/list/team?pagina=2');
    await page.reload();
    await expect.poll(() => pages.getByRole('button', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    // A kept address naming a page the list no longer has shows its last page.
    await page.goto('/dashboard/reservation/list/team?pagina=9');
    await expect.poll(() => pages.getByRole('button', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page');
    await page.waitForURL('**/dashboard/reservation/list/team?pagina=2');
    await page.context().close();
  });
});
