/** The account's first journey: register, log in, stay in across a reload, log out; the redirects of docs/product.md ("Screens"). */
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as MSG from '../../domain/messages';
import {
  api,
  baseURL,
  createUser,
  DESKTOP,
  fillRegister,
  hydrated,
  launchBrowser,
  loginViaUi,
  newPage,
  openForm,
  PHONE,
  screenshot,
  runTimers,
  shows,
  uniqueIdentity,
  toasted,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('on a %s', (size, viewport) => {
  test('a new player registers, logs in, stays in after a reload and logs out', async () => {
    const page = await newPage(browser, viewport);
    const id = uniqueIdentity('reg');
    const password = 'Futbol#2026';

    await page.goto('/home');
    await shows(page.getByText('La Bombonera del Caribe'));
    await screenshot(page, `home-${size}`);

    await page.goto('/register');
    // The footer is hidden on register; the navigation bar is there.
    expect(await page.locator('footer').count()).toBe(0);
    // 'Jugador' comes chosen.
    expect(await page.getByRole('radio', { name: 'Jugador' }).isChecked()).toBe(true);
    await fillRegister(page, id, password);
    await screenshot(page, `auth-register-${size}`);
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await shows(page.getByText(MSG.auth.registerSuccessTitle));
    await shows(page.getByText(MSG.auth.registerSuccessText));
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.waitForURL('**/login');
    // The log-in form has replaced the sign-up's (one password input, no confirmation).
    await expect.poll(() => page.locator('input[type="password"]').count()).toBe(1);

    // The type and the e-mail come filled in; only the password is asked.
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(id.email);
    expect(await page.getByRole('radio', { name: 'Jugador' }).isChecked()).toBe(true);
    await page.locator('input[type="password"]').fill(password);
    await screenshot(page, `auth-login-${size}`);
    await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
    await page.waitForURL('**/dashboard/home-player');
    await shows(page.getByRole('heading', { name: 'Canchas disponibles' }));
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);

    await page.reload();
    await shows(page.getByRole('heading', { name: 'Canchas disponibles' }));
    expect(page.url()).toContain('/dashboard/home-player');

    // Logged in, /login sends the player to their home.
    await page.goto('/login');
    await page.waitForURL('**/dashboard/home-player');

    // Log out from the sidebar (desktop) or the mobile menu page.
    if (size === 'desktop') {
      await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    } else {
      await page.goto('/dashboard/menu');
      await page.getByRole('navigation', { name: 'Menú completo' }).getByRole('button', { name: 'Cerrar sesión' }).click();
    }
    await shows(page.getByText(MSG.auth.logoutConfirmText));
    const copied = (await page.evaluate(() => localStorage.getItem('token')))!;
    const ended = page.waitForResponse((r) => r.url().endsWith('/auth/logout'));
    await page.getByRole('button', { name: MSG.auth.logoutConfirm }).click();
    await page.waitForURL('**/login');
    await toasted(page, MSG.session.logoutSuccessTitle);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The session ended on the server too: a copy of its token is refused.
    expect((await ended).status()).toBe(200);
    const withCopy = await page.request.get(`/api/v1/user/player/by-email?email=${encodeURIComponent(id.email)}`, {
      headers: { Authorization: `Bearer ${copied}` },
    });
    expect(withCopy.status()).toBe(401);
    expect((await withCopy.json()).code).toBe('SESSION_INVALID');

    // Out, the dashboard sends to /login even on a fresh load.
    await page.goto('/dashboard/home-player');
    await page.waitForURL('**/login');
    await page.close();
  });
});

test('a log-out made offline ends the session on the server once the connection is back', async () => {
  const user = await createUser('PLAYER', 'Lucía', 'Offline');
  const page = await newPage(browser);
  page.on('dialog', (dialog) => void dialog.accept());
  await loginViaUi(page, user);
  const copied = (await page.evaluate(() => localStorage.getItem('token')))!;
  const sidebar = page.getByRole('button', { name: 'Cerrar sesión' });
  // The confirmation's code is downloaded while online, as it would be on any earlier dialog.
  await sidebar.click();
  await page.getByRole('button', { name: MSG.auth.cancel }).click();

  await page.context().setOffline(true);
  await sidebar.click();
  await page.getByRole('button', { name: MSG.auth.logoutConfirm }).click();
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The server has not heard of it yet: the copy still works.
  expect((await api.get<{ id: number }>(`/user/player/by-email?email=${encodeURIComponent(user.email)}`, copied)).id).toBe(user.id);

  const ended = page.waitForResponse((r) => r.url().endsWith('/auth/logout'));
  await page.context().setOffline(false);
  expect((await ended).status()).toBe(200);
  await expect(api.get(`/user/player/by-email?email=${encodeURIComponent(user.email)}`, copied)).rejects.toThrow(/401 .*SESSION_INVALID/);
  await page.close();
});

test('on a phone, a person who lost the connection can still log out from Ver más: its code came ahead', async () => {
  const user = await createUser('PLAYER', 'Marta', 'SinSeñal');
  const page = await newPage(browser, PHONE);
  page.on('dialog', (dialog) => void dialog.accept());
  await loginViaUi(page, user);
  await shows(page.getByRole('heading', { name: 'Canchas disponibles' }));
  // The menu page's code comes a moment after the dashboard shows.
  const menuChunk = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'))['src/features/menu/MenuPage.tsx'].file as string;
  await expect
    .poll(() => page.evaluate((file) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(file)), menuChunk))
    .toBe(true);
  await page.context().setOffline(true);
  await page.getByRole('link', { name: 'Ver más' }).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  // The confirmation is the app's dialog when its code is there, else the browser's (accepted above).
  const confirm = page.getByRole('button', { name: MSG.auth.logoutConfirm });
  await Promise.race([confirm.click().catch(() => {}), page.waitForURL('**/login')]);
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.context().close();
});

test('two tabs follow each other: a log-out in one logs the other out, a log-in in one logs the other in', async () => {
  const user = await createUser('PLAYER', 'Tomás', 'DosPestañas');
  const first = await newPage(browser, PHONE);
  await loginViaUi(first, user);
  const second = await first.context().newPage();
  await second.goto('/dashboard/home-player');
  await shows(second.getByRole('heading', { name: 'Canchas disponibles' }));

  await first.goto('/dashboard/menu');
  await first.getByRole('navigation', { name: 'Menú completo' }).getByRole('button', { name: 'Cerrar sesión' }).click();
  await first.getByRole('button', { name: MSG.auth.logoutConfirm }).click();
  await first.waitForURL('**/login');
  // The other tab leaves the player's screens at once, and says why.
  await second.waitForURL('**/login');
  await toasted(second, MSG.session.logoutSuccessTitle);

  await loginViaUi(first, user);
  await second.waitForURL('**/dashboard/home-player');
  await shows(second.getByRole('heading', { name: 'Canchas disponibles' }));
  await first.context().close();
});

test("a screen of the other role's (a kept link, Back after logging in as someone else) sends the user to their own home", async () => {
  const [player, admin] = await Promise.all([createUser('PLAYER', 'Rita', 'DeUnRol'), createUser('FIELD_ADMIN', 'Raúl', 'DelOtro')]);
  const page = await newPage(browser, PHONE);
  await loginViaUi(page, player);
  for (const path of ['/dashboard/home-admin', '/dashboard/field', '/dashboard/field/form', '/dashboard/reservation/list/field']) {
    await page.goto(path);
    await page.waitForURL(/\/dashboard\/(home-player|reservation\/list\/team)$/);
    expect(new URL(page.url()).pathname, path).toBe(path.includes('reservation') ? '/dashboard/reservation/list/team' : '/dashboard/home-player');
  }
  await page.goto('/dashboard/team');
  await shows(page.getByRole('heading', { name: 'Mi equipo' }));
  // Each screen has its own title in the browser; leaving the dashboard puts the app's back.
  await expect.poll(() => page.title()).toBe('Mi equipo · Canchas');
  // Log out, log in as the field's administrator in the same tab, then Back to the player's team.
  await page.goto('/dashboard/menu');
  await expect.poll(() => page.title()).toBe('Ver más · Canchas');
  await page.getByRole('navigation', { name: 'Menú completo' }).getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.getByRole('button', { name: MSG.auth.logoutConfirm }).click();
  await page.waitForURL('**/login');
  await expect.poll(() => page.title()).toBe('Canchas · Reserva canchas sintéticas');
  await loginViaUi(page, admin);
  await page.waitForURL('**/dashboard/home-admin');
  await page.goto('/dashboard/team');
  await page.waitForURL('**/dashboard/home-admin');
  await shows(page.getByRole('heading', { name: /Bienvenido/ }));
  expect(await page.getByText('Aún no tienes equipo').count()).toBe(0);
  await page.context().close();
});

test('a dashboard link opened logged out (a shared booking link) is where the log-in lands', async () => {
  const player = await createUser('PLAYER', 'Lina', 'DelEnlace');
  const page = await newPage(browser, PHONE);
  const link = '/dashboard/team/list?showHeader=false';
  await page.goto(link);
  await page.waitForURL('**/login');
  await page.getByLabel('Correo electrónico').click();
  await hydrated(page.locator('form button[type="submit"]'));
  await page.getByLabel('Correo electrónico').fill(player.email);
  await page.locator('input[type="password"]').first().fill(player.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
  await page.waitForURL(`**${link}`);
  await page.context().close();

  // Only an address of the dashboard is followed: never another site's.
  const other = await newPage(browser, PHONE);
  await openForm(other, '/login');
  await other.evaluate(() => window.history.replaceState({ returnTo: '//otro-sitio.example/dashboard/' }, ''));
  await other.getByLabel('Correo electrónico').fill(player.email);
  await other.locator('input[type="password"]').first().fill(player.password);
  await other.getByRole('button', { name: 'Iniciar sesión' }).last().click();
  await other.waitForURL('**/dashboard/home-player');
  expect(new URL(other.url()).origin).toBe(baseURL());
  await other.context().close();
});

test('a wrong password shows the server’s message in the login error modal', async () => {
  const page = await newPage(browser);
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill('jugador@canchas.co');
  await page.locator('input[type="password"]').fill('NoEsLaClave#1');
  await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
  await shows(page.getByText(MSG.auth.loginErrorTitle));
  await shows(page.getByText(MSG.auth.badCredentials));
  await page.close();
});

test('the right password with the wrong user type says which type the account is, switches it, and one more press logs in', async () => {
  const page = await newPage(browser, PHONE);
  await page.goto('/login');
  await page.getByText('Administrador de cancha').click();
  await page.getByLabel('Correo electrónico').fill('jugador@canchas.co');
  await page.locator('input[type="password"]').fill('Canchas2026!');
  await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
  const message = page.getByRole('dialog', { name: MSG.auth.loginErrorTitle });
  await shows(message.getByText(`${MSG.auth.wrongRolePlayer} ${MSG.auth.wrongRoleSwitched}`));
  expect(page.url()).toContain('/login');
  await message.getByRole('button').last().click();
  expect(await page.getByRole('radio', { name: 'Jugador' }).isChecked()).toBe(true);
  // Closing the message leaves the keyboard on the password, so Enter sends the form again.
  await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'password');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard/home-player');
  await page.close();
});

test('an e-mail another account holds stays marked when the input is left, until it is changed; "Inicia sesión" then takes one tap', async () => {
  const page = await newPage(browser, PHONE);
  // The page's clock, so that the form's check on leaving an input (debounced) runs when the journey says.
  await page.clock.install();
  await openForm(page, '/register');
  const id = uniqueIdentity('t');
  await fillRegister(page, { ...id, email: 'JUGADOR@Canchas.co' }, 'Clave#2026ok');
  await page.getByRole('button', { name: 'Registrarme' }).click();
  const dialog = page.getByRole('dialog', { name: MSG.auth.registerErrorTitle });
  await shows(dialog.getByText(MSG.auth.emailTaken));
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  const email = page.getByLabel('Correo electrónico');
  const mark = page.getByText(MSG.auth.emailTaken);
  await shows(mark);
  await page.getByLabel('Apellido').focus();
  // The check of the input just left has run (src/components/formValidation.ts, CHECK_ON_LEAVE): the mark stayed.
  await runTimers(page, 1_000);
  expect(await mark.isVisible()).toBe(true);
  await email.fill('jugador@canchas.co');
  await page.getByLabel('Apellido').focus();
  await shows(mark);
  await email.fill(id.email);
  await expect.poll(() => mark.count()).toBe(0);
  await email.fill('jugador@canchas.co');
  await email.blur();
  await shows(mark);
  await page.getByRole('link', { name: 'Inicia sesión' }).click();
  await page.waitForURL('**/login');
  await page.close();
});

test('the password toggle speaks Spanish and is reached with the keyboard', async () => {
  const page = await newPage(browser);
  await page.goto('/login');
  const password = page.locator('input[type="password"]');
  await password.fill('Secreta#1');
  await password.focus();
  await page.keyboard.press('Tab');
  const toggle = page.getByRole('button', { name: 'Mostrar contraseña' });
  await hydrated(toggle);
  expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  await shows(page.getByRole('button', { name: 'Ocultar contraseña' }));
  expect(await page.locator('input[autocomplete="current-password"]').getAttribute('type')).toBe('text');
  await page.close();
});

test('register says what is wrong with a field once it is left, not while it is typed; its button reads unavailable until the form is valid', async () => {
  const page = await newPage(browser, PHONE);
  await page.clock.install();
  await page.goto('/register');
  const submit = page.getByRole('button', { name: 'Registrarme' });
  expect(await submit.isDisabled()).toBe(true);
  await page.getByLabel('Correo electrónico').click();
  await hydrated(submit);
  const cellphone = page.getByRole('textbox', { name: 'Celular', exact: true });
  await cellphone.fill('300');
  // Still being typed: nothing is said, even once any check of the form's (debounced) has had its moment.
  await runTimers(page, 1_000);
  expect(await page.getByText(MSG.validation.cellphoneInvalid).count()).toBe(0);
  await cellphone.blur();
  await shows(page.getByText(MSG.validation.cellphoneInvalid));
  // Typing again takes the message away until the field is left again.
  await cellphone.fill('3001234567');
  await expect.poll(() => page.getByText(MSG.validation.cellphoneInvalid).count(), { timeout: 5_000 }).toBe(0);
  await page.locator('input[type="password"]').nth(0).fill('abc');
  await page.locator('input[type="password"]').nth(0).blur();
  await shows(page.getByText(MSG.validation.passwordHint).last());
  // The rule is printed once, as the error.
  expect(await page.getByText(MSG.validation.passwordHint).count()).toBe(1);
  // The confirmation says it differs even while the first password breaks the rule.
  await page.locator('input[type="password"]').nth(1).fill('abd');
  await page.locator('input[type="password"]').nth(1).blur();
  await shows(page.getByText(MSG.validation.passwordsDontMatch));
  // A name too long says so.
  await page.getByLabel('Nombre', { exact: false }).first().fill('N'.repeat(61));
  await page.getByLabel('Nombre', { exact: false }).first().blur();
  await shows(page.getByText(MSG.validation.tooLong(60)));
  expect(await page.getByText(MSG.validation.firstNameRequired).count()).toBe(0);
  await page.locator('input[type="password"]').nth(0).fill('Futbol#2026');
  await page.locator('input[type="password"]').nth(1).fill('Futbol#2027');
  await page.locator('input[type="password"]').nth(1).blur();
  await shows(page.getByText(MSG.validation.passwordsDontMatch));
  expect(await submit.getAttribute('aria-disabled')).toBe('true');
  await page.close();
});

test('register: pressing Registrarme with a field never touched says what is missing and puts the keyboard there', async () => {
  const page = await newPage(browser, PHONE);
  await openForm(page, '/register');
  const id = uniqueIdentity('trampa');
  // Everything but 'Apellido', which the person never went to (say the browser's autofill left it empty).
  await page.getByLabel('Nombre', { exact: false }).first().fill('Sofía');
  await page.getByLabel('Edad').fill('22');
  await page.getByRole('textbox', { name: 'Celular', exact: true }).fill(id.cellphone);
  await page.getByLabel('Número de documento').fill(id.documentNumber);
  await page.getByLabel('Correo electrónico').fill(id.email);
  await page.locator('input[type="password"]').nth(0).fill('Futbol#2026');
  await page.locator('input[type="password"]').nth(1).fill('Futbol#2026');
  expect(await page.getByText(MSG.validation.lastNameRequired).count()).toBe(0);
  const submit = page.getByRole('button', { name: 'Registrarme' });
  // Reached with Tab and pressed with Enter, though it reads unavailable.
  await page.locator('input[type="password"]').nth(1).focus();
  for (let tabs = 0; tabs < 5 && !(await submit.evaluate((b) => b === document.activeElement)); tabs++) await page.keyboard.press('Tab');
  expect(await submit.evaluate((b) => b === document.activeElement)).toBe(true);
  expect(await submit.getAttribute('aria-disabled')).toBe('true');
  await page.keyboard.press('Enter');
  expect(await shows(page.getByText(MSG.validation.lastNameRequired))).toBe(true);
  expect(await page.getByLabel('Apellido').evaluate((input) => input === document.activeElement)).toBe(true);
  // Nothing was sent: still on the form, with what was typed.
  expect(new URL(page.url()).pathname).toBe('/register');
  expect(await page.getByLabel('Nombre', { exact: false }).first().inputValue()).toBe('Sofía');
  await page.close();
});

test('a cellphone typed with +57 and spaces, a cédula with dots and an age out of range: kept, refused with the range, and the account is made', async () => {
  const page = await newPage(browser, PHONE);
  const id = uniqueIdentity('trap');
  await openForm(page, '/register');
  await fillRegister(page, id, 'Futbol#2026');
  // As people write them: '+57 310 123 4567' and '1.047.100.001'.
  const cellphone = page.getByRole('textbox', { name: 'Celular', exact: true });
  await cellphone.fill('');
  await cellphone.pressSequentially(`+57 ${id.cellphone.slice(0, 3)} ${id.cellphone.slice(3, 6)} ${id.cellphone.slice(6)}`);
  expect(await cellphone.inputValue()).toBe(id.cellphone);
  const document = page.getByLabel('Número de documento');
  await document.fill('');
  await document.pressSequentially(id.documentNumber.replace(/(\d)(?=(\d{3})+$)/g, '$1.'));
  expect(await document.inputValue()).toBe(id.documentNumber);
  expect(await page.getByText(MSG.validation.cellphoneInvalid).count()).toBe(0);
  // An age of 150 is refused with the range it must be in, not changed to 100 behind the person's back.
  const age = page.getByLabel('Edad');
  await age.fill('150');
  await age.blur();
  expect(await age.inputValue()).toBe('150');
  expect(await shows(page.getByText(MSG.validation.ageInvalid))).toBe(true);
  expect(MSG.validation.ageInvalid).toContain('entre 5 y 100');
  expect(await page.getByRole('button', { name: 'Registrarme' }).isDisabled()).toBe(true);
  // Nor is 25.5 cut to 25 or to 255: it stays as typed, with the rule.
  await age.fill('');
  await age.pressSequentially('25.5');
  await age.blur();
  expect(await age.inputValue()).toBe('25.5');
  expect(await shows(page.getByText(MSG.validation.ageInvalid))).toBe(true);
  await age.fill('22');
  // The symbols a password takes are said before the first try.
  expect(await page.getByText(MSG.validation.passwordSymbols).isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await shows(page.getByText(MSG.auth.registerSuccessTitle));
  const { user } = await (
    await fetch(`${baseURL()}/auth/authenticate/player`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: id.email, password: 'Futbol#2026' }),
    })
  ).json();
  expect([user.cellphone, user.documentNumber, user.age]).toEqual([id.cellphone, id.documentNumber, 22]);
  await page.close();
});

test('register: an answer lost on the way, pressed again, says the account was made, never that its e-mail is taken', async () => {
  const page = await newPage(browser, PHONE);
  const id = uniqueIdentity('lost');
  // The server makes the account, and its answer never reaches the page.
  let sent = 0;
  await page.route('**/auth/player/register', async (route) => {
    if (sent++ > 0) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await openForm(page, '/register');
  await fillRegister(page, id, 'Futbol#2026');
  await page.getByRole('button', { name: 'Registrarme' }).click();
  expect(await shows(page.getByText(MSG.failure.offline))).toBe(true);
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await page.getByRole('button', { name: 'Registrarme' }).click();
  expect(await shows(page.getByText(MSG.auth.registerSuccessTitle))).toBe(true);
  expect(await page.getByText(MSG.auth.emailTaken).count()).toBe(0);
  expect(sent).toBe(2);
  await page.close();
});

test('register: "Inicia sesión" by mistake and Back finds the form as it was left, but the passwords', async () => {
  const page = await newPage(browser, PHONE);
  const id = uniqueIdentity('back');
  await openForm(page, '/register');
  await page.getByText('Administrador de cancha').click();
  await fillRegister(page, id, 'Futbol#2026');
  await page.getByRole('link', { name: 'Inicia sesión' }).click();
  await page.waitForURL('**/login');
  // The log-in form has replaced the sign-up's (one password input) before Back.
  await expect.poll(() => page.locator('input[type="password"]').count()).toBe(1);
  await page.goBack();
  await page.waitForURL('**/register');
  await expect.poll(() => page.getByLabel('Correo electrónico').inputValue()).toBe(id.email);
  expect(await page.getByLabel('Apellido').inputValue()).toBe('Martínez');
  expect(await page.getByRole('textbox', { name: 'Celular', exact: true }).inputValue()).toBe(id.cellphone);
  expect(await page.getByLabel('Edad').inputValue()).toBe('22');
  expect(await page.getByRole('radio', { name: 'Administrador de cancha' }).isChecked()).toBe(true);
  expect(await page.locator('input[type="password"]').nth(0).inputValue()).toBe('');
  // A reload shows it too, before any touch (the prerendered page alone is empty): what is typed next is added to what
  // is seen, never to something hidden.
  await page.reload();
  await expect.poll(() => page.getByLabel('Apellido').inputValue()).toBe('Martínez');
  await page.getByLabel('Apellido').fill('Ruiz');
  await page.getByLabel('Apellido').blur();
  expect(await page.evaluate(() => (history.state as { usr: { registerDraft: { lastName: string } } }).usr.registerDraft.lastName)).toBe('Ruiz');
  await page.close();
});

test('after the log-in error is closed, the keyboard is on the password to correct it', async () => {
  const page = await newPage(browser, PHONE);
  await openForm(page, '/login');
  await page.getByLabel('Correo electrónico').fill('jugador@canchas.co');
  await page.locator('input[type="password"]').fill('NoEsLaClave#1');
  await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('current-password');
  await page.close();
});

// '/terms' and '/privacy' lead to the legal pages instead (privacy.e2e.test.ts).
test.each(['/', '/about', '/contact', '/no-existe'])('%s lands on /home', async (path) => {
  const page = await newPage(browser);
  await page.goto(path);
  await page.waitForURL('**/home');
  await shows(page.getByRole('heading', { name: 'Bienvenido a Canchas' }));
  await page.close();
});

test('a session that ended and cannot be renewed says so and opens the log-in, which comes back to the same screen', async () => {
  const user = await createUser('PLAYER');
  const page = await newPage(browser);
  // The token is stored from a page where the app does not run: an app page still starting could read it,
  // end its session and forget it before the dashboard loads.
  await page.goto('/health');
  // A token whose signature the server will refuse: refresh fails and the session ends.
  const fake = ['{"alg":"HS256","typ":"JWT"}', `{"sub":"jugador@canchas.co","role":"PLAYER","iat":1,"exp":2}`]
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.');
  await page.evaluate((t) => localStorage.setItem('token', `${t}.firma`), fake);
  await page.goto('/dashboard/profile');
  await page.waitForURL('**/login');
  expect(await shows(page.getByRole('alert').filter({ hasText: MSG.session.expiredTitle }).getByText(MSG.session.expiredText))).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // Logged in again, the person is back where they were.
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.locator('input[type="password"]').first().fill(user.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
  await page.waitForURL('**/dashboard/profile');
  await page.close();
});

test('a renewal that gets no answer keeps the person in, with what they typed and a notice; Reintentar renews once the server answers', async () => {
  const user = await createUser('PLAYER');
  const page = await newPage(browser, PHONE);
  await page.clock.install();
  await loginViaUi(page, user);
  await page.getByRole('link', { name: 'Crear equipo' }).first().click();
  await page.getByLabel('Nombre del equipo').fill('Los del Barrio');
  const stored = await page.evaluate(() => localStorage.getItem('token'));
  // The phone loses the connection as the token comes due: the renewal a minute before it expires gets no answer.
  await page.route('**/auth/refresh/**', (route) => route.abort('internetdisconnected'));
  await page.clock.fastForward('59:30');
  const notice = page.getByRole('alert').filter({ hasText: MSG.renewal.failed });
  expect(await shows(notice)).toBe(true);
  expect(page.url()).toContain('/dashboard/team/form');
  expect(await page.getByLabel('Nombre del equipo').inputValue()).toBe('Los del Barrio');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(stored);
  // Back online: 'Reintentar' renews, and the notice goes.
  await page.unroute('**/auth/refresh/**');
  await notice.getByRole('button', { name: MSG.failure.retry }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token')), { timeout: 15_000 }).not.toBe(stored);
  expect(await notice.count()).toBe(0);
  expect(await page.getByLabel('Nombre del equipo').inputValue()).toBe('Los del Barrio');
  await page.close();
});
