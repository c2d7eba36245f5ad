/**
 * Browser journeys of the reservations (issue 6): a player books through the wizard and finds the booking
 * in their list; a second team sees the slot taken and is refused; the field's administrator uses the
 * calendar, finalizes one reservation and cancels another, and the home-admin counters follow.
 * Everything runs on users, teams and a field of its own, so other journeys are unaffected.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, createUser, DESKTOP, launchBrowser, loginViaUi, newPage, PHONE, screenshot, shows, type TestUser } from './browser';

/** A date in Bogota, days from today: the server refuses bookings in the past, so the games are tomorrow. */
const bogotaDate = (days: number) => new Date(Date.now() - 5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const TOMORROW = bogotaDate(1);
const suffix = String(Date.now()).slice(-5);
const FIELD_NAME = `Cancha Reservas ${suffix}`;
const TEAM_1 = `Tiburones ${suffix}`;
const TEAM_2 = `Halcones ${suffix}`;

let browser: Browser;
let admin: TestUser;
let owner1: TestUser;
let owner2: TestUser;
let fieldId: number;

async function teamFor(owner: TestUser, name: string) {
  return api.post<{ id: number }>('/team', { name, city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 5, ownerId: owner.id }, owner.token);
}

beforeAll(async () => {
  browser = await launchBrowser();
  [admin, owner1, owner2] = await Promise.all([
    createUser('FIELD_ADMIN', 'Marta', 'Salcedo'),
    createUser('PLAYER', 'Ana', 'Reyes'),
    createUser('PLAYER', 'Luis', 'Barrios'),
  ]);
  const field = await api.post<{ id: number }>(
    '/field',
    {
      name: FIELD_NAME,
      address: 'Calle 30 #17-50, Pie de la Popa',
      city: 'Cartagena',
      hourlyRate: 90000,
      openingHour: '06:00',
      closingHour: '23:00',
      status: 'ACTIVE',
      adminId: admin.id,
    },
    admin.token,
  );
  fieldId = field.id;
  await Promise.all([teamFor(owner1, TEAM_1), teamFor(owner2, TEAM_2)]);
});
afterAll(() => browser?.close());

const bookingPath = () => `/dashboard/reservation/form/field/${fieldId}`;

async function fillBooking(page: Page, startTime: string, hours: number) {
  await page.getByLabel('Fecha').fill(TOMORROW);
  await page.getByLabel('Hora de inicio').selectOption(startTime);
  await page.getByLabel('Horas').selectOption(String(hours));
}

describe.sequential('reservations', () => {
  test('a player books a field through the wizard and sees it in their list', async () => {
    const page = await newPage(browser, DESKTOP);
    await loginViaUi(page, owner1);
    await page.getByRole('article', { name: FIELD_NAME }).getByRole('link', { name: 'Reservar' }).click();
    await page.waitForURL(`**${bookingPath()}`);
    expect(await shows(page.getByRole('heading', { name: 'Reservar cancha' }))).toBe(true);
    // Date defaults to today and cannot go before it.
    const today = bogotaDate(0);
    expect(await page.getByLabel('Fecha').inputValue()).toBe(today);
    expect(await page.getByLabel('Fecha').getAttribute('min')).toBe(today);

    // The §5 messages: no start time chosen yet.
    await page.getByRole('button', { name: 'Verificar disponibilidad' }).click();
    expect(await shows(page.getByText('La hora es requerida (en punto o y 30).'))).toBe(true);

    await fillBooking(page, '10:00', 2);
    await page
      .getByTestId('reservation-calendar')
      .getByRole('button', { name: /siguiente/i })
      .first()
      .waitFor();
    await screenshot(page, 'reservations-wizard-desktop');
    await page.getByRole('button', { name: 'Verificar disponibilidad' }).click();

    const summary = page.getByRole('dialog', { name: 'Resumen de la reserva' });
    expect(await shows(summary)).toBe(true);
    for (const text of [FIELD_NAME, '10:00 a. m.', '12:00 p. m.', '2 horas', '$ 180.000']) {
      expect(await shows(summary.getByText(text, { exact: true }))).toBe(true);
    }
    await screenshot(page, 'reservations-summary-desktop');

    // Cancelling the summary resets the wizard.
    await summary.getByRole('button', { name: 'Cancelar' }).click();
    await summary.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('Fecha').inputValue()).toBe(today);
    expect(await page.getByLabel('Hora de inicio').inputValue()).toBe('');

    await fillBooking(page, '10:00', 2);
    await page.getByRole('button', { name: 'Verificar disponibilidad' }).click();
    await summary.getByRole('button', { name: 'Confirmar reserva' }).click();
    expect(await shows(page.getByText('Reserva creada'))).toBe(true);
    await page.waitForURL('**/dashboard/reservation/list/team');
    const card = page.getByRole('article', { name: `Reserva de ${FIELD_NAME}` });
    expect(await shows(card)).toBe(true);
    expect(await card.getByText('MAÑANA').isVisible()).toBe(true);
    expect(await card.getByText('Activa').isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: 'Cancelar reserva' }).isVisible()).toBe(true);
    expect(await shows(page.getByRole('link', { name: 'Hacer nueva reserva' }))).toBe(true);
    await screenshot(page, 'reservations-list-desktop');

    // The field's name opens its details.
    await card.getByRole('button', { name: FIELD_NAME }).click();
    const details = page.getByRole('dialog', { name: FIELD_NAME });
    expect(await shows(details.getByText('$ 90.000'))).toBe(true);
    await page.keyboard.press('Escape');

    // With an ACTIVE reservation the team cannot start another booking.
    await page.goto(bookingPath());
    expect(await shows(page.getByText('Tienes una reserva activa'))).toBe(true);
    expect(await shows(page.getByText('Comunícate con el dueño o administrador para cancelarla.'))).toBe(true);
    await page.waitForURL('**/dashboard/reservation/list/team');

    // 'Hacer nueva reserva' leads to the fields.
    await page.getByRole('link', { name: 'Hacer nueva reserva' }).click();
    await page.waitForURL('**/dashboard/home-player');
    await page.context().close();

    const phone = await newPage(browser, PHONE);
    await loginViaUi(phone, owner1);
    await phone.goto('/dashboard/reservation/list/team');
    expect(await shows(phone.getByRole('article', { name: `Reserva de ${FIELD_NAME}` }))).toBe(true);
    await screenshot(phone, 'reservations-list-phone');
    await phone.context().close();
  });

  test('a second team sees the slot taken in the calendar and is refused when it tries it anyway', async () => {
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, owner2);
    await page.goto(bookingPath());
    await fillBooking(page, '10:30', 1);
    // The calendar follows the chosen day and shows the first team's game there, without its name
    // (another team's booking reads 'Ocupado', docs/api.md "Who sees what").
    const calendar = page.getByTestId('reservation-calendar');
    expect(await shows(calendar.getByText('Ocupado', { exact: true }))).toBe(true);
    expect(await calendar.getByText(TEAM_1).count()).toBe(0);
    await screenshot(page, 'reservations-wizard-phone');

    await page.getByRole('button', { name: 'Verificar disponibilidad' }).click();
    expect(await shows(page.getByRole('alert').getByText('La cancha ya está reservada en ese horario.'))).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Resumen de la reserva' }).count()).toBe(0);
    // The form stays editable, with what the player chose.
    expect(await page.getByLabel('Hora de inicio').inputValue()).toBe('10:30');
    expect(await page.getByRole('button', { name: 'Verificar disponibilidad' }).isEnabled()).toBe(true);

    // A later, free slot goes through.
    await page.getByLabel('Hora de inicio').selectOption('14:00');
    await page.getByRole('button', { name: 'Verificar disponibilidad' }).click();
    const summary = page.getByRole('dialog', { name: 'Resumen de la reserva' });
    expect(await shows(summary.getByText('$ 90.000', { exact: true }))).toBe(true);
    await screenshot(page, 'reservations-summary-phone');
    await summary.getByRole('button', { name: 'Confirmar reserva' }).click();
    expect(await shows(page.getByText('Reserva creada'))).toBe(true);
    await page.waitForURL('**/dashboard/reservation/list/team');
    await page.context().close();
  });

  test('the administrator uses the calendar, finalizes one reservation and cancels another; the counters follow', async () => {
    const counts = async () => ({
      active: await api.get<number>(`/reservation/field/${fieldId}/active`, admin.token),
      finished: await api.get<number>(`/reservation/field/${fieldId}/finished`, admin.token),
      canceled: await api.get<number>(`/reservation/field/${fieldId}/canceled`, admin.token),
    });
    expect(await counts()).toEqual({ active: 2, finished: 0, canceled: 0 });

    // The calendar on a phone: day view, without the week/day switch.
    const phone = await newPage(browser, PHONE);
    await loginViaUi(phone, admin);
    await phone.goto('/dashboard/reservation/list/field');
    await phone.getByText('Calendario', { exact: true }).click();
    const phoneCalendar = phone.getByTestId('reservation-calendar');
    await phoneCalendar
      .getByRole('button', { name: /siguiente/i })
      .first()
      .click();
    expect(await shows(phoneCalendar.getByText(`Equipo: ${TEAM_1}`))).toBe(true);
    expect(await phoneCalendar.getByRole('button', { name: /semana/i }).count()).toBe(0);
    await screenshot(phone, 'reservations-calendar-phone');
    await phone.context().close();

    const page = await newPage(browser, DESKTOP);
    await loginViaUi(page, admin);
    expect(await shows(page.getByTestId('count-Activas').filter({ hasText: /^2$/ }))).toBe(true);

    // Tomorrow, five minutes into the first game: the administrator opens the reservations.
    await page.clock.setFixedTime(new Date(`${TOMORROW}T10:05:00-05:00`));
    await page.getByRole('link', { name: 'Reservas' }).first().click();
    await page.waitForURL('**/dashboard/reservation/list/field');
    expect(await shows(page.getByRole('article', { name: `Reserva de ${TEAM_1}` }))).toBe(true);

    await page.getByText('Calendario', { exact: true }).click();
    const calendar = page.getByTestId('reservation-calendar');
    expect(await shows(calendar.getByText(`Equipo: ${TEAM_1}`))).toBe(true);
    expect(await shows(calendar.getByText(`Equipo: ${TEAM_2}`))).toBe(true);
    expect(await calendar.getByRole('button', { name: /semana/i }).count()).toBeGreaterThan(0);
    await screenshot(page, 'reservations-calendar-desktop');

    // Finalize the game in progress from its calendar event.
    await calendar.getByText(`Equipo: ${TEAM_1}`).click();
    const eventCard = page.getByRole('dialog').getByRole('article', { name: `Reserva de ${TEAM_1}` });
    expect(await shows(eventCard.getByText('En curso.'))).toBe(true);
    await eventCard.getByRole('button', { name: 'Finalizar' }).click();
    const confirmFinalize = page.getByRole('dialog', { name: '¿Estás seguro de finalizar reserva?' });
    expect(await shows(confirmFinalize.getByText(`La reserva de ${TEAM_1} aún no finaliza`))).toBe(true);
    await confirmFinalize.getByRole('button', { name: 'Sí, finalizar' }).click();
    expect(await shows(page.getByText(`Reserva de ${TEAM_1} finalizada.`))).toBe(true);

    // Cancel the later game from the list; the card changes in place.
    await page.getByText('Lista', { exact: true }).click();
    const later = page.getByRole('article', { name: `Reserva de ${TEAM_2}` });
    await later.getByRole('button', { name: 'Cancelar reserva' }).click();
    const confirmCancel = page.getByRole('dialog', { name: '¿Estás seguro de cancelar la reserva?' });
    expect(await shows(confirmCancel.getByText('Esta acción es permanente.'))).toBe(true);
    await confirmCancel.getByRole('button', { name: 'Sí, cancelar reserva' }).click();
    expect(await shows(page.getByText('Reserva cancelada.'))).toBe(true);
    expect(await shows(later.getByText('Cancelada'))).toBe(true);
    expect(
      await later
        .getByRole('button')
        .filter({ hasText: /Cancelar reserva|Finalizar/ })
        .count(),
    ).toBe(0);
    expect(await shows(page.getByRole('article', { name: `Reserva de ${TEAM_1}` }).getByText('Finalizada'))).toBe(true);

    // Filters: by status, with the heading saying so.
    await page.getByLabel('Estado').selectOption('CANCELED');
    await page.getByRole('button', { name: 'Buscar' }).click();
    expect(await shows(page.getByRole('heading', { name: 'Lista de reservas con estado "Cancelada"' }))).toBe(true);
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await page.getByRole('button', { name: 'Limpiar' }).click();
    expect(await shows(page.getByRole('heading', { name: 'Lista de reservas', exact: true }))).toBe(true);

    expect(await counts()).toEqual({ active: 0, finished: 1, canceled: 1 });
    await page.getByRole('link', { name: 'Inicio' }).first().click();
    await page.waitForURL('**/dashboard/home-admin');
    expect(await shows(page.getByTestId('count-Activas').filter({ hasText: /^0$/ }))).toBe(true);
    expect(await shows(page.getByTestId('count-Finalizadas').filter({ hasText: /^1$/ }))).toBe(true);
    expect(await shows(page.getByTestId('count-Canceladas').filter({ hasText: /^1$/ }))).toBe(true);
    await page.context().close();
  });
});
