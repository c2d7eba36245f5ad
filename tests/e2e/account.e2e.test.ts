/**
 * The account's security in the browser (docs/product.md, "Session" and the `profile` screen): 'Cambiar
 * contraseña', 'Cerrar sesión en todos los dispositivos' and a new e-mail that asks for the current password, under the server's
 * Content-Security-Policy (no violation may be reported).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as MSG from '../../domain/messages';
import { api, baseURL, createUser, DESKTOP, launchBrowser, loginViaUi, newPage, shows, type TestUser, toasted } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const NEW_PASSWORD = 'Nueva#2026ok';

/** A logged-in page that records every Content-Security-Policy violation the browser reports. */
async function loggedIn(user: TestUser): Promise<{ page: Page; violations: string[] }> {
  const page = await newPage(browser, DESKTOP);
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await loginViaUi(page, user);
  return { page, violations };
}

const apiStatus = async (token: string) => (await fetch(`${baseURL()}/api/v1/field`, { headers: { authorization: `Bearer ${token}` } })).status;
const logIn = (email: string, password: string) =>
  fetch(`${baseURL()}/auth/authenticate/player`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe('account security', () => {
  test('Cambiar contraseña: a wrong current password is refused; then the others are out, this session goes on', async () => {
    const player = await createUser('PLAYER', 'Clara', 'Clave');
    const { page, violations } = await loggedIn(player);
    await page.goto('/dashboard/profile');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    const modal = page.getByRole('dialog', { name: 'Cambiar contraseña' });
    // The symbols a new password takes are said before the first try, as at sign-up; a '.' gets the rule and them.
    expect(await shows(modal.getByText(MSG.validation.passwordSymbols))).toBe(true);
    await modal.getByLabel(/^Nueva contraseña/).fill('Nueva.Clave2026');
    expect(await shows(modal.getByText(MSG.validation.passwordHint))).toBe(true);
    expect(await modal.getByText(MSG.validation.passwordSymbols).isVisible()).toBe(true);
    await modal.getByLabel('Contraseña actual').fill('Mala#2026ok');
    await modal.getByLabel(/^Nueva contraseña/).fill(NEW_PASSWORD);
    await modal.getByLabel('Confirmar nueva contraseña').fill(NEW_PASSWORD);
    await modal.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await toasted(page, MSG.auth.wrongPassword);

    await modal.getByLabel('Contraseña actual').fill(player.password);
    await modal.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await toasted(page, MSG.auth.passwordChanged);
    expect(await apiStatus(player.token)).toBe(401);
    // This session goes on with its fresh token, also after a reload.
    await page.reload();
    expect(await shows(page.getByRole('heading', { name: 'Clara Clave' }))).toBe(true);
    expect((await logIn(player.email, NEW_PASSWORD)).status).toBe(200);
    expect((await logIn(player.email, player.password)).status).toBe(401);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  test('Cerrar sesión en todos los dispositivos ends every session, this one included', async () => {
    const player = await createUser('PLAYER', 'Tomás', 'Todos');
    const { page, violations } = await loggedIn(player);
    await page.goto('/dashboard/profile');
    await page.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
    await page.getByRole('button', { name: MSG.auth.logoutAllConfirm }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/dashboard'));
    expect(await apiStatus(player.token)).toBe(401);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  test('a new e-mail in Editar perfil asks for the current password', async () => {
    const player = await createUser('PLAYER', 'Eva', 'Correo');
    const { page, violations } = await loggedIn(player);
    await page.goto('/dashboard/profile');
    await page.getByRole('button', { name: 'Editar perfil' }).click();
    const modal = page.getByRole('dialog', { name: 'Editar perfil' });
    expect(await modal.getByLabel('Contraseña actual').count()).toBe(0);
    const newEmail = `nuevo.${player.email}`;
    await modal.getByLabel('Correo electrónico').fill(newEmail);
    await modal.getByRole('button', { name: 'Guardar cambios' }).click();
    expect(await shows(modal.getByText(MSG.validation.currentPasswordRequired))).toBe(true);
    await modal.getByLabel('Contraseña actual').fill(player.password);
    await modal.getByRole('button', { name: 'Guardar cambios' }).click();
    await toasted(page, MSG.user.updated);
    expect(await shows(page.getByText(newEmail).first())).toBe(true);
    await page.reload();
    expect(await shows(page.getByRole('heading', { name: 'Eva Correo' }))).toBe(true);
    expect(await apiStatus(player.token)).toBe(401);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  test('a cellphone another account holds is marked under its input in Editar perfil, not only in a passing message', async () => {
    const [player, other] = await Promise.all([createUser('PLAYER', 'Iván', 'Celular'), createUser('PLAYER')]);
    const { cellphone } = await api.get<{ cellphone: string }>(`/user/player/${other.id}`, other.token);
    const { page } = await loggedIn(player);
    await page.goto('/dashboard/profile');
    await page.getByRole('button', { name: 'Editar perfil' }).click();
    const modal = page.getByRole('dialog', { name: 'Editar perfil' });
    await modal.getByRole('textbox', { name: 'Celular', exact: true }).fill(cellphone);
    await modal.getByRole('button', { name: 'Guardar cambios' }).click();
    const input = modal.getByRole('textbox', { name: 'Celular', exact: true });
    await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
    const described = await input.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described?.split(' ').find((id) => id.endsWith('error'))}"]`).textContent()).toBe(MSG.auth.cellphoneTaken);
    await page.context().close();
  });
});
