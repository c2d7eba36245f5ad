/**
 * The team's calendar feed in the browser, on a phone (390 px) (docs/product.md, "Team calendar"): the owner
 * turns it on from 'Calendario del equipo', the webcal address shows with 'Copiar enlace' and 'Suscribirse',
 * and the address answers text/calendar with the team's booking; a member sees the same address without the
 * owner's buttons; a new link revokes the old one, and 'Desactivar' ends it. Runs on users of its own.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, createUser, launchBrowser, loginViaUi, newPage, PHONE, screenshot, shows, type TestUser, createField, toasted } from './browser';

const bogotaDate = (days: number) => new Date(Date.now() - 5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const TOMORROW = bogotaDate(1);
const suffix = String(Date.now()).slice(-5);
const FIELD_NAME = `Cancha Calendario ${suffix}`;
const TEAM_NAME = `Alcatraces ${suffix}`;

let browser: Browser;
let owner: TestUser;
let member: TestUser;
let bookingId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  let admin: TestUser;
  [owner, member, admin] = await Promise.all([
    createUser('PLAYER', 'Carmen', 'Ospino'),
    createUser('PLAYER', 'Tomás', 'Zúñiga'),
    createUser('FIELD_ADMIN', 'Hernando', 'Vélez'),
  ]);
  const field = await createField(admin, { name: FIELD_NAME, address: 'Avenida Santander #45-10, Marbella', hourlyRate: 85000 });
  const team = await api.post<{ id: number }>(
    '/team',
    { name: TEAM_NAME, city: 'Cartagena', neighborhood: 'Crespo', maxPlayers: 5, ownerId: owner.id },
    owner.token,
  );
  await api.post(`/team/${team.id}/member/${member.id}`, undefined, owner.token);
  const booking = await api.post<{ id: number }>(
    '/reservation',
    { teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime: '19:00', hours: 2, endTime: '21:00' },
    owner.token,
  );
  bookingId = booking.id;
});
afterAll(() => browser?.close());

const section = (page: Page) => page.getByRole('region', { name: 'Calendario del equipo' });
const address = (page: Page) => section(page).getByLabel('Enlace del calendario');

describe.sequential('team calendar', () => {
  let first = '';

  test('the owner turns it on: the webcal address shows, and it answers text/calendar with the booking', async () => {
    const page = await newPage(browser, PHONE);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginViaUi(page, owner);
    await page.goto('/dashboard/team');
    expect(await shows(section(page).getByText('Activa un enlace secreto'))).toBe(true);
    await section(page).getByRole('button', { name: 'Activar calendario' }).click();
    await toasted(page, 'Calendario activado');

    expect(await shows(address(page))).toBe(true);
    first = await address(page).inputValue();
    const origin = new URL(page.url());
    expect(first).toMatch(new RegExp(`^webcal://${origin.host.replace(/\./g, '\\.')}/api/v1/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(await section(page).getByRole('link', { name: 'Suscribirse' }).getAttribute('href')).toBe(first);
    await section(page).getByRole('button', { name: 'Copiar enlace' }).click();
    expect(await shows(section(page).getByRole('button', { name: 'Enlace copiado' }))).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    // The section fits the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'team-calendar-phone');

    const res = await fetch(first.replace(/^webcal:/, origin.protocol));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = (await res.text()).replace(/\r\n /g, '');
    expect(text).toContain(`UID:reserva-${bookingId}@canchas`);
    expect(text).toContain(`SUMMARY:Reserva de cancha: ${FIELD_NAME}`);
    expect(text).toContain(`DTSTART;TZID=America/Bogota:${TOMORROW.replaceAll('-', '')}T190000`);
    expect(text).toContain('LOCATION:Avenida Santander #45-10\\, Marbella\\, Cartagena');
    await page.context().close();
  });

  test('a member sees the same address, to copy or subscribe, without the owner’s buttons', async () => {
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, member);
    await page.goto('/dashboard/team');
    expect(await shows(address(page))).toBe(true);
    expect(await address(page).inputValue()).toBe(first);
    expect(await section(page).getByRole('button', { name: 'Copiar enlace' }).isVisible()).toBe(true);
    expect(await section(page).getByRole('link', { name: 'Suscribirse' }).isVisible()).toBe(true);
    for (const owners of ['Generar nuevo enlace', 'Desactivar', 'Activar calendario']) {
      expect(await section(page).getByRole('button', { name: owners }).count()).toBe(0);
    }
    await page.context().close();
  });

  test('a new link revokes the old one, so does removing a member; "Desactivar" ends the feed', async () => {
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, owner);
    await page.goto('/dashboard/team');
    expect(await shows(address(page))).toBe(true);
    const http = (webcal: string) => webcal.replace(/^webcal:/, new URL(page.url()).protocol);

    await section(page).getByRole('button', { name: 'Generar nuevo enlace' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Generar un nuevo enlace?' });
    expect(await shows(confirm.getByText('El enlace actual dejará de funcionar'))).toBe(true);
    await confirm.getByRole('button', { name: 'Sí, generar' }).click();
    await toasted(page, 'Nuevo enlace generado');
    await page.waitForFunction((old) => (document.querySelector('input[readonly]') as HTMLInputElement | null)?.value !== old, first);
    const second = await address(page).inputValue();
    expect(second).not.toBe(first);
    expect((await fetch(http(first))).status).toBe(404);
    expect((await fetch(http(second))).status).toBe(200);

    // Tomás is removed from the team: he knew the address, so the feed gets a new one, which the card shows.
    await page.getByRole('button', { name: 'Eliminar a Tomás Zúñiga' }).click();
    await page.getByRole('button', { name: 'Sí, eliminar' }).click();
    await page.getByRole('article', { name: 'Tomás Zúñiga' }).waitFor({ state: 'detached' });
    await page.waitForFunction((old) => {
      const value = (document.querySelector('input[readonly]') as HTMLInputElement | null)?.value;
      return Boolean(value) && value !== old;
    }, second);
    const third = await address(page).inputValue();
    expect((await fetch(http(second))).status).toBe(404);
    expect((await fetch(http(third))).status).toBe(200);

    await section(page).getByRole('button', { name: 'Desactivar' }).click();
    const off = page.getByRole('dialog', { name: '¿Desactivar el calendario?' });
    await off.getByRole('button', { name: 'Sí, desactivar' }).click();
    await toasted(page, 'Calendario desactivado');
    expect(await shows(section(page).getByRole('button', { name: 'Activar calendario' }))).toBe(true);
    expect(await address(page).count()).toBe(0);
    expect((await fetch(http(third))).status).toBe(404);
    await page.context().close();
  });
});
