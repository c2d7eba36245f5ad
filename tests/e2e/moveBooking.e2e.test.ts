/**
 * Browser journey of 'Cambiar horario' (docs/product.md, "Moving a manual booking"): on a phone the field's
 * administrator moves a customer's booking to another day, offered only the free times, with the new total; on a
 * wide screen a time someone booked meanwhile is refused and no longer offered, and a team's booking has no such
 * button. Runs on a field and users of its own.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatPesos, formatTime12, longDateLabel, reservationWhen } from '../../domain/format';
import * as MSG from '../../domain/messages';
import { addDays, todayInAppZone } from '../../domain/time';
import type { ManualReservationResult } from '../../domain/types';
import {
  api,
  createField,
  createUser,
  DESKTOP,
  launchBrowser,
  loginViaUi,
  newPage,
  PHONE,
  pickDate,
  screenshot,
  shows,
  spaced,
  type TestUser,
  toasted,
} from './browser';

const TODAY = todayInAppZone();
const TOMORROW = addDays(TODAY, 1);
const LATER = addDays(TODAY, 2);
const suffix = String(Date.now()).slice(-5);
const CUSTOMER = `Carlos Pérez ${suffix}`;
const OTHER = `Ana Ruiz ${suffix}`;

let browser: Browser;
let admin: TestUser;
let owner: TestUser;
let fieldId: number;
const FIELD_NAME = `Cancha Movida ${suffix}`;

const book = (customerName: string, reservationDate: string, startTime: string, hours: number) =>
  api.post<ManualReservationResult>(
    '/reservation/manual',
    { fieldId, customerName, customerCellphone: '3001234567', reservationDate, startTime, hours },
    admin.token,
  );

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await createUser('FIELD_ADMIN', 'Rosa', 'Julio');
  fieldId = (await createField(admin, { name: FIELD_NAME, address: 'Cra 3 #8-20', hourlyRate: 100000 })).id;
  await book(CUSTOMER, TOMORROW, '10:00', 2);
  await book(OTHER, LATER, '19:00', 1);
});
afterAll(() => browser?.close());

async function openMove(page: Page, name: string) {
  const card = page.getByRole('article', { name: `Reserva de ${name}` });
  await card.getByRole('button', { name: MSG.reservation.moveButton }).click();
  const dialog = page.getByRole('dialog', { name: MSG.reservation.moveTitle });
  await dialog.getByLabel('Hora de inicio').waitFor();
  return { card, dialog };
}

const startOptions = async (dialog: import('playwright-core').Locator) =>
  dialog
    .getByLabel('Hora de inicio')
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));

describe.sequential("'Cambiar horario'", () => {
  test('on a phone the administrator moves a booking to a free time of another day, at its new price', async () => {
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, admin);
    await page.goto('/dashboard/reservation/list/field');
    const { card, dialog } = await openMove(page, CUSTOMER);
    const now = reservationWhen({ reservationDate: TOMORROW, startTime: '10:00', endTime: '12:00' });
    expect(spaced(await dialog.textContent())).toContain(spaced(`${MSG.reservation.moveNow}: ${now}`));
    // Its own time is offered: it does not stand in its own way.
    expect(await startOptions(dialog)).toContain('10:00');

    await pickDate(page, dialog, 'Fecha', LATER);
    const offered = await startOptions(dialog);
    expect(offered).not.toContain('19:00');
    expect(offered).not.toContain('18:30');
    expect(offered).toContain('20:00');
    await dialog.getByLabel('Hora de inicio').selectOption('20:00');
    await dialog.getByLabel('Horas').selectOption('2');
    expect(await dialog.getByTestId('move-total').textContent()).toBe(formatPesos(200000));
    await screenshot(page, 'move-booking-phone');
    await dialog.getByRole('button', { name: MSG.reservation.moveSave }).click();

    const when = `${longDateLabel(LATER)}, ${formatTime12('20:00')} – ${formatTime12('22:00')}`;
    await toasted(page, MSG.reservation.moved(when));
    await dialog.waitFor({ state: 'hidden' });
    expect(spaced(await card.textContent())).toContain(spaced(`${formatTime12('20:00')} – ${formatTime12('22:00')}`));
    // The customer and the booking are the same: one booking of theirs, at its new time.
    const list = await api.get<{ teamName: string; reservationDate: string; startTime: string }[]>(`/reservation/field/${fieldId}`, admin.token);
    expect(list.filter((r) => r.teamName === CUSTOMER)).toEqual([expect.objectContaining({ reservationDate: LATER, startTime: '20:00' })]);
    await page.close();
  });

  test("from the calendar's detail on a phone: the calendar then shows the day the booking went to", async () => {
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, admin);
    await page.goto(`/dashboard/reservation/list/field?ver=calendario&dia=${LATER}`);
    const calendar = page.getByTestId('reservation-calendar');
    await calendar.getByText(`Cliente: ${CUSTOMER}`).click();
    const detail = page.getByRole('dialog', { name: 'Reserva' });
    await detail.getByRole('button', { name: MSG.reservation.moveButton }).click();
    const dialog = page.getByRole('dialog', { name: MSG.reservation.moveTitle });
    // Escape closes the dialog on top only: the booking's detail stays.
    await dialog.getByLabel('Hora de inicio').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await detail.isVisible()).toBe(true);
    await detail.getByRole('button', { name: MSG.reservation.moveButton }).click();
    const FAR = addDays(TODAY, 5);
    await pickDate(page, dialog, 'Fecha', FAR);
    await dialog.getByLabel('Hora de inicio').selectOption('09:00');
    // The connection drops: the dialog stays, saying so, and the same move sent again goes through.
    await page.route('**/api/v1/reservation/*/schedule', (route) => route.abort());
    await dialog.getByRole('button', { name: MSG.reservation.moveSave }).click();
    expect(await shows(dialog.getByRole('alert'))).toBe(true);
    await page.unroute('**/api/v1/reservation/*/schedule');
    await dialog.getByRole('button', { name: MSG.reservation.moveSave }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL(`**dia=${FAR}**`);
    expect(await shows(calendar.getByText(`Cliente: ${CUSTOMER}`))).toBe(true);
    await page.close();
  });

  test('a time booked meanwhile is refused and no longer offered; a team booking cannot be moved here', async () => {
    const page = await newPage(browser, DESKTOP);
    await loginViaUi(page, admin);
    await page.goto('/dashboard/reservation/list/field');
    const { dialog } = await openMove(page, OTHER);
    await dialog.getByLabel('Hora de inicio').selectOption('15:00');
    await dialog.getByLabel('Horas').selectOption('1');
    // Someone calls meanwhile and gets 3 p. m. that day.
    await book(`Walk-in ${suffix}`, LATER, '15:00', 1);
    await dialog.getByRole('button', { name: MSG.reservation.moveSave }).click();
    expect(await shows(dialog.getByRole('alert').getByText(MSG.reservation.slotTaken))).toBe(true);
    await expect.poll(() => startOptions(dialog)).not.toContain('15:00');
    // No other time is chosen in its place: the administrator chooses.
    expect(await dialog.getByLabel('Hora de inicio').inputValue()).toBe('');
    expect(spaced(await dialog.getByLabel('Hora de inicio').locator('option:checked').textContent())).toBe(MSG.reservation.moveChooseTime);
    expect(await dialog.getByRole('button', { name: MSG.reservation.moveSave }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    owner = await createUser('PLAYER', 'Andrés', 'Mora');
    const team = await api.post<{ id: number; name: string }>(
      '/team',
      { name: `Águilas ${suffix}`, city: 'Cartagena', neighborhood: 'Crespo', maxPlayers: 5, ownerId: owner.id },
      owner.token,
    );
    await api.post('/reservation', { teamId: team.id, fieldId, reservationDate: TOMORROW, startTime: '16:00', hours: 1 }, owner.token);
    await page.reload();
    const teamCard = page.getByRole('article', { name: `Reserva de ${team.name}` });
    expect(await shows(teamCard.getByRole('button', { name: 'Cancelar reserva' }))).toBe(true);
    expect(await teamCard.getByRole('button', { name: MSG.reservation.moveButton }).count()).toBe(0);
    await page.close();
  });

  test("on a phone a team's owner moves their team's booking; the administrator's bookings are not offered", async () => {
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, owner);
    await page.goto('/dashboard/reservation/list/team');
    const { card, dialog } = await openMove(page, FIELD_NAME);
    expect(spaced(await dialog.textContent())).toContain(FIELD_NAME);
    // Tomorrow the customer's booking was moved away and the team holds 4 p. m.: its own time is offered.
    expect(await startOptions(dialog)).toContain('16:00');
    await pickDate(page, dialog, 'Fecha', LATER);
    const offered = await startOptions(dialog);
    // The walk-in's 3 p. m. and Ana's 7 p. m. are taken that day.
    expect(offered).not.toContain('15:00');
    expect(offered).not.toContain('19:00');
    await dialog.getByLabel('Hora de inicio').selectOption('17:00');
    await dialog.getByLabel('Horas').selectOption('1');
    expect(await dialog.getByTestId('move-total').textContent()).toBe(formatPesos(100000));
    await dialog.getByRole('button', { name: MSG.reservation.moveSave }).click();
    const when = `${longDateLabel(LATER)}, ${formatTime12('17:00')} – ${formatTime12('18:00')}`;
    await toasted(page, MSG.reservation.moved(when));
    expect(spaced(await card.textContent())).toContain(spaced(`${formatTime12('17:00')} – ${formatTime12('18:00')}`));
    await page.close();
  });
});
