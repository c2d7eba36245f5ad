/**
 * Browser journey of manual bookings (docs/product.md, "Manual bookings and turno fijo"): on a phone the
 * field's administrator books a walk-in customer and a weekly fixed turn over a Colombian holiday, sees
 * 'Fechas omitidas' with the holiday, finds the customer and the WhatsApp link on the cards; a player then
 * finds those times taken ('Ocupado') and is refused when trying one. Runs on a field and users of its own.
 */
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as MSG from '../../domain/messages';
import { colombianHolidays, isColombianHoliday } from '../../domain/holidays';
import { addDays, todayInAppZone } from '../../domain/time';
import { formatDateDMY, formatPesos, longDateLabel } from '../../domain/format';
import { dayLabel } from '../../domain/calendar';
import type { ManualReservationResult, Reservation } from '../../domain/types';
import {
  api,
  createUser,
  DESKTOP,
  launchBrowser,
  loginViaUi,
  newPage,
  PHONE,
  pickDate,
  shownDate,
  SCREENSHOTS,
  settled,
  shows,
  type TestUser,
  createField,
  toasted,
} from './browser';

const TODAY = todayInAppZone();
const TOMORROW = addDays(TODAY, 1);
/** The first holiday at least 9 days ahead: the turn starts a week before it (after tomorrow, whose times the walk-in takes) and runs 3 weeks. */
const HOLIDAY = [...colombianHolidays(Number(TODAY.slice(0, 4))), ...colombianHolidays(Number(TODAY.slice(0, 4)) + 1)].find(
  (d) => addDays(d, -7) > TOMORROW,
)!;
const TURN_START = addDays(HOLIDAY, -7);
const suffix = String(Date.now()).slice(-5);
const FIELD_NAME = `Cancha Manual ${suffix}`;
const WALK_IN = `Carlos Pérez ${suffix}`;
const TURN = `Los Amigos ${suffix}`;
/** The turn's three weeks: those the server books (not holidays) and those it leaves out. */
const TURN_WEEKS = [TURN_START, HOLIDAY, addDays(HOLIDAY, 7)];
const TURN_BOOKED = TURN_WEEKS.filter((d) => !isColombianHoliday(d));
const TURN_LEFT_OUT = TURN_WEEKS.filter(isColombianHoliday);

let browser: Browser;
let admin: TestUser;

/** The administrator's reservations as a calendar, at this width. */
async function openCalendar(viewport: typeof PHONE) {
  const page = await newPage(browser, viewport);
  await loginViaUi(page, admin);
  await page.goto('/dashboard/reservation/list/field?ver=calendario');
  const calendar = page.getByTestId('reservation-calendar');
  await calendar.waitFor();
  return { page, calendar };
}
let owner: TestUser;
let fieldId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  [admin, owner] = await Promise.all([createUser('FIELD_ADMIN', 'Rosa', 'Julio'), createUser('PLAYER', 'Andrés', 'Mora')]);
  const field = await createField(admin, { name: FIELD_NAME, address: 'Av. Pedro de Heredia #40-10', hourlyRate: 100000 });
  fieldId = field.id;
  await api.post('/team', { name: `Águilas ${suffix}`, city: 'Cartagena', neighborhood: 'Crespo', maxPlayers: 5, ownerId: owner.id }, owner.token);
});
afterAll(() => browser?.close());

async function openForm(page: Page) {
  await page.getByRole('button', { name: 'Reserva manual' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reserva manual' });
  await dialog.waitFor();
  return dialog;
}

/** A picture of the screen under .tmp/ to look at, taken only when the run takes screenshots (`npm run screenshots`). */
async function snap(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  await settled(page);
  await page.screenshot({ path: `.tmp/${name}.png`, fullPage: true });
}

describe.sequential('manual bookings', () => {
  test('on a phone the administrator books a walk-in and a fixed turn over a holiday', async () => {
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, admin);
    await page.goto('/dashboard/reservation/list/field');

    // A walk-in customer, tomorrow 7 to 9 p. m.; a bad cellphone is refused in the form first.
    let dialog = await openForm(page);
    await dialog.getByLabel('Nombre del cliente').fill(WALK_IN);
    await dialog.getByLabel('Celular del cliente').fill('300123');
    await pickDate(page, dialog, 'Fecha', TOMORROW);
    await dialog.getByLabel('Hora de inicio').selectOption('19:00');
    await dialog.getByLabel('Horas').selectOption('2');
    await dialog.getByLabel('Nota (opcional)').fill('Paga en la portería');
    await dialog.getByRole('button', { name: 'Reserva manual' }).click();
    expect(await shows(dialog.getByText('El número celular es inválido.'))).toBe(true);
    // Typed as the customer says it, with spaces: the 10 digits are kept, not cut at the tenth character.
    await dialog.getByLabel('Celular del cliente').fill('');
    await dialog.getByLabel('Celular del cliente').pressSequentially('300 123 4567');
    expect(await dialog.getByLabel('Celular del cliente').inputValue()).toBe('3001234567');
    // A deposit already received, at most the total ($ 200.000): more is refused in the form, before anything is sent.
    await dialog.getByLabel(MSG.payment.depositLabel).fill('300.000');
    await dialog.getByRole('button', { name: 'Reserva manual' }).click();
    expect(await shows(dialog.getByText(MSG.payment.tooHigh(formatPesos(200000))))).toBe(true);
    await dialog.getByLabel(MSG.payment.depositLabel).fill('50.000');
    await snap(page, 'manual-form-phone');
    await dialog.getByRole('button', { name: 'Reserva manual' }).click();
    await toasted(page, 'Reserva manual creada');
    await dialog.waitFor({ state: 'hidden' });

    const card = page.getByRole('article', { name: `Reserva de ${WALK_IN}` });
    expect(await shows(card)).toBe(true);
    expect(await card.getByText('Cliente', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText('Paga en la portería').isVisible()).toBe(true);
    expect(await card.getByTestId('reservation-payment').textContent()).toBe(`Abono de ${formatPesos(50000)} · faltan ${formatPesos(150000)}`);
    const whatsapp = card.getByRole('link', { name: `Escribir por WhatsApp: ${WALK_IN}` });
    expect(await whatsapp.getAttribute('href')).toBe('https://wa.me/573001234567');

    // The form offers only the field's hours (6:00 a. m. to 11:00 p. m.) and not the times now taken.
    dialog = await openForm(page);
    await pickDate(page, dialog, 'Fecha', TOMORROW);
    const starts = await dialog
      .getByLabel('Hora de inicio')
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(starts[0]).toBe('06:00');
    expect(starts.at(-1)).toBe('22:00');
    expect(starts).not.toContain('19:00');
    expect(starts).not.toContain('20:00');
    expect(starts).toContain('21:00');
    // A time somebody else takes while the form is open: refused, the form stays open with the server's reason.
    // The walk-in calls again: a part of their name, accents aside, finds them, and their cellphone is filled in.
    await dialog.getByLabel('Nombre del cliente').fill('carlos perez');
    const suggestion = page.getByRole('option', { name: WALK_IN });
    expect(await suggestion.textContent()).toContain(MSG.reservation.knownCustomer('3001234567', 1));
    await suggestion.click();
    expect(await dialog.getByLabel('Nombre del cliente').inputValue()).toBe(WALK_IN);
    expect(await dialog.getByLabel('Celular del cliente').inputValue()).toBe('3001234567');
    await dialog.getByLabel('Hora de inicio').selectOption('21:00');
    const other = { fieldId, customerName: 'Por teléfono', customerCellphone: '3009998877', reservationDate: TOMORROW, startTime: '21:00', hours: 1 };
    await api.post('/reservation/manual', other, admin.token);
    await dialog.getByRole('button', { name: 'Reserva manual' }).click();
    expect(await shows(dialog.getByRole('alert').getByText('La cancha ya está reservada en ese horario.'))).toBe(true);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // A fixed turn of 3 weeks from a week before the holiday: the holiday is left out, 'festivo'.
    dialog = await openForm(page);
    await dialog.getByLabel('Nombre del cliente').fill(TURN);
    await dialog.getByLabel('Celular del cliente').fill('3015550000');
    await pickDate(page, dialog, 'Fecha', TURN_START);
    await dialog.getByLabel('Hora de inicio').selectOption('20:00');
    await dialog.getByLabel('Horas').selectOption('1');
    await dialog.getByLabel('Repetir cada semana').check();
    // A number of weeks out of range is refused as typed, not changed to the nearest one and booked.
    for (const weeks of ['1', '27']) {
      await dialog.getByLabel('Número de semanas').fill(weeks);
      await dialog.getByRole('button', { name: 'Reserva manual' }).click();
      expect(await shows(dialog.getByText(MSG.validation.weeks)), weeks).toBe(true);
      expect(await dialog.getByLabel('Número de semanas').inputValue()).toBe(weeks);
    }
    await dialog.getByLabel('Número de semanas').fill('3');
    // Before it is sent, the form adds up the turn as the server will book it ($ 100.000 an hour): not the holiday.
    expect(await dialog.getByTestId('manual-total').textContent()).toBe(`${formatPesos(100000)} ${MSG.reservation.perWeek}`);
    expect(await dialog.getByTestId('manual-turn-total').textContent()).toBe(
      `${formatPesos(100000 * TURN_BOOKED.length)} ${MSG.reservation.turnWeeks(TURN_BOOKED.length)}`,
    );
    expect(await dialog.getByTestId('manual-turn-skipped').textContent()).toBe(
      MSG.reservation.turnSkipped(
        TURN_LEFT_OUT.length,
        TURN_LEFT_OUT.map((d) => `${formatDateDMY(d)} (${MSG.reservation.skippedHoliday})`).join(', '),
      ),
    );
    await snap(page, 'manual-series-form-phone');
    await dialog.getByRole('button', { name: 'Reserva manual' }).click();
    const skipped = dialog.getByRole('alert', { name: 'Fechas omitidas' });
    expect(await shows(skipped.getByText(`${formatDateDMY(HOLIDAY)}: festivo`))).toBe(true);
    expect(await shows(dialog.getByText(/^Turno fijo creado: \d reservas?\.$/))).toBe(true);
    expect(await dialog.getByText(formatDateDMY(addDays(HOLIDAY, 7)), { exact: false }).count()).toBe(1);
    await snap(page, 'manual-series-result-phone');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const turnCards = page.getByRole('article', { name: `Reserva de ${TURN}` });
    await turnCards.first().waitFor();
    expect(await turnCards.first().getByText('Turno fijo').isVisible()).toBe(true);
    await snap(page, 'manual-list-phone');
    await page.context().close();

    const api2 = await api.get<{ reservationDate: string; customer: unknown }[]>(`/reservation/field/${fieldId}`, admin.token);
    const turnDates = api2.filter((r) => (r.customer as { name: string } | null)?.name === TURN).map((r) => r.reservationDate);
    expect(turnDates.sort()).toEqual([TURN_START, addDays(HOLIDAY, 7)].filter((d) => !colombianHolidays(Number(d.slice(0, 4))).includes(d)));
  });

  test('a player sees those times taken and cannot book them', async () => {
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, owner);
    const eightPm = page.getByRole('button', { name: /^8:00 p\. m\. / });
    for (const date of [TOMORROW, TURN_START]) {
      // The walk-in and the fixed turn's first week: 8 p. m. reads 'Ocupado' and cannot be chosen.
      await page.goto(`/dashboard/reservation/form/field/${fieldId}?date=${date}`);
      await eightPm.waitFor();
      expect(await eightPm.getAttribute('data-state')).toBe('taken');
      expect(await eightPm.isDisabled()).toBe(true);
      expect(await page.getByText(WALK_IN).count()).toBe(0);
      expect(await page.getByText(TURN).count()).toBe(0);
    }
    await snap(page, 'manual-player-phone');
    // Nor can the API be talked into it.
    const team = await api.get<{ team: { id: number } }>(`/user/player/by-email?email=${encodeURIComponent(owner.email)}`, owner.token);
    await expect(
      api.post(
        '/reservation',
        { teamId: team.team.id, fieldId, reservationDate: TOMORROW, startTime: '20:00', hours: 1, endTime: '21:00' },
        owner.token,
      ),
    ).rejects.toThrow(/409 .*SLOT_TAKEN/);
    await page.context().close();
  });

  test('at 1280 px the administrator sees the customers in the list and the calendar', async () => {
    const page = await newPage(browser, DESKTOP);
    await loginViaUi(page, admin);
    await page.goto('/dashboard/reservation/list/field');
    expect(await shows(page.getByRole('article', { name: `Reserva de ${WALK_IN}` }))).toBe(true);
    await snap(page, 'manual-list-desktop');
    const dialog = await openForm(page);
    await dialog.getByLabel('Repetir cada semana').check();
    expect(await dialog.getByLabel('Número de semanas').inputValue()).toBe('4');
    await snap(page, 'manual-form-desktop');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Calendario', { exact: true }).click();
    const calendar = page.getByTestId('reservation-calendar');
    await calendar.waitFor();
    // The week starts on Monday: a Monday tomorrow is in the next week.
    if (new Date(`${TOMORROW}T12:00:00Z`).getUTCDay() === 1) {
      await calendar
        .getByRole('button', { name: /siguiente/i })
        .first()
        .click();
    }
    expect(await shows(calendar.getByText(`Cliente: ${WALK_IN}`))).toBe(true);
    await snap(page, 'manual-calendar-desktop');
    // The event opens the card, with the WhatsApp link.
    await calendar.getByText(`Cliente: ${WALK_IN}`).click();
    const modal = page.getByRole('dialog', { name: 'Reserva' });
    expect(await modal.getByRole('link', { name: `Escribir por WhatsApp: ${WALK_IN}` }).getAttribute('href')).toBe('https://wa.me/573001234567');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });

    // Back in the list: the rest of the fixed turn is cancelled from its first week on.
    await page.getByText('Lista', { exact: true }).click();
    const turnCards = page.getByRole('article', { name: `Reserva de ${TURN}` });
    await turnCards.first().waitFor();
    const count = await turnCards.count();
    expect(count).toBeGreaterThanOrEqual(1);
    // Upcoming first, soonest on top: the first card is the turn's first week still ahead.
    await turnCards.first().getByRole('button', { name: 'Cancelar el resto del turno' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Cancelar el resto del turno fijo?' });
    // It says how many dates it cancels, counted from the turn as the server will cancel them.
    expect(await shows(confirm.getByText(MSG.reservation.cancelSeriesCount(TURN_BOOKED.length, longDateLabel(TURN_BOOKED[0]))))).toBe(true);
    await snap(page, 'manual-cancel-rest-desktop');
    // The list's next read is held unanswered until the checks below are done.
    const held: Route[] = [];
    let released = false;
    const hold = (route: Route) => void (released ? route.continue() : held.push(route));
    await page.route('**/api/v1/reservation/filter*', hold);
    await confirm.getByRole('button', { name: 'Sí, cancelar el turno' }).click();
    // The notice says how many dates were cancelled.
    await toasted(page, MSG.reservation.seriesCanceledCount(TURN_BOOKED.length));
    await expect.poll(() => held.length).toBeGreaterThan(0);
    // The list stays on screen while it is read again (no spinner in place of the cards): the walk-in is there,
    // and the week cancelled says so at once.
    expect(await page.getByRole('article', { name: `Reserva de ${WALK_IN}` }).isVisible()).toBe(true);
    expect(await turnCards.first().getByText('Cancelada', { exact: true }).isVisible()).toBe(true);
    released = true;
    for (const route of held) await route.continue();
    await page.unroute('**/api/v1/reservation/filter*', hold);
    // Every week of the turn is cancelled (cancelled ones move to the end of the list, so ask the API).
    await expect
      .poll(async () =>
        (await api.get<{ status: string; customer: { name: string } | null }[]>(`/reservation/field/${fieldId}`, admin.token))
          .filter((r) => r.customer?.name === TURN)
          .every((r) => r.status === 'CANCELED'),
      )
      .toBe(true);
    // The walk-in is untouched.
    expect(
      await page
        .getByRole('article', { name: `Reserva de ${WALK_IN}` })
        .getByText('Activa', { exact: true })
        .isVisible(),
    ).toBe(true);
    await page.context().close();
  });

  test('on a phone the calendar keeps its day in the address, and Reserva manual starts on it', async () => {
    const { page, calendar } = await openCalendar(PHONE);
    const next = calendar.getByRole('button', { name: 'Día siguiente' });
    await next.click();
    await page.waitForURL(`**dia=${TOMORROW}`);
    await next.click();
    const day = addDays(TODAY, 2);
    await page.waitForURL(`**dia=${day}`);
    let dialog = await openForm(page);
    await expect.poll(() => shownDate(dialog, 'Fecha')).toBe(longDateLabel(day));
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // A reload opens the calendar on the same day.
    await page.reload();
    await calendar.waitFor();
    dialog = await openForm(page);
    await expect.poll(() => shownDate(dialog, 'Fecha')).toBe(longDateLabel(day));
    await page.close();
  });

  test('on a phone the calendar goes to a day chosen in Ir al día, weeks away, and back to today', async () => {
    const { page, calendar } = await openCalendar(PHONE);
    const far = addDays(TODAY, 40);
    await pickDate(page, page, 'Ir al día', far);
    await page.waitForURL(`**dia=${far}`);
    // The calendar shows that day: the day after it is one press away.
    await calendar.getByRole('button', { name: 'Día siguiente' }).click();
    await page.waitForURL(`**dia=${addDays(far, 1)}`);
    await expect.poll(() => shownDate(page, 'Ir al día')).toBe(longDateLabel(addDays(far, 1)));
    // Back to today, a month or two earlier in the picker.
    await page.getByLabel('Ir al día').click();
    const today = page.getByRole('button', { name: dayLabel(TODAY), exact: true });
    for (let months = 0; months < 3 && !(await today.isVisible()); months++) await page.getByRole('button', { name: 'Mes anterior' }).click();
    await today.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('dia')).toBeNull();
    await calendar.getByRole('button', { name: 'Día siguiente' }).click();
    await page.waitForURL(`**dia=${TOMORROW}`);
    // Tomorrow opens on its first booking, in the evening; the hour label at the top of the grid is whole, not cut by
    // the grid's edge (it is drawn across its line).
    const topLabel = () =>
      calendar.evaluate((root) => {
        const scroller = [...root.querySelectorAll('div')].find((d) => ['auto', 'scroll'].includes(getComputedStyle(d).overflowY))!;
        const top = scroller.getBoundingClientRect().top;
        const cut = [...scroller.querySelectorAll('*')]
          .filter((e) => e.children.length === 0 && /m\.$/.test(e.textContent ?? ''))
          .map((e) => e.getBoundingClientRect())
          .filter((box) => box.height > 0 && box.top < top && box.bottom > top).length;
        return { scrolled: scroller.scrollTop > 0, cut };
      });
    await expect.poll(topLabel).toEqual({ scrolled: true, cut: 0 });
    await page.close();
  });

  test("on a phone a cancelled booking does not narrow the live one of its slot: it waits behind '+1'", async () => {
    const day = addDays(TODAY, 2);
    const slot = { fieldId, customerCellphone: '3005556677', reservationDate: day, startTime: '10:00', hours: 1 };
    const gone = await api.post<ManualReservationResult>('/reservation/manual', { ...slot, customerName: `Cancelado ${suffix}` }, admin.token);
    await api.put(`/reservation/${gone.reservations[0].id}/status/canceled`, undefined, admin.token);
    await api.post('/reservation/manual', { ...slot, customerName: `Vigente ${suffix}` }, admin.token);

    const { page, calendar } = await openCalendar(PHONE);
    await page.goto(`/dashboard/reservation/list/field?ver=calendario&dia=${day}`);
    const live = calendar.getByText(`Cliente: Vigente ${suffix}`);
    expect(await shows(live)).toBe(true);
    // A quarter and three quarters across the day's column it is the live booking, not the cancelled one beside it.
    const coversItsColumn = () =>
      live.evaluate((el) => {
        const lane = el.closest('[data-date]')!.getBoundingClientRect();
        const top = el.getBoundingClientRect().top + 8;
        return [0.25, 0.75].every((across) =>
          Boolean(document.elementFromPoint(lane.left + lane.width * across, top)?.closest('[aria-label^="Activa"]')),
        );
      });
    await expect.poll(coversItsColumn).toBe(true);
    expect(await calendar.getByText(`Cliente: Cancelado ${suffix}`).count()).toBe(0);
    // The cancelled one is a tap away, and opens its card.
    await calendar.getByTitle(MSG.reservation.calendarMoreHint(1)).click();
    await page.getByText(`Cliente: Cancelado ${suffix}`).click();
    const card = page.getByRole('dialog', { name: 'Reserva' }).getByRole('article');
    expect(await shows(card.getByText('Cancelada'))).toBe(true);
    expect(await shows(card.getByText(`Cancelado ${suffix}`))).toBe(true);
    await page.close();
  });

  test('on a wide screen the calendar keeps the day view in the address, and a reload opens it again', async () => {
    const { page, calendar } = await openCalendar(DESKTOP);
    // The week, by default.
    await calendar.getByRole('button', { name: 'Semana siguiente' }).waitFor();
    await calendar.getByRole('tab', { name: 'Ver por día' }).click();
    await page.waitForURL('**vista=dia');
    await calendar.getByRole('button', { name: 'Día siguiente' }).click();
    await page.waitForURL(`**dia=${TOMORROW}**`);
    expect(new URL(page.url()).searchParams.get('vista')).toBe('dia');
    await page.reload();
    await calendar.waitFor();
    await calendar.getByRole('button', { name: 'Día siguiente' }).waitFor();
    expect(await calendar.getByRole('tab', { name: 'Ver por día' }).getAttribute('aria-selected')).toBe('true');
    expect(await calendar.getByRole('button', { name: 'Semana siguiente' }).count()).toBe(0);
    // Back to the week: the address forgets the view.
    await calendar.getByRole('tab', { name: 'Ver por semana' }).click();
    await calendar.getByRole('button', { name: 'Semana siguiente' }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('vista')).toBeNull();
    await page.close();
  });
  test('an answer lost on the way: pressed again, the booking is made once, its deposit once', async () => {
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, admin);
    await page.goto('/dashboard/reservation/list/field');
    const customer = `Atlético Bazurto ${suffix}`;
    const day = addDays(TODAY, 2);
    // The server makes the first booking, and its answer never reaches the page.
    let lost = 0;
    await page.route('**/api/v1/reservation/manual', async (route: Route) => {
      if (lost++ > 0) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    const dialog = await openForm(page);
    await dialog.getByLabel('Nombre del cliente').fill(customer);
    await dialog.getByLabel('Celular del cliente').fill('3124445566');
    await pickDate(page, dialog, 'Fecha', day);
    await dialog.getByLabel('Hora de inicio').selectOption('08:00');
    await dialog.getByLabel(MSG.payment.depositLabel).fill('30.000');
    await dialog.getByRole('button', { name: 'Reserva manual' }).click();
    expect(await shows(dialog.getByText(MSG.failure.offline))).toBe(true);
    // The same press again: the server answers the booking it made, not 'ya está reservada'.
    await dialog.getByRole('button', { name: 'Reserva manual' }).click();
    await toasted(page, 'Reserva manual creada');
    await dialog.waitFor({ state: 'hidden' });
    expect(lost).toBe(2);
    const all = await api.get<Reservation[]>(`/reservation/field/${fieldId}`, admin.token);
    const made = all.filter((r) => r.customer?.name === customer);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ reservationDate: day, startTime: '08:00', paid: 30000 });
  });
});
