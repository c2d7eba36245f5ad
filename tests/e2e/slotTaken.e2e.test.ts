/**
 * A time taken while the booking page is open (docs/product.md, "Booking", steps 3 and 5), on a phone
 * (390 px): another team books through the API after the page has loaded; tapping that time is refused with
 * the Spanish reason and the time turns taken without a reload. The same when the slot goes between the
 * summary and 'Confirmar reserva'. Runs on a field and teams of its own.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, createUser, launchBrowser, loginViaUi, newPage, PHONE, shows, type TestUser, createField } from './browser';

const bogotaDate = (days: number) => new Date(Date.now() - 5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const TOMORROW = bogotaDate(1);
const suffix = String(Date.now()).slice(-5);
const SLOT_TAKEN = 'La cancha ya está reservada en ese horario.';

let browser: Browser;
let player: TestUser;
let fieldId: number;

/** A player with a team of their own, ready to book through the API. */
async function otherTeam(name: string) {
  const owner = await createUser('PLAYER', 'Otro', 'Equipo');
  const team = await api.post<{ id: number }>(
    '/team',
    { name, city: 'Cartagena', neighborhood: 'Crespo', maxPlayers: 5, ownerId: owner.id },
    owner.token,
  );
  return { owner, teamId: team.id };
}

const book = (other: { owner: TestUser; teamId: number }, startTime: string, endTime: string) =>
  api.post<{ id: number }>(
    '/reservation',
    { teamId: other.teamId, fieldId, reservationDate: TOMORROW, startTime, hours: 1, endTime },
    other.owner.token,
  );

beforeAll(async () => {
  browser = await launchBrowser();
  let admin: TestUser;
  [admin, player] = await Promise.all([createUser('FIELD_ADMIN', 'Olga', 'Marrugo'), createUser('PLAYER', 'Beto', 'Julio')]);
  const field = await createField(admin, { name: `Cancha Ocupada ${suffix}`, address: 'Calle 5 #3-20, Getsemaní', hourlyRate: 80000 });
  fieldId = field.id;
  await api.post('/team', { name: `Garzas ${suffix}`, city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 5, ownerId: player.id }, player.token);
});
afterAll(() => browser?.close());

const times = (page: Page) => page.getByRole('region', { name: /Horarios de inicio/ });
const timeButton = (page: Page, time: string) => times(page).getByRole('button', { name: new RegExp(`^${time.replace(/\./g, '\\.')} `) });
const takenButton = (page: Page, time: string) => times(page).locator('button[data-state="taken"]', { hasText: time });

describe.sequential('a time taken while the booking page is open', () => {
  test('tapping it is refused with the reason, and it turns taken without a reload', async () => {
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, player);
    await page.goto(`/dashboard/reservation/form/field/${fieldId}?date=${TOMORROW}`);
    expect(await shows(timeButton(page, '5:00 p. m.'))).toBe(true);
    expect(await timeButton(page, '5:00 p. m.').getAttribute('data-state')).toBe('free');
    // A mark on the window: a reload would wipe it.
    await page.evaluate(() => Object.assign(window, { stillHere: true }));

    // Another team books 5 p. m. through the API; the page still shows it free.
    await book(await otherTeam(`Loros ${suffix}`), '17:00', '18:00');
    expect(await timeButton(page, '5:00 p. m.').isEnabled()).toBe(true);

    await timeButton(page, '5:00 p. m.').click();
    expect(await shows(page.getByRole('alert').getByText(SLOT_TAKEN))).toBe(true);
    expect(await shows(takenButton(page, '5:00 p. m.'))).toBe(true);
    expect(await timeButton(page, '5:00 p. m.').isDisabled()).toBe(true);
    expect(await timeButton(page, '5:00 p. m.').textContent()).toContain('Ocupado');
    // The hour after it is still free, and nothing reloaded the page.
    expect(await timeButton(page, '6:00 p. m.').isEnabled()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await page.context().close();
  });

  test('taken between the summary and "Confirmar reserva": the reason, the summary closes, the time turns taken', async () => {
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, player);
    await page.goto(`/dashboard/reservation/form/field/${fieldId}?date=${TOMORROW}`);
    await timeButton(page, '8:00 p. m.').click();
    const summary = page.getByRole('dialog', { name: 'Resumen de la reserva' });
    expect(await shows(summary.getByText('$ 80.000', { exact: true }))).toBe(true);

    await book(await otherTeam(`Micos ${suffix}`), '20:00', '21:00');
    await summary.getByRole('button', { name: 'Confirmar reserva' }).click();
    expect(await shows(page.getByRole('alert').getByText(SLOT_TAKEN))).toBe(true);
    await summary.waitFor({ state: 'hidden' });
    expect(await shows(takenButton(page, '8:00 p. m.'))).toBe(true);
    expect(await timeButton(page, '8:00 p. m.').isDisabled()).toBe(true);
    expect(page.url()).toContain(`/dashboard/reservation/form/field/${fieldId}`);
    await page.context().close();
  });
});
