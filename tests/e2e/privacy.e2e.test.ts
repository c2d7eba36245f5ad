/**
 * A person's rights in the browser, on a phone (docs/product.md, "Your data and your rights"): the consent asked at
 * sign-up and again when the policy changed, the policy and terms pages, 'Sin contacto' for a player who keeps their
 * cellphone to themselves, 'Descargar mis datos' (one JSON file) and 'Eliminar mi cuenta' (the password asked again,
 * ending on /home logged out, after which the same e-mail registers again), and an administrator's 'Clientes'.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as MSG from '../../domain/messages';
import type { MyData } from '../../domain/types';
import {
  api,
  baseURL,
  createField,
  createUser,
  fillRegister,
  launchBrowser,
  loginViaUi,
  newPage,
  openForm,
  PHONE,
  shows,
  STRONG_PASSWORD,
  uniqueIdentity,
  toasted,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const logIn = (email: string, password: string) =>
  fetch(`${baseURL()}/auth/authenticate/player`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

/** Registers through the form at /register with `id`, the consent box ticked by fillRegister; ends on the success modal. */
async function registerViaUi(page: Page, id: ReturnType<typeof uniqueIdentity>) {
  await openForm(page, '/register');
  await fillRegister(page, id, STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Registrarme' }).click();
  expect(await shows(page.getByRole('dialog').getByText(MSG.auth.registerSuccessTitle))).toBe(true);
}

describe('your data and your rights', () => {
  test('Mis datos: the download is one JSON file of the account; the deletion asks the password, ends on /home, and the e-mail registers again', async () => {
    const player = await createUser('PLAYER', 'Dora', 'Datos');
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, player);
    await page.goto('/dashboard/profile');
    expect(await shows(page.getByRole('heading', { name: MSG.privacy.myData }))).toBe(true);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: MSG.privacy.download }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^canchas-mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await file.path())!, 'utf8')) as MyData;
    expect(data.profile).toMatchObject({ id: player.id, email: player.email, firstName: 'Dora' });
    expect(data.consents).toHaveLength(1);

    await page.getByRole('button', { name: MSG.privacy.deleteAccount }).click();
    const dialog = page.getByRole('dialog', { name: MSG.privacy.deleteTitle });
    expect(await shows(dialog.getByText(MSG.privacy.deleteText))).toBe(true);
    await dialog.getByLabel(MSG.privacy.deletePassword).fill('Mala#2026ok');
    await dialog.getByRole('button', { name: MSG.privacy.deleteConfirm }).click();
    expect(await shows(dialog.getByText(MSG.auth.wrongPassword))).toBe(true);
    await dialog.getByLabel(MSG.privacy.deletePassword).fill(player.password);
    // Sent with the connection down: it says so, the password stays, and the same press deletes once back online.
    await page.context().setOffline(true);
    await dialog.getByRole('button', { name: MSG.privacy.deleteConfirm }).click();
    expect(await shows(dialog.getByText(MSG.failure.offline))).toBe(true);
    expect(await dialog.getByLabel(MSG.privacy.deletePassword).inputValue()).toBe(player.password);
    await page.context().setOffline(false);
    await dialog.getByRole('button', { name: MSG.privacy.deleteConfirm }).click();
    await page.waitForURL('**/home');
    await toasted(page, MSG.privacy.deleted);
    // And stays there: not sent on to the log-in of an account that is gone, nor told 'Sesión cerrada'.
    expect(await shows(page.getByRole('heading', { name: 'Bienvenido a Canchas' }))).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/home');
    expect(await page.getByText(MSG.session.logoutSuccessTitle).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect((await logIn(player.email, player.password)).status).toBe(401);

    // The same person signs up again with the same e-mail, cellphone and document.
    const again = { email: player.email, cellphone: data.profile.cellphone, documentNumber: data.profile.documentNumber };
    await registerViaUi(page, again);
    expect((await logIn(player.email, STRONG_PASSWORD)).status).toBe(200);
    await page.context().close();
  });

  test("a team's owner is told before the password that a team with other players must go first; a member, to ask for a share paid", async () => {
    const owner = await createUser('PLAYER', 'Omar', 'Dueño');
    const team = await api.post<{ id: number; name: string }>(
      '/team',
      { name: `Equipo ${Date.now() % 100000}`, city: 'Cartagena', neighborhood: 'Crespo', maxPlayers: 6, ownerId: owner.id },
      owner.token,
    );
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, owner);
    await page.goto('/dashboard/profile');
    await page.getByRole('button', { name: MSG.privacy.deleteAccount }).click();
    const dialog = page.getByRole('dialog', { name: MSG.privacy.deleteTitle });
    expect(await shows(dialog.getByText(MSG.privacy.ownerNotice(team.name)))).toBe(true);
    expect(await dialog.getByText(MSG.privacy.memberNotice(team.name)).count()).toBe(0);
    await dialog.getByRole('link', { name: MSG.privacy.ownerNoticeLink }).click();
    await page.waitForURL('**/dashboard/team');
    await page.context().close();

    // A member is told instead to ask the owner first for a share of la vaca they paid.
    const member = await createUser('PLAYER', 'Mario', 'Miembro');
    await api.post(`/team/${team.id}/member/${member.id}`, {}, owner.token);
    const memberPage = await newPage(browser, PHONE);
    await loginViaUi(memberPage, member);
    await memberPage.goto('/dashboard/profile');
    await memberPage.getByRole('button', { name: MSG.privacy.deleteAccount }).click();
    const asked = memberPage.getByRole('dialog', { name: MSG.privacy.deleteTitle });
    expect(await shows(asked.getByText(MSG.privacy.memberNotice(team.name)))).toBe(true);
    expect(await asked.getByText(MSG.privacy.ownerNotice(team.name)).count()).toBe(0);
    await memberPage.context().close();
  });

  test('sign-up needs the policy accepted, and a player who keeps their cellphone reads Sin contacto', async () => {
    const page = await newPage(browser, PHONE);
    await openForm(page, '/register');
    const id = uniqueIdentity('c');
    // First in the player list, which is ordered by name.
    await fillRegister(page, id, STRONG_PASSWORD, { firstName: 'Aabel', lastName: 'Reservado', age: '30' });
    await page.getByRole('checkbox', { name: /^Acepto la Política/ }).uncheck();
    // It reads as unavailable while the form is not valid, yet is pressed: it then says what is missing.
    await page.getByRole('button', { name: 'Registrarme' }).click({ force: true });
    expect(await shows(page.getByText(MSG.privacy.consentRequired))).toBe(true);
    // The policy is a link away, in Spanish.
    expect(await page.getByRole('link', { name: MSG.privacy.readPolicy }).getAttribute('href')).toBe('/privacidad');
    // A tap anywhere on the box's words ticks it, and opens nothing.
    const consent = page.getByRole('checkbox', { name: /^Acepto la Política/ });
    await page.getByText(MSG.privacy.acceptPolicy, { exact: true }).click({ position: { x: 200, y: 8 } });
    expect(await consent.isChecked()).toBe(true);
    expect(page.context().pages()).toHaveLength(1);
    await consent.uncheck();
    // 'Mostrar mi celular a otros jugadores' is off unless chosen.
    expect(await page.getByRole('checkbox', { name: MSG.privacy.showCellphone }).isChecked()).toBe(false);
    await page.getByRole('checkbox', { name: /^Acepto la Política/ }).check();
    await page.getByRole('button', { name: 'Registrarme' }).click();
    expect(await shows(page.getByRole('dialog').getByText(MSG.auth.registerSuccessTitle))).toBe(true);

    const owner = await createUser('PLAYER', 'Omar', 'Dueño');
    await fetch(`${baseURL()}/api/v1/team`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ name: `Equipo ${Date.now() % 100000}`, city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 6, ownerId: owner.id }),
    });
    const list = await newPage(browser, PHONE);
    await loginViaUi(list, { ...owner });
    await list.goto('/dashboard/player/list');
    const card = list.getByRole('article', { name: 'Aabel Reservado' });
    expect(await shows(card.getByText(MSG.privacy.noContact))).toBe(true);
    expect(await card.getByRole('link', { name: /WhatsApp/ }).count()).toBe(0);
    // A player who chose to show it (the journeys' players do) has the WhatsApp link.
    expect(await shows(list.getByRole('article').getByRole('link', { name: /WhatsApp/ }))).toBe(true);
    await list.context().close();
    await page.context().close();
  });

  test('a changed policy is asked again at log-in, and the acceptance is recorded', async () => {
    const player = await createUser('PLAYER', 'Paula', 'Política');
    const page = await newPage(browser, PHONE);
    // The server says the policy changed since this account accepted it.
    await page.route('**/auth/authenticate/player', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), consentDue: true } });
    });
    const recorded: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/v1/user/me/consent') && recorded.push(r.postData() ?? ''));
    await loginViaUi(page, player);
    const dialog = page.getByRole('dialog', { name: MSG.privacy.consentTitle });
    expect(await shows(dialog.getByText(MSG.privacy.consentText))).toBe(true);
    expect(await dialog.getByRole('link', { name: MSG.privacy.policyLink }).getAttribute('href')).toBe('/privacidad');
    await dialog.getByRole('button', { name: MSG.privacy.consentAccept }).click();
    await toasted(page, MSG.privacy.consentRecorded);
    expect(recorded).toEqual([JSON.stringify({ acceptedPolicy: true })]);
    expect(await dialog.count()).toBe(0);
    await page.context().close();
  });

  test('a session already open is asked the changed policy when it renews its token', async () => {
    const player = await createUser('PLAYER', 'Renata', 'Renueva');
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, player);
    await page.waitForURL('**/dashboard/home-player');
    // The server says, at the renewal, that the policy changed since this account accepted it.
    await page.route('**/auth/refresh/player', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), consentDue: true } });
    });
    // A call refused once, as with a token that expired: the session renews it.
    let refused = false;
    await page.route('**/api/v1/notification?**', async (route) => {
      if (refused) return route.continue();
      refused = true;
      await route.fulfill({ status: 401, json: { code: 'SESSION_INVALID', message: MSG.auth.sessionInvalid } });
    });
    await page.goto('/dashboard/notifications');
    const dialog = page.getByRole('dialog', { name: MSG.privacy.consentTitle });
    expect(await shows(dialog.getByText(MSG.privacy.consentText))).toBe(true);
    expect(refused).toBe(true);
    await page.context().close();
  });

  test('/privacidad and /terminos are Spanish pages for anyone; /privacy and /terms lead there', async () => {
    const page = await newPage(browser, PHONE);
    await page.goto('/home');
    await page.getByRole('link', { name: MSG.privacy.policyLink }).click();
    await page.waitForURL('**/privacidad');
    expect(await shows(page.getByRole('heading', { level: 1, name: MSG.privacy.policyLink }))).toBe(true);
    expect(await shows(page.getByText('10 días hábiles'))).toBe(true);
    expect(await shows(page.getByRole('table'))).toBe(true);
    await page.goto('/terms');
    expect(new URL(page.url()).pathname).toBe('/terminos');
    expect(await shows(page.getByRole('heading', { level: 1, name: MSG.privacy.termsLink }))).toBe(true);
    const html = await (await fetch(`${baseURL()}/privacidad`)).text();
    expect(html).toContain('lang="es"');
    expect(html).toContain('Ley 1581 de 2012');
    await page.context().close();
  });

  test("the administrator corrects and deletes a manual booking's customer in 'Clientes'", async () => {
    const admin = await createUser('FIELD_ADMIN', 'Clara', 'Clientes');
    const field = await createField(admin, { name: `Cancha ${Date.now() % 100000}`, address: 'Cra 1 #2-3', hourlyRate: 80000 });
    const tomorrow = new Date(Date.now() + 86_400_000 - 5 * 3_600_000).toISOString().slice(0, 10);
    await api.post(
      '/reservation/manual',
      { fieldId: field.id, customerName: 'Carla Pérez', customerCellphone: '3005550101', reservationDate: tomorrow, startTime: '10:00', hours: 1 },
      admin.token,
    );
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, admin);
    await page.goto('/dashboard/reservation/list/field');
    await page.getByRole('button', { name: MSG.customer.listTitle }).click();
    const dialog = page.getByRole('dialog', { name: MSG.customer.listTitle });
    await dialog.getByRole('button', { name: `${MSG.customer.edit} Carla Pérez` }).click();
    await dialog.getByRole('textbox', { name: MSG.reservation.customerNameLabel }).fill('Carla Pérez Ruiz');
    await dialog.getByRole('button', { name: MSG.customer.save }).click();
    expect(await shows(dialog.getByText('Carla Pérez Ruiz'))).toBe(true);
    // Her booking is still to come: she stays, and the reason is said in Spanish.
    await dialog.getByRole('button', { name: `${MSG.customer.remove} Carla Pérez Ruiz` }).click();
    await page.getByRole('dialog', { name: MSG.customer.deleteTitle }).getByRole('button', { name: MSG.customer.remove }).click();
    await toasted(page, MSG.customer.hasBookings);
    await page.context().close();
  });
});
