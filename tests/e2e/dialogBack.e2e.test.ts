/**
 * The phone's Back with a dialog open (docs/architecture.md, "Dialogs and Back"): it closes the dialog and stays on
 * the screen; a dialog closed otherwise leaves no step behind, so the next Back leaves the screen; a dialog's link to
 * another screen comes back in one Back, and Forward goes there again; a confirmation closed by Back is a "no".
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as MSG from '../../domain/messages';
import { api, createField, createUser, launchBrowser, loginViaUi, newPage, PHONE, shows, type TestUser } from './browser';

let browser: Browser;
let admin: TestUser;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await createUser('FIELD_ADMIN', 'Beatriz', 'Atrás');
  await createField(admin, { name: 'Cancha del Atrás', address: 'Calle 5 #6-7', hourlyRate: 60000 });
});
afterAll(() => browser?.close());

const path = (page: Page) => new URL(page.url()).pathname;

/** The administrator on their reservation list, come to from home-admin (two steps in the history). */
async function onReservationList() {
  const page = await newPage(browser, PHONE);
  await loginViaUi(page, admin);
  await page.goto('/dashboard/reservation/list/field');
  const manual = page.getByRole('button', { name: MSG.reservation.manualButton });
  await manual.waitFor();
  return { page, manual, dialog: page.getByRole('dialog', { name: MSG.reservation.manualTitle }) };
}

describe('Back with a dialog open', () => {
  test('closes the dialog and stays on the screen; the next Back leaves it', async () => {
    const { page, manual, dialog } = await onReservationList();
    await manual.click();
    await dialog.getByLabel('Fecha').waitFor();

    await page.goBack();
    await dialog.waitFor({ state: 'hidden' });
    expect(path(page)).toBe('/dashboard/reservation/list/field');
    expect(await manual.isVisible()).toBe(true);

    await page.goBack();
    await page.waitForURL('**/dashboard/home-admin');
    await page.context().close();
  });

  test('a dialog closed by its × leaves no step behind: one Back leaves the screen', async () => {
    const { page, manual, dialog } = await onReservationList();
    await manual.click();
    await dialog.getByLabel('Fecha').waitFor();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Opened and closed again: still one step.
    await manual.click();
    await dialog.getByLabel('Fecha').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.goBack();
    await page.waitForURL('**/dashboard/home-admin');
    await page.context().close();
  });

  test("a dialog's link to another screen: one Back comes back to the screen, Forward goes there again", async () => {
    const owner = await createUser('PLAYER', 'Olga', 'Atrás');
    const team = await api.post<{ name: string }>(
      '/team',
      { name: `Atrás FC ${Date.now() % 100000}`, city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 6, ownerId: owner.id },
      owner.token,
    );
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, owner);
    await page.goto('/dashboard/profile');
    await page.getByRole('button', { name: MSG.privacy.deleteAccount }).click();
    const dialog = page.getByRole('dialog', { name: MSG.privacy.deleteTitle });
    await dialog.getByRole('link', { name: MSG.privacy.ownerNoticeLink }).click();
    await page.waitForURL('**/dashboard/team');
    // The team's screen shown (its code come): the profile and its dialog have gone.
    await page.getByRole('heading', { name: team.name }).waitFor();

    await page.goBack();
    await page.waitForURL('**/dashboard/profile');
    expect(await shows(page.getByRole('button', { name: MSG.privacy.deleteAccount }))).toBe(true);
    expect(await dialog.count()).toBe(0);
    // Settled on the profile's own entry: no second Back is needed to leave it.
    await expect.poll(() => page.evaluate(() => (window.history.state as { dialog?: string } | null)?.dialog)).toBeUndefined();

    await page.goForward();
    await page.waitForURL('**/dashboard/team');
    await page.context().close();
  });

  test('a confirmation closed by Back is a "no": still signed in, on the same screen', async () => {
    const player = await createUser('PLAYER', 'Lucas', 'Atrás');
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, player);
    await page.goto('/dashboard/menu');
    await page.getByRole('button', { name: MSG.session.logout }).click();
    const confirm = page.getByRole('dialog', { name: MSG.auth.logoutConfirmTitle });
    await confirm.waitFor();

    await page.goBack();
    await confirm.waitFor({ state: 'hidden' });
    expect(path(page)).toBe('/dashboard/menu');
    expect(await page.getByRole('button', { name: MSG.session.logout }).isVisible()).toBe(true);
    await page.context().close();
  });
});
