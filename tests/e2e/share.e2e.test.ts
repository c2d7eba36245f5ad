/**
 * Sharing and remembering a reservation (docs/product.md, "Reservations"): on the team's reservation list
 * an ACTIVE reservation's card offers 'Compartir por WhatsApp' (a wa.me link whose text has the field, address, date,
 * times and a map link) and 'Añadir al calendario' (an .ics in America/Bogota), at phone and desktop widths.
 */
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dayInWords, formatTime12 } from '../../domain/format';
import * as MSG from '../../domain/messages';
import { addDays, todayInAppZone } from '../../domain/time';
import type { Reservation, Team } from '../../domain/types';
import { api, createUser, DESKTOP, launchBrowser, loginViaUi, newPage, PHONE, screenshot, shows, createField } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('share and remember on a %s', (size, viewport) => {
  test("an ACTIVE reservation's card shares on WhatsApp and downloads a calendar event", async () => {
    const stamp = `${Date.now() % 100000}`;
    const admin = await createUser('FIELD_ADMIN', 'Teresa', 'Mendoza');
    const field = await createField(admin, { name: `Cancha El Cabrero ${stamp}`, address: 'Av. Santander #42-10', hourlyRate: 80000 });
    const captain = await createUser('PLAYER', 'Sergio', 'Herrera');
    const team = await api.post<Team>(
      '/team',
      { name: `Piratas ${stamp}`, city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 6, ownerId: captain.id },
      captain.token,
    );
    const date = addDays(todayInAppZone(), 2);
    const booked = await api.post<Reservation>(
      '/reservation',
      { teamId: team.id, fieldId: field.id, reservationDate: date, startTime: '19:00', hours: 2, endTime: '21:00' },
      captain.token,
    );

    const page = await newPage(browser, viewport);
    await loginViaUi(page, captain);
    await page.goto('/dashboard/reservation/list/team');
    const card = page.getByRole('article', { name: `Reserva de ${field.name}` });
    const whatsapp = card.getByRole('link', { name: MSG.share.whatsapp });
    await shows(whatsapp);
    await screenshot(page, `reservations-share-${size}`);

    const link = new URL((await whatsapp.getAttribute('href'))!);
    expect(link.origin + link.pathname).toBe('https://wa.me/');
    const text = link.searchParams.get('text')!;
    for (const part of [
      field.name,
      'Av. Santander #42-10, Cartagena',
      `${MSG.share.date}: ${dayInWords(date)}`,
      `${formatTime12('19:00')} – ${formatTime12('21:00')}`,
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toMatch(/https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=\S+/);
    expect(await whatsapp.getAttribute('target')).toBe('_blank');

    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: MSG.share.calendar }).click()]);
    expect(download.suggestedFilename()).toBe(`reserva-${booked.id}.ics`);
    const ics = (await readFile((await download.path())!, 'utf8')).replace(/\r\n /g, '');
    expect(ics).toContain(`DTSTART;TZID=America/Bogota:${date.replaceAll('-', '')}T190000`);
    expect(ics).toContain(`DTEND;TZID=America/Bogota:${date.replaceAll('-', '')}T210000`);
    expect(ics).toContain(`SUMMARY:${MSG.share.heading}: ${field.name}`);
    expect(ics).toContain('LOCATION:Av. Santander #42-10\\, Cartagena');

    // A cancelled reservation is nothing to share.
    await api.put(`/reservation/${booked.id}/status/canceled`, undefined, captain.token);
    await page.reload();
    await shows(card);
    expect(await card.getByRole('link', { name: MSG.share.whatsapp }).count()).toBe(0);
    expect(await card.getByRole('link', { name: MSG.share.calendar }).count()).toBe(0);
    await page.context().close();
  });

  test("a manual booking's share link opens its customer's chat, for the field's administrator", async () => {
    const stamp = `${Date.now() % 100000}`;
    const admin = await createUser('FIELD_ADMIN', 'Teresa', 'Mendoza');
    const field = await createField(admin, { name: `Cancha La Boquilla ${stamp}`, address: 'Calle 10 #3-20', hourlyRate: 80000 });
    const customer = `Cliente ${stamp}`;
    const date = addDays(todayInAppZone(), 1);
    await api.post(
      '/reservation/manual',
      { fieldId: field.id, customerName: customer, customerCellphone: '3009998877', reservationDate: date, startTime: '18:00', hours: 1 },
      admin.token,
    );
    const page = await newPage(browser, viewport);
    await loginViaUi(page, admin);
    await page.goto('/dashboard/reservation/list/field');
    const whatsapp = page.getByRole('article', { name: `Reserva de ${customer}` }).getByRole('link', { name: MSG.share.whatsapp });
    await shows(whatsapp);
    const link = new URL((await whatsapp.getAttribute('href'))!);
    expect(link.origin + link.pathname).toBe('https://wa.me/573009998877');
    expect(link.searchParams.get('text')).toContain(`${formatTime12('18:00')} – ${formatTime12('19:00')}`);
    await page.context().close();
  });
});
