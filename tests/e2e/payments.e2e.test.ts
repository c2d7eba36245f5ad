/**
 * Browser journey of payments (docs/product.md, "Payments"): on a phone the field's administrator records a
 * team's deposit from the reservation's card (a total over the price is refused in the form), the card says
 * what is still due, and so does the team's own list, without the button; on a wide screen the administrator
 * records the rest from the calendar's event. The team's details give the administrator its owner's WhatsApp. Home-admin's 'Caja del día' lists each payment and refund recorded
 * today. Runs on a field and users of its own.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatPesos, formatTime12 } from '../../domain/format';
import * as MSG from '../../domain/messages';
import { daySummary } from '../../domain/payment';
import { addDays, minutesOfDayInAppZone, todayInAppZone } from '../../domain/time';
import type { CashDay, Reservation } from '../../domain/types';
import {
  api,
  createField,
  createUser,
  DESKTOP,
  launchBrowser,
  loginViaUi,
  newPage,
  PHONE,
  screenshot,
  shows,
  type TestUser,
  toasted,
} from './browser';

const TOMORROW = addDays(todayInAppZone(), 1);
const suffix = String(Date.now()).slice(-5);
const TEAM = `Los Pagadores ${suffix}`;
const DEPOSIT_LINE = `${MSG.payment.deposit(formatPesos(50000))} · ${MSG.payment.due(formatPesos(130000))}`;

let browser: Browser;
let admin: TestUser;
let owner: TestUser;
let fieldId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  [admin, owner] = await Promise.all([createUser('FIELD_ADMIN', 'Marta', 'Ríos'), createUser('PLAYER', 'Julián', 'Pérez')]);
  const field = await createField(admin, { name: `Cancha Pagos ${suffix}`, address: 'Calle 30 #17-50', hourlyRate: 90000 });
  fieldId = field.id;
  const team = await api.post<{ id: number }>(
    '/team',
    { name: TEAM, city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 6, ownerId: owner.id },
    owner.token,
  );
  // Tomorrow 7 to 9 p. m. at $ 90.000 the hour: $ 180.000.
  await api.post('/reservation', { teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime: '19:00', hours: 2 }, owner.token);
});
afterAll(() => browser?.close());

describe.sequential('payments', () => {
  test('on a phone the administrator records a deposit; the team sees what is due', async () => {
    // Before anything is recorded, the team's card says nothing of payments (only its administrator reads 'Sin pagos registrados').
    const before = await newPage(browser, PHONE);
    await loginViaUi(before, owner);
    await before.goto('/dashboard/reservation/list/team');
    const teamCard = before.getByRole('article', { name: /^Reserva de Cancha Pagos/ });
    expect(await shows(teamCard.getByTestId('reservation-price'))).toBe(true);
    expect(await teamCard.getByTestId('reservation-payment').count()).toBe(0);
    await before.context().close();

    const page = await newPage(browser, PHONE);
    await loginViaUi(page, admin);
    await page.goto('/dashboard/reservation/list/field');
    const card = page.getByRole('article', { name: `Reserva de ${TEAM}` });
    expect(await shows(card.getByText(MSG.payment.unpaid))).toBe(true);

    await card.getByRole('button', { name: MSG.payment.record }).click();
    const dialog = page.getByRole('dialog', { name: MSG.payment.title });
    const received = dialog.getByLabel(MSG.payment.receivedLabel);
    // The keyboard is on the amount as the form opens.
    await expect.poll(() => received.evaluate((el) => el === document.activeElement)).toBe(true);
    // What is no amount is said in the payment's words, not a rate's.
    await received.fill('-5');
    await dialog.getByRole('button', { name: MSG.payment.save }).click();
    expect(await shows(dialog.getByText(MSG.payment.notAnAmount))).toBe(true);
    await received.fill('200.000');
    await dialog.getByRole('button', { name: MSG.payment.save }).click();
    expect(await shows(dialog.getByText(MSG.payment.tooHigh(formatPesos(180000))))).toBe(true);
    await received.fill('50.000');
    // Received by Nequi (cash unless said), for the field's cash book.
    await dialog.getByLabel(MSG.payment.methodLabel).selectOption('NEQUI');
    await screenshot(page, 'payment-form-phone');
    // A double tap whose second tap lands as the answer has come and the dialog is fading out: sent once.
    const save = (await dialog.getByRole('button', { name: MSG.payment.save }).boundingBox())!;
    const sent: string[] = [];
    page.on('request', (request) => request.url().endsWith('/payment') && sent.push(request.method()));
    await page.mouse.click(save.x + save.width / 2, save.y + save.height / 2);
    await page.getByText(MSG.payment.saved).waitFor();
    await page.mouse.click(save.x + save.width / 2, save.y + save.height / 2);
    await dialog.waitFor({ state: 'hidden' });
    expect(sent).toEqual(['PUT']);
    expect(await page.getByText(MSG.payment.saved).count()).toBe(1);
    expect(await shows(card.getByText(DEPOSIT_LINE))).toBe(true);
    await screenshot(page, 'payment-card-phone');

    // Kept on the server: a reload reads it again.
    await page.reload();
    expect(await shows(card.getByText(DEPOSIT_LINE))).toBe(true);

    // The team's name opens its details, with its owner to write to about the rest.
    await card.getByRole('button', { name: TEAM }).click();
    const details = page.getByRole('dialog', { name: TEAM });
    const contact = details.getByTestId('team-contact');
    expect(await shows(contact.getByText(`${owner.firstName} ${owner.lastName}`))).toBe(true);
    const whatsapp = contact.getByRole('link', { name: MSG.reservation.whatsappTeam(`${owner.firstName} ${owner.lastName}`) });
    expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/57\d{10}$/);
    expect(await contact.getByRole('link', { name: MSG.reservation.callTeam(`${owner.firstName} ${owner.lastName}`) }).getAttribute('href')).toMatch(
      /^tel:\+57\d{10}$/,
    );
    await screenshot(page, 'team-contact-phone');
    await page.keyboard.press('Escape');
    await page.context().close();

    const team = await newPage(browser, PHONE);
    await loginViaUi(team, owner);
    await team.goto('/dashboard/reservation/list/team');
    const own = team.getByRole('article', { name: /^Reserva de Cancha Pagos/ });
    expect(await shows(own.getByText(DEPOSIT_LINE))).toBe(true);
    expect(await own.getByRole('button', { name: MSG.payment.record }).count()).toBe(0);
    // Shared with the teammates, the message says what is still to be paid.
    const share = new URL((await own.getByRole('link', { name: MSG.share.whatsapp }).getAttribute('href'))!);
    expect(share.searchParams.get('text')).toContain(DEPOSIT_LINE);
    await team.context().close();
  });

  test('a reservation cancelled while its payment was being written: refused, and the card reads it again', async () => {
    const customer = `Carlos Pérez ${suffix}`;
    const booked = await api.post<{ reservations: { id: number }[] }>(
      '/reservation/manual',
      { fieldId, customerName: customer, customerCellphone: '3001234567', reservationDate: TOMORROW, startTime: '15:00', hours: 1 },
      admin.token,
    );
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, admin);
    await page.goto('/dashboard/reservation/list/field');
    const card = page.getByRole('article', { name: `Reserva de ${customer}` });
    await card.getByRole('button', { name: MSG.payment.record }).click();
    const dialog = page.getByRole('dialog', { name: MSG.payment.title });
    await dialog.getByLabel(MSG.payment.receivedLabel).fill('90.000');
    // Cancelled meanwhile (from another device).
    await api.put(`/reservation/${booked.reservations[0].id}/status/canceled`, undefined, admin.token);
    await dialog.getByRole('button', { name: MSG.payment.save }).click();
    await toasted(page, MSG.payment.canceled);
    await dialog.waitFor({ state: 'hidden' });
    expect(await shows(card.getByText('Cancelada', { exact: true }))).toBe(true);
    expect(await card.getByRole('button', { name: MSG.payment.record }).count()).toBe(0);
    await page.context().close();
  });

  test('a payment whose answer is lost: the card behind the form reads what was saved, and the same press again says it is', async () => {
    const customer = `Atlético Bazurto ${suffix}`;
    await api.post(
      '/reservation/manual',
      { fieldId, customerName: customer, customerCellphone: '3124445566', reservationDate: TOMORROW, startTime: '16:00', hours: 1 },
      admin.token,
    );
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, admin);
    await page.goto('/dashboard/reservation/list/field');
    const card = page.getByRole('article', { name: `Reserva de ${customer}` });
    // The server saves the first payment, and its answer never reaches the page.
    let sent = 0;
    await page.route('**/api/v1/reservation/*/payment', async (route) => {
      if (sent++ > 0) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await card.getByRole('button', { name: MSG.payment.record }).click();
    const dialog = page.getByRole('dialog', { name: MSG.payment.title });
    await dialog.getByRole('button', { name: MSG.payment.payAll }).click();
    await dialog.getByRole('button', { name: MSG.payment.save }).click();
    await toasted(page, MSG.failure.offline);
    // The form stays to send it again; the card behind it already says what the server holds.
    expect(await dialog.isVisible()).toBe(true);
    expect(await shows(card.getByTestId('reservation-payment').getByText(MSG.payment.paid, { exact: true }))).toBe(true);
    await dialog.getByRole('button', { name: MSG.payment.save }).click();
    await toasted(page, MSG.payment.saved);
    await dialog.waitFor({ state: 'hidden' });
    expect(sent).toBe(2);
    await page.context().close();
  });

  test('on a wide screen the administrator records the rest from the calendar', async () => {
    const page = await newPage(browser, DESKTOP);
    await loginViaUi(page, admin);
    await page.goto(`/dashboard/reservation/list/field?ver=calendario&dia=${TOMORROW}`);
    const calendar = page.getByTestId('reservation-calendar');
    // The event says what is still due, on a line of its own: the week's narrow column wraps the title and cuts no
    // amount (it read 'faltan $ 13…' cut at the column's edge, or '$ 80' of '$ 80.000' on a phone).
    const due = calendar.getByText(`Equipo: ${TEAM} ${MSG.payment.due(formatPesos(130000))}`);
    expect(
      await due.evaluate((title) => {
        const event = title.closest('[aria-label]')!.getBoundingClientRect();
        return title.scrollWidth <= title.clientWidth && title.getBoundingClientRect().bottom <= event.bottom;
      }),
    ).toBe(true);
    // Its times wrap too, whole ('7:00 p. m. – 9:00 p. m.' was cut to '7:00 p. m. – 9:0').
    const times = calendar.getByText(`${formatTime12('19:00')} – ${formatTime12('21:00')}`, { exact: true });
    expect(await times.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await due.click();
    const eventCard = page.getByRole('dialog').getByRole('article', { name: `Reserva de ${TEAM}` });
    expect(await shows(eventCard.getByText(DEPOSIT_LINE))).toBe(true);
    await eventCard.getByRole('button', { name: MSG.payment.record }).click();
    const dialog = page.getByRole('dialog', { name: MSG.payment.title });
    expect(await dialog.getByLabel(MSG.payment.receivedLabel).inputValue()).toBe(formatPesos(50000));
    await dialog.getByRole('button', { name: MSG.payment.payAll }).click();
    expect(await dialog.getByLabel(MSG.payment.receivedLabel).inputValue()).toBe(formatPesos(180000));
    await dialog.getByRole('button', { name: MSG.payment.save }).click();
    await toasted(page, MSG.payment.saved);
    expect(await shows(eventCard.getByText(MSG.payment.paid, { exact: true }))).toBe(true);
    await screenshot(page, 'payment-calendar-desktop');
    // Closed, the calendar's event says it too.
    await page.keyboard.press('Escape');
    expect(await shows(calendar.getByText(`Equipo: ${TEAM} ${MSG.payment.paid}`))).toBe(true);
  });

  test('on a phone the administrator records what was given back of a cancelled booking; the team reads it too', async () => {
    // The team's booking of the first journey, paid in full since, cancelled by its team.
    const teamBooking = (await api.get<{ id: number; teamName: string }[]>(`/reservation/field/${fieldId}`, admin.token)).find(
      (r) => r.teamName === TEAM,
    )!;
    await api.put(`/reservation/${teamBooking.id}/status/canceled`, undefined, owner.token);
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, admin);
    await page.goto('/dashboard/reservation/list/field?status=CANCELED');
    const card = page.getByRole('article', { name: `Reserva de ${TEAM}` });
    expect(await shows(card.getByText(MSG.payment.received(formatPesos(180000)), { exact: true }))).toBe(true);
    expect(await card.getByRole('button', { name: MSG.payment.record }).count()).toBe(0);

    await card.getByRole('button', { name: MSG.refund.record }).click();
    const dialog = page.getByRole('dialog', { name: MSG.refund.title });
    const refunded = dialog.getByLabel(MSG.refund.refundedLabel);
    expect(await refunded.inputValue()).toBe(formatPesos(0));
    await refunded.fill('200.000');
    await dialog.getByRole('button', { name: MSG.refund.save }).click();
    expect(await shows(dialog.getByText(MSG.refund.tooHigh(formatPesos(180000))))).toBe(true);
    await dialog.getByRole('button', { name: MSG.refund.refundAll }).click();
    expect(await refunded.inputValue()).toBe(formatPesos(180000));
    await refunded.fill('100.000');
    await screenshot(page, 'refund-form-phone');
    await dialog.getByRole('button', { name: MSG.refund.save }).click();
    await toasted(page, MSG.refund.saved);
    await dialog.waitFor({ state: 'hidden' });
    const line = `${MSG.payment.received(formatPesos(180000))} · ${MSG.refund.refunded(formatPesos(100000))}`;
    expect(await shows(card.getByText(line))).toBe(true);
    await screenshot(page, 'refund-card-phone');
    await page.context().close();

    const team = await newPage(browser, PHONE);
    await loginViaUi(team, owner);
    await team.goto('/dashboard/reservation/list/team?status=CANCELED');
    const own = team.getByRole('article', { name: /^Reserva de Cancha Pagos/ });
    expect(await shows(own.getByText(line))).toBe(true);
    expect(await own.getByRole('button', { name: MSG.refund.record }).count()).toBe(0);
    await team.context().close();
  });

  test("on a phone, home-admin's 'Caja del día' lists today's payments and the refund, with the day's totals", async () => {
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, admin);
    // Its load fails (and so would a quiet re-read on the page's focus): the card says so, with 'Reintentar', and nothing
    // of an empty day.
    let refusing = true;
    await page.route('**/api/v1/field/*/cash?**', (route) => (refusing ? route.abort('connectionrefused') : route.continue()));
    await page.goto('/dashboard');
    const section = page.getByRole('region', { name: MSG.cash.title });
    const failed = section.getByRole('alert').filter({ hasText: MSG.cash.loadFailed });
    expect(await shows(failed)).toBe(true);
    expect(await section.getByText(MSG.cash.empty).count()).toBe(0);
    refusing = false;
    await failed.getByRole('button', { name: MSG.failure.retry }).click();

    // What the server's book holds for today (the journeys above recorded it), as the card shows it.
    const book = await api.get<CashDay>(`/field/${fieldId}/cash?date=${todayInAppZone()}`, admin.token);
    const list = section.getByRole('list', { name: MSG.cash.listLabel });
    expect(await shows(list)).toBe(true);
    expect(await list.getByRole('listitem').count()).toBe(book.movements.length);
    const totals = section.getByTestId('cash-totals');
    expect(await totals.textContent()).toBe(
      `${MSG.cash.received}${formatPesos(book.received)}${MSG.cash.refunded}${formatPesos(book.refunded)}${MSG.cash.net}${formatPesos(book.received - book.refunded)}`,
    );
    // The refund of the last journey: money out, with the team and its booking.
    const refund = list.getByRole('listitem').filter({ hasText: MSG.cash.refund }).filter({ hasText: TEAM });
    expect(await shows(refund.getByText(`− ${formatPesos(100000)}`))).toBe(true);
    const deposit = list.getByRole('listitem').filter({ hasText: `+ ${formatPesos(50000)}` });
    expect(await shows(deposit.getByText(`${MSG.cash.payment} · ${MSG.payment.methods.NEQUI}`, { exact: false }))).toBe(true);
    expect(await section.getByTestId('cash-by-method').textContent()).toBe(
      `${MSG.cash.byMethod}: ${book.byMethod.map((m) => `${MSG.payment.methods[m.method]} ${formatPesos(m.amount)}`).join(' · ')}`,
    );
    expect(book.byMethod.find((m) => m.method === 'NEQUI')?.amount).toBe(50000);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'cash-book-phone');

    // 'Hoy en tu cancha' sums today's bookings as the server lists them (with one booked for later today, when the
    // day has an hour left within the field's hours, 6 a. m. to 11 p. m.), and leads to them.
    const hour = Math.floor(minutesOfDayInAppZone() / 60) + 1;
    if (hour >= 6 && hour <= 21) {
      await api.post(
        '/reservation/manual',
        {
          fieldId,
          customerName: `Cliente de Hoy ${suffix}`,
          customerCellphone: '3157778899',
          reservationDate: todayInAppZone(),
          startTime: `${String(hour).padStart(2, '0')}:00`,
          hours: 1,
          paid: 20000,
        },
        admin.token,
      );
      await page.reload();
    }
    const today = await api.get<{ content: Reservation[] }>(
      `/reservation/filter?fieldId=${fieldId}&date=${todayInAppZone()}&page=0&size=100`,
      admin.token,
    );
    const summary = daySummary(today.content);
    const todayCard = page.getByRole('region', { name: MSG.stats.todayTitle });
    if (summary.count === 0) expect(await shows(todayCard.getByText(MSG.stats.todayEmpty))).toBe(true);
    else {
      expect(summary.due).toBe(70000);
      expect(await todayCard.getByTestId('today-figures').textContent()).toBe(
        `${MSG.stats.todayBookings(String(summary.count))}${MSG.stats.todayHours(String(summary.hours))}${MSG.stats.todayTotal}${formatPesos(summary.total)}${MSG.stats.todayDue}${formatPesos(summary.due)}`,
      );
      await todayCard.getByRole('link', { name: MSG.stats.todaySee }).click();
      await page.waitForURL(`**/dashboard/reservation/list/field?date=${todayInAppZone()}`);
      expect(await shows(page.getByRole('article', { name: `Reserva de Cliente de Hoy ${suffix}` }))).toBe(true);
      await page.goBack();
    }

    // Another day without movements says so.
    await section.getByLabel(MSG.cash.dayLabel, { exact: true }).click();
    await page.getByRole('button', { name: 'Mes anterior' }).click();
    await page.getByRole('dialog', { name: 'Calendario' }).getByRole('button').filter({ hasText: /^15$/ }).first().click();
    expect(await shows(section.getByText(MSG.cash.empty))).toBe(true);
    await page.context().close();
  });
});
