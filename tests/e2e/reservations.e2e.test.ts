/**
 * Browser journeys of the reservations (docs/product.md, "Booking" and "Reservations"): a player books in
 * three counted taps; another picks a day and a time, changes the hours, goes Back and cancels, then books and finds the booking in
 * their list; a second team sees the taken times as taken and a time taken meanwhile is refused; the field's administrator uses the
 * calendar, finalizes one reservation and cancels another, and the home-admin counters follow.
 * Everything runs on users, teams and a field of its own, so other journeys are unaffected.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { formatDateDMY, longDateLabel } from '../../domain/format';
import { firstDayWithFreeTime } from '../../domain/booking';
import { dayLabel } from '../../domain/calendar';
import type { Field } from '../../domain/types';
import * as MSG from '../../domain/messages';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  api,
  createUser,
  DESKTOP,
  launchBrowser,
  liveAt,
  loginViaUi,
  newPage,
  PHONE,
  pickDate,
  screenshot,
  shownDate,
  settled,
  shows,
  spaced,
  type TestUser,
  createField,
  toasted,
} from './browser';

/** A date in Bogota, days from today: the server refuses bookings in the past, so the games are tomorrow. */
const bogotaDate = (days: number) => new Date(Date.now() - 5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const TOMORROW = bogotaDate(1);
const suffix = String(Date.now()).slice(-5);
const FIELD_NAME = `Cancha Reservas ${suffix}`;
const TEAM_1 = `Tiburones ${suffix}`;
const TEAM_2 = `Halcones ${suffix}`;
const FAST_FIELD = `Cancha Rápida ${suffix}`;

let browser: Browser;
let admin: TestUser;
let owner1: TestUser;
let owner2: TestUser;
let fieldId: number;
let fastOwner: TestUser;
let fastFieldId: number;

async function teamFor(owner: TestUser, name: string) {
  return api.post<{ id: number }>('/team', { name, city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 5, ownerId: owner.id }, owner.token);
}

beforeAll(async () => {
  browser = await launchBrowser();
  let fastAdmin: TestUser;
  [admin, owner1, owner2, fastAdmin, fastOwner] = await Promise.all([
    createUser('FIELD_ADMIN', 'Marta', 'Salcedo'),
    createUser('PLAYER', 'Ana', 'Reyes'),
    createUser('PLAYER', 'Luis', 'Barrios'),
    createUser('FIELD_ADMIN', 'Rosa', 'Pérez'),
    createUser('PLAYER', 'Iván', 'Castro'),
  ]);
  // The three-tap journey books today on a field of its own, so the administrator's counts below are this field's.
  const fast = await createField(fastAdmin, { name: FAST_FIELD, address: 'Carrera 3 #8-12, Bocagrande', hourlyRate: 90000 });
  fastFieldId = fast.id;
  const field = await createField(admin, { name: FIELD_NAME, address: 'Calle 30 #17-50, Pie de la Popa', hourlyRate: 90000 });
  fieldId = field.id;
  await Promise.all([teamFor(owner1, TEAM_1), teamFor(owner2, TEAM_2), teamFor(fastOwner, `Rayos ${suffix}`)]);
});
afterAll(() => browser?.close());

const bookingPath = (id = fieldId) => `/dashboard/reservation/form/field/${id}`;

/** The times of the day on the booking page (docs/product.md, "Booking"). */
const times = (page: Page) => page.getByRole('region', { name: /Horarios de inicio/ });
/** A start time's button, named by the time first ('10:00 a. m. $ 90.000', '10:30 a. m. Ocupado'). */
const timeButton = (page: Page, time: string) => times(page).getByRole('button', { name: new RegExp(`^${time.replace(/\./g, '\\.')} `) });
const summaryOf = (page: Page) => page.getByRole('dialog', { name: 'Resumen de la reserva' });

describe.sequential('reservations', () => {
  test('three taps from the fields to "Reserva creada" on a phone: the card, a time, "Confirmar reserva"', async () => {
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, fastOwner);
    let taps = 0;
    const tap = async (target: Locator) => {
      await target.click();
      taps++;
    };
    // 1. Anywhere on the card: here near its top corner, far from its button.
    await page.getByRole('article', { name: FAST_FIELD }).click({ position: { x: 24, y: 24 } });
    taps++;
    await page.waitForURL(`**${bookingPath(fastFieldId)}`);
    expect(await shows(times(page))).toBe(true);
    // The page opens on the first day with a free time: today, or tomorrow late at night when no hour is left.
    const free = times(page).locator('button[data-state="free"]');
    expect(await free.count()).toBeGreaterThan(0);
    expect(await page.getByRole('group', { name: 'Día' }).getByRole('button', { pressed: true }).textContent()).toMatch(/^(Hoy|Mañana)$/);
    // The day's times are on screen without scrolling, above the bottom bar.
    const last = await times(page).getByRole('button').last().boundingBox();
    expect(last!.y + last!.height).toBeLessThanOrEqual(PHONE.height);
    await screenshot(page, 'reservations-times-phone');
    // 2. A free time: an hour is checked at once and the summary opens.
    await tap(free.first());
    const summary = summaryOf(page);
    expect(await shows(summary.getByText('$ 90.000', { exact: true }))).toBe(true);
    await screenshot(page, 'reservations-summary-phone');
    // 3. Confirm.
    await tap(summary.getByRole('button', { name: 'Confirmar reserva' }));
    await toasted(page, 'Reserva creada');
    await page.waitForURL('**/dashboard/reservation/list/team');
    expect(taps).toBe(3);
    // The toast sits above the floating 'Hacer nueva reserva', not over it.
    const fab = await page.getByRole('link', { name: 'Hacer nueva reserva' }).boundingBox();
    const toast = await page.getByRole('alert').filter({ hasText: 'Reserva creada' }).boundingBox();
    expect(toast!.y + toast!.height).toBeLessThanOrEqual(fab!.y);
    await page.context().close();
  });

  test('a player picks a day and a time, changes the hours, goes Back and cancels without losing the choice, then books', async () => {
    const page = await newPage(browser, DESKTOP);
    await loginViaUi(page, owner1);
    await page.getByRole('article', { name: FIELD_NAME }).getByRole('link', { name: 'Reservar' }).click();
    await page.waitForURL(`**${bookingPath()}`);
    expect(await shows(page.getByRole('heading', { name: 'Reservar cancha' }))).toBe(true);
    // The field's first day with a free time by default (today, or tomorrow late in the evening), never earlier; a
    // past date says so and offers no time, and the message goes with it.
    const field = await api.get<Field>(`/field/${fieldId}`, owner1.token);
    const firstDay = firstDayWithFreeTime(field, field.reservations ?? [], new Date(), field.bookingHorizonDays);
    await expect.poll(() => shownDate(page, 'Fecha')).toBe(longDateLabel(firstDay));
    // The calendar offers no earlier day; a past date in the address says so and offers no time.
    await page.getByLabel('Fecha').click();
    await page.getByRole('button', { name: dayLabel(firstDay), exact: true }).waitFor();
    // It opens on the first day's month: late on a month's last day, yesterday is a month before; on a month's first
    // day, a page that starts on it offers no month before at all.
    const yesterday = page.getByRole('button', { name: dayLabel(bogotaDate(-1)), exact: true });
    const previousMonth = page.getByRole('button', { name: 'Mes anterior' });
    if ((await yesterday.count()) === 0 && (await previousMonth.isEnabled())) await previousMonth.click();
    expect(await ((await yesterday.count()) > 0 ? yesterday : previousMonth).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await page.goto(`${bookingPath()}?date=${bogotaDate(-1)}`);
    expect(await shows(page.getByText('La fecha es requerida y debe ser hoy o futura.'))).toBe(true);
    expect(await times(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Mañana' }).click();
    expect(await page.getByText('La fecha es requerida y debe ser hoy o futura.').count()).toBe(0);
    await expect.poll(() => shownDate(page, 'Fecha')).toBe(longDateLabel(TOMORROW));

    await timeButton(page, '10:00 a. m.').click();
    const summary = summaryOf(page);
    expect(await shows(summary.getByText('$ 90.000', { exact: true }))).toBe(true);
    // Two hours instead of one: checked again, the total follows.
    await summary.getByText('2 horas', { exact: true }).click();
    expect(await shows(summary.getByText('$ 180.000', { exact: true }))).toBe(true);
    for (const text of [FIELD_NAME, '10:00 a. m.', '12:00 p. m.']) {
      expect(await shows(summary.getByText(text, { exact: true }))).toBe(true);
    }
    // Only the lengths that fit are offered: 3 hours fit before closing here.
    expect(await summary.getByText('3 horas', { exact: true }).count()).toBe(1);
    await screenshot(page, 'reservations-summary-desktop');
    expect(page.url()).toContain(`?date=${TOMORROW}&start=10:00`);
    // A reload there opens the summary again, from the address (one hour, as a link does).
    await page.reload();
    expect(await shows(summary.getByText('$ 90.000', { exact: true }))).toBe(true);
    expect(page.url()).toContain(`?date=${TOMORROW}&start=10:00`);

    // Browser Back closes the summary and stays on the page, with the day and time chosen.
    await page.goBack();
    await summary.waitFor({ state: 'hidden' });
    expect(page.url()).toContain(bookingPath());
    expect(await page.getByRole('button', { name: 'Mañana', pressed: true }).count()).toBe(1);
    // So does it when a link opened the summary: the page stays, on that day, without the time.
    await page.goto(`${bookingPath()}?date=${TOMORROW}&start=10:00`);
    expect(await shows(summary.getByText('$ 90.000', { exact: true }))).toBe(true);
    await page.goBack();
    await summary.waitFor({ state: 'hidden' });
    expect(page.url()).toContain(`${bookingPath()}?date=${TOMORROW}`);
    expect(page.url()).not.toContain('start=');

    // 'Cancelar' keeps them too.
    await timeButton(page, '10:00 a. m.').click();
    await summary.getByRole('button', { name: 'Cancelar' }).click();
    await summary.waitFor({ state: 'hidden' });
    await expect.poll(() => shownDate(page, 'Fecha')).toBe(longDateLabel(TOMORROW));
    await screenshot(page, 'reservations-wizard-desktop');

    await timeButton(page, '10:00 a. m.').click();
    await summary.getByText('2 horas', { exact: true }).click();
    expect(await shows(summary.getByText('$ 180.000', { exact: true }))).toBe(true);
    await summary.getByRole('button', { name: 'Confirmar reserva' }).click();
    expect(await shows(page.getByText('Reserva creada'))).toBe(true);
    await page.waitForURL('**/dashboard/reservation/list/team');
    const card = page.getByRole('article', { name: `Reserva de ${FIELD_NAME}` });
    expect(await shows(card)).toBe(true);
    expect(await card.getByText('MAÑANA').isVisible()).toBe(true);
    expect(await card.getByText('Activa').isVisible()).toBe(true);
    // The team's booking still ahead stands out.
    expect(await card.getByText('Tu próxima reserva').isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: 'Cancelar reserva' }).isVisible()).toBe(true);
    expect(await shows(page.getByRole('link', { name: 'Hacer nueva reserva' }))).toBe(true);
    await screenshot(page, 'reservations-list-desktop');

    // The field's name opens its details.
    await card.getByRole('button', { name: FIELD_NAME }).click();
    const details = page.getByRole('dialog', { name: FIELD_NAME });
    expect(await shows(details.getByText('$ 90.000'))).toBe(true);
    await page.keyboard.press('Escape');

    // With an ACTIVE reservation the field list says so before any form, with a link to it.
    await page.getByRole('link', { name: 'Hacer nueva reserva' }).click();
    await page.waitForURL('**/dashboard/home-player');
    expect(await shows(page.getByText('Tienes una reserva activa'))).toBe(true);
    await page.getByRole('link', { name: 'Ver mi reserva' }).click();
    await page.waitForURL('**/dashboard/reservation/list/team');

    // A field's details say the same in place of 'Reservar cancha', with the same link.
    await page.goto(`/dashboard/field/detail/${fastFieldId}`);
    expect(await shows(page.getByText('Tienes una reserva activa'))).toBe(true);
    expect(await page.getByText(`${FIELD_NAME}: mañana`).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Reservar cancha' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Ver mi reserva' }).click();
    await page.waitForURL('**/dashboard/reservation/list/team');

    // The booking page itself still refuses.
    await page.goto(bookingPath());
    expect(await shows(page.getByText('Tienes una reserva activa'))).toBe(true);
    // owner1 owns the team, so the warning says where to cancel it rather than to ask the owner.
    expect(await shows(page.getByText('Si quieres reservar otra, cancélala primero en Tus reservas.'))).toBe(true);
    await page.waitForURL('**/dashboard/reservation/list/team');
    await page.context().close();

    const phone = await newPage(browser, PHONE);
    await loginViaUi(phone, owner1);
    await phone.goto('/dashboard/reservation/list/team');
    expect(await shows(phone.getByRole('article', { name: `Reserva de ${FIELD_NAME}` }))).toBe(true);
    await screenshot(phone, 'reservations-list-phone');
    await phone.context().close();
  });

  test('a second team sees the taken times as taken; a time taken meanwhile is refused with the reason', async () => {
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, owner2);
    // A link preselects the day (and, when free, the time).
    await page.goto(`${bookingPath()}?date=${TOMORROW}&start=10:30`);
    await expect.poll(() => shownDate(page, 'Fecha')).toBe(longDateLabel(TOMORROW));
    for (const taken of ['10:00 a. m.', '10:30 a. m.', '11:00 a. m.', '11:30 a. m.']) {
      const button = timeButton(page, taken);
      expect(await button.getAttribute('data-state')).toBe('taken');
      expect(await button.isDisabled()).toBe(true);
    }
    expect(await summaryOf(page).count()).toBe(0);
    expect(await timeButton(page, '12:00 p. m.').isEnabled()).toBe(true);
    await screenshot(page, 'reservations-wizard-phone');

    // Someone books 4 p. m. while the page is open: tapping it is refused, and the page stays.
    const late = await createUser('PLAYER', 'Rita', 'Mendoza');
    const lateTeam = await teamFor(late, `Pumas ${suffix}`);
    const lateGame = await api.post<{ id: number }>(
      '/reservation',
      { teamId: lateTeam.id, fieldId, reservationDate: TOMORROW, startTime: '16:00', hours: 1, endTime: '17:00' },
      late.token,
    );
    await timeButton(page, '4:00 p. m.').click();
    expect(await shows(page.getByRole('alert').getByText('La cancha ya está reservada en ese horario.'))).toBe(true);
    expect(await summaryOf(page).count()).toBe(0);
    // The busy times are read again: 4 p. m. now reads as taken, without reloading the page.
    expect(await shows(times(page).locator('button[data-state="taken"]', { hasText: '4:00 p. m.' }))).toBe(true);
    expect(await timeButton(page, '4:00 p. m.').isDisabled()).toBe(true);
    // Another day clears the message.
    await page.getByRole('button', { name: 'Hoy' }).click();
    expect(await page.getByRole('alert').count()).toBe(0);

    // A free time goes through.
    await page.getByRole('button', { name: 'Mañana' }).click();
    await timeButton(page, '2:00 p. m.').click();
    const summary = summaryOf(page);
    expect(await shows(summary.getByText('$ 90.000', { exact: true }))).toBe(true);
    await summary.getByRole('button', { name: 'Confirmar reserva' }).click();
    expect(await shows(page.getByText('Reserva creada'))).toBe(true);
    await page.waitForURL('**/dashboard/reservation/list/team');
    // The late team's game is not this journey's: cancelled, it counts among the field's cancelled ones.
    await api.put(`/reservation/${lateGame.id}/status/canceled`, undefined, late.token);
    await page.context().close();
  });

  test('the administrator uses the calendar, finalizes one reservation and cancels another; the counters follow', async () => {
    const counts = async () => ({
      active: await api.get<number>(`/reservation/field/${fieldId}/active`, admin.token),
      finished: await api.get<number>(`/reservation/field/${fieldId}/finished`, admin.token),
      canceled: await api.get<number>(`/reservation/field/${fieldId}/canceled`, admin.token),
    });
    expect(await counts()).toEqual({ active: 2, finished: 0, canceled: 1 });

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
    const firstGame = phoneCalendar.getByText(`Equipo: ${TEAM_1}`);
    expect(await shows(firstGame)).toBe(true);
    // The day moved to scrolls to its own first booking: it is what shows at its place, not cut off by the grid's 450 px.
    await expect
      .poll(() =>
        firstGame.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 8));
          return Boolean(hit && (el.contains(hit) || hit.contains(el)));
        }),
      )
      .toBe(true);
    expect(await phoneCalendar.getByRole('button', { name: /semana/i }).count()).toBe(0);
    await screenshot(phone, 'reservations-calendar-phone');
    // 'Hoy' brings the phone back to today from any other day.
    const today = phoneCalendar.getByRole('button', { name: 'Hoy' });
    expect(await today.isEnabled()).toBe(true);
    await today.click();
    await expect.poll(() => today.isDisabled()).toBe(true);
    await phone.context().close();

    const page = await newPage(browser, DESKTOP);
    await loginViaUi(page, admin);
    expect(await shows(page.getByTestId('count-Activas').filter({ hasText: /^2$/ }))).toBe(true);

    // Tomorrow, five minutes into the first game: the administrator opens the reservations.
    await liveAt(page, new Date(`${TOMORROW}T10:05:00-05:00`));
    await page.getByRole('link', { name: 'Reservas' }).first().click();
    await page.waitForURL('**/dashboard/reservation/list/field');
    expect(await shows(page.getByRole('article', { name: `Reserva de ${TEAM_1}` }))).toBe(true);

    await page.getByText('Calendario', { exact: true }).click();
    const calendar = page.getByTestId('reservation-calendar');
    expect(await shows(calendar.getByText(`Equipo: ${TEAM_1}`))).toBe(true);
    // The choice is in the address: a reload keeps the calendar.
    await page.waitForURL('**/dashboard/reservation/list/field?ver=calendario');
    await page.reload();
    expect(await shows(calendar.getByText(`Equipo: ${TEAM_1}`))).toBe(true);
    // A screen reader hears the event's status and day, which the week view shows by colour and column alone.
    const label = await calendar.getByText(`Equipo: ${TEAM_1}`).locator('xpath=ancestor::*[@aria-label][1]').getAttribute('aria-label');
    expect(label).toMatch(new RegExp(`^Activa · \\S+ \\d+ de \\S+ de \\d{4}, .+ – .+, Equipo: ${TEAM_1}$`));
    expect(await shows(calendar.getByText(`Equipo: ${TEAM_2}`))).toBe(true);
    expect(await calendar.getByRole('button', { name: /semana/i }).count()).toBeGreaterThan(0);
    await screenshot(page, 'reservations-calendar-desktop');

    // Finalize the game in progress from its calendar event.
    await calendar.getByText(`Equipo: ${TEAM_1}`).click();
    const eventCard = page.getByRole('dialog').getByRole('article', { name: `Reserva de ${TEAM_1}` });
    expect(await shows(eventCard.getByText('En curso.'))).toBe(true);
    await eventCard.getByRole('button', { name: 'Finalizar' }).click();
    const confirmFinalize = page.getByRole('dialog', { name: MSG.reservation.finalizeConfirmTitle });
    expect(await shows(confirmFinalize.getByText(MSG.reservation.finalizeConfirmText(TEAM_1)))).toBe(true);
    // Nothing was recorded as received of it: the administrator is told what is still due before finalising.
    expect(await confirmFinalize.getByTestId('confirm-money').textContent()).toMatch(/^Aún faltan \$\s[\d.]+ por cobrar de esta reserva/);
    await confirmFinalize.getByRole('button', { name: 'Sí, finalizar' }).click();
    await toasted(page, `Reserva de ${TEAM_1} finalizada.`);

    // Cancel the later game from the list; the card changes in place.
    await page.getByText('Lista', { exact: true }).click();
    const later = page.getByRole('article', { name: `Reserva de ${TEAM_2}` });
    await later.getByRole('button', { name: 'Cancelar reserva' }).click();
    const confirmCancel = page.getByRole('dialog', { name: '¿Estás seguro de cancelar la reserva?' });
    expect(await shows(confirmCancel.getByText('Esta acción es permanente.'))).toBe(true);
    // Nothing was received of it: nothing to give back is mentioned.
    expect(await confirmCancel.getByTestId('confirm-money').count()).toBe(0);
    // The keyboard starts on the safe choice.
    await expect
      .poll(() => confirmCancel.getByRole('button', { name: 'Volver' }).evaluate((b) => b === document.activeElement), { timeout: 5_000 })
      .toBe(true);
    await confirmCancel.getByRole('button', { name: 'Sí, cancelar reserva' }).click();
    await toasted(page, 'Reserva cancelada.');
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
    await expect.poll(() => page.getByRole('article').count()).toBe(2);
    await page.getByRole('button', { name: 'Limpiar' }).click();
    expect(await shows(page.getByRole('heading', { name: 'Lista de reservas', exact: true }))).toBe(true);
    // By date, chosen on the calendar; 'Borrar la fecha' takes it away again.
    await pickDate(page, page, 'Fecha de reserva', TOMORROW);
    await page.getByRole('button', { name: 'Buscar' }).click();
    expect(await shows(page.getByRole('heading', { name: `Lista de reservas para el ${formatDateDMY(TOMORROW)}` }))).toBe(true);
    await expect.poll(() => page.getByRole('article').count()).toBe(3);
    await page.getByRole('button', { name: 'Borrar la fecha' }).click();
    await page.getByRole('button', { name: 'Buscar' }).click();
    expect(await shows(page.getByRole('heading', { name: 'Lista de reservas', exact: true }))).toBe(true);

    expect(await counts()).toEqual({ active: 0, finished: 1, canceled: 2 });
    await page.getByRole('link', { name: 'Inicio' }).first().click();
    await page.waitForURL('**/dashboard/home-admin');
    expect(await shows(page.getByTestId('count-Activas').filter({ hasText: /^0$/ }))).toBe(true);
    expect(await shows(page.getByTestId('count-Finalizadas').filter({ hasText: /^1$/ }))).toBe(true);
    expect(await shows(page.getByTestId('count-Canceladas').filter({ hasText: /^2$/ }))).toBe(true);
    await page.context().close();
  });
});

test('the field list’s notice of the team’s active reservation ends its sentence with one period, not "p. m.."', async () => {
  const [noticeAdmin, noticeOwner] = await Promise.all([createUser('FIELD_ADMIN', 'Nora', 'Punto'), createUser('PLAYER', 'Pablo', 'Punto')]);
  const field = await createField(noticeAdmin, { name: `Cancha Punto ${suffix}`, address: 'Calle 5 #2-10, Manga', hourlyRate: 90000 });
  const team = await teamFor(noticeOwner, `Punto ${suffix}`);
  await api.post('/reservation', { teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime: '20:00', hours: 1 }, noticeOwner.token);
  const page = await newPage(browser, PHONE);
  await loginViaUi(page, noticeOwner);
  const notice = page.getByRole('status').filter({ hasText: 'Tienes una reserva activa' });
  expect(await shows(notice)).toBe(true);
  const sentence = await notice.getByText(/Cancha Punto/).innerText();
  expect(spaced(sentence)).toMatch(/8:00 p\. m\. – 9:00 p\. m\.$/);
  await page.context().close();
});

test('with the keyboard, closing the summary (Escape or Back) leaves the focus on the time it was opened from', async () => {
  const [keyAdmin, keyOwner] = await Promise.all([createUser('FIELD_ADMIN', 'Tecla', 'Admin'), createUser('PLAYER', 'Tecla', 'Jugador')]);
  const field = await createField(keyAdmin, { name: `Cancha Tecla ${suffix}`, address: 'Calle 7 #3-20, Manga', hourlyRate: 90000 });
  await teamFor(keyOwner, `Tecla ${suffix}`);
  const page = await newPage(browser, DESKTOP);
  await loginViaUi(page, keyOwner);
  await page.goto(`${bookingPath(field.id)}?date=${TOMORROW}`);
  const time = timeButton(page, '8:00 p. m.');
  const focusedTime = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.time ?? document.activeElement?.tagName);
  await time.focus();
  await page.keyboard.press('Enter');
  await summaryOf(page).waitFor();
  await page.keyboard.press('Escape');
  await summaryOf(page).waitFor({ state: 'hidden' });
  await expect.poll(focusedTime).toBe('20:00');
  // Enter again opens it again; Back closes it, and the focus is on the time once more.
  await page.keyboard.press('Enter');
  await summaryOf(page).waitFor();
  await page.goBack();
  await summaryOf(page).waitFor({ state: 'hidden' });
  await expect.poll(focusedTime).toBe('20:00');
  // Another length chosen with the arrows: checked, and the keyboard stays on the lengths, inside the summary.
  await page.keyboard.press('Enter');
  const summary = summaryOf(page);
  await summary.getByRole('radio', { name: '1 hora' }).focus();
  // Another length is checked with the server (machines/booking.ts): the focus must stay once its answer is in.
  const checked = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/reservation/availability'));
  await page.keyboard.press('ArrowRight');
  expect(await shows(summary.getByText('$ 180.000', { exact: true }))).toBe(true);
  await checked;
  await settled(page);
  expect(await summary.getByRole('radio', { name: '2 horas' }).evaluate((el) => el === document.activeElement)).toBe(true);
  await page.context().close();
});

test('the day chosen is in the address: a reload opens it, and Back and Forward move between the days chosen', async () => {
  const [dayAdmin, dayOwner] = await Promise.all([createUser('FIELD_ADMIN', 'Dia', 'Admin'), createUser('PLAYER', 'Dia', 'Jugador')]);
  const field = await createField(dayAdmin, { name: `Cancha Días ${suffix}`, address: 'Calle 9 #4-10, Getsemaní', hourlyRate: 90000 });
  await teamFor(dayOwner, `Días ${suffix}`);
  const page = await newPage(browser, DESKTOP);
  await loginViaUi(page, dayOwner);
  const later = bogotaDate(2);
  await page.goto(`${bookingPath(field.id)}?date=${TOMORROW}`);
  await expect.poll(() => shownDate(page, 'Fecha')).toBe(longDateLabel(TOMORROW));
  await page.getByRole('group', { name: 'Día' }).getByRole('button').nth(2).click();
  await expect.poll(() => shownDate(page, 'Fecha')).toBe(longDateLabel(later));
  expect(page.url()).toContain(`?date=${later}`);
  // A reload opens the day chosen.
  await page.reload();
  await expect.poll(() => shownDate(page, 'Fecha')).toBe(longDateLabel(later));
  // Back: the day before, on the same page; Forward: the day chosen again.
  await page.goBack();
  await expect.poll(() => shownDate(page, 'Fecha')).toBe(longDateLabel(TOMORROW));
  expect(page.url()).toContain(`${bookingPath(field.id)}?date=${TOMORROW}`);
  expect(await page.getByRole('button', { name: 'Mañana', pressed: true }).count()).toBe(1);
  await page.goForward();
  await expect.poll(() => shownDate(page, 'Fecha')).toBe(longDateLabel(later));
  // The summary opened on that day and closed with Back leaves the day as it was.
  await timeButton(page, '8:00 p. m.').click();
  await summaryOf(page).waitFor();
  await page.goBack();
  await summaryOf(page).waitFor({ state: 'hidden' });
  await expect.poll(() => shownDate(page, 'Fecha')).toBe(longDateLabel(later));
  expect(page.url()).toContain(`${bookingPath(field.id)}?date=${later}`);
  await page.context().close();
});

test("a visitor's field page opens on the server's day when the phone's clock is days off, not a minute later", async () => {
  // The server's first day with a free time: today, or tomorrow once today's last hour has begun.
  const field = await api.get<Field>(`/field/${fieldId}`, admin.token);
  const firstDay = firstDayWithFreeTime(field, field.reservations ?? [], new Date(), field.bookingHorizonDays);
  const page = await newPage(browser, PHONE);
  await page.clock.setFixedTime(new Date(Date.now() + 50 * 3_600_000));
  await page.goto(`/cancha/${fieldId}`);
  await expect.poll(() => shownDate(page, 'Fecha'), { timeout: 10_000 }).toBe(longDateLabel(firstDay));
  const chip = firstDay === bogotaDate(0) ? 'Hoy' : 'Mañana';
  expect(await page.getByRole('group', { name: 'Día' }).getByRole('button', { name: chip, pressed: true }).count()).toBe(1);
  await page.context().close();
});

test("the calendar marks the server's today, not the phone's, when the phone's clock is days off", async () => {
  const page = await newPage(browser, DESKTOP);
  await loginViaUi(page, admin);
  await page.clock.setFixedTime(new Date(Date.now() + 50 * 3_600_000));
  await page.goto('/dashboard/reservation/list/field');
  await page.getByText('Calendario', { exact: true }).click();
  // The day marked today: the column whose day number has a background (the calendar's round mark).
  const marked = () =>
    page
      .getByTestId('reservation-calendar')
      .locator('[data-date]')
      .evaluateAll((cells) =>
        cells
          .filter((cell) =>
            [...cell.querySelectorAll('*')].some(
              (e) => /^\d+$/.test(e.textContent?.trim() ?? '') && getComputedStyle(e).backgroundColor !== 'rgba(0, 0, 0, 0)',
            ),
          )
          .map((cell) => cell.getAttribute('data-date')),
      );
  await expect.poll(marked).toEqual([bogotaDate(0)]);
  await page.context().close();
});
