/**
 * Browser journeys of match day on a phone (docs/product.md, "Who is going" and "No-shows"): two members of a team say
 * whether they go and see their share of la vaca, and the owner marks who paid him (and is reminded of it before
 * cancelling, and after it reads whom to pay back, one who left the team included); a field's administrator books a
 * walk-in already playing, without a cellphone, marks it 'No se presentó', and it is counted nowhere: not in 'Hoy en tu
 * cancha', not in the revenue. Runs on fields and users of its own.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest';
import { bookingInFull, formatPesos, formatTime12 } from '../../domain/format';
import * as MSG from '../../domain/messages';
import { addDays, currentSlotStart, minutesOfDayInAppZone, todayInAppZone } from '../../domain/time';
import {
  api,
  closeNotices,
  createField,
  createUser,
  launchBrowser,
  loginViaUi,
  newPage,
  PHONE,
  screenshot,
  shows,
  spaced,
  type TestUser,
  toasted,
} from './browser';

const TOMORROW = addDays(todayInAppZone(), 1);
const suffix = String(Date.now()).slice(-5);
const FIELD = `Cancha Vaca ${suffix}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The team's card of its booking, on the team's list. */
async function teamCard(page: Page, member: TestUser) {
  await loginViaUi(page, member);
  await page.goto('/dashboard/reservation/list/team');
  return page.getByRole('article', { name: `Reserva de ${FIELD}` });
}

describe.sequential('match day', () => {
  test('two members say whether they go and see their share; the owner marks who paid him', async () => {
    const [admin, owner, ana] = await Promise.all([
      createUser('FIELD_ADMIN', 'Marta', 'Ríos'),
      createUser('PLAYER', 'Julián', 'Pérez'),
      createUser('PLAYER', 'Ana', 'Díaz'),
    ]);
    const field = await api.post<{ id: number }>(
      '/field',
      {
        name: FIELD,
        address: 'Calle 30 #17-50',
        city: 'Cartagena',
        hourlyRate: 90000,
        openingHour: '06:00',
        closingHour: '23:00',
        status: 'ACTIVE',
        adminId: admin.id,
      },
      admin.token,
    );
    const team = await api.post<{ id: number }>(
      '/team',
      { name: `Los de la Vaca ${suffix}`, city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 6, ownerId: owner.id },
      owner.token,
    );
    await api.post(`/team/${team.id}/member/${ana.id}`, undefined, owner.token);
    // Tomorrow 7 to 8 p. m., $ 90.000.
    await api.post('/reservation', { teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime: '19:00', hours: 1 }, owner.token);

    // Ana says she goes: she is the one going, and the whole price is hers until someone else goes.
    const anaPage = await newPage(browser, PHONE);
    let card = await teamCard(anaPage, ana);
    const who = card.getByRole('region', { name: MSG.attendance.title });
    expect(await shows(who.getByText(MSG.attendance.count(0, 2)))).toBe(true);
    await who.getByRole('button', { name: MSG.attendance.going, exact: true }).click();
    expect(await shows(who.getByText(MSG.attendance.count(1, 2)))).toBe(true);
    expect(spaced(await who.getByTestId('attendance-going').textContent())).toContain('Ana Díaz');
    expect(spaced(await who.getByTestId('your-share').textContent())).toBe(spaced(MSG.attendance.yourShare(formatPesos(90000), 'Julián Pérez')));

    // The owner sees who has not answered (himself) and that Ana goes; he goes too, and the share halves.
    const ownerPage = await newPage(browser, PHONE);
    card = await teamCard(ownerPage, owner);
    const his = card.getByRole('region', { name: MSG.attendance.title });
    expect(await shows(his.getByText(MSG.attendance.count(1, 2)))).toBe(true);
    expect(await shows(his.getByTestId('attendance-pending').getByText('Julián Pérez'))).toBe(true);
    await his.getByRole('button', { name: MSG.attendance.going, exact: true }).click();
    expect(await shows(his.getByText(MSG.attendance.count(2, 2)))).toBe(true);
    expect(spaced(await his.getByTestId('vaca').textContent())).toContain(spaced(MSG.attendance.ownerShare(formatPesos(45000))));
    expect(spaced(await his.getByTestId('vaca').textContent())).toContain(spaced(MSG.attendance.owes(formatPesos(45000))));
    // 'Respuesta guardada' comes up at the bottom of a phone's screen, where the checkbox may be: he closes it first, as a
    // person would (it may also close by itself before).
    await toasted(ownerPage, MSG.attendance.answered);
    await closeNotices(ownerPage);
    await ownerPage.getByText(MSG.attendance.answered).first().waitFor({ state: 'hidden' });
    // Ana pays him: he checks it.
    await his.getByRole('checkbox', { name: MSG.attendance.markPaid('Ana Díaz') }).check();
    expect(await shows(his.getByText(MSG.attendance.paidMark, { exact: true }))).toBe(true);
    expect(await shows(his.getByText(MSG.attendance.collected(1, 1)))).toBe(true);
    await screenshot(ownerPage, 'attendance-owner-phone');
    // The card still records nothing the field received: the vaca is the team's own.
    expect(await card.getByTestId('reservation-payment').count()).toBe(0);
    // About to cancel, he is reminded that Ana paid him her share; he keeps the booking.
    await card.getByRole('button', { name: 'Cancelar reserva' }).click();
    const confirmation = ownerPage.getByRole('dialog', { name: MSG.reservation.cancelConfirmTitle });
    expect(await shows(confirmation.getByText(MSG.reservation.cancelSharesPaid('Ana Díaz', 1)))).toBe(true);
    await confirmation.getByRole('button', { name: 'Volver' }).click();
    await confirmation.waitFor({ state: 'hidden' });

    // Ana comes back to the app, no reload: her share is now half, and paid.
    await anaPage.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect
      .poll(async () => spaced(await who.getByTestId('your-share').textContent()))
      .toBe(spaced(MSG.attendance.yourShare(formatPesos(45000), 'Julián Pérez')));
    expect(await shows(who.getByText(MSG.attendance.youPaid))).toBe(true);
    await screenshot(anaPage, 'attendance-member-phone');
    // The team's record is the fields' business: its members' cards do not show it.
    expect(await card.getByTestId('team-record').count()).toBe(0);
    await anaPage.context().close();
    await ownerPage.context().close();

    // The field's administrator sees it beside the team: nothing kept nor missed yet.
    const adminPage = await newPage(browser, PHONE);
    await loginViaUi(adminPage, admin);
    await adminPage.goto('/dashboard/reservation/list/field');
    const booked = adminPage.getByRole('article', { name: `Reserva de Los de la Vaca ${suffix}` });
    expect(await shows(booked.getByTestId('team-record'))).toBe(true);
    expect(await booked.getByTestId('team-record').textContent()).toBe(MSG.attendance.record(0, 0));
    // Not started yet: no 'No se presentó' to press.
    expect(await booked.getByRole('button', { name: MSG.reservation.noShowButton }).count()).toBe(0);
    await adminPage.context().close();
  });

  test('one who paid and left stays on the owner’s vaca; once the game is cancelled, the card says whom to pay back', async () => {
    const [admin, owner, ana, beto] = await Promise.all([
      createUser('FIELD_ADMIN', 'Rosa', 'Mejía'),
      createUser('PLAYER', 'Julián', 'Pérez'),
      createUser('PLAYER', 'Ana', 'Díaz'),
      createUser('PLAYER', 'Beto', 'Ruiz'),
    ]);
    const name = `Cancha Devolución ${suffix}`;
    const field = await createField(admin, { name, address: 'Calle 31 #18-20', hourlyRate: 90000 });
    const team = await api.post<{ id: number }>(
      '/team',
      { name: `Los Devueltos ${suffix}`, city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 6, ownerId: owner.id },
      owner.token,
    );
    for (const member of [ana, beto]) await api.post(`/team/${team.id}/member/${member.id}`, undefined, owner.token);
    const booking = await api.post<{ id: number }>(
      '/reservation',
      { teamId: team.id, fieldId: field.id, reservationDate: TOMORROW, startTime: '20:00', hours: 1 },
      owner.token,
    );
    // Both go and pay him; then Beto leaves the team.
    for (const member of [ana, beto]) {
      await api.put(`/reservation/${booking.id}/attendance`, { going: true }, member.token);
      await api.put(`/reservation/${booking.id}/attendance/${member.id}/paid`, { paid: true }, owner.token);
    }
    await api.post(`/team/delete/${beto.id}/team/${team.id}`, undefined, beto.token);

    const ownerPage = await newPage(browser, PHONE);
    await loginViaUi(ownerPage, owner);
    await ownerPage.goto('/dashboard/reservation/list/team');
    const card = ownerPage.getByRole('article', { name: `Reserva de ${name}` });
    const owed = card.getByTestId('vaca-owed');
    expect(await shows(owed.getByText(MSG.attendance.leftPaid(1)))).toBe(true);
    expect(await owed.getByRole('checkbox', { name: MSG.attendance.markPaid('Beto Ruiz') }).isChecked()).toBe(true);
    expect(await owed.getByText(MSG.attendance.leftMark, { exact: true }).count()).toBe(1);
    // He cancels: he is reminded of both, and the cancelled card lists both to pay back.
    await card.getByRole('button', { name: 'Cancelar reserva' }).click();
    const confirmation = ownerPage.getByRole('dialog', { name: MSG.reservation.cancelConfirmTitle });
    expect(await shows(confirmation.getByText(MSG.reservation.cancelSharesPaid('Ana Díaz y Beto Ruiz', 2)))).toBe(true);
    await confirmation.getByRole('button', { name: 'Sí, cancelar reserva' }).click();
    await toasted(ownerPage, 'Reserva cancelada.');
    await closeNotices(ownerPage);
    await ownerPage.goto('/dashboard/reservation/list/team?status=CANCELED');
    const vaca = card.getByRole('region', { name: MSG.attendance.vacaTitle });
    expect(await shows(vaca.getByText(MSG.attendance.refundShares(2)))).toBe(true);
    await screenshot(ownerPage, 'vaca-cancelled-owner-phone');
    // He gives Beto his share back and unmarks him: Ana is left.
    await vaca.getByRole('checkbox', { name: MSG.attendance.markPaid('Beto Ruiz') }).uncheck();
    expect(await shows(vaca.getByText(MSG.attendance.refundShares(1)))).toBe(true);
    expect(await vaca.getByRole('checkbox').count()).toBe(1);
    await ownerPage.context().close();

    // Ana reads on her card to ask for hers; Beto, no longer on the team, was told in his notices.
    const anaPage = await newPage(browser, PHONE);
    await loginViaUi(anaPage, ana);
    await anaPage.goto('/dashboard/reservation/list/team?status=CANCELED');
    expect(await shows(anaPage.getByText(MSG.attendance.askRefund('Julián Pérez')))).toBe(true);
    await anaPage.context().close();
    const told = await api.get<{ content: { text: string }[] }>('/notification?page=0&size=5', beto.token);
    expect(told.content.map((n) => n.text)).toContain(
      MSG.notification.bookingCanceledSharePaid(
        `Los Devueltos ${suffix}`,
        bookingInFull({ fieldName: name, reservationDate: TOMORROW, startTime: '20:00', endTime: '21:00' }),
        'Julián Pérez',
      ),
    );
  });

  test("a walk-in that does not come is marked 'No se presentó' and counted nowhere", async (context) => {
    // A walk-in of one hour from the slot under way needs that hour before midnight: not from 11:30 p. m. on (checked as
    // the journey starts, a minute or two ahead, not when the file is read).
    if (minutesOfDayInAppZone() >= 23 * 60 + 28) context.skip('no walk-in hour is left before midnight');
    const admin = await createUser('FIELD_ADMIN', 'Luis', 'Gómez');
    const night = {
      name: `Cancha Noche ${suffix}`,
      address: 'Calle 5',
      city: 'Cartagena',
      hourlyRate: 99_999_999,
      openingHour: '00:00',
      closingHour: '24:00',
      status: 'ACTIVE',
      adminId: admin.id,
    };
    const field = await api.post<{ id: number }>('/field', night, admin.token);
    // Open all day and night, it would be free at every hour of every other journey's search: closed once done.
    onTestFinished(() => api.put('/field', { ...night, id: field.id, status: 'INACTIVE' }, admin.token));
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, admin);
    await page.goto('/dashboard/reservation/list/field');
    await page.getByRole('button', { name: 'Reserva manual' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reserva manual' });
    // Today's first start offered is the slot under way, for a group already on the pitch: no cellphone needed.
    const now = currentSlotStart();
    const start = dialog.getByLabel('Hora de inicio');
    await start.selectOption(now);
    expect(spaced(await start.locator('option:checked').textContent())).toBe(spaced(MSG.reservation.walkInNow(formatTime12(now))));
    await dialog.getByLabel('Nombre del cliente').fill(`Los del parque ${suffix}`);
    expect(await shows(dialog.getByLabel(MSG.reservation.customerCellphoneOptional))).toBe(true);
    await dialog.getByRole('button', { name: 'Reserva manual' }).click();
    expect(await shows(page.getByText('Reserva manual creada'))).toBe(true);
    await dialog.waitFor({ state: 'hidden' });

    // 'Hoy en tu cancha' first on a phone, its amounts of up to eight digits each on a row of its own, none over another.
    await page.goto('/dashboard/home-admin');
    const today = page.getByRole('region', { name: MSG.stats.todayTitle });
    const figures = today.getByTestId('today-figures');
    expect(await shows(figures.getByText(formatPesos(99_999_999)).first())).toBe(true);
    expect(await page.locator('main section').first().getAttribute('aria-labelledby')).toBe('today-title');
    const boxes = await figures
      .locator(':scope > div')
      .evaluateAll((divs) => divs.flatMap((div) => [...div.children].map((el) => el.getBoundingClientRect().toJSON() as DOMRect)));
    const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    for (const [i, a] of boxes.entries()) for (const b of boxes.slice(i + 1)) expect(overlap(a, b)).toBe(false);
    expect(Math.max(...boxes.map((b) => b.right))).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'today-phone');

    await page.goto('/dashboard/reservation/list/field');
    const card = page.getByRole('article', { name: `Reserva de Los del parque ${suffix}` });
    await card.getByRole('button', { name: MSG.reservation.noShowButton }).click();
    const confirm = page.getByRole('dialog', { name: MSG.reservation.noShowConfirmTitle });
    await confirm.getByRole('button', { name: MSG.reservation.noShowConfirm }).click();
    await toasted(page, MSG.reservation.noShowDone(`Los del parque ${suffix}`));
    expect(await shows(card.getByText(MSG.reservation.noShow, { exact: true }))).toBe(true);
    expect(await card.getByRole('button', { name: MSG.reservation.noShowButton }).count()).toBe(0);
    await screenshot(page, 'no-show-card-phone');

    // Home: nothing today, nothing to collect, and no revenue.
    await page.goto('/dashboard/home-admin');
    expect(await shows(today.getByText(MSG.stats.todayEmpty))).toBe(true);
    expect(await shows(page.getByText(MSG.stats.revenueEmpty))).toBe(true);
    await page.context().close();
  });
});
