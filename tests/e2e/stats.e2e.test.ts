/**
 * Browser journey of home-admin's figures (docs/product.md, "home-admin"): at 390 and 1280 px the administrator
 * sees 'Ocupación' and 'Ingresos' with the numbers of the bookings made below (team and manual ones, one
 * finalized, one cancelled), reads a cell's tooltip, and a counter opens the list filtered by its status. A
 * failed load offers 'Reintentar'; a field without bookings reads its empty text, not an error.
 *
 * The server runs on the real clock, and bookings can only be made from now on: the next 2 weeks hold the
 * heat map's bookings; the revenue of the current week (Monday to Sunday) gets the week's remaining slots,
 * which late on a Sunday may be none (then 'Ingresos' must read empty).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatPesos } from '../../domain/format';
import * as MSG from '../../domain/messages';
import { isoWeekday, weekStartOf, WEEKDAY_NAMES } from '../../domain/stats';
import { addDays, instantInAppZone, todayInAppZone } from '../../domain/time';
import type { ManualReservationResult, Reservation } from '../../domain/types';
import {
  api,
  createUser,
  DESKTOP,
  launchBrowser,
  loginViaUi,
  newPage,
  PHONE,
  screenshot,
  settled,
  shows,
  spaced,
  type TestUser,
  createField,
} from './browser';

const TODAY = todayInAppZone();
const RATE = 100_000;
const suffix = String(Date.now()).slice(-5);

let browser: Browser;
let admin: TestUser;
let fieldId: number;
/** What the figures must show, from the bookings made. */
const expected = { cells: new Map<string, number>(), finished: 0, active: 0, finishedCount: 0, totalHours: 0 };

const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

async function manual(date: string, hour: number, hours: number, name: string): Promise<Reservation> {
  const r = await api.post<ManualReservationResult>(
    '/reservation/manual',
    { fieldId, customerName: `${name} ${suffix}`, customerCellphone: '3001234567', reservationDate: date, startTime: hh(hour), hours },
    admin.token,
  );
  return r.reservations[0];
}

function counts(date: string, hour: number, hours: number, status: 'ACTIVE' | 'FINISHED') {
  for (let h = hour; h < hour + hours; h++) {
    const key = `${isoWeekday(date)}-${h}`;
    expected.cells.set(key, (expected.cells.get(key) ?? 0) + 1);
  }
  expected.totalHours += hours;
  if (date <= addDays(weekStartOf(TODAY), 6)) {
    if (status === 'FINISHED') expected.finished += hours * RATE;
    else expected.active += hours * RATE;
  }
  if (status === 'FINISHED') expected.finishedCount++;
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await createUser('FIELD_ADMIN', 'Marta', 'Lozano');
  const field = await createField(admin, { name: `Cancha Cifras ${suffix}`, address: 'Calle 30 #17-20', hourlyRate: RATE });
  fieldId = field.id;

  // The heat map: in 2 and in 9 days (the same weekday) at 6 p. m., 2 hours and 1 hour; the second finalized.
  const d1 = addDays(TODAY, 2);
  const d2 = addDays(TODAY, 9);
  await manual(d1, 18, 2, 'Carlos');
  counts(d1, 18, 2, 'ACTIVE');
  const second = await manual(d2, 18, 1, 'Lucía');
  await api.put(`/reservation/${second.id}/status/finalize`, undefined, admin.token);
  counts(d2, 18, 1, 'FINISHED');
  // A team's booking in 3 days at 8 p. m.
  const captain = await createUser('PLAYER', 'Leo', 'Marín');
  const team = await api.post<{ id: number }>(
    '/team',
    { name: `Equipo ${suffix}`, city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 6, ownerId: captain.id },
    captain.token,
  );
  const d3 = addDays(TODAY, 3);
  await api.post('/reservation', { teamId: team.id, fieldId, reservationDate: d3, startTime: '20:00', hours: 1, endTime: '21:00' }, captain.token);
  counts(d3, 20, 1, 'ACTIVE');
  // A cancelled one counts nowhere.
  const canceled = await manual(d1, 20, 2, 'Pedro');
  await api.put(`/reservation/${canceled.id}/status/canceled`, undefined, admin.token);

  // The current week's remaining slots (at most two, 1 hour each, at least 30 minutes ahead): one finalized, one active.
  const sunday = addDays(weekStartOf(TODAY), 6);
  const slots: { date: string; hour: number }[] = [];
  for (let date = TODAY; date <= sunday && slots.length < 2; date = addDays(date, 1)) {
    for (let hour = 6; hour <= 22 && slots.length < 2; hour++) {
      const taken = (date === d1 && hour >= 18) || (date === d3 && hour === 20);
      if (!taken && instantInAppZone(date, hh(hour)).getTime() > Date.now() + 30 * 60_000) slots.push({ date, hour });
    }
  }
  for (const [i, slot] of slots.entries()) {
    const r = await manual(slot.date, slot.hour, 1, i === 0 ? 'Semana' : 'Semana activa');
    if (i === 0) await api.put(`/reservation/${r.id}/status/finalize`, undefined, admin.token);
    counts(slot.date, slot.hour, 1, i === 0 ? 'FINISHED' : 'ACTIVE');
  }
});
afterAll(() => browser?.close());

const statsResponse = (url: URL) => /\/api\/v1\/field\/\d+\/stats$/.test(url.pathname);

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('home-admin figures on a %s', (size, viewport) => {
  test('Ocupación and Ingresos show the bookings, a cell tells its hours, a counter opens the filtered list', async () => {
    const page = await newPage(browser, viewport, { hasTouch: size === 'phone' });
    await loginViaUi(page, admin);
    const occupancy = page.getByRole('region', { name: MSG.stats.occupancyTitle });
    const revenue = page.getByRole('region', { name: MSG.stats.revenueTitle });
    const heatmap = occupancy.getByRole('img', { name: MSG.stats.heatmapLabel });
    // The charts come as the cards near the screen: on a phone, below the first screenful, once scrolled to.
    await occupancy.scrollIntoViewIfNeeded();
    expect(await shows(heatmap)).toBe(true);

    // Every weekday × hour cell holds what the bookings add up to.
    const cells = heatmap.locator('rect[data-weekday]');
    expect(await cells.count()).toBe(7 * 17); // lunes..domingo × 6:00..22:00
    const shown = await cells.evaluateAll((rects) =>
      rects
        .filter((r) => Number(r.getAttribute('data-hours')) > 0)
        .map((r) => `${r.getAttribute('data-weekday')}-${r.getAttribute('data-hour')}=${r.getAttribute('data-hours')}`),
    );
    expect(shown.sort()).toEqual([...expected.cells].map(([k, v]) => `${k}=${v}`).sort());

    // The busiest slot: two hours at 6 p. m. on the weekday of the first booking.
    const weekday = WEEKDAY_NAMES[isoWeekday(addDays(TODAY, 2)) - 1];
    expect(spaced(await occupancy.getByTestId('occupancy-busiest').textContent())).toBe(
      `${MSG.stats.busiest} ${weekday}, 6:00 p. m. – 7:00 p. m. · ${MSG.stats.bookedHours('2')}`,
    );
    expect(await occupancy.getByTestId('occupancy-total').textContent()).toBe(
      `${MSG.stats.totalHours} ${MSG.stats.bookedHours(String(expected.totalHours))}`,
    );

    // Pointing at that cell tells it in words; on a phone, a tap tells it under the map, where a hint was.
    const busiestCell = heatmap.locator(`rect[data-weekday="${isoWeekday(addDays(TODAY, 2))}"][data-hour="18"]`);
    const told = `${weekday}, 6:00 p. m. – 7:00 p. m.: 2 horas reservadas`;
    if (size === 'phone') {
      const picked = occupancy.getByTestId('occupancy-picked');
      expect(await picked.textContent()).toBe(MSG.stats.cellHint);
      await busiestCell.tap();
      await expect.poll(async () => spaced(await picked.textContent())).toBe(told);
    } else {
      await busiestCell.hover();
      expect(await shows(page.getByText(told))).toBe(true);
      await page.mouse.move(0, 0);
    }

    // Revenue of the current week, finalized and active apart; the other weeks hold nothing.
    if (expected.finished + expected.active === 0) {
      expect(await shows(revenue.getByText(MSG.stats.revenueEmpty))).toBe(true);
    } else {
      expect(await shows(revenue.locator('.recharts-surface'))).toBe(true);
      // Nothing in the chart, its hidden tooltip included, reads as a broken value ('Semana del NaN undefined').
      expect(await revenue.textContent()).not.toMatch(/NaN|undefined/);
      expect(await revenue.getByTestId('revenue-total').textContent()).toBe(
        `${MSG.stats.revenueTotal} ${MSG.stats.finished} ${formatPesos(expected.finished)} · ${MSG.stats.active} ${formatPesos(expected.active)}`,
      );
      // No payment was recorded on these bookings: all of it is still to collect.
      expect(await revenue.getByTestId('revenue-received').textContent()).toBe(
        `${MSG.stats.received} ${formatPesos(0)} · ${MSG.stats.toCollect} ${formatPesos(expected.finished + expected.active)}`,
      );
      const table = revenue.getByRole('table', { name: MSG.stats.revenueTableLabel });
      const rows = table.locator('tbody tr');
      expect(await rows.count()).toBe(8);
      expect(await rows.last().locator('td').allTextContents()).toEqual([formatPesos(expected.finished), formatPesos(expected.active)]);
    }
    await screenshot(page, `admin-stats-${size}`);

    // 'Finalizadas' opens the list with that filter.
    await page.getByRole('link', { name: `${expected.finishedCount} Finalizadas ${MSG.stats.seeList('finalizadas')}` }).click();
    await page.waitForURL('**/dashboard/reservation/list/field?status=FINISHED');
    expect(await shows(page.getByRole('heading', { name: 'Lista de reservas con estado "Finalizada"' }))).toBe(true);
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(expected.finishedCount);
    for (const text of await cards.allTextContents()) expect(text).toContain('Finalizada');
    await screenshot(page, `admin-stats-list-${size}`);
    await page.context().close();
  });
});

describe('loading the figures', () => {
  test('a failed load says so with Reintentar, and Reintentar loads them', async () => {
    const page = await newPage(browser, PHONE);
    let fail = true;
    await page.route(statsResponse, (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL', message: MSG.general.internal }) })
        : route.continue(),
    );
    await loginViaUi(page, admin);
    const alert = page.getByRole('alert').filter({ hasText: MSG.stats.loadFailed });
    expect(await shows(alert)).toBe(true);
    expect(await alert.getByText(MSG.failure.server).count()).toBe(1);
    fail = false;
    const retry = alert.getByRole('button', { name: MSG.failure.retry });
    await retry.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await retry.click();
    const occupancy = page.getByRole('region', { name: MSG.stats.occupancyTitle });
    await occupancy.waitFor();
    // The keyboard stays where the figures are, and the screen where it was: not sent back to the title at the top. (A
    // card above that grows meanwhile moves the page's offset, the browser keeping the figures in sight: the figures'
    // place on the screen is what is checked.)
    await page.waitForFunction(() => document.activeElement !== document.body);
    expect(await page.evaluate(() => document.activeElement?.contains(document.getElementById('occupancy-title')))).toBe(true);
    const titleTop = await page.evaluate(() => document.getElementById('occupancy-title')!.getBoundingClientRect().top);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(titleTop).toBeGreaterThanOrEqual(0);
    expect(titleTop).toBeLessThan(PHONE.height);
    await occupancy.scrollIntoViewIfNeeded();
    expect(await shows(occupancy.getByRole('img', { name: MSG.stats.heatmapLabel }))).toBe(true);
    await page.context().close();
  });

  test('a chart whose code cannot be downloaded says so in its card, the screen staying; Reintentar draws it', async () => {
    const page = await newPage(browser, PHONE);
    let offline = true;
    await page.route(/FieldStatsCharts/, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
    await loginViaUi(page, admin);
    const occupancy = page.getByRole('region', { name: MSG.stats.occupancyTitle });
    await occupancy.scrollIntoViewIfNeeded();
    const alert = occupancy.getByRole('alert').filter({ hasText: MSG.stats.chartFailed });
    expect(await shows(alert)).toBe(true);
    expect(await alert.getByText(MSG.failure.offline).count()).toBe(1);
    // The other card, whose chart is another try of the same code, says so too; late on a Sunday this week has no
    // revenue to chart, and the card reads empty.
    const revenue = page.getByRole('region', { name: MSG.stats.revenueTitle });
    if (expected.finished + expected.active > 0) await expect.poll(() => revenue.getByRole('alert').count()).toBe(1);
    else expect(await shows(revenue.getByText(MSG.stats.revenueEmpty))).toBe(true);
    expect(await page.getByText(MSG.failure.screenTitle).count()).toBe(0);
    offline = false;
    await alert.getByRole('button', { name: MSG.failure.retry }).click();
    expect(await shows(occupancy.getByRole('img', { name: MSG.stats.heatmapLabel }))).toBe(true);
    await page.context().close();
  });

  test('a field without bookings reads the empty texts, not an error', async () => {
    const fresh = await createUser('FIELD_ADMIN', 'Iván', 'Nuevo');
    await api.post(
      '/field',
      {
        name: `Cancha Vacía ${suffix}`,
        address: 'Calle 1',
        city: 'Cartagena',
        hourlyRate: RATE,
        openingHour: '08:00',
        closingHour: '22:00',
        status: 'ACTIVE',
        adminId: fresh.id,
      },
      fresh.token,
    );
    const page = await newPage(browser, DESKTOP);
    const chartCode: string[] = [];
    page.on('request', (request) => {
      if (/FieldStatsCharts/.test(request.url())) chartCode.push(request.url());
    });
    await loginViaUi(page, fresh);
    expect(await shows(page.getByText(MSG.stats.empty))).toBe(true);
    expect(await shows(page.getByText(MSG.stats.revenueEmpty))).toBe(true);
    expect(await page.getByText(MSG.stats.loadFailed).count()).toBe(0);
    // With nothing to chart, the charts' code (recharts) is never downloaded.
    await settled(page);
    expect(chartCode).toEqual([]);
    await page.context().close();
  });
});
