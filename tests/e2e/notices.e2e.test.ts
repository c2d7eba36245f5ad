/**
 * Browser journey of the notices (docs/product.md, "Notices"): a team's owner sees a join request arrive live on
 * 'Avisos' in the menu, opens it and lands on the requests; the installed app's service worker shows a pushed notice
 * as a Spanish notification (DevTools' ServiceWorker.deliverPushMessage) and opens the dashboard offline with its
 * Spanish notice. Runs on users of its own.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as MSG from '../../domain/messages';
import { addDays, todayInAppZone } from '../../domain/time';
import { api, baseURL, createField, createUser, DESKTOP, launchBrowser, loginViaUi, newPage, shows, type TestUser } from './browser';

const suffix = String(Date.now()).slice(-5);
const TEAM = `Halcones ${suffix}`;

let browser: Browser;
let owner: TestUser;
let teamId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await createUser('PLAYER', 'Lucía', 'Pardo');
  teamId = (
    await api.post<{ id: number }>('/team', { name: TEAM, city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 8, ownerId: owner.id }, owner.token)
  ).id;
});
afterAll(() => browser?.close());

/** The service worker's registration id, as DevTools names it, once it is active. */
async function registrationId(cdp: CDPSession, page: Page): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const active = versions.find((v) => v.status === 'activated');
      if (active) resolve(active.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  return found;
}

describe.sequential('notices', () => {
  test('a join request shows live on «Avisos»; opened, it leads to the requests and is read', async () => {
    const page = await newPage(browser, DESKTOP);
    await loginViaUi(page, owner);
    const menu = page.getByRole('navigation', { name: 'Menú del panel' });
    const bell = menu.getByRole('link', { name: /^Avisos/ });
    await shows(bell);
    expect(await bell.textContent()).not.toContain(MSG.notices.unreadCount(1));

    const player = await createUser('PLAYER', 'Tomás', 'Vega');
    await api.post('/request', { teamId, description: 'Juego de lateral' }, player.token);
    // Live: no reload, no polling.
    await shows(menu.getByText(`(${MSG.notices.unreadCount(1)})`));

    await bell.click();
    const text = `Tomás Vega pidió unirse a ${TEAM}.`;
    const list = page.getByRole('list', { name: MSG.notices.listLabel });
    await shows(list.getByText(text));
    await list.getByText(text).click();
    await page.waitForURL('**/dashboard/requests');
    await expect.poll(async () => menu.getByText(`(${MSG.notices.unreadCount(1)})`).count()).toBe(0);
    await page.context().close();
  });

  test("what a notice says changed follows at once: the team's links when added or removed, the team's bookings when booked or cancelled", async () => {
    const admin = await createUser('FIELD_ADMIN', 'Rocío', 'Mar');
    const field = await createField(admin, { name: `Cancha Avisos ${suffix}`, address: 'Calle 5', hourlyRate: 80000 });
    const player = await createUser('PLAYER', 'Marta', 'Ríos');
    const page = await newPage(browser, DESKTOP);
    // The notices that follow are sent once the page listens to them.
    const listening = page.waitForResponse((r) => r.url().includes('/api/v1/notification/stream'));
    await loginViaUi(page, player);
    await listening;
    const menu = page.getByRole('navigation', { name: 'Menú del panel' });
    await shows(menu.getByRole('link', { name: 'Mi equipo' }));
    const bookings = menu.getByRole('link', { name: 'Reservas' });
    expect(await bookings.count()).toBe(0);

    // Added by the owner: 'Reservas' comes into the menu without a reload.
    await api.post(`/team/${teamId}/member/${player.id}`, undefined, owner.token);
    await shows(bookings);
    await bookings.click();
    await page.waitForURL('**/dashboard/reservation/list/team');
    await shows(page.getByText(MSG.reservation.empty));

    // The owner books: the card comes; the field cancels it: its '¿Quién va?' goes.
    const booked = await api.post<{ id: number }>(
      '/reservation',
      { teamId, fieldId: field.id, reservationDate: addDays(todayInAppZone(), 1), startTime: '20:00', hours: 1 },
      owner.token,
    );
    const going = page.getByRole('button', { name: MSG.attendance.going, exact: true });
    await shows(going);
    await api.put(`/reservation/${booked.id}/status/canceled`, undefined, admin.token);
    await going.waitFor({ state: 'detached' });

    // Removed: 'Reservas' leaves the menu.
    await api.post(`/team/delete/${player.id}/team/${teamId}`, undefined, owner.token);
    await bookings.waitFor({ state: 'detached' });
    await page.close();
  });

  test('the service worker shows a pushed notice as a Spanish notification, and opens the dashboard offline', async () => {
    const page = await newPage(browser, DESKTOP, { serviceWorkers: 'allow' });
    await page.context().grantPermissions(['notifications'], { origin: baseURL() });
    await loginViaUi(page, owner);
    const cdp = await page.context().newCDPSession(page);
    const id = await registrationId(cdp, page);
    const notice = {
      id: 99,
      kind: 'BOOKING_CREATED',
      text: `${TEAM} reservó La Bombonera del Caribe, jueves 3 de diciembre de 2026, 7:00 p. m. – 8:00 p. m.`,
      link: '/dashboard/reservation/list/team',
    };
    // DevTools' delivery can drop a message (seen once in many runs, on a busy machine): each look that finds no
    // notification delivers it again. The worker shows one notification a notice (its tag), so the check is of what
    // the worker shows, however many times the message came.
    const deliver = () =>
      cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseURL()).origin, registrationId: id, data: JSON.stringify(notice) });
    await deliver();
    await expect
      .poll(
        async () => {
          const shown = await page.evaluate(async () =>
            (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
              title: n.title,
              body: n.body,
              lang: n.lang,
              data: n.data as unknown,
            })),
          );
          if (shown.length === 0) await deliver();
          return shown;
        },
        { interval: 500 },
      )
      .toEqual([{ title: 'Canchas', body: notice.text, lang: 'es-CO', data: { link: notice.link, id: 99 } }]);

    // Offline, the dashboard still opens (the shell the worker kept), saying it may be out of date.
    await page.goto('/dashboard/notifications');
    await page.context().setOffline(true);
    await page.goto('/dashboard/team');
    const offlineCopy = page.getByText('Sin conexión: estás viendo Canchas guardada en este teléfono y lo que muestre puede no estar al día.');
    await shows(offlineCopy);
    // The copy is in the kept page itself: the account's load fails only once the app has started.
    const retry = page.getByRole('button', { name: 'Reintentar' });
    await shows(retry);
    // Back online, 'Reintentar' reaches the server: the notice goes, and it never took a tap meanwhile.
    await page.context().setOffline(false);
    await retry.click();
    await expect.poll(() => offlineCopy.count()).toBe(0);
    await shows(page.getByRole('link', { name: 'Avisos' }).first());
    await page.context().close();
  });
});
