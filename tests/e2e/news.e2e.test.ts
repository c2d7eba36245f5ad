/**
 * Browser journey of 'Novedades' (docs/product.md, "Field news"): on a phone the field's administrator finds on their
 * home what a team booked online, marks it seen, and then finds the team's move and cancellation there. Runs on a
 * field and users of its own.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as MSG from '../../domain/messages';
import { addDays, todayInAppZone } from '../../domain/time';
import { api, createField, createUser, launchBrowser, loginViaUi, newPage, PHONE, screenshot, shows, type TestUser } from './browser';

const suffix = String(Date.now()).slice(-5);
const TEAM = `Águilas ${suffix}`;
const TOMORROW = addDays(todayInAppZone(), 1);

let browser: Browser;
let admin: TestUser;
let owner: TestUser;
let fieldId: number;
let teamId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  [admin, owner] = await Promise.all([createUser('FIELD_ADMIN', 'Rosa', 'Julio'), createUser('PLAYER', 'Andrés', 'Mora')]);
  fieldId = (await createField(admin, { name: `Cancha Novedades ${suffix}`, address: 'Cra 3 #8-20', hourlyRate: 100000 })).id;
  teamId = (
    await api.post<{ id: number }>('/team', { name: TEAM, city: 'Cartagena', neighborhood: 'Crespo', maxPlayers: 5, ownerId: owner.id }, owner.token)
  ).id;
});
afterAll(() => browser?.close());

describe.sequential("'Novedades'", () => {
  test('on a phone the administrator sees a team’s online booking, marks it seen, then sees it moved and cancelled', async () => {
    const booked = await api.post<{ id: number }>(
      '/reservation',
      { teamId, fieldId, reservationDate: TOMORROW, startTime: '19:00', hours: 2 },
      owner.token,
    );
    // The administrator's own booking is not news to them.
    await api.post(
      '/reservation/manual',
      { fieldId, customerName: `Cliente ${suffix}`, customerCellphone: '3001234567', reservationDate: TOMORROW, startTime: '10:00', hours: 1 },
      admin.token,
    );
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, admin);
    const card = page.getByRole('region', { name: MSG.news.title });
    const list = card.getByRole('list', { name: MSG.news.listLabel });
    expect(await shows(list.getByText(TEAM))).toBe(true);
    expect(await list.getByRole('listitem').count()).toBe(1);
    expect(await list.getByText(MSG.news.booked, { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'news-phone');

    await card.getByRole('button', { name: MSG.news.markSeen }).click();
    expect(await shows(card.getByText(MSG.news.empty))).toBe(true);
    // Kept on the server: a reload still has nothing new.
    await page.reload();
    expect(await shows(card.getByText(MSG.news.empty))).toBe(true);

    await api.put('/reservation', { id: booked.id, teamId, fieldId, reservationDate: TOMORROW, startTime: '20:00', hours: 2 }, owner.token);
    await page.reload();
    expect(await shows(list.getByText(MSG.news.moved, { exact: true }))).toBe(true);
    await api.put(`/reservation/${booked.id}/status/canceled`, undefined, owner.token);
    await page.reload();
    expect(await shows(list.getByText(MSG.news.canceled, { exact: true }))).toBe(true);
    expect(await list.getByRole('listitem').count()).toBe(1);
    await page.close();
  });

  test('a failed load says so with Reintentar, apart from the empty state, and Reintentar loads them', async () => {
    // An administrator of their own, with nothing new.
    const fresh = await createUser('FIELD_ADMIN', 'Iván', 'Nuevo');
    await createField(fresh, { name: `Cancha Sin Novedades ${suffix}`, address: 'Calle 1', hourlyRate: 80000 });
    const page = await newPage(browser, PHONE);
    let fail = true;
    await page.route('**/api/v1/field/*/news', (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL', message: MSG.general.internal }) })
        : route.continue(),
    );
    await loginViaUi(page, fresh);
    const card = page.getByRole('region', { name: MSG.news.title });
    const alert = card.getByRole('alert').filter({ hasText: MSG.news.loadFailed });
    expect(await shows(alert)).toBe(true);
    expect(await card.getByText(MSG.news.empty).count()).toBe(0);
    fail = false;
    await alert.getByRole('button', { name: MSG.failure.retry }).click();
    expect(await shows(card.getByText(MSG.news.empty))).toBe(true);
    await page.close();
  });
});
