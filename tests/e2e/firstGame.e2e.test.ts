/**
 * "A free field and a first game in minutes" (docs/benchmarks.md, "Taps to a first game"), counted tap by tap: a new
 * player opens /home, taps a field's 'Reservar', sees its free times with no account, chooses one, signs up (accepting
 * the data policy), logs in, creates a team and books that very time, in at most 15 taps; the field's 'Cómo pagar el
 * abono' shows right after confirming. And "which field is free Saturday at 8 p. m.?" is answered in at most 3 taps
 * from home-player. Every click or tap goes through `tap`, which counts it; every form field filled goes through
 * `type`, counted apart as typed fields. At 390 px (the figures in docs/benchmarks.md) and at 1280 px.
 */
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  api,
  createUser,
  DESKTOP,
  hydrated,
  launchBrowser,
  loginViaUi,
  newPage,
  PHONE,
  screenshot,
  shows,
  spaced,
  STRONG_PASSWORD,
  uniqueIdentity,
} from './browser';

const suffix = String(Date.now()).slice(-5);
const FIELD = `Cancha Primer Partido ${suffix}`;
const PAYMENT = `Nequi 300 555 ${suffix.slice(0, 4)} a nombre de Rosa Pérez`;
const bogotaNow = () => new Date(Date.now() - 5 * 3_600_000);
const bogotaDate = (days: number) => new Date(bogotaNow().getTime() + days * 86_400_000).toISOString().slice(0, 10);
const WEEKDAYS = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];
/** The next Saturday at least two days ahead (its chip reads 'sáb N'). */
const saturday = (() => {
  for (let d = 2; d < 9; d++) if (new Date(`${bogotaDate(d)}T00:00:00Z`).getUTCDay() === 6) return bogotaDate(d);
  throw new Error('no Saturday');
})();
const chipOf = (date: string) => `${WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]} ${Number(date.slice(8))}`;

/** Counts what a person does: each tap (a click, a choice in a list, Enter on a form) and, apart, each field typed in. */
function counter() {
  const count = { taps: 0, typed: 0 };
  return {
    count,
    tap: async (target: Locator) => {
      await target.click();
      count.taps++;
    },
    choose: async (target: Locator, value: string) => {
      await target.selectOption(value);
      count.taps++;
    },
    type: async (target: Locator, text: string) => {
      await target.fill(text);
      count.typed++;
    },
  };
}

let browser: Browser;
let field: { id: number };

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await createUser('FIELD_ADMIN', 'Rosa', 'Pérez');
  // Open from 05:00 to 23:00: some time is free today or on the next day, whenever the journey runs.
  field = await api.post(
    '/field',
    {
      name: FIELD,
      address: 'Calle 30 #17-50, Pie de la Popa',
      city: 'Cartagena',
      hourlyRate: 90000,
      openingHour: '05:00',
      closingHour: '23:00',
      status: 'ACTIVE',
      adminId: admin.id,
      whatsapp: '3005551234',
      paymentInstructions: PAYMENT,
    },
    admin.token,
  );
});
afterAll(() => browser?.close());

for (const [size, viewport] of [
  ['390 px', PHONE],
  ['1280 px', DESKTOP],
] as const) {
  describe(`a first game at ${size}`, () => {
    test('from /home to a booked game, through sign-up and a new team, in at most 15 taps', async () => {
      const page = await newPage(browser, viewport);
      const { count, tap, type } = counter();
      await page.goto('/home');
      const reserve = page.getByRole('article', { name: FIELD }).getByRole('link', { name: `Reservar ${FIELD}` });
      await hydrated(reserve);
      await tap(reserve);
      // The field's times, with no account: free ones with their price, taken and past ones crossed out.
      await page.waitForURL(`**/cancha/${field.id}`);
      const free = page.locator('button[data-state="free"]').first();
      await free.waitFor();
      expect(spaced(await free.textContent())).toMatch(/\$ 90\.000$/);
      await screenshot(page, `visitor-field-${viewport === PHONE ? 'phone' : 'desktop'}`);
      const start = (await free.getAttribute('data-time'))!;
      await tap(free);
      const ask = page.getByRole('dialog', { name: 'Inicia sesión para reservar' });
      await ask.getByText('Inicia sesión o regístrate para reservar esta hora.').waitFor();
      expect(spaced(await ask.textContent())).toContain(FIELD);
      await tap(ask.getByRole('link', { name: 'Registrarme' }));
      await page.waitForURL('**/register');

      const id = uniqueIdentity('g');
      await hydrated(page.locator('form button[type="submit"]'));
      await type(page.getByLabel('Nombre', { exact: false }).first(), 'Sofía');
      await type(page.getByLabel('Apellido'), 'Martínez');
      await type(page.getByLabel('Edad'), '22');
      await type(page.getByRole('textbox', { name: 'Celular', exact: true }), id.cellphone);
      await type(page.getByLabel('Número de documento'), id.documentNumber);
      await type(page.getByLabel('Correo electrónico'), id.email);
      await type(page.locator('input[type="password"]').nth(0), STRONG_PASSWORD);
      await type(page.locator('input[type="password"]').nth(1), STRONG_PASSWORD);
      await tap(page.getByRole('checkbox', { name: /^Acepto la Política de tratamiento de datos personales/ }));
      await tap(page.getByRole('button', { name: 'Registrarme' }));
      await tap(page.getByRole('dialog', { name: 'Registro exitoso' }).getByRole('button', { name: 'Aceptar' }));
      await page.waitForURL('**/login');
      await page.getByText('Inicia sesión para terminar tu reserva').waitFor();
      expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(id.email);
      await type(page.locator('input[type="password"]').first(), STRONG_PASSWORD);
      await tap(page.getByRole('button', { name: 'Iniciar sesión' }).last());

      // A new player has no team: the booking page of the time chosen offers one, and keeps the time.
      await page.waitForURL(`**/dashboard/reservation/form/field/${field.id}?date=*&start=${start}**`);
      await tap(page.getByRole('link', { name: 'Crear equipo' }));
      await page.waitForURL('**/dashboard/team/form');
      await type(page.getByLabel('Nombre del equipo'), `Primer Partido ${suffix}${viewport.width}`);
      await type(page.getByLabel('Barrio'), 'Getsemaní');
      await tap(page.getByRole('button', { name: 'Crear equipo' }));

      // Back to the time chosen on the field's page: its summary (field, day, start, one hour), one tap from booked.
      const summary = page.getByRole('dialog', { name: 'Resumen de la reserva' });
      await summary.waitFor();
      expect(page.url()).toContain(`start=${start}&hours=1`);
      expect(spaced(await summary.textContent())).toContain(FIELD);
      await tap(summary.getByRole('button', { name: 'Confirmar reserva' }));
      await page.waitForURL('**/dashboard/reservation/list/team');
      // Right after confirming: how to pay the field's deposit and its WhatsApp, now that the team holds a booking there.
      const card = page.getByRole('article').filter({ hasText: FIELD }).first();
      await card.getByText('Cómo pagar el abono').waitFor();
      expect(await card.getByText(PAYMENT).count()).toBe(1);
      expect(await card.getByRole('link', { name: 'Escribir a la cancha por WhatsApp' }).count()).toBe(1);

      console.log(`first game at ${size}: ${count.taps} taps, ${count.typed} typed fields`);
      expect(count.taps).toBeLessThanOrEqual(15);
      await page.context().close();
    });

    test('which field is free Saturday at 8 p. m.: answered in at most 3 taps from home-player', async () => {
      const player = await createUser('PLAYER', 'Mateo', 'Buscador');
      const page = await newPage(browser, viewport);
      await loginViaUi(page, player);
      const { count, tap, choose } = counter();
      const search = page.getByRole('region', { name: 'Buscar cancha libre' });
      await tap(search.getByRole('button', { name: chipOf(saturday) }));
      await choose(search.getByLabel('Hora de inicio'), '20:00');
      // The answer: the fields free then, ours among them with its total.
      await search.getByRole('button', { name: `Reservar ${FIELD} a las 8:00 p. m.` }).waitFor();
      expect(spaced(await search.textContent())).toMatch(/canchas? libres?/);
      console.log(`free Saturday at 8 p. m. at ${size}: ${count.taps} taps`);
      expect(count.taps).toBeLessThanOrEqual(3);
      await page.context().close();
    });
  });
}

describe("a field's times for visitors when they cannot load", () => {
  test("the page says so with 'Reintentar', not as a day without free times, and 'Reintentar' brings the times", async () => {
    const page = await newPage(browser, PHONE);
    await page.route(`**/api/v1/field/${field.id}/public`, (route) => route.abort('connectionrefused'));
    await page.goto(`/cancha/${field.id}`);
    const failure = page.getByRole('alert').filter({ hasText: 'No se pudo cargar la información de la cancha' });
    expect(await shows(failure)).toBe(true);
    expect(await failure.getByText(/No hay conexión con el servidor/).count()).toBe(1);
    expect(await page.locator('button[data-time]').count()).toBe(0);
    expect(await page.getByText('No quedan horarios libres este día. Elige otra fecha.').count()).toBe(0);
    await page.unroute(`**/api/v1/field/${field.id}/public`);
    await failure.getByRole('button', { name: 'Reintentar' }).click();
    expect(await shows(page.locator('button[data-state="free"]').first())).toBe(true);
    await page.context().close();
  });
});
