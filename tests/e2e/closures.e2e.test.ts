/**
 * Browser journey of closed days (docs/product.md, "Closed days"): on a phone the field's administrator closes
 * tomorrow with a reason and finds that day hatched 'Cerrado: …' on the reservations calendar, on the phone's day
 * view and on a wide screen's week; a player reads it on the field's page, and the booking page says it and offers
 * no time that day; the administrator opens it again and the times are back. The next holiday is marked on the
 * calendar and in the date picker, and is not closed. Runs on a field and users of its own.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatTime12, longDateLabel } from '../../domain/format';
import { dayLabel, holidaysBetween } from '../../domain/calendar';
import * as MSG from '../../domain/messages';
import { addDays, todayInAppZone } from '../../domain/time';
import {
  api,
  createField,
  createUser,
  DESKTOP,
  launchBrowser,
  loginViaUi,
  newPage,
  PHONE,
  pickDate,
  screenshot,
  shows,
  type TestUser,
  toasted,
} from './browser';

const TOMORROW = addDays(todayInAppZone(), 1);
const REASON = 'Mantenimiento de la grama';
/** The next Colombian holiday from tomorrow on: there is one within any year. */
const HOLIDAY = holidaysBetween(TOMORROW, addDays(TOMORROW, 366))[0];
const suffix = String(Date.now()).slice(-5);

let browser: Browser;
let admin: TestUser;
let player: TestUser;
let fieldId: number;
let teamId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  [admin, player] = await Promise.all([createUser('FIELD_ADMIN', 'Lucía', 'Barrios'), createUser('PLAYER', 'Tomás', 'Rey')]);
  fieldId = (await createField(admin, { name: `Cancha Cerrada ${suffix}`, address: 'Calle 5 #2-10', hourlyRate: 80000 })).id;
  ({ id: teamId } = await api.post<{ id: number }>(
    '/team',
    { name: `Los Madrugadores ${suffix}`, city: 'Cartagena', neighborhood: 'Crespo', maxPlayers: 6, ownerId: player.id },
    player.token,
  ));
});
afterAll(() => browser?.close());

describe.sequential('closed days', () => {
  test('the administrator closes tomorrow; a player cannot book it; opened again, they can', async () => {
    const owner = await newPage(browser, PHONE);
    await loginViaUi(owner, admin);
    await owner.goto('/dashboard/field');
    const section = owner.getByRole('region', { name: MSG.closure.title });
    expect(await shows(section.getByText(MSG.closure.none))).toBe(true);
    // Without a day the form says what is missing.
    await section.getByRole('button', { name: MSG.closure.close }).click();
    expect(await shows(section.getByText(MSG.closure.dateInvalid))).toBe(true);
    await pickDate(owner, section, MSG.closure.dayLabel, TOMORROW);
    await section.getByLabel(MSG.closure.reasonLabel).fill(REASON);
    // With the keyboard: the button is busy while the day is sent, and has the focus again once it is closed.
    const closeButton = section.getByRole('button', { name: MSG.closure.close });
    await closeButton.focus();
    await owner.keyboard.press('Enter');
    expect(await shows(owner.locator('.mantine-Notification-root', { hasText: MSG.closure.closed }))).toBe(true);
    await expect.poll(() => closeButton.evaluate((el) => el === document.activeElement), { timeout: 5_000 }).toBe(true);
    expect(await shows(section.getByText(`${longDateLabel(TOMORROW)} · ${REASON}`))).toBe(true);
    await screenshot(owner, 'closed-days-phone');

    // The reservations calendar shows the day closed, across its own column: on the phone's day view, and on a
    // wide screen's week, where the days around it stay free.
    const closedOn = async (width: typeof PHONE) => {
      await owner.setViewportSize(width);
      await owner.goto(`/dashboard/reservation/list/field?ver=calendario&dia=${TOMORROW}`);
      const closedLabel = owner.getByTestId('reservation-calendar').getByText(MSG.closure.calendarDayBecause(REASON), { exact: true });
      expect(await shows(closedLabel)).toBe(true);
      expect(await closedLabel.count()).toBe(1);
      // A screen reader, which does not hear the hatched column, hears it said.
      const heard = MSG.closure.calendarHeard([`${longDateLabel(TOMORROW)} (${REASON})`]);
      expect(await owner.getByTestId('reservation-calendar').ariaSnapshot()).toContain(heard);
      return closedLabel.locator('xpath=ancestor::*[@data-date][1]').getAttribute('data-date');
    };
    expect(await closedOn(PHONE)).toBe(TOMORROW);
    await screenshot(owner, 'calendar-closed-day-phone');
    // Its closed days not read (the field's call failing): the calendar says so, never the day as free, and
    // 'Reintentar' hatches it once the call answers.
    await owner.route(`**/api/v1/field/${fieldId}`, (route) => route.abort('connectionrefused'));
    await owner.reload();
    const failed = owner.getByRole('alert').filter({ hasText: MSG.closure.calendarFailed });
    expect(await shows(failed)).toBe(true);
    await owner.unroute(`**/api/v1/field/${fieldId}`);
    await failed.getByRole('button', { name: MSG.failure.retry }).click();
    expect(await shows(owner.getByTestId('reservation-calendar').getByText(MSG.closure.calendarDayBecause(REASON), { exact: true }))).toBe(true);
    expect(await failed.count()).toBe(0);
    expect(await closedOn(DESKTOP)).toBe(TOMORROW);
    await screenshot(owner, 'calendar-closed-day-desktop');
    await owner.setViewportSize(PHONE);
    await owner.goto('/dashboard/field');

    const page = await newPage(browser, PHONE);
    await loginViaUi(page, player);
    await page.goto(`/dashboard/field/detail/${fieldId}`);
    expect(await shows(page.getByRole('region', { name: MSG.closure.title }).getByText(`${longDateLabel(TOMORROW)} · ${REASON}`))).toBe(true);
    await page.goto(`/dashboard/reservation/form/field/${fieldId}?date=${TOMORROW}`);
    expect(await shows(page.getByText(MSG.closure.dayClosedBecause(REASON)))).toBe(true);
    expect(await page.getByRole('button', { name: /^8:00/ }).count()).toBe(0);
    // Its calendar does not offer the day.
    await page.getByLabel('Fecha').click();
    const closedDay = page.getByRole('dialog', { name: 'Calendario' }).getByRole('button', { name: dayLabel(TOMORROW), exact: true });
    expect(await closedDay.isDisabled()).toBe(true);
    await page.keyboard.press('Escape');

    await section.getByRole('button', { name: MSG.closure.reopenLabel(longDateLabel(TOMORROW)) }).click();
    await toasted(owner, MSG.closure.reopened);
    expect(await shows(section.getByText(MSG.closure.none))).toBe(true);

    await page.reload();
    expect(await shows(page.getByRole('button', { name: /^8:00/ }))).toBe(true);
    expect(await page.getByText(MSG.closure.dayClosedBecause(REASON)).count()).toBe(0);

    // A day with a booking is refused, and the form says why above its button (a toast would cover the button
    // on a phone); another day takes the message away.
    await api.post('/reservation', { teamId, fieldId, reservationDate: TOMORROW, startTime: '08:00', hours: 1, endTime: '09:00' }, player.token);
    await pickDate(owner, section, MSG.closure.dayLabel, TOMORROW);
    await section.getByRole('button', { name: MSG.closure.close }).click();
    const refused = section.getByRole('alert');
    expect(await shows(refused.getByText(MSG.closure.hasReservations(1)))).toBe(true);
    expect(await owner.locator('.mantine-Notification-root', { hasText: MSG.closure.hasReservations(1) }).count()).toBe(0);
    await screenshot(owner, 'closed-day-refused-phone');
    await pickDate(owner, section, MSG.closure.dayLabel, addDays(TOMORROW, 1));
    expect(await refused.count()).toBe(0);
    // Refused again, it leads to that day's bookings, to cancel or move them.
    await pickDate(owner, section, MSG.closure.dayLabel, TOMORROW);
    await section.getByRole('button', { name: MSG.closure.close }).click();
    await refused.getByRole('link', { name: MSG.closure.seeBookings }).click();
    await owner.waitForURL(`**/dashboard/reservation/list/field?date=${TOMORROW}&status=ACTIVE`);
    expect(await shows(owner.getByRole('article', { name: /^Reserva de Los Madrugadores/ }))).toBe(true);
    await owner.context().close();
    await page.context().close();
  });

  test('the next holiday is tinted on the calendar and red in the date picker, and stays open', async () => {
    const owner = await newPage(browser, DESKTOP);
    await loginViaUi(owner, admin);
    await owner.goto(`/dashboard/reservation/list/field?ver=calendario&dia=${HOLIDAY}`);
    const calendar = owner.getByTestId('reservation-calendar');
    // Its column reads 'Festivo' (the first of the week shown: a week holds two only at Easter).
    const label = calendar.getByText(MSG.closure.calendarHoliday, { exact: true }).first();
    expect(await shows(label)).toBe(true);
    expect(await label.locator('xpath=ancestor::*[@data-date][1]').getAttribute('data-date')).toBe(HOLIDAY);
    expect(await calendar.ariaSnapshot()).toContain(`El ${longDateLabel(HOLIDAY)} es festivo.`);
    // The grid starts at the opening hour, labelled (the calendar's theme leaves its first line without a label).
    expect(await calendar.getByText(formatTime12('06:00'), { exact: true }).first().isVisible()).toBe(true);
    await screenshot(owner, 'calendar-holiday-desktop');

    // The closed days' picker marks it as the weekend is, and says it to a screen reader; it can still be closed.
    await owner.goto('/dashboard/field');
    const section = owner.getByRole('region', { name: MSG.closure.title });
    await pickDate(owner, section, MSG.closure.dayLabel, HOLIDAY);
    await section.getByLabel(MSG.closure.dayLabel).click();
    const day = owner.getByRole('dialog', { name: 'Calendario' }).getByRole('button', { name: `${longDateLabel(HOLIDAY)}, festivo`, exact: true });
    expect(await day.getAttribute('data-weekend')).not.toBeNull();
    expect(await day.isDisabled()).toBe(false);
    await owner.keyboard.press('Escape');
    await owner.context().close();
  });
});
