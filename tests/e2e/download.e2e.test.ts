/**
 * Browser journey of 'Descargar reservas' (docs/product.md, "Downloading the reservations"): on a phone the field's
 * administrator picks a month without bookings and is told so (no file), then the month of the field's bookings and
 * gets the CSV a spreadsheet opens; offline, the download fails with the reason and works once the connection is
 * back. A player's list has no such button. Runs on a field and users of its own.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { monthLabel } from '../../domain/format';
import * as MSG from '../../domain/messages';
import { addDays, todayInAppZone } from '../../domain/time';
import { api, createField, createUser, launchBrowser, loginViaUi, newPage, PHONE, screenshot, shows, type TestUser, toasted } from './browser';

const TOMORROW = addDays(todayInAppZone(), 1);
/** A month before the field existed: nothing booked in it. */
const EMPTY_MONTH = `${addDays(`${todayInAppZone().slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
const suffix = String(Date.now()).slice(-5);
const TEAM = `Los Contables ${suffix}`;

let browser: Browser;
let admin: TestUser;
let owner: TestUser;

beforeAll(async () => {
  browser = await launchBrowser();
  [admin, owner] = await Promise.all([createUser('FIELD_ADMIN', 'Rosa', 'Caicedo'), createUser('PLAYER', 'Iván', 'Mejía')]);
  const field = await createField(admin, { name: `Cancha Cuentas ${suffix}`, address: 'Calle 31 #18-20', hourlyRate: 90000 });
  const team = await api.post<{ id: number }>(
    '/team',
    { name: TEAM, city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 6, ownerId: owner.id },
    owner.token,
  );
  // Tomorrow 7 to 9 p. m. at $ 90.000 the hour, $ 50.000 of it received; and a customer's hour by phone before it.
  const booked = await api.post<{ id: number }>(
    '/reservation',
    { teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime: '19:00', hours: 2 },
    owner.token,
  );
  await api.put(`/reservation/${booked.id}/payment`, { paid: 50000 }, admin.token);
  await api.post(
    '/reservation/manual',
    { fieldId: field.id, customerName: 'Álvaro Núñez', customerCellphone: '3009876543', reservationDate: TOMORROW, startTime: '17:00', hours: 1 },
    admin.token,
  );
});
afterAll(() => browser?.close());

/** Chooses the month of `date` on the form's month picker (src/components/DateField.tsx). */
async function pickMonth(page: Page, date: string) {
  await page.getByRole('dialog', { name: MSG.download.title }).getByLabel(MSG.download.monthLabel).click();
  // The calendar is a dialog; its heading, the year shown.
  const shownYear = page.getByRole('dialog', { name: 'Calendario' }).getByRole('button', { name: /^\d{4}$/ });
  const year = Number(date.slice(0, 4));
  while (Number(await shownYear.textContent()) > year) await page.getByRole('button', { name: 'Año anterior' }).click();
  while (Number(await shownYear.textContent()) < year) await page.getByRole('button', { name: 'Año siguiente' }).click();
  await page.getByRole('button', { name: monthLabel(date), exact: true }).click();
}

describe.sequential('downloading the reservations', () => {
  test('on a phone the administrator downloads a month as CSV; an empty month says so; offline it fails and then works', async () => {
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, admin);
    await page.goto('/dashboard/reservation/list/field');
    await page.getByRole('button', { name: MSG.download.button }).click();
    const dialog = page.getByRole('dialog', { name: MSG.download.title });
    // It starts on this month.
    expect(await dialog.getByLabel(MSG.download.monthLabel).textContent()).toBe(monthLabel(todayInAppZone()));

    const downloads: string[] = [];
    page.on('download', (d) => downloads.push(d.suggestedFilename()));
    await pickMonth(page, EMPTY_MONTH);
    await dialog.getByRole('button', { name: MSG.download.submit }).click();
    expect(await shows(dialog.getByText(MSG.download.none(monthLabel(EMPTY_MONTH))))).toBe(true);

    // Offline: the reason, and the form stays to try again.
    await pickMonth(page, TOMORROW);
    await page.context().setOffline(true);
    await dialog.getByRole('button', { name: MSG.download.submit }).click();
    expect(await shows(page.getByText(MSG.failure.offline))).toBe(true);
    expect(await dialog.isVisible()).toBe(true);
    await page.context().setOffline(false);
    await screenshot(page, 'download-form-phone');

    const [file] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: MSG.download.submit }).click()]);
    expect(file.suggestedFilename()).toBe(`reservas-${TOMORROW.slice(0, 7)}.csv`);
    expect(downloads).toEqual([file.suggestedFilename()]);
    const bytes = await readFile((await file.path())!);
    // UTF-8 with its byte-order mark, for Excel; ';' between cells, a line per reservation, in the order of the day.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    const C = MSG.download.columns;
    expect(lines[0]).toBe(
      [C.date, C.weekday, C.start, C.end, C.hours, C.status, C.who, C.kind, C.cellphone, C.note, C.total, C.received, C.due, C.refunded].join(';'),
    );
    expect(lines.slice(1).map((line) => line.split(';'))).toEqual([
      [
        TOMORROW,
        expect.any(String),
        '17:00',
        '18:00',
        '1',
        'Activa',
        'Álvaro Núñez',
        MSG.download.kinds.manual,
        '3009876543',
        '',
        '90000',
        '0',
        '90000',
        '0',
      ],
      [TOMORROW, expect.any(String), '19:00', '21:00', '2', 'Activa', TEAM, MSG.download.kinds.team, '', '', '180000', '50000', '130000', '0'],
    ]);
    await toasted(page, MSG.download.done(2, monthLabel(TOMORROW)));
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  test('a player’s list has no download', async () => {
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, owner);
    await page.goto('/dashboard/reservation/list/team');
    expect(await shows(page.getByRole('article', { name: /^Reserva de Cancha Cuentas/ }))).toBe(true);
    expect(await page.getByRole('button', { name: MSG.download.button }).count()).toBe(0);
    await page.context().close();
  });
});
