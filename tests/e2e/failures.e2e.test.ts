/**
 * Failure is a screen too: what a user sees when the network, the server, a deploy or their phone's
 * clock goes wrong. Each journey breaks one thing in real Chromium against the real server, at phone size.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as MSG from '../../domain/messages';
import { TOKEN_STORAGE_KEY } from '../../domain/constants';
import { firstDayWithFreeTime } from '../../domain/booking';
import { longDateLabel } from '../../domain/format';
import { addDays, todayInAppZone } from '../../domain/time';
import type { Field } from '../../domain/types';
import {
  api,
  baseURL,
  createField,
  createUser,
  DEMO_PASSWORD,
  launchBrowser,
  loginViaUi,
  newPage,
  openForm,
  PHONE,
  requestsInFlight,
  settled,
  shownDate,
  shows,
  spaced,
  toasted,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PLAYER = { email: 'camilo@canchas.co', password: DEMO_PASSWORD, role: 'PLAYER' as const };
const PLAYER_OWNER = { email: 'jugador@canchas.co', password: DEMO_PASSWORD, role: 'PLAYER' as const };
const ADMIN = { email: 'admin@canchas.co', password: DEMO_PASSWORD, role: 'FIELD_ADMIN' as const };
const ENGLISH_PAGE = /Unexpected Application Error|Hey developer/;

function countRequests(page: Page, pattern: RegExp) {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (pattern.test(r.url())) seen.push(r);
  });
  return seen;
}

describe('failure screens', () => {
  test('/home with the API unreachable says the fields could not load, and Reintentar brings them', async () => {
    const page = await newPage(browser, PHONE);
    await page.route('**/api/v1/field/active', (route) => route.abort('connectionrefused'));
    await page.goto('/home');
    expect(await shows(page.getByText('No pudimos cargar las canchas.'))).toBe(true);
    expect(await page.getByText(/No hay conexión con el servidor/).isVisible()).toBe(true);
    expect(await page.getByText('No hay canchas disponibles por ahora.').count()).toBe(0);
    await page.unroute('**/api/v1/field/active');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    expect(await shows(page.getByText('La Bombonera del Caribe'))).toBe(true);
    await page.context().close();
  });

  test('a server error on the field list reads as a server failure, not as no fields', async () => {
    const page = await newPage(browser, PHONE);
    await page.route('**/api/v1/field/active', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL', message: 'x' }) }),
    );
    await page.goto('/home');
    expect(await shows(page.getByText(/El servidor no respondió/))).toBe(true);
    await page.context().close();
  });

  test('a 500 on loading the signed-in user shows the reason with Reintentar and Cerrar sesión within seconds', async () => {
    const page = await newPage(browser, PHONE);
    let failing = true;
    await page.route('**/api/v1/user/player/by-email*', (route) =>
      failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"INTERNAL","message":"x"}' }) : route.continue(),
    );
    // Logged in on another visit: the token is stored, the user must be loaded.
    await loginViaUi(page, PLAYER);
    await page.reload();
    expect(await shows(page.getByText('No pudimos cargar tu cuenta.'))).toBe(true);
    expect(await page.getByRole('button', { name: 'Cerrar sesión' }).isVisible()).toBe(true);
    expect(await page.getByText('Cargando').count()).toBe(0);
    failing = false;
    await page.getByRole('button', { name: 'Reintentar' }).click();
    expect(await shows(page.getByRole('heading', { name: 'Canchas disponibles' }))).toBe(true);
    await page.context().close();
  });

  test('the account that failed to load for want of a connection loads by itself once the phone is back online', async () => {
    const page = await newPage(browser, PHONE);
    let offline = true;
    await page.route('**/api/v1/user/player/by-email*', (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
    await loginViaUi(page, PLAYER);
    await page.reload();
    expect(await shows(page.getByText('No pudimos cargar tu cuenta.'))).toBe(true);
    offline = false;
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    expect(await shows(page.getByRole('heading', { name: 'Canchas disponibles' }))).toBe(true);
    await page.context().close();
  });

  test('Cerrar sesión on the failed account screen logs out to /login', async () => {
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, PLAYER);
    await page.route('**/api/v1/user/player/by-email*', (route) => route.abort('connectionrefused'));
    await page.reload();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.context().close();
  });

  test('a screen whose code cannot load shows the Spanish retry inside the menu, never the English page', async () => {
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, PLAYER);
    await page.route(/\/assets\/TeamPage-[^/]*\.js$/, (route) => route.abort('connectionrefused'));
    const documents = countRequests(page, /\/dashboard\/team$/);
    await page.goto('/dashboard/team');
    // The first failure reloads once by itself (as after a deploy); the second stays on the screen.
    await expect.poll(() => documents.filter((r) => r.resourceType() === 'document').length, { timeout: 15_000 }).toBe(2);
    expect(await shows(page.getByText('No pudimos cargar esta pantalla'))).toBe(true);
    await shows(page.getByRole('button', { name: 'Reintentar' }));
    expect(await page.getByText(ENGLISH_PAGE).count()).toBe(0);
    // The way out stays: the dashboard menu is there, and 'Ir al inicio' leads to the player's home, not the visitors'.
    await shows(page.getByRole('navigation', { name: 'Menú del panel' }).first());
    expect(await page.getByRole('link', { name: MSG.failure.goHome }).getAttribute('href')).toBe('/dashboard');
    await page.unroute(/\/assets\/TeamPage-[^/]*\.js$/);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    expect(await shows(page.getByText('Los Costeños'))).toBe(true);
    await page.context().close();
  });

  test('after a deploy replaced the files, the first failed screen reloads once by itself and then works, the failure never shown', async () => {
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, PLAYER);
    // Notes, on this page and after its reload, whether the failure's text was ever on the page.
    const watch = () => {
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('No pudimos cargar esta pantalla')) sessionStorage.setItem('failureShown', '1');
      }).observe(document, { subtree: true, childList: true, characterData: true });
    };
    await page.evaluate(watch);
    await page.addInitScript(watch);
    // The screen's old file is gone (every request for it fails, its preload included) until the page is loaded
    // again, when the new HTML would name the new file.
    const documents = countRequests(page, /\/dashboard\/team$/);
    const reloaded = () => documents.some((r) => r.resourceType() === 'document');
    let refused = 0;
    await page.route(/\/assets\/TeamPage-[^/]*\.js$/, (route) => (reloaded() ? route.continue() : (refused++, route.abort('connectionrefused'))));
    await page.getByRole('link', { name: 'Mi equipo' }).last().click();
    expect(await shows(page.getByText('Los Costeños'))).toBe(true);
    expect(refused).toBeGreaterThan(0);
    expect(documents.filter((r) => r.resourceType() === 'document')).toHaveLength(1);
    expect(await page.evaluate(() => sessionStorage.getItem('failureShown'))).toBeNull();
    await page.context().close();
  });

  test('a calendar first pressed offline says so, and once online comes styled, in its place', async () => {
    const page = await newPage(browser, PHONE);
    const network = requestsInFlight(page);
    await loginViaUi(page, ADMIN);
    const day = page.getByLabel(MSG.cash.dayLabel, { exact: true });
    await day.waitFor();
    // The home has loaded all it shows before the connection goes: only the calendar's code is missing, and no card
    // above the field changes its height under the finger.
    await network.quiet();
    await settled(page);
    await page.context().setOffline(true);
    await day.click();
    expect(await shows(page.getByText(MSG.failure.pickerFailed))).toBe(true);
    await page.context().setOffline(false);
    await day.click();
    const calendar = page.getByRole('dialog', { name: 'Calendario' });
    await calendar.waitFor();
    // Its styles came with it: its arrows are small buttons, and the page does not scroll sideways.
    const arrow = await calendar.getByRole('button', { name: 'Mes anterior' }).boundingBox();
    expect(arrow!.width).toBeLessThan(60);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.context().close();
  });

  test('offline, a screen whose code is not there yet says so in the app, with no reload onto the browser’s offline page; Reintentar brings it once online', async () => {
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, PLAYER);
    const documents = countRequests(page, /\/dashboard\/team$/);
    // The dashboard is there before the connection goes.
    await page.getByRole('link', { name: 'Mi equipo' }).last().waitFor();
    await page.context().setOffline(true);
    await page.getByRole('link', { name: 'Mi equipo' }).last().click();
    expect(await shows(page.getByText('No pudimos cargar esta pantalla'))).toBe(true);
    // Reintentar while still offline leaves the app where it is: it asks whether the server answers, and
    // once that request has failed and the button is back, it has decided to stay.
    const asked = page.waitForEvent('requestfailed', (r) => new URL(r.url()).pathname === '/health');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await asked;
    await expect.poll(() => page.getByRole('button', { name: 'Reintentar' }).isEnabled()).toBe(true);
    await settled(page);
    expect(page.url()).toMatch(/\/dashboard\/team$/);
    expect(await page.getByText('No pudimos cargar esta pantalla').isVisible()).toBe(true);
    expect(documents.filter((r) => r.resourceType() === 'document')).toHaveLength(0);
    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    expect(await shows(page.getByText('Los Costeños'))).toBe(true);
    await page.context().close();
  });

  test('when the team’s active reservation cannot be checked, the field list and a field’s page say so with Reintentar; with the list failing too, one press mends both', async () => {
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, PLAYER);
    const filter = '**/api/v1/reservation/filter*';
    await page.route(filter, (route) => route.abort('connectionrefused'));
    await page.goto('/dashboard/home-player');
    expect(await shows(page.getByText(MSG.activeReservation.checkFailed))).toBe(true);
    expect(await page.getByText('La Bombonera del Caribe').first().isVisible()).toBe(true);
    await page.unroute(filter);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByText(MSG.activeReservation.checkFailed).waitFor({ state: 'detached' });
    const fields = await api.get<{ id: number }[]>('/field/active');
    await page.route(filter, (route) => route.abort('connectionrefused'));
    await page.goto(`/dashboard/field/detail/${fields[0].id}`);
    expect(await shows(page.getByText(MSG.activeReservation.checkFailed))).toBe(true);
    // The booking page, which asks the team's count of them, says the same, not that the field failed.
    const count = '**/api/v1/reservation/team/*/active';
    await page.route(count, (route) => route.abort('connectionrefused'));
    await page.goto(`/dashboard/reservation/form/field/${fields[0].id}`);
    expect(await shows(page.getByText(MSG.activeReservation.checkFailed))).toBe(true);
    expect(await page.getByText(MSG.field.loadFailed).count()).toBe(0);
    await page.unroute(count);

    // The list and the check failing together: one 'Reintentar' mends both.
    const active = '**/api/v1/field/active';
    await page.route(active, (route) => route.abort('connectionrefused'));
    await page.goto('/dashboard/home-player');
    expect(await shows(page.getByText(MSG.failure.fieldsLoadFailed))).toBe(true);
    await page.unroute(filter);
    await page.unroute(active);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    expect(await shows(page.getByText('La Bombonera del Caribe').first())).toBe(true);
    expect(await page.getByText(MSG.activeReservation.checkFailed).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Reintentar' }).count()).toBe(0);
    await page.context().close();
  });

  test('a phone clock a day ahead books on the real today, not on the phone’s', async () => {
    const player = await createUser('PLAYER', 'Reloj', 'Adelantado');
    await api.post(
      '/team',
      { name: `Reloj ${player.id}`, city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 5, ownerId: player.id },
      player.token,
    );
    const fields = await api.get<{ id: number }[]>('/field/active');
    // The page opens on the field's first day with a free time by the real clock: today, or tomorrow once today's
    // times are over (late in the evening).
    const field = await api.get<Field>(`/field/${fields[0].id}`, player.token);
    const realDay = firstDayWithFreeTime(field, field.reservations ?? [], new Date(), field.bookingHorizonDays);
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseURL(), locale: 'es-CO', timezoneId: 'America/Bogota' });
    await context.clock.install({ time: Date.now() + 24 * 3_600_000 });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await loginViaUi(page, player);
    await page.goto(`/dashboard/reservation/form/field/${fields[0].id}`);
    await page.getByLabel('Fecha').waitFor();
    await expect.poll(() => shownDate(page, 'Fecha')).toBe(longDateLabel(realDay));
    await context.close();
  });

  test('a phone clock 14 hours ahead: at most one renewal, and the app is usable', async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseURL(), locale: 'es-CO', timezoneId: 'America/Bogota' });
    await context.clock.install({ time: Date.now() + 14 * 3_600_000 });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const refreshes = countRequests(page, /\/auth\/refresh\//);
    const network = requestsInFlight(page);
    // A minute of the phone's clock runs at once, then every request it set off is answered: a renewal due
    // by the phone's wrong clock (again and again, in a loop) would have gone out by then.
    const aMinuteLater = async () => {
      await page.clock.runFor(60_000);
      await network.quiet();
    };
    await loginViaUi(page, PLAYER);
    expect(await shows(page.getByRole('heading', { name: 'Canchas disponibles' }))).toBe(true);
    await aMinuteLater();
    await page.reload();
    expect(await shows(page.getByText('La Bombonera del Caribe'))).toBe(true);
    await aMinuteLater();
    expect(refreshes.length).toBeLessThanOrEqual(1);
    expect(page.url()).toContain('/dashboard/home-player');
    await context.close();
  });

  test('a log-in sent with the connection down says there is no connection, not that the credentials failed', async () => {
    const page = await newPage(browser, PHONE);
    await openForm(page, '/login');
    await page.getByLabel('Correo electrónico').fill(PLAYER.email);
    await page.locator('input[type="password"]').first().fill(PLAYER.password);
    // The phone loses its connection after the form is live: the dialog's code must already be there.
    await page.waitForLoadState('networkidle');
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
    const dialog = page.getByRole('dialog');
    expect(await shows(dialog.getByText(MSG.failure.offline))).toBe(true);
    expect(await dialog.getByText(MSG.auth.loginFailed).count()).toBe(0);
    // Back online, the same form logs in: nothing typed was lost.
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await page.context().setOffline(false);
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(PLAYER.email);
    await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
    await page.waitForURL('**/dashboard/home-player');
    await page.context().close();
  });

  test('a booking confirmed with the connection down says so in the summary, sends once, and the same press books it', async () => {
    const player = await createUser('PLAYER', 'Sin', 'Señal');
    await api.post(
      '/team',
      { name: `Sin señal ${player.id}`, city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 5, ownerId: player.id },
      player.token,
    );
    // A field of its own: another journey's booking cannot have taken its time.
    const admin = await createUser('FIELD_ADMIN', 'Sin', 'Cobertura');
    const field = await createField(admin, { name: `Cancha Sin Señal ${player.id}`, address: 'Calle 30 #17-2', hourlyRate: 70000 });
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, player);
    await page.goto(`/dashboard/reservation/form/field/${field.id}`);
    await page.getByRole('button', { name: 'Mañana' }).click();
    const time = page.getByRole('button', { name: /^7:00 p\. m\./ });
    await time.click();
    const creates = countRequests(page, /\/api\/v1\/reservation$/);
    await page.route(/\/api\/v1\/reservation$/, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Confirmar reserva' }).click();
    // The summary stays open with the reason, the time and total as chosen.
    const summary = page.getByRole('dialog');
    expect(await shows(summary.getByRole('alert').getByText(MSG.failure.offline))).toBe(true);
    expect(spaced(await summary.getByTestId('booking-total').textContent())).toBe('$ 70.000');
    expect(await page.getByText(MSG.general.saveFailed).count()).toBe(0);
    expect(creates).toHaveLength(1);
    await page.unroute(/\/api\/v1\/reservation$/);
    await summary.getByRole('button', { name: 'Confirmar reserva' }).click();
    await page.waitForURL('**/dashboard/reservation/list/team');
    const mine = await api.get<{ startTime: string }[]>('/reservation', player.token);
    expect(mine.map((r) => r.startTime)).toEqual(['19:00']);
    await page.context().close();
  });

  test('a cancellation whose answer is lost on the way, though the server made it, reads as made: no connection error', async () => {
    const player = await createUser('PLAYER', 'Sin', 'Respuesta');
    const team = await api.post<{ id: number }>(
      '/team',
      { name: `Sin respuesta ${player.id}`, city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 5, ownerId: player.id },
      player.token,
    );
    const admin = await createUser('FIELD_ADMIN', 'Sin', 'Respuesta');
    const field = await createField(admin, { name: `Cancha Sin Respuesta ${player.id}`, address: 'Calle 31 #17-2', hourlyRate: 70000 });
    const day = addDays(todayInAppZone(new Date()), 2);
    await api.post('/reservation', { teamId: team.id, fieldId: field.id, reservationDate: day, startTime: '19:00', hours: 1 }, player.token);
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, player);
    await page.goto('/dashboard/reservation/list/team');
    const card = page.getByRole('article', { name: `Reserva de Cancha Sin Respuesta ${player.id}` });
    await card.getByRole('button', { name: 'Cancelar reserva' }).click();
    // The server cancels it; its answer never reaches the phone.
    const cancel = /\/api\/v1\/reservation\/\d+\/status\/canceled$/;
    await page.route(cancel, async (route) => {
      await route.fetch();
      await route.abort('internetdisconnected');
    });
    await page.getByRole('dialog').getByRole('button', { name: 'Sí, cancelar reserva' }).click();
    await toasted(page, MSG.reservation.canceled);
    expect(await shows(card.getByText('Cancelada'))).toBe(true);
    expect(await page.getByText(MSG.failure.offline).count()).toBe(0);
    const [kept] = await api.get<{ status: string }[]>('/reservation', player.token);
    expect(kept.status).toBe('CANCELED');
    await page.context().close();
  });

  test.each([
    ['another player’s profile', PLAYER_OWNER, '/dashboard/profile/player/5', MSG.user.profileLoadFailed, 'Camilo'],
    ['the team’s edit form', PLAYER_OWNER, '/dashboard/team/form/1', MSG.team.loadFailed, 'Nombre del equipo'],
    ['the field’s edit form', ADMIN, '/dashboard/field/form/1', MSG.field.loadFailed, 'Nombre de la cancha'],
  ])(
    '%s, with the connection down, stays on its address with Reintentar and Volver instead of sending the user elsewhere',
    async (_, user, path, title, loaded) => {
      const page = await newPage(browser, PHONE);
      await loginViaUi(page, user);
      const offline = (url: URL) => url.pathname.startsWith('/api/v1/') && !url.pathname.includes('/by-email');
      await page.route(offline, (route) => route.abort('internetdisconnected'));
      await page.goto(path);
      expect(await shows(page.getByText(title))).toBe(true);
      expect(await page.getByText(MSG.failure.offline).isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.getByRole('button', { name: 'Volver' }).isVisible()).toBe(true);
      // The forms keep their title above the failure.
      if (path.includes('/form/')) expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Editar (equipo|cancha)$/);
      await page.unroute(offline);
      await page.getByRole('button', { name: 'Reintentar' }).click();
      expect(await shows(page.getByText(loaded))).toBe(true);
      expect(new URL(page.url()).pathname).toBe(path);
      await page.context().close();
    },
  );

  test('a dialog opened offline before its code ever came says so in its place, the screen staying; Reintentar opens it once online', async () => {
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, PLAYER);
    // A dialog's code comes when it first opens: the profile's visit does not download it.
    const dialogCode = countRequests(page, /EditProfileModal/);
    await page.goto('/dashboard/profile');
    const edit = page.getByRole('button', { name: MSG.user.edit });
    await edit.waitFor();
    await settled(page);
    expect(dialogCode).toHaveLength(0);
    await page.context().setOffline(true);
    await edit.click();
    const alert = page.getByRole('alert').filter({ hasText: MSG.failure.dialogFailed });
    expect(await shows(alert)).toBe(true);
    expect(await page.getByText('No pudimos cargar esta pantalla').count()).toBe(0);
    await page.context().setOffline(false);
    await alert.getByRole('button', { name: MSG.failure.retry }).click();
    expect(await shows(page.getByRole('dialog', { name: MSG.user.editTitle }))).toBe(true);
    expect(dialogCode.length).toBeGreaterThan(0);
    await page.context().close();
  });

  test('a join request sent after the phone lost its connection says so, even before any toast was ever shown', async () => {
    const [owner, player] = await Promise.all([createUser('PLAYER', 'Dueña', 'Equipo'), createUser('PLAYER', 'Sin', 'Cobertura')]);
    const team = `Cobertura ${owner.id}`;
    await api.post('/team', { name: team, city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 5, ownerId: owner.id }, owner.token);
    const page = await newPage(browser, PHONE);
    // Signed in without the log-in form, which loads the dialogs' and toasts' code as soon as it is live.
    await page.addInitScript(([key, token]) => localStorage.setItem(key, token), [TOKEN_STORAGE_KEY, player.token] as const);
    await page.goto('/dashboard/team/list');
    await page.getByRole('button', { name: new RegExp(team) }).click();
    const dialog = page.getByRole('dialog', { name: 'Solicitud para unirte' });
    await dialog.getByLabel('Descripción').fill('Juego de volante, los sábados en la tarde.');
    const browserDialogs: string[] = [];
    page.on('dialog', (d) => {
      browserDialogs.push(d.message());
      void d.dismiss();
    });
    // Offline: neither the request nor the toasts' code (never needed before) can be downloaded.
    await page.context().setOffline(true);
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    // Said in the page, where the toasts show, and never in the browser's alert that stops the page.
    const notice = page.getByRole('alert').filter({ hasText: MSG.failure.offline });
    expect(await shows(notice)).toBe(true);
    expect(browserDialogs).toEqual([]);
    await notice.getByRole('button', { name: 'Cerrar aviso' }).click();
    await notice.waitFor({ state: 'hidden' });
    // What was written stays for the next try.
    expect(await dialog.getByLabel('Descripción').inputValue()).toBe('Juego de volante, los sábados en la tarde.');
    await page.context().setOffline(false);
    await page.context().close();
  });

  test('a field list whose answer never comes stops loading after 20 seconds, says the server is slow, and Reintentar brings it', async () => {
    const page = await newPage(browser, PHONE);
    let hanging = true;
    await page.route('**/api/v1/field/active', (route) => (hanging ? undefined : route.continue()));
    await page.goto('/home');
    await page.getByText(MSG.failure.slow).waitFor({ timeout: 30_000 });
    expect(await page.getByText('No pudimos cargar las canchas.').isVisible()).toBe(true);
    hanging = false;
    await page.getByRole('button', { name: 'Reintentar' }).click();
    expect(await shows(page.getByText('La Bombonera del Caribe'))).toBe(true);
    await page.context().close();
  });
});
