/**
 * 'Buscar cancha libre' (docs/product.md, "Finding a free field"), at 390 and 1280 px: a visitor searches on /home,
 * taps a result, signs up, logs in and lands on that booking's summary; a player with a team answers "which field is
 * free Saturday at 8 p. m.?" and reaches the summary in three taps from home-player; an hour when nothing is free shows
 * each field's nearest free times, and one tap on one opens its summary. Fields of their own, open from 05:00.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chosenTimeLabel } from '../../domain/format';
import * as MSG from '../../domain/messages';
import {
  api,
  createUser,
  DESKTOP,
  fillRegister,
  hydrated,
  launchBrowser,
  loginViaUi,
  newPage,
  PHONE,
  shows,
  spaced,
  STRONG_PASSWORD,
  type TestUser,
  uniqueIdentity,
} from './browser';

const bogotaNow = () => new Date(Date.now() - 5 * 3_600_000);
const bogotaDate = (days: number) => new Date(bogotaNow().getTime() + days * 86_400_000).toISOString().slice(0, 10);
const WEEKDAYS = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];
/** The next Saturday at least two days ahead (its chip reads 'sáb N'). */
const saturday = (() => {
  for (let d = 2; d < 9; d++) if (new Date(`${bogotaDate(d)}T00:00:00Z`).getUTCDay() === 6) return bogotaDate(d);
  throw new Error('no Saturday');
})();
const chipOf = (date: string) => `${WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]} ${Number(date.slice(8))}`;
const suffix = String(Date.now()).slice(-5);
const EARLY_FIELD = `Cancha Madrugadores ${suffix}`;

let browser: Browser;
let early: { id: number; name: string };

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await createUser('FIELD_ADMIN', 'Rosa', 'Temprano');
  // Open from 05:00, before every other field: at 04:00 nothing is free, and its 05:00 is the nearest time.
  early = await api.post(
    '/field',
    {
      name: EARLY_FIELD,
      address: 'Calle 1 #2-3, Crespo',
      city: 'Cartagena',
      hourlyRate: 50000,
      openingHour: '05:00',
      closingHour: '23:00',
      status: 'ACTIVE',
      adminId: admin.id,
    },
    admin.token,
  );
});
afterAll(() => browser?.close());

const summaryOf = (page: Page) => page.getByRole('dialog', { name: 'Resumen de la reserva' });
const search = (page: Page) => page.getByRole('region', { name: 'Buscar cancha libre' });

async function teamOwner(): Promise<TestUser> {
  const owner = await createUser('PLAYER', 'Samuel', 'Buscador');
  await api.post(
    '/team',
    { name: `Buscadores ${suffix}${owner.id}`, city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 6, ownerId: owner.id },
    owner.token,
  );
  return owner;
}

for (const [size, viewport] of [
  ['390 px', PHONE],
  ['1280 px', DESKTOP],
] as const) {
  describe(`the free-field search at ${size}`, () => {
    test('a player with a team: Saturday, 8 p. m., Reservar: the summary in three taps from home-player', async () => {
      const owner = await teamOwner();
      const page = await newPage(browser, viewport);
      await loginViaUi(page, owner);
      let taps = 0;
      const tap = async (target: Locator) => {
        await target.click();
        taps++;
      };
      await tap(search(page).getByRole('button', { name: chipOf(saturday) }));
      await search(page).getByLabel('Hora de inicio').selectOption('20:00');
      taps++;
      // The answer: the fields free then, cheapest first; ours among them.
      const book = search(page).getByRole('button', { name: `Reservar ${EARLY_FIELD} a las 8:00 p. m.` });
      // Its whole word shows, however long the field's name and address beside it.
      await book.waitFor();
      expect(await book.evaluate((b) => [...b.querySelectorAll('span')].every((s) => s.scrollWidth <= s.clientWidth))).toBe(true);
      expect(spaced(await book.innerText())).toBe('Reservar');
      await tap(book);
      const summary = summaryOf(page);
      await summary.waitFor();
      expect(spaced(await summary.textContent())).toContain('8:00 p. m.');
      expect(await summary.getByRole('button', { name: 'Confirmar reserva' }).isEnabled()).toBe(true);
      expect(page.url()).toContain(`date=${saturday}`);
      expect(taps).toBeLessThanOrEqual(3);
      await page.context().close();
    });

    test('Back from a result finds the search as it was, answered again', async () => {
      const owner = await teamOwner();
      const page = await newPage(browser, viewport);
      await loginViaUi(page, owner);
      const home = page.url();
      await search(page)
        .getByRole('button', { name: chipOf(saturday) })
        .click();
      await search(page).getByLabel('Hora de inicio').selectOption('20:00');
      const book = search(page).getByRole('button', { name: `Reservar ${EARLY_FIELD} a las 8:00 p. m.` });
      await book.click();
      await summaryOf(page).waitFor();
      // Back (the summary's own entry first, then the booking page) to home-player.
      for (let i = 0; i < 3 && page.url() !== home; i++) await page.goBack();
      expect(page.url()).toBe(home);
      await book.waitFor();
      expect(await search(page).getByLabel('Hora de inicio').inputValue()).toBe('20:00');
      expect(
        await search(page)
          .getByRole('button', { name: chipOf(saturday) })
          .getAttribute('aria-pressed'),
      ).toBe('true');
      await page.context().close();
    });

    test('on /home the search arriving at the first touch does not push the page below it down', async () => {
      const page = await newPage(browser, viewport);
      await page.goto('/home');
      await hydrated(search(page).getByRole('button', { name: 'Elegir día y hora' }));
      // Where the page below the search begins: a tap released there must land where it was pressed.
      const below = async () => {
        const box = (await search(page).boundingBox())!;
        return box.y + box.height;
      };
      const before = await below();
      await page.keyboard.press('Shift');
      await search(page).getByRole('group', { name: 'Día', exact: true }).waitFor();
      expect(await below()).toBeLessThanOrEqual(before + 1);
      await page.context().close();
    });

    test('a visitor: searches on /home, taps a result, signs up, logs in, makes a team and lands on its summary', async () => {
      const page = await newPage(browser, viewport);
      await page.goto('/home');
      // The search's code comes at the first touch of the page (a tap, a key, the mouse moving): here, a key.
      await hydrated(search(page).getByRole('button', { name: 'Elegir día y hora' }));
      await page.keyboard.press('Shift');
      await search(page)
        .getByRole('button', { name: chipOf(saturday) })
        .click();
      await search(page).getByLabel('Hora de inicio').selectOption('19:00');
      await search(page)
        .getByRole('button', { name: `Reservar ${EARLY_FIELD} a las 7:00 p. m.` })
        .click();
      const ask = page.getByRole('dialog', { name: 'Inicia sesión para reservar' });
      await ask.getByText('Inicia sesión o regístrate para reservar esta hora.').waitFor();
      // The time kept for after, in words: the field, the day and the hour.
      expect(spaced(await ask.getByText(EARLY_FIELD).textContent())).toBe(spaced(chosenTimeLabel(EARLY_FIELD, saturday, '19:00')));
      await ask.getByRole('link', { name: 'Registrarme' }).click();
      await page.waitForURL('**/register');
      const id = uniqueIdentity('b');
      await page.getByLabel('Correo electrónico').click();
      await hydrated(page.locator('form button[type="submit"]'));
      await fillRegister(page, id, STRONG_PASSWORD);
      await page.getByRole('button', { name: 'Registrarme' }).click();
      await page.getByRole('dialog', { name: 'Registro exitoso' }).getByRole('button', { name: 'Aceptar' }).click();
      await page.waitForURL('**/login');
      await page.getByText('Inicia sesión para terminar tu reserva').waitFor();
      expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(id.email);
      await page.keyboard.type(STRONG_PASSWORD);
      await page.keyboard.press('Enter');
      // A new player has no team: the booking page offers one, and keeps the time for after.
      await page.waitForURL(`**/dashboard/reservation/form/field/${early.id}?date=${saturday}&start=19:00**`);
      await page.getByText('Para reservar necesitas un equipo: crea uno o únete a uno, y luego vuelve a esta hora.').waitFor();
      await page.getByRole('link', { name: 'Crear equipo' }).click();
      await page.waitForURL('**/dashboard/team/form');
      await page.getByLabel('Nombre del equipo').fill(`Visitantes ${suffix}${viewport.width}`);
      await page.getByLabel('Barrio').fill('Getsemaní');
      await page.getByRole('button', { name: 'Crear equipo' }).click();
      // Back to the time chosen on /home: its summary, one tap from booked.
      const summary = summaryOf(page);
      await summary.waitFor();
      expect(page.url()).toContain(`date=${saturday}&start=19:00`);
      expect(await summary.getByRole('button', { name: 'Confirmar reserva' }).isEnabled()).toBe(true);
      await page.context().close();
    });

    test('nothing free at 4:00 a. m.: the nearest free times per field, and one tap on one opens its summary', async () => {
      const owner = await teamOwner();
      const page = await newPage(browser, viewport);
      await loginViaUi(page, owner);
      await search(page)
        .getByRole('button', { name: chipOf(saturday) })
        .click();
      await search(page).getByLabel('Hora de inicio').selectOption('04:00');
      await search(page).getByText('Ninguna cancha está libre a esa hora.').waitFor();
      const ours = search(page).getByRole('article', { name: EARLY_FIELD });
      await ours
        .getByRole('button', { name: /5:00 a\. m\./ })
        .first()
        .waitFor();
      await ours
        .getByRole('button', { name: /5:00 a\. m\./ })
        .first()
        .click();
      await summaryOf(page).waitFor();
      expect(page.url()).toContain('start=05:00');
      await page.context().close();
    });
  });
}

test('a team already holding a booking: each result opens its field, where that booking is told, not a booking refused', async () => {
  const owner = await createUser('PLAYER', 'Tomás', 'Reservado');
  const team = await api.post<{ id: number }>(
    '/team',
    { name: `Reservados ${suffix}`, city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 6, ownerId: owner.id },
    owner.token,
  );
  await api.post('/reservation', { teamId: team.id, fieldId: early.id, reservationDate: saturday, startTime: '06:00', hours: 1 }, owner.token);
  const page = await newPage(browser, PHONE);
  await loginViaUi(page, owner);
  await search(page)
    .getByRole('button', { name: chipOf(saturday) })
    .click();
  await search(page).getByLabel('Hora de inicio').selectOption('22:00');
  const result = search(page).getByRole('button', { name: `Ver ${EARLY_FIELD} (libre a las 10:00 p. m.)` });
  expect(await result.textContent()).toBe(MSG.search.view);
  await result.click();
  await page.waitForURL(`**/dashboard/field/detail/${early.id}`);
  expect(await shows(page.getByText(MSG.activeReservation.title))).toBe(true);
  await page.context().close();
});
