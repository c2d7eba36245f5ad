/**
 * Fields and the administrator's dashboard in the browser (docs/product.md, "Teams and fields"): the
 * anonymous 'Reservar' modal, the no-team panel, owner and visitor detail, the open-now marker at its edge minutes, the form's messages
 * and load failures, the administrator's journey, and screenshots of each screen at both widths.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as MSG from '../../domain/messages';
import { formatTime12, shortDayLabel } from '../../domain/format';
import { isWeekendOrHoliday } from '../../domain/pricing';
import { addDays, todayInAppZone } from '../../domain/time';
import type { Field, Reservation, Team } from '../../domain/types';
import {
  api,
  baseURL,
  createUser,
  DESKTOP,
  fillRegister,
  launchBrowser,
  liveAt,
  loginViaUi,
  newPage,
  PHONE,
  screenshot,
  shows,
  spaced,
  STRONG_PASSWORD,
  uniqueIdentity,
  type TestUser,
  toasted,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

let n = 0;
const unique = (prefix: string) => `${prefix} ${Date.now() % 100000}-${n++}`;

async function createField(admin: TestUser, overrides: Partial<Pick<Field, 'name' | 'openingHour' | 'closingHour' | 'hourlyRate'>> = {}) {
  return api.post<Field>(
    '/field',
    {
      name: unique('Cancha Prueba'),
      address: 'Calle 30 #17-20, Pie de la Popa',
      city: 'Cartagena',
      hourlyRate: 85000,
      openingHour: '06:00',
      closingHour: '22:00',
      status: 'ACTIVE',
      adminId: admin.id,
      ...overrides,
    },
    admin.token,
  );
}

async function createTeam(owner: TestUser) {
  return api.post<Team>('/team', { name: unique('Equipo'), city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 6, ownerId: owner.id }, owner.token);
}

async function loggedIn(user: TestUser, viewport = DESKTOP): Promise<Page> {
  const page = await newPage(browser, viewport);
  await loginViaUi(page, user);
  return page;
}

const card = (page: Page, fieldName: string) => page.getByRole('article', { name: fieldName });
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('field list', () => {
  test('an anonymous visitor’s Reservar opens the field’s times; choosing one asks to log in or register', async () => {
    const page = await newPage(browser, PHONE);
    await page.goto('/home');
    await card(page, 'La Bombonera del Caribe').getByRole('link', { name: 'Reservar' }).click();
    await page.waitForURL(/\/cancha\/\d+$/);
    const free = page.locator('button[data-state="free"]').first();
    expect(await shows(free)).toBe(true);
    await free.click();
    const modal = page.getByRole('dialog', { name: 'Inicia sesión para reservar' });
    expect(await shows(modal)).toBe(true);
    expect(await modal.getByText('La Bombonera del Caribe ·').count()).toBe(1);
    await screenshot(page, 'fields-reserve-modal-phone');
    expect(await modal.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/login');
    await modal.getByRole('link', { name: 'Registrarme' }).click();
    await page.waitForURL('**/register');
    await page.context().close();
  });

  test('a player without a team sees the create-or-search panel and no booking links; with a team the cards lead to booking', async () => {
    const loner = await createUser('PLAYER', 'Sin', 'Equipo');
    const page = await loggedIn(loner, PHONE);
    const panel = page.getByRole('alert').filter({ hasText: 'Necesitas un equipo para reservar' });
    expect(await shows(panel)).toBe(true);
    expect(await panel.getByRole('link', { name: 'Crear equipo' }).getAttribute('href')).toBe('/dashboard/team/form');
    expect(await panel.getByRole('link', { name: 'Buscar equipos' }).getAttribute('href')).toBe('/dashboard/team/list');
    expect(await shows(card(page, 'La Bombonera del Caribe'))).toBe(true);
    expect(await card(page, 'La Bombonera del Caribe').getByRole('link', { name: 'Reservar' }).count()).toBe(0);
    await screenshot(page, 'fields-list-no-team-phone');
    await page.context().close();

    const captain = await createUser('PLAYER', 'Con', 'Equipo');
    await createTeam(captain);
    const withTeam = await loggedIn(captain);
    const fields = await api.get<Field[]>('/field/active');
    const bombonera = fields.find((f) => f.name === 'La Bombonera del Caribe')!;
    const link = card(withTeam, 'La Bombonera del Caribe').getByRole('link', { name: 'Reservar' });
    expect(await link.getAttribute('href')).toBe(`/dashboard/reservation/form/field/${bombonera.id}`);
    expect(await withTeam.getByText('Necesitas un equipo para reservar').count()).toBe(0);
    await withTeam.context().close();
  });

  test('the open-now marker counts the opening and the closing minute, in Bogota time', async () => {
    const admin = await createUser('FIELD_ADMIN');
    const field = await createField(admin, { name: unique('Cancha Reloj'), openingHour: '13:00', closingHour: '20:30' });
    const today = todayInAppZone();
    for (const [time, marker] of [
      ['12:59', 'Cerrada ahora'],
      ['13:00', 'Abierta ahora'],
      ['20:30', 'Abierta ahora'],
      ['20:31', 'Cerrada ahora'],
    ] as const) {
      const page = await newPage(browser, PHONE);
      await liveAt(page, new Date(`${today}T${time}:00-05:00`));
      await page.goto('/home');
      const badge = card(page, field.name).getByText(/^(Abierta|Cerrada) ahora$/);
      await shows(badge);
      expect(`${time} ${await badge.textContent()}`).toBe(`${time} ${marker}`);
      await page.context().close();
    }
  });
});

describe('field detail', () => {
  test('the owner sees their details, edit, delete and the next reservations; others see back and Reservar cancha', async () => {
    const admin = await createUser('FIELD_ADMIN', 'Olga', 'Dueña');
    const field = await createField(admin);

    const owner = await loggedIn(admin);
    await owner.goto(`/dashboard/field/detail/${field.id}`);
    expect(await shows(owner.getByRole('heading', { name: 'Detalles de tu cancha' }))).toBe(true);
    expect(await owner.getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe(`/dashboard/field/form/${field.id}`);
    expect(await shows(owner.getByRole('button', { name: 'Eliminar' }))).toBe(true);
    expect(await shows(owner.getByRole('heading', { name: MSG.field.nextReservations }))).toBe(true);
    expect(await shows(owner.getByText(MSG.empty.nextReservations))).toBe(true);
    expect(await owner.getByRole('link', { name: 'Reservar cancha' }).count()).toBe(0);
    expect(await owner.getByRole('button', { name: 'Volver' }).count()).toBe(0);
    await owner.context().close();

    const captain = await createUser('PLAYER');
    await createTeam(captain);
    const visitor = await loggedIn(captain, PHONE);
    await visitor.goto(`/dashboard/field/detail/${field.id}`);
    expect(await shows(visitor.getByRole('heading', { name: field.name }))).toBe(true);
    expect(await shows(visitor.getByRole('button', { name: 'Volver' }))).toBe(true);
    expect(await visitor.getByRole('link', { name: 'Reservar cancha' }).getAttribute('href')).toBe(`/dashboard/reservation/form/field/${field.id}`);
    expect(await visitor.getByText('Detalles de tu cancha').count()).toBe(0);
    expect(await visitor.getByRole('link', { name: 'Editar' }).count()).toBe(0);
    expect(await visitor.getByText(MSG.field.nextReservations).count()).toBe(0);
    await visitor.context().close();

    // Another administrator is a visitor too, and a player without a team is shown how to get one.
    const otherAdmin = await loggedIn(await createUser('FIELD_ADMIN'));
    await otherAdmin.goto(`/dashboard/field/detail/${field.id}`);
    expect(await shows(otherAdmin.getByRole('button', { name: 'Volver' }))).toBe(true);
    expect(await otherAdmin.getByText('Detalles de tu cancha').count()).toBe(0);
    await otherAdmin.context().close();
    const loner = await loggedIn(await createUser('PLAYER'));
    await loner.goto(`/dashboard/field/detail/${field.id}`);
    expect(await shows(loner.getByText('Necesitas un equipo para reservar'))).toBe(true);
    expect(await loner.getByRole('link', { name: 'Reservar cancha' }).count()).toBe(0);
    await loner.context().close();
  });

  test('on a phone the owner uploads the field’s picture from “Mi cancha”; a player then sees it on the detail', async () => {
    const admin = await createUser('FIELD_ADMIN', 'Marta', 'Foto');
    const field = await createField(admin);
    const picture = (page: Page) => page.getByRole('img', { name: MSG.field.pictureAlt(field.name) });

    const owner = await loggedIn(admin, PHONE);
    await owner.goto('/dashboard/field');
    // No picture yet: the drawing of a field, and the button to add one.
    expect(await shows(picture(owner))).toBe(true);
    expect(await picture(owner).getAttribute('src')).toBe('/images/field-fallback.svg');
    await owner.getByRole('button', { name: MSG.field.changePicture }).click();
    const dialog = owner.getByRole('dialog', { name: MSG.field.changePicture });
    await dialog.waitFor();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'cancha.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await dialog.getByRole('button', { name: 'Subir foto' }).click();
    await toasted(owner, MSG.image.updated);
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => picture(owner).getAttribute('src')).toMatch(/\/api\/v1\/images\//);
    const saved = await api.get<Field>(`/field/${field.id}`, admin.token);
    expect(saved.imageUrl).toMatch(/^\/api\/v1\/images\//);
    await owner.context().close();

    const captain = await createUser('PLAYER');
    const visitor = await loggedIn(captain, PHONE);
    await visitor.goto(`/dashboard/field/detail/${field.id}`);
    expect(await shows(picture(visitor))).toBe(true);
    expect(await picture(visitor).getAttribute('src')).toContain(saved.imageUrl!);
    expect(await visitor.getByRole('button', { name: MSG.field.changePicture }).count()).toBe(0);
    await visitor.context().close();
  });

  test('a field that does not exist shows the server’s message on the detail', async () => {
    const page = await loggedIn(await createUser('PLAYER'));
    await page.goto('/dashboard/field/detail/999999');
    expect(await shows(page.getByText(MSG.field.notFound))).toBe(true);
    await page.context().close();
  });

  test('opened straight in a new tab, Volver stays in the app on the field detail, the field list, the team list and a profile', async () => {
    const admin = await createUser('FIELD_ADMIN');
    const field = await createField(admin);
    const first = await loggedIn(await createUser('PLAYER'), PHONE);
    for (const [path, landing] of [
      [`/dashboard/field/detail/${field.id}`, '/dashboard/home-player'],
      ['/dashboard/field/list', '/dashboard/home-player'],
      ['/dashboard/team/list', '/dashboard/team'],
      [`/dashboard/profile/admin/${admin.id}`, '/dashboard/home-player'],
    ]) {
      const page = await first.context().newPage();
      await page.goto(path);
      const entries = await page.evaluate(() => history.length);
      await page.getByRole('button', { name: 'Volver' }).click();
      await page.waitForURL(`**${landing}`);
      // The landing replaces the screen opened straight, so Back from it leaves the tab as Back would have.
      expect(await page.evaluate(() => history.length)).toBe(entries);
      await page.close();
    }
    // With the app behind it, Volver is a step Back.
    await first.goto('/dashboard/team');
    await first.goto(`/dashboard/field/detail/${field.id}`);
    await first.getByRole('button', { name: 'Volver' }).click();
    await first.waitForURL('**/dashboard/team');
    await first.context().close();
  });
  test('an administrator without a field reads that they have none, and can delete the one they register', async () => {
    const admin = await createUser('FIELD_ADMIN');
    const page = await loggedIn(admin, PHONE);
    expect(await shows(page.getByText(MSG.field.noneShort, { exact: true }))).toBe(true);
    await page.goto('/dashboard/field');
    expect(await shows(page.getByRole('heading', { name: MSG.empty.field }))).toBe(true);
    expect(await page.getByRole('link', { name: 'Registrar cancha' }).getAttribute('href')).toBe('/dashboard/field/form');

    const field = await createField(admin);
    await page.goto('/dashboard/field');
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: MSG.field.deleteConfirmTitle });
    expect(await shows(confirm.getByText(MSG.field.deleteConfirmText))).toBe(true);
    await confirm.getByRole('button', { name: MSG.auth.cancel }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await shows(page.getByRole('heading', { name: 'Detalles de tu cancha' }))).toBe(true);
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await page.getByRole('dialog', { name: MSG.field.deleteConfirmTitle }).getByRole('button', { name: MSG.field.deleteConfirm }).click();
    await toasted(page, MSG.field.deleted);
    await page.waitForURL('**/dashboard/home-admin');
    expect(await shows(page.getByText(MSG.field.noneShort, { exact: true }))).toBe(true);
    await expect(api.get(`/field/${field.id}`, admin.token)).rejects.toThrow(/404/);
    await page.context().close();
  });
});

describe('field form', () => {
  test('shows each validation message of docs/product.md, no status on register, and a field closing before it opens is refused', async () => {
    const page = await loggedIn(await createUser('FIELD_ADMIN'), PHONE);
    await page.goto('/dashboard/field/form');
    expect(await shows(page.getByRole('heading', { name: 'Registrar cancha' }))).toBe(true);
    expect(await page.getByLabel('Ciudad').inputValue()).toBe('Cartagena');
    expect(await page.getByLabel('Estado').count()).toBe(0);
    await page.getByRole('button', { name: 'Registrar cancha' }).click();
    for (const message of [
      MSG.validation.fieldNameRequired,
      MSG.validation.addressRequired,
      MSG.validation.hourlyRateInvalid,
      MSG.validation.openingHourRequired,
      MSG.validation.closingHourRequired,
    ]) {
      expect(await shows(page.getByText(message))).toBe(true);
    }
    await screenshot(page, 'fields-form-errors-phone');
    await page.getByLabel('Ciudad').fill('');
    await page.getByLabel('Ciudad').blur();
    expect(await shows(page.getByText(MSG.validation.cityRequired))).toBe(true);
    // The order of the hours is checked once the rest of the form is valid.
    await fillFieldForm(page, { name: unique('Cancha Al Revés'), address: 'Calle 5', rate: '60000', opening: '18:00', closing: '08:00' });
    await page.getByLabel('Ciudad').fill('Cartagena');
    await page.getByRole('button', { name: 'Registrar cancha' }).click();
    expect(await shows(page.getByText(MSG.validation.closingAfterOpening))).toBe(true);
    await page.context().close();
  });

  test('opened straight in a new tab, the form’s Cancelar stays in the app: it goes to the field, as Back would leave', async () => {
    const admin = await createUser('FIELD_ADMIN');
    const field = await createField(admin);
    const first = await loggedIn(admin, PHONE);
    const page = await first.context().newPage();
    await page.goto(`/dashboard/field/form/${field.id}`);
    expect(await shows(page.getByRole('heading', { name: 'Editar cancha' }))).toBe(true);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.waitForURL('**/dashboard/field');
    expect(await shows(page.getByText(field.name).first())).toBe(true);
    // With the app behind it, Cancelar is a step Back.
    await page.goto(`/dashboard/field/detail/${field.id}`);
    await page.goto(`/dashboard/field/form/${field.id}`);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.waitForURL(`**/dashboard/field/detail/${field.id}`);
    await first.context().close();
  });

  test('a field that cannot be loaded for editing, or is somebody else’s, sends the administrator to home-admin', async () => {
    const owner = await createUser('FIELD_ADMIN');
    const field = await createField(owner);
    const page = await loggedIn(await createUser('FIELD_ADMIN'));
    await page.goto('/dashboard/field/form/999999');
    await page.waitForURL('**/dashboard/home-admin');
    await toasted(page, MSG.field.notFound);
    await page.goto(`/dashboard/field/form/${field.id}`);
    await page.waitForURL('**/dashboard/home-admin');
    await toasted(page, MSG.field.notOwner);
    await page.context().close();
  });

  test('an administrator with a field who opens the register form gets the field’s edit form; one registered meanwhile elsewhere, the server’s message', async () => {
    const admin = await createUser('FIELD_ADMIN');
    const page = await loggedIn(admin);
    await page.goto('/dashboard/field/form');
    expect(await shows(page.getByRole('heading', { name: 'Registrar cancha' }))).toBe(true);
    const field = await createField(admin);
    await fillFieldForm(page, { name: unique('Segunda'), address: 'Calle 1', rate: '50000', opening: '07:00', closing: '21:00' });
    await page.getByRole('button', { name: 'Registrar cancha' }).click();
    expect(await shows(page.getByText(MSG.field.alreadyHasField))).toBe(true);
    expect(page.url()).toContain('/dashboard/field/form');
    await page.goto('/dashboard/field/form');
    await page.waitForURL(`**/dashboard/field/form/${field.id}`);
    expect(await shows(page.getByRole('heading', { name: 'Editar cancha' }))).toBe(true);
    await page.context().close();
  });

  test('on a phone, a reload in the middle of editing keeps what was typed; saving it forgets it', async () => {
    const admin = await createUser('FIELD_ADMIN');
    const field = await createField(admin);
    const page = await loggedIn(admin, PHONE);
    await page.goto(`/dashboard/field/form/${field.id}`);
    const name = page.getByLabel('Nombre de la cancha');
    await name.fill(`${field.name} Norte`);
    await page.getByLabel('Hora de cierre').selectOption('23:00');
    await page.reload();
    expect(await shows(page.getByText(MSG.field.draftRestored))).toBe(true);
    expect(await name.inputValue()).toBe(`${field.name} Norte`);
    expect(await page.getByLabel('Hora de cierre').inputValue()).toBe('23:00');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await toasted(page, MSG.field.updated);
    await page.waitForURL('**/dashboard/field');
    await page.goto(`/dashboard/field/form/${field.id}`);
    expect(await name.inputValue()).toBe(`${field.name} Norte`);
    expect(await page.getByText(MSG.field.draftRestored).count()).toBe(0);
    await page.context().close();
  });

  test('logging out forgets what was typed and not saved: the next person on the phone finds nothing of it', async () => {
    const admin = await createUser('FIELD_ADMIN');
    const field = await createField(admin);
    const page = await loggedIn(admin, PHONE);
    await page.goto(`/dashboard/field/form/${field.id}`);
    await page.getByLabel('Nombre de la cancha').fill(`${field.name} Privada`);
    const drafts = () => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('canchas:draft:')));
    await expect.poll(drafts, { timeout: 5_000 }).toHaveLength(1);
    await page.goto('/dashboard/menu');
    await page.getByRole('navigation', { name: 'Menú completo' }).getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.getByRole('button', { name: MSG.auth.logoutConfirm }).click();
    await page.waitForURL('**/login');
    expect(await drafts()).toEqual([]);
    await page.context().close();
  });
});

async function fillFieldForm(page: Page, v: { name: string; address: string; rate: string; opening: string; closing: string }) {
  await page.getByLabel('Nombre de la cancha').fill(v.name);
  await page.getByLabel('Dirección').fill(v.address);
  await page.getByLabel(MSG.rates.dayLabel).fill(v.rate);
  await page.getByLabel('Hora de apertura').selectOption(v.opening);
  await page.getByLabel('Hora de cierre').selectOption(v.closing);
}

test('journey: an administrator registers, registers a field, finds it on the public home, edits it and sees the counters', async () => {
  const page = await newPage(browser, DESKTOP);
  const id = uniqueIdentity('adm');
  await page.goto('/register');
  await page.getByText('Administrador de cancha').click();
  await fillRegister(page, id, STRONG_PASSWORD, { firstName: 'Marta', lastName: 'Villalba', age: '41' });
  await page.getByLabel('Ciudad').fill('Santa Marta');
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await shows(page.getByText(MSG.auth.registerSuccessTitle));
  await page.getByRole('button', { name: MSG.auth.accept }).click();
  await page.waitForURL('**/login');
  await loginViaUi(page, { email: id.email, password: STRONG_PASSWORD, role: 'FIELD_ADMIN' });

  expect(await shows(page.getByRole('heading', { name: 'Bienvenido, Marta Villalba' }))).toBe(true);
  expect(await shows(page.getByText(MSG.field.noneShort, { exact: true }))).toBe(true);
  await page.getByRole('navigation', { name: 'Menú del panel' }).getByRole('link', { name: 'Mi cancha' }).click();
  await page.getByRole('link', { name: 'Registrar cancha' }).click();
  await page.waitForURL('**/dashboard/field/form');
  // The new field starts in the administrator's city.
  expect(await page.getByLabel('Ciudad').inputValue()).toBe('Santa Marta');

  const name = unique('Cancha La Marta');
  await fillFieldForm(page, { name, address: 'Transversal 54 #30-12, Los Alpes', rate: '90000', opening: '07:00', closing: '22:00' });
  await page.getByRole('button', { name: 'Registrar cancha' }).click();
  await toasted(page, MSG.field.registered);
  await page.waitForURL('**/dashboard/field');
  expect(await shows(page.getByRole('heading', { name: 'Detalles de tu cancha' }))).toBe(true);
  expect(await shows(page.getByRole('heading', { name }))).toBe(true);
  expect(await shows(page.getByText('$ 90.000'))).toBe(true);
  expect(await shows(page.getByText('ACTIVA', { exact: true }))).toBe(true);
  // Back to the form she registered it with: it is the field's edit form now, filled in, not a blank one.
  await page.goBack();
  expect(await shows(page.getByRole('heading', { name: 'Editar cancha' }))).toBe(true);
  expect(await page.getByLabel('Nombre de la cancha').inputValue()).toBe(name);
  await page.goForward();
  await page.waitForURL('**/dashboard/field');

  // The public home lists it, for anybody.
  const visitor = await newPage(browser, PHONE);
  await visitor.goto('/home');
  expect(await shows(card(visitor, name))).toBe(true);
  expect(await shows(card(visitor, name).getByText('Administra: Marta Villalba'))).toBe(true);
  await visitor.context().close();

  // Edit: the form comes filled in, with the status; the detail shows the change.
  await page.getByRole('link', { name: 'Editar' }).click();
  expect(await shows(page.getByRole('heading', { name: 'Editar cancha' }))).toBe(true);
  expect(await page.getByLabel('Nombre de la cancha').inputValue()).toBe(name);
  expect(await page.getByLabel('Hora de apertura').inputValue()).toBe('07:00');
  expect(await page.getByLabel('Estado').locator('option:checked').textContent()).toBe('ACTIVA');
  await page.getByLabel(MSG.rates.dayLabel).fill('120000');
  await page.getByLabel('Hora de cierre').selectOption('23:00');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await toasted(page, MSG.field.updated);
  await page.waitForURL('**/dashboard/field');
  expect(await shows(page.getByText('$ 120.000'))).toBe(true);
  expect(await shows(page.getByText('7:00 a. m. – 11:00 p. m.'))).toBe(true);

  // Three reservations of one team: one finished, one canceled, one active.
  const admin = await adminSession(id.email);
  const fieldId = (await api.get<Field>(`/field/admin/${admin.user.id}`, admin.token)).id;
  const captain = await createUser('PLAYER', 'Capi', 'Tán');
  const team = await createTeam(captain);
  const today = todayInAppZone();
  const book = (days: number) =>
    api.post<Reservation>(
      '/reservation',
      { teamId: team.id, fieldId, reservationDate: addDays(today, days), startTime: '10:00', hours: 1, endTime: '11:00' },
      captain.token,
    );
  const first = await book(1);
  await api.put(`/reservation/${first.id}/status/finalize`, undefined, admin.token);
  const second = await book(2);
  await api.put(`/reservation/${second.id}/status/canceled`, undefined, captain.token);
  await book(3);

  await page.getByRole('navigation', { name: 'Menú del panel' }).getByRole('link', { name: 'Inicio' }).click();
  await page.waitForURL('**/dashboard/home-admin');
  expect(await shows(page.getByText(name))).toBe(true);
  for (const label of ['Activas', 'Finalizadas', 'Canceladas']) {
    expect(await page.getByTestId(`count-${label}`).textContent()).toBe('1');
  }
  expect(await page.getByRole('link', { name: 'Ver mi cancha' }).getAttribute('href')).toBe('/dashboard/field');
  expect(await page.getByRole('link', { name: 'Ver reservas' }).getAttribute('href')).toBe('/dashboard/reservation/list/field');

  // 'Próximas reservas' shows what comes next, soonest first: a walk-in tomorrow, then the team's booking in three
  // days; not the finished or cancelled ones, nor the far weeks of a fixed turn booked since.
  const walkIn = { fieldId, customerName: 'Cliente de mañana', customerCellphone: '3001112233', startTime: '18:00', hours: 1 };
  await api.post('/reservation/manual', { ...walkIn, reservationDate: addDays(today, 1) }, admin.token);
  await api.post('/reservation/manual', { ...walkIn, customerName: 'Turno lejano', reservationDate: addDays(today, 14), weeks: 4 }, admin.token);
  await page.goto('/dashboard/field');
  const peeks = page.getByRole('region', { name: MSG.field.nextReservations }).getByRole('article');
  await shows(peeks);
  expect(await peeks.count()).toBe(2);
  expect(await peeks.nth(0).getAttribute('aria-label')).toBe('Reserva de Cliente de mañana');
  expect(
    await peeks
      .nth(0)
      .getByText(/^MAÑANA · 6:00/)
      .count(),
  ).toBe(1);
  expect(await peeks.nth(1).getAttribute('aria-label')).toBe(`Reserva de ${team.name}`);
  // Each says what has been received of it (all of them are active): nothing yet, for the team's booking.
  expect(await peeks.nth(1).getByText(MSG.payment.unpaid, { exact: true }).count()).toBe(1);
  expect(await peeks.nth(1).getByText('Activa', { exact: true }).count()).toBe(0);
  await page.context().close();
});

/** Logs an administrator in through the API, for the set-up steps a journey is not about. */
async function adminSession(email: string): Promise<{ token: string; user: { id: number } }> {
  const res = await fetch(`${baseURL()}/auth/authenticate/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: STRONG_PASSWORD }),
  });
  return (await res.json()) as { token: string; user: { id: number } };
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('screens on a %s', (size, viewport) => {
  test('home-admin, own field, detail, form and list render at this width', async () => {
    const admin = await createUser('FIELD_ADMIN', 'Rosa', 'Castillo');
    const field = await createField(admin, { name: unique('Cancha San Diego') });
    const captain = await createUser('PLAYER', 'Leo', 'Marín');
    const team = await createTeam(captain);
    const today = todayInAppZone();
    for (const days of [1, 2]) {
      const r = await api.post<Reservation>(
        '/reservation',
        { teamId: team.id, fieldId: field.id, reservationDate: addDays(today, days), startTime: '19:00', hours: 2, endTime: '21:00' },
        captain.token,
      );
      if (days === 1) await api.put(`/reservation/${r.id}/status/finalize`, undefined, admin.token);
    }

    const page = await loggedIn(admin, viewport);
    expect(await shows(page.getByRole('heading', { name: 'Bienvenido, Rosa Castillo' }))).toBe(true);
    await shows(page.getByTestId('count-Activas'));
    await screenshot(page, `fields-home-admin-${size}`);
    await page.goto('/dashboard/field');
    expect(await shows(page.getByRole('region', { name: MSG.field.nextReservations }).getByRole('article'))).toBe(true);
    await screenshot(page, `fields-my-field-${size}`);
    await page.goto(`/dashboard/field/form/${field.id}`);
    expect(await shows(page.getByRole('heading', { name: 'Editar cancha' }))).toBe(true);
    await screenshot(page, `fields-form-edit-${size}`);
    // The longest hour, midnight, reads whole in its select at this width.
    await page.getByLabel('Hora de cierre').selectOption('00:00');
    const closing = await page.getByLabel('Hora de cierre').evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: select.selectedOptions[0].text, fits: context.measureText(select.selectedOptions[0].text).width <= room };
    });
    expect(closing).toEqual({ text: '12:00 a. m. (medianoche)', fits: true });
    await page.context().close();

    const noField = await loggedIn(await createUser('FIELD_ADMIN', 'Iván', 'Nuevo'), viewport);
    await noField.goto('/dashboard/field');
    expect(await shows(noField.getByRole('heading', { name: MSG.empty.field }))).toBe(true);
    await screenshot(noField, `fields-no-field-${size}`);
    await noField.goto('/dashboard/field/form');
    expect(await shows(noField.getByRole('heading', { name: 'Registrar cancha' }))).toBe(true);
    await screenshot(noField, `fields-form-new-${size}`);
    await noField.context().close();

    const player = await loggedIn(captain, viewport);
    await player.goto(`/dashboard/field/detail/${field.id}`);
    // The captain's team holds an ACTIVE reservation (the day after tomorrow): the notice stands in for 'Reservar cancha'.
    expect(await shows(player.getByRole('link', { name: 'Ver mi reserva' }))).toBe(true);
    expect(await player.getByText('Tienes una reserva activa').isVisible()).toBe(true);
    expect(await player.getByRole('link', { name: 'Reservar cancha' }).count()).toBe(0);
    await screenshot(player, `fields-detail-${size}`);
    await player.goto('/dashboard/field/list');
    expect(await shows(player.getByRole('heading', { name: 'Canchas disponibles' }))).toBe(true);
    expect(await shows(player.getByRole('button', { name: 'Volver' }))).toBe(true);
    await screenshot(player, `fields-list-${size}`);
    await player.goto('/dashboard/field/list?showHeader=false');
    await shows(card(player, field.name));
    expect(await player.getByRole('heading', { name: 'Canchas disponibles' }).count()).toBe(0);
    await player.context().close();
  });
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('new hours and ACTIVE reservations on a %s', (size, viewport) => {
  test('the form lists the reservations the new hours leave outside: keep the old hours, or cancel them and save', async () => {
    const admin = await createUser('FIELD_ADMIN', 'Nora', 'Ahumada');
    const field = await createField(admin, { name: unique('Cancha Crespo'), openingHour: '06:00', closingHour: '22:00' });
    const [early, inside] = await Promise.all([createUser('PLAYER', 'Iris', 'Madruga'), createUser('PLAYER', 'Abel', 'Mediodía')]);
    const [earlyTeam, insideTeam] = await Promise.all([createTeam(early), createTeam(inside)]);
    const tomorrow = addDays(todayInAppZone(), 1);
    const book = (user: TestUser, team: Team, startTime: string, endTime: string, hours: number) =>
      api.post<Reservation>('/reservation', { teamId: team.id, fieldId: field.id, reservationDate: tomorrow, startTime, hours, endTime }, user.token);
    const outside = await book(early, earlyTeam, '06:00', '08:00', 2);
    const kept = await book(inside, insideTeam, '12:00', '13:00', 1);
    const statusOf = async (r: Reservation) => (await api.get<Reservation>(`/reservation/${r.id}`, admin.token)).status;

    const page = await loggedIn(admin, viewport);
    await page.goto(`/dashboard/field/form/${field.id}`);
    await shows(page.getByRole('button', { name: 'Guardar cambios' }));
    await page.getByLabel('Hora de apertura').selectOption('08:00');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    const dialog = page.getByRole('dialog');
    await shows(dialog.getByText(MSG.field.outsideHoursTitle));
    await shows(dialog.getByText(MSG.field.reservationsOutsideHours));
    const items = dialog.getByRole('listitem');
    expect(await items.count()).toBe(1);
    expect(await items.first().textContent()).toContain(`${formatTime12('06:00')} – ${formatTime12('08:00')}`);
    expect(await items.first().textContent()).toContain(earlyTeam.name);
    await screenshot(page, `fields-outside-hours-${size}`);

    // Keeping the old hours puts them back in the form and saves nothing.
    await dialog.getByRole('button', { name: MSG.field.keepHours }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('Hora de apertura').inputValue()).toBe('06:00');
    expect((await api.get<Field>(`/field/${field.id}`, admin.token)).openingHour).toBe('06:00');
    expect(await statusOf(outside)).toBe('ACTIVE');

    // Cancelling them saves the new hours in the same step.
    await page.getByLabel('Hora de apertura').selectOption('08:00');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await dialog.getByRole('button', { name: MSG.field.cancelOutside }).click();
    // The toast says that bookings were cancelled, not only that the field was saved.
    await toasted(page, MSG.field.updatedCancelingOutside);
    await page.waitForURL('**/dashboard/field');
    expect((await api.get<Field>(`/field/${field.id}`, admin.token)).openingHour).toBe('08:00');
    expect(await statusOf(outside)).toBe('CANCELED');
    expect(await statusOf(kept)).toBe('ACTIVE');

    // Hours that leave no reservation outside save at once.
    await page.goto(`/dashboard/field/form/${field.id}`);
    await page.getByLabel('Hora de cierre').selectOption('21:00');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await toasted(page, MSG.field.updated);
    expect(await page.getByText(MSG.field.outsideHoursTitle).count()).toBe(0);
    await page.close();
  });
});

test('an administrator takes the night rate away by choosing no hour, the first choice of its list', async () => {
  const admin = await createUser('FIELD_ADMIN');
  const field = await createField(admin);
  await api.put('/field', { ...field, nightRate: 100000, nightFrom: '18:00', adminId: admin.id }, admin.token);
  const page = await loggedIn(admin, PHONE);
  await page.goto(`/dashboard/field/form/${field.id}`);
  const night = page.getByLabel(MSG.rates.nightLabel);
  await shows(night);
  await night.fill('');
  const desde = page.getByRole('combobox', { name: MSG.rates.nightFromLabel, exact: true });
  expect(await desde.inputValue()).toBe('18:00');
  await desde.selectOption({ label: MSG.rates.optional });
  expect(await desde.inputValue()).toBe('');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await toasted(page, MSG.field.updated);
  expect(await api.get<Field>(`/field/${field.id}`, admin.token)).toMatchObject({ nightRate: null, nightFrom: null });
  await page.context().close();
});

/** The times of the day on the booking page, and one start time's button, named by its time first. */
const times = (page: Page) => page.getByRole('region', { name: /Horarios de inicio/ });
const timeButton = (page: Page, time: string) => times(page).getByRole('button', { name: new RegExp(`^${time.replace(/\./g, '\\.')} `) });

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('rates by time band on a %s', (size, viewport) => {
  test('an administrator sets night and weekend rates; a player books a night hour and sees the night total in the summary and on the card', async () => {
    const admin = await createUser('FIELD_ADMIN', 'Tarifa', 'Nocturna');
    const field = await createField(admin, { name: unique('Cancha Bandas'), hourlyRate: 80000, openingHour: '06:00', closingHour: '23:00' });

    // The administrator's form: the day rate as 'Tarifa diurna', the optional bands, the horizon at 60.
    const page = await loggedIn(admin, viewport);
    await page.goto(`/dashboard/field/form/${field.id}`);
    expect(await shows(page.getByRole('heading', { name: 'Editar cancha' }))).toBe(true);
    expect(spaced(await page.getByLabel(MSG.rates.dayLabel).inputValue())).toBe('$ 80.000');
    expect(await page.getByLabel(MSG.rates.horizonLabel).inputValue()).toBe('60');
    // A night rate without its hour is refused by the form, with the rule's message.
    await page.getByLabel(MSG.rates.nightLabel).fill('100000');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    expect(await shows(page.getByText(MSG.validation.nightFromRequired))).toBe(true);
    // 'Desde' offers the whole hours within opening hours.
    const desde = page.getByRole('combobox', { name: MSG.rates.nightFromLabel, exact: true });
    expect(await desde.getByRole('option', { name: '6:00 a. m.' }).count()).toBe(0);
    expect(await desde.getByRole('option', { name: '11:00 p. m.' }).count()).toBe(0);
    await desde.selectOption('18:00');
    await page.getByLabel(MSG.rates.weekendLabel).fill('110000');
    await page.getByLabel(MSG.rates.horizonLabel).fill('30');
    await screenshot(page, `fields-form-rates-${size}`);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await toasted(page, MSG.field.updated);
    await page.waitForURL('**/dashboard/field');
    // The detail lists the bands and the horizon.
    const bands = page.getByRole('list', { name: MSG.rates.title });
    expect(await shows(bands.getByText(MSG.rates.night('6:00 p. m.')))).toBe(true);
    expect(spaced(await bands.textContent())).toContain('$ 100.000 / hora');
    expect(spaced(await bands.textContent())).toContain('$ 110.000 / hora');
    expect(await shows(page.getByText(MSG.rates.horizon(30)))).toBe(true);
    const saved = await api.get<Field>(`/field/${field.id}`, admin.token);
    expect(saved).toMatchObject({ hourlyRate: 80000, nightRate: 100000, nightFrom: '18:00', weekendRate: 110000, bookingHorizonDays: 30 });

    // The player: the card says 'desde' the lowest rate; the booking page prices each time by its band.
    const captain = await createUser('PLAYER', 'Capi', 'Noche');
    await createTeam(captain);
    const player = await loggedIn(captain, viewport);
    expect(await shows(card(player, field.name).getByTestId('field-price'))).toBe(true);
    expect(spaced(await card(player, field.name).getByTestId('field-price').textContent())).toBe(
      `${MSG.rates.from('$ 80.000')} ${MSG.rates.perHour}`,
    );
    await player.goto(`/dashboard/reservation/form/field/${field.id}`);
    expect(await shows(times(player))).toBe(true);
    // The next weekday that is no holiday, among the day buttons, and the next weekend day or holiday.
    const today = todayInAppZone();
    const days = [1, 2, 3, 4, 5, 6].map((d) => addDays(today, d));
    const weekday = days.find((d) => !isWeekendOrHoliday(d))!;
    const weekend = days.find((d) => isWeekendOrHoliday(d))!;
    await player
      .getByRole('group', { name: 'Día' })
      .getByRole('button', { name: shortDayLabel(weekend), exact: true })
      .click();
    expect(await shows(timeButton(player, '10:00 a. m.').getByText('$ 110.000'))).toBe(true);
    expect(await shows(timeButton(player, '8:00 p. m.').getByText('$ 110.000'))).toBe(true);
    await player
      .getByRole('group', { name: 'Día' })
      .getByRole('button', { name: shortDayLabel(weekday), exact: true })
      .click();
    expect(await shows(timeButton(player, '5:00 p. m.').getByText('$ 80.000'))).toBe(true);
    expect(await shows(timeButton(player, '7:00 p. m.').getByText('$ 100.000'))).toBe(true);
    // Across 6 p. m.: one day hour and one night hour.
    await timeButton(player, '5:00 p. m.').click();
    const summary = player.getByRole('dialog', { name: 'Resumen de la reserva' });
    expect(await shows(summary.getByTestId('booking-total'))).toBe(true);
    await summary.getByText('2 horas', { exact: true }).click();
    expect(await shows(summary.getByTestId('booking-total').getByText('$ 180.000', { exact: true }))).toBe(true);
    expect(spaced(await summary.getByTestId('booking-breakdown').textContent())).toContain(`${MSG.rates.nightLabel}: 1 hora × $ 100.000`);
    await summary.getByRole('button', { name: 'Cancelar' }).click();
    // A night hour: the night total, booked.
    await timeButton(player, '7:00 p. m.').click();
    expect(await shows(summary.getByTestId('booking-total').getByText('$ 100.000', { exact: true }))).toBe(true);
    expect(spaced(await summary.getByTestId('booking-breakdown').textContent())).toBe(`${MSG.rates.nightLabel}: 1 hora × $ 100.000`);
    await screenshot(player, `reservations-summary-night-${size}`);
    await summary.getByRole('button', { name: 'Confirmar reserva' }).click();
    await toasted(player, MSG.reservation.created);
    await player.waitForURL('**/dashboard/reservation/list/team');
    const reservationCard = player.getByRole('article', { name: `Reserva de ${field.name}` });
    expect(await shows(reservationCard.getByTestId('reservation-price'))).toBe(true);
    expect(spaced(await reservationCard.getByTestId('reservation-price').textContent())).toBe(`${MSG.rates.total}: $ 100.000`);
    await player.context().close();

    // A later change of rates leaves the booked price; the administrator's list shows it.
    const changed = await api.put<Field>('/field', { ...saved, nightRate: 150000, adminId: admin.id }, admin.token);
    expect(changed.nightRate).toBe(150000);
    await page.goto('/dashboard/reservation/list/field');
    expect(await shows(page.getByTestId('reservation-price'))).toBe(true);
    expect(spaced(await page.getByTestId('reservation-price').first().textContent())).toBe(`${MSG.rates.total}: $ 100.000`);
    await page.context().close();
  });
});
