/**
 * Profiles and the mobile menu in the browser: the photo change with the checks of docs/product.md (Validation) before
 * any upload, another user's profile, the menu's links by role and team, log-out, and the redirect of
 * the menu on wide screens. Screenshots of each screen at both widths.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as MSG from '../../domain/messages';
import type { Team } from '../../domain/types';
import {
  api,
  createUser,
  DESKTOP,
  launchBrowser,
  loginViaUi,
  newPage,
  PHONE,
  screenshot,
  SCREENSHOTS,
  settled,
  shows,
  type TestUser,
  toasted,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function loggedIn(user: TestUser, viewport = DESKTOP): Promise<Page> {
  const page = await newPage(browser, viewport);
  await loginViaUi(page, user);
  return page;
}

const createTeam = (owner: TestUser) =>
  api.post<Team>(
    '/team',
    { name: `Equipo ${Date.now() % 100000}`, city: 'Cartagena', neighborhood: 'Crespo', maxPlayers: 6, ownerId: owner.id },
    owner.token,
  );

describe('profile', () => {
  test('the photo change refuses a non-image and an image over 2 MB before uploading, then uploads a good one', async () => {
    const player = await createUser('PLAYER', 'Ana', 'Fotógrafa');
    const page = await loggedIn(player, PHONE);
    await page.goto('/dashboard/profile');
    expect(await shows(page.getByRole('heading', { name: 'Ana Fotógrafa' }))).toBe(true);
    expect(await shows(page.getByText('Jugador', { exact: true }))).toBe(true);
    expect(await page.getByRole('img', { name: 'Foto de Ana Fotógrafa' }).getAttribute('src')).toBe('/images/profile-fallback.svg');

    const uploads: string[] = [];
    page.on('request', (r) => r.url().includes('/upload-image') && uploads.push(r.url()));
    await page.getByRole('button', { name: 'Cambiar foto' }).click();
    const modal = page.getByRole('dialog', { name: 'Cambiar foto' });
    await shows(modal);
    const input = modal.locator('input[type="file"]');
    const upload = modal.getByRole('button', { name: 'Subir foto' });
    expect(await upload.isDisabled()).toBe(true);

    await input.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('no soy una imagen') });
    expect(await shows(modal.getByText(MSG.validation.imageTypeTitle))).toBe(true);
    expect(await shows(modal.getByText(MSG.validation.imageTypeText))).toBe(true);
    expect(await upload.isDisabled()).toBe(true);
    await screenshot(page, 'profile-photo-invalid-phone');

    await input.setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
    expect(await shows(modal.getByText(MSG.validation.imageSizeTitle))).toBe(true);
    expect(await shows(modal.getByText(MSG.validation.imageSizeText))).toBe(true);
    expect(await modal.getByText(MSG.validation.imageTypeTitle).count()).toBe(0);
    expect(await upload.isDisabled()).toBe(true);

    await input.setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: PNG_1X1 });
    expect(await modal.getByText(MSG.validation.imageSizeTitle).count()).toBe(0);
    expect(await shows(modal.getByRole('img', { name: 'Vista previa de la nueva foto' }))).toBe(true);
    expect(uploads).toHaveLength(0);
    await upload.click();
    await toasted(page, MSG.image.updated);
    await modal.waitFor({ state: 'detached' });
    expect(uploads).toHaveLength(1);
    await page.waitForFunction(() => document.querySelector('img[alt="Foto de Ana Fotógrafa"]')?.getAttribute('src')?.startsWith('/api/v1/images/'));
    await page.context().close();
  });

  test('an administrator’s profile shows their field; another user’s profile shows their names; a missing one goes back to the own profile', async () => {
    const admin = await createUser('FIELD_ADMIN', 'Beto', 'Cancha');
    await api.post(
      '/field',
      {
        name: 'Cancha de Beto',
        address: 'Calle 1',
        city: 'Cartagena',
        hourlyRate: 50000,
        openingHour: '08:00',
        closingHour: '20:00',
        status: 'ACTIVE',
        adminId: admin.id,
      },
      admin.token,
    );
    const page = await loggedIn(admin);
    await page.goto('/dashboard/profile');
    expect(await shows(page.getByText('Administrador de cancha', { exact: true }))).toBe(true);
    expect(await shows(page.getByText('Cancha de Beto'))).toBe(true);

    const player = await createUser('PLAYER', 'Carla', 'Visitada');
    await page.goto(`/dashboard/profile/player/${player.id}`);
    expect(await shows(page.getByRole('heading', { name: 'Carla Visitada' }))).toBe(true);
    expect(await shows(page.getByText('Jugador', { exact: true }))).toBe(true);
    await page.goto(`/dashboard/profile/admin/${admin.id}`);
    expect(await shows(page.getByRole('heading', { name: 'Beto Cancha' }))).toBe(true);

    await page.goto('/dashboard/profile/admin/999999');
    await page.waitForURL('**/dashboard/profile');
    await toasted(page, MSG.user.profileLoadFailed);
    await page.context().close();
  });

  test("at 390 px an e-mail another account holds is marked under its input, and the message leaves the dialog's buttons free", async () => {
    const [player, other] = await Promise.all([createUser('PLAYER', 'Lina', 'Correa'), createUser('PLAYER', 'Otro', 'Usuario')]);
    const page = await loggedIn(player, PHONE);
    await page.goto('/dashboard/profile');
    await page.getByRole('button', { name: MSG.user.editTitle }).click();
    const dialog = page.getByRole('dialog', { name: MSG.user.editTitle });
    const email = dialog.getByLabel('Correo electrónico');
    await email.fill(other.email);
    // The password typed and sent at once: the check of the e-mail just left lands after the answer.
    await dialog.getByLabel(MSG.auth.currentPasswordLabel).fill(player.password);
    await dialog.getByRole('button', { name: MSG.user.save }).click();
    expect(await shows(dialog.getByRole('alert').filter({ hasText: MSG.user.updateFailed }))).toBe(true);
    // The check of the e-mail just left comes after the answer, and keeps the mark the answer set.
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => dialog.getByText(MSG.auth.emailTaken).count()).toBe(2);
    await settled(page);
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
    await dialog.getByRole('button', { name: MSG.user.save }).scrollIntoViewIfNeeded();
    const save = (await dialog.getByRole('button', { name: MSG.user.save }).boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.textContent,
      [save.x + save.width / 2, save.y + save.height / 2],
    );
    expect(onTop).toBe(MSG.user.save);
    await page.context().close();
  });

  test('at 390 px the security buttons show their whole names, none cut', async () => {
    const player = await createUser('PLAYER', 'Ana', 'Segura');
    const page = await loggedIn(player, PHONE);
    await page.goto('/dashboard/profile');
    const button = page.getByRole('button', { name: MSG.auth.logoutAllTitle });
    await button.waitFor();
    const cut = await page
      .getByRole('button', { name: MSG.auth.changePasswordTitle })
      .or(button)
      .evaluateAll((buttons) =>
        buttons.flatMap((b) => [...b.querySelectorAll('span')].filter((s) => s.scrollWidth > s.clientWidth + 1).map((s) => s.textContent)),
      );
    expect(cut).toEqual([]);
    const box = await button.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await page.context().close();
  });
});

test('at 390 px a long name and e-mail keep to the screen in the profile header, wrapped', async () => {
  const player = await createUser(
    'PLAYER',
    'Francisco Javier de la Santísima Trinidad',
    'González Rodríguez de Mendoza y Alcázar',
    'francisco.javier.delasantisimatrinidad.gonzalezrodriguezdemendoza',
  );
  const page = await loggedIn(player, PHONE);
  await page.goto('/dashboard/profile');
  const heading = page.getByRole('heading', { level: 1, name: /Francisco Javier/ });
  await heading.waitFor();
  const box = (await heading.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.height).toBeGreaterThan(60); // more than one line
  const email = (await page.getByText(player.email).first().boundingBox())!;
  expect(email.x).toBeGreaterThanOrEqual(0);
  expect(email.x + email.width).toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.context().close();
});

describe('mobile menu', () => {
  test('a player with a team sees every link of the role, and logs out after confirming', async () => {
    const captain = await createUser('PLAYER', 'Pipe', 'Capitán');
    await createTeam(captain);
    const page = await loggedIn(captain, PHONE);
    await page.getByRole('link', { name: 'Ver más' }).click();
    await page.waitForURL('**/dashboard/menu');
    expect(await shows(page.getByText('jugador', { exact: true }))).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Menú completo' });
    const links = await nav.getByRole('link').allTextContents();
    expect(links).toEqual(['Canchas', 'Mi equipo', 'Reservas', 'Ver jugadores', 'Agregar jugadores', 'Solicitudes', 'Avisos', 'Perfil']);
    await screenshot(page, 'menu-player-phone');

    await nav.getByRole('button', { name: 'Cerrar sesión' }).click();
    const confirm = page.getByRole('dialog', { name: MSG.auth.logoutConfirmTitle });
    expect(await shows(confirm.getByText(MSG.auth.logoutConfirmText))).toBe(true);
    await confirm.getByRole('button', { name: MSG.auth.logoutConfirm }).click();
    // Where log-out lands is the session's business (the auth journey checks it); here: out of the dashboard.
    await page.waitForURL((url) => !url.pathname.startsWith('/dashboard'));
    await toasted(page, MSG.session.logoutSuccessTitle);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.context().close();
  });

  test('a player without a team loses the team links; an administrator sees theirs', async () => {
    const loner = await loggedIn(await createUser('PLAYER'), PHONE);
    await loner.goto('/dashboard/menu');
    const nav = loner.getByRole('navigation', { name: 'Menú completo' });
    await shows(nav.getByRole('link').first());
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Canchas', 'Mi equipo', 'Solicitudes', 'Avisos', 'Perfil']);
    await loner.context().close();

    const admin = await loggedIn(await createUser('FIELD_ADMIN', 'Ada', 'Menú'), PHONE);
    await admin.goto('/dashboard/menu');
    expect(await shows(admin.getByText('administrador de cancha', { exact: true }))).toBe(true);
    const adminNav = admin.getByRole('navigation', { name: 'Menú completo' });
    expect(await adminNav.getByRole('link').allTextContents()).toEqual(['Inicio', 'Mi cancha', 'Reservas', 'Avisos', 'Perfil']);
    await screenshot(admin, 'menu-admin-phone');
    await admin.context().close();
  });

  test('wider than 768 px the menu sends each role to its home', async () => {
    const admin = await loggedIn(await createUser('FIELD_ADMIN'), { width: 769, height: 800 });
    await admin.goto('/dashboard/menu');
    await admin.waitForURL('**/dashboard/home-admin');
    await admin.context().close();
    const player = await loggedIn(await createUser('PLAYER'), DESKTOP);
    await player.goto('/dashboard/menu');
    await player.waitForURL('**/dashboard/home-player');
    await player.context().close();
    // At exactly 768 px the menu stays.
    const edge = await loggedIn(await createUser('PLAYER'), { width: 768, height: 800 });
    await edge.goto('/dashboard/menu');
    expect(await shows(edge.getByRole('navigation', { name: 'Menú completo' }))).toBe(true);
    expect(edge.url()).toContain('/dashboard/menu');
    await edge.context().close();
  });
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('screens on a %s', (size, viewport) => {
  // Screenshots alone: the screens' behaviour is checked above, and axe reads them at both widths (a11y.e2e.test.ts).
  test.runIf(SCREENSHOTS)('profile, photo modal and another user’s profile render at this width', async () => {
    const player = await createUser('PLAYER', 'Mario', 'Ospina');
    await createTeam(player);
    const page = await loggedIn(player, viewport);
    await page.goto('/dashboard/profile');
    expect(await shows(page.getByRole('heading', { name: 'Mario Ospina' }))).toBe(true);
    await screenshot(page, `profile-${size}`);
    await page.getByRole('button', { name: 'Cambiar foto' }).click();
    await shows(page.getByRole('dialog', { name: 'Cambiar foto' }));
    await screenshot(page, `profile-photo-modal-${size}`);
    await page.keyboard.press('Escape');
    const admin = await createUser('FIELD_ADMIN', 'Elena', 'Rúa');
    await page.goto(`/dashboard/profile/admin/${admin.id}`);
    expect(await shows(page.getByRole('heading', { name: 'Elena Rúa' }))).toBe(true);
    await screenshot(page, `profile-other-user-${size}`);
    await page.context().close();
  });
});
