/**
 * Inviting to a team by link, in the browser at a phone's width (390 px) and a desktop's (1280 px)
 * (docs/product.md, "Team invitations", "Reaching the field"): the owner makes a link with 'Invitar por WhatsApp',
 * a new visitor opens it, registers, logs in and is back on the invitation, and joins with one tap; a revoked link
 * says so; the field's WhatsApp and 'Cómo pagar el abono' show to the team holding a booking there, not to another.
 * Runs on users of its own; wa.me is answered by the test (there is no internet).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as MSG from '../../domain/messages';
import {
  api,
  createField,
  createUser,
  DESKTOP,
  fillRegister,
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
  type TestUser,
  toasted,
} from './browser';

const bogotaDate = (days: number) => new Date(Date.now() - 5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const suffix = String(Date.now()).slice(-5);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** wa.me answered here: the journey reads the address the app opened, not WhatsApp's page. */
async function answerWhatsapp(context: BrowserContext) {
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>WhatsApp</p>' }));
}

const panel = (page: Page) => page.getByRole('region', { name: MSG.invite.panelTitle });

/** The owner's 'Invitar por WhatsApp': the WhatsApp tab it opens, and the invitation's address in its message. */
async function inviteByWhatsapp(page: Page): Promise<string> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), panel(page).getByRole('button', { name: MSG.invite.whatsapp }).click()]);
  await tab.waitForURL('https://wa.me/**');
  const text = new URL(tab.url()).searchParams.get('text')!;
  await tab.close();
  const url = /https?:\/\/\S+\/invitacion\/[A-Za-z0-9_-]{22}$/.exec(text)?.[0];
  expect(url, text).toBeTruthy();
  return url!;
}

for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  describe.sequential(`invitation by link (${size})`, () => {
    const teamName = `Pelícanos ${size === 'phone' ? 'Móvil' : 'Escritorio'} ${suffix}`;
    let owner: TestUser;
    let teamId: number;
    let link = '';

    beforeAll(async () => {
      owner = await createUser('PLAYER', 'Rafael', 'Cassiani');
      const team = await api.post<{ id: number }>(
        '/team',
        { name: teamName, city: 'Cartagena', neighborhood: 'San Diego', maxPlayers: 8, ownerId: owner.id },
        owner.token,
      );
      teamId = team.id;
    });

    test("the owner shares a link on WhatsApp from 'Mi equipo', and sees until when it works", async () => {
      const page = await newPage(browser, viewport);
      await answerWhatsapp(page.context());
      await loginViaUi(page, owner);
      await page.goto('/dashboard/team');
      expect(await shows(panel(page).getByText(MSG.invite.none))).toBe(true);
      link = await inviteByWhatsapp(page);
      expect(new URL(link).origin).toBe(new URL(page.url()).origin);
      const message = MSG.invite.shareText(teamName, link);
      expect(message.startsWith(`¡Únete a ${teamName} en Canchas!`)).toBe(true);
      expect(await shows(panel(page).getByText(/Vigente hasta el/))).toBe(true);
      // The link of this visit is shown to copy, and copying it makes no new one.
      expect(await panel(page).getByLabel(MSG.invite.linkLabel).inputValue()).toBe(link);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await panel(page).getByRole('button', { name: MSG.invite.copy }).click();
      await toasted(page, MSG.invite.copied);
      expect((await api.get<{ team: { name: string } }>(`/team/invite/${link.split('/').at(-1)}`)).team.name).toBe(teamName);
      await screenshot(page, `teams-invite-panel-${size}`);
      await page.close();
    });

    test('a new visitor opens it, registers, logs in, is back on the invitation and joins with one tap', async () => {
      const page = await newPage(browser, viewport);
      await page.goto(link);
      expect(await shows(page.getByRole('heading', { name: MSG.invite.heading(teamName) }))).toBe(true);
      expect(await shows(page.getByText(MSG.invite.players(1, 8)))).toBe(true);
      expect(await shows(page.getByText(MSG.invite.neighborhood('San Diego', 'Cartagena')))).toBe(true);
      expect(await shows(page.getByText(MSG.invite.visitor))).toBe(true);
      await screenshot(page, `invite-visitor-${size}`);

      await page.getByRole('link', { name: MSG.invite.register }).click();
      await page.waitForURL('**/register');
      await page.getByLabel('Correo electrónico').click();
      await hydrated(page.locator('form button[type="submit"]'));
      const id = uniqueIdentity('inv');
      await fillRegister(page, id, STRONG_PASSWORD, { firstName: 'Yeison', lastName: 'Barrios', age: '24' });
      await page.getByRole('button', { name: 'Registrarme' }).click();
      await shows(page.getByText(MSG.auth.registerSuccessTitle));
      await page.getByRole('button', { name: 'Aceptar' }).click();
      await page.waitForURL('**/login');
      // The log-in's form in place of the sign-up's (its code may still be on its way).
      await expect.poll(() => page.locator('input[type="password"]').count()).toBe(1);
      expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(id.email);
      await page.locator('input[type="password"]').fill(STRONG_PASSWORD);
      await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
      await page.waitForURL(`**${new URL(link).pathname}`);

      const join = page.getByRole('button', { name: MSG.invite.join(teamName) });
      expect(await shows(join)).toBe(true);
      await screenshot(page, `invite-player-${size}`);
      await join.click();
      expect(await shows(page.getByText(MSG.invite.joined(teamName)))).toBe(true);
      expect(await shows(page.getByText(MSG.invite.players(2, 8)))).toBe(true);
      // The link opened again: a member now, told so, with no button to join.
      await page.reload();
      expect(await shows(page.getByText(MSG.invite.alreadyMember(teamName)))).toBe(true);
      expect(await page.getByRole('button', { name: MSG.invite.join(teamName) }).count()).toBe(0);
      await page.getByRole('link', { name: MSG.invite.goToTeam }).click();
      await page.waitForURL('**/dashboard/team');
      expect(await shows(page.getByRole('heading', { name: teamName }))).toBe(true);
      expect(await shows(page.getByRole('main').getByText('Yeison Barrios'))).toBe(true);
      await page.close();
    });

    test('a revoked link says the invitation is no longer valid', async () => {
      const page = await newPage(browser, viewport);
      await loginViaUi(page, owner);
      await page.goto('/dashboard/team');
      await panel(page).getByRole('button', { name: MSG.invite.renew }).click();
      await toasted(page, MSG.invite.renewed);
      const renewed = await panel(page).getByLabel(MSG.invite.linkLabel).inputValue();
      expect(renewed).not.toBe(link);
      await panel(page).getByRole('button', { name: MSG.invite.revoke }).click();
      await page.getByRole('dialog').getByRole('button', { name: MSG.invite.revoke }).click();
      await toasted(page, MSG.invite.revoked);
      expect(await shows(panel(page).getByText(MSG.invite.none))).toBe(true);
      await page.close();

      const visitor = await newPage(browser, viewport);
      for (const gone of [link, renewed]) {
        await visitor.goto(gone);
        expect(await shows(visitor.getByText(MSG.invite.invalid))).toBe(true);
        expect(await visitor.getByRole('button', { name: /Unirme/ }).count()).toBe(0);
      }
      await screenshot(visitor, `invite-invalid-${size}`);
      await visitor.close();
      expect(teamId).toBeGreaterThan(0);
    });
  });
}

describe.sequential("the field's WhatsApp and deposit", () => {
  const HOW_TO_PAY = `Nequi 300 555 ${suffix.slice(0, 4)} a nombre de Marta Julio`;
  const fieldName = `Cancha Abono ${suffix}`;
  const date = bogotaDate(2);
  let holder: TestUser;
  let other: TestUser;
  let fieldId: number;

  beforeAll(async () => {
    const admin = await createUser('FIELD_ADMIN', 'Marta', 'Julio');
    const field = await createField(admin, { name: fieldName, address: 'Calle del Arsenal #8-12, Getsemaní', hourlyRate: 90000 });
    fieldId = field.id;
    await api.put('/field', { ...field, whatsapp: '3005550101', paymentInstructions: HOW_TO_PAY, adminId: admin.id }, admin.token);
    [holder, other] = await Promise.all([createUser('PLAYER', 'Luz', 'Marrugo'), createUser('PLAYER', 'Iván', 'Pájaro')]);
    const team = await api.post<{ id: number }>(
      '/team',
      { name: `Sábalos ${suffix}`, city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 6, ownerId: holder.id },
      holder.token,
    );
    await api.post('/reservation', { teamId: team.id, fieldId, reservationDate: date, startTime: '19:00', hours: 1 }, holder.token);
    await api.post(
      '/team',
      { name: `Barracudas ${suffix}`, city: 'Cartagena', neighborhood: 'Crespo', maxPlayers: 6, ownerId: other.id },
      other.token,
    );
  });

  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`the team holding a booking sees how to pay and writes to the field (${size}); another team sees neither`, async () => {
      const page = await newPage(browser, viewport);
      await loginViaUi(page, holder);
      await page.goto('/dashboard/reservation/list/team');
      const card = page.getByRole('article', { name: new RegExp(`Reserva de ${fieldName}`) });
      expect(await shows(card.getByText(HOW_TO_PAY))).toBe(true);
      const write = card.getByRole('link', { name: MSG.share.writeField });
      const href = new URL((await write.getAttribute('href'))!);
      expect(href.origin + href.pathname).toBe('https://wa.me/573005550101');
      expect(spaced(href.searchParams.get('text'))).toContain(`Hola, somos Sábalos ${suffix}.`);
      expect(spaced(href.searchParams.get('text'))).toContain('7:00 p. m.');
      // Sharing reads on a phone, and the calendar has Google's link beside the .ics.
      const share = new URL((await card.getByRole('link', { name: MSG.share.whatsapp }).getAttribute('href'))!);
      expect(share.searchParams.get('text')).toContain(`${MSG.share.team}: Sábalos ${suffix}`);
      expect(share.searchParams.get('text')).toContain(`${MSG.share.seeBooking}: `);
      const google = new URL((await card.getByRole('link', { name: MSG.share.googleCalendarLabel }).getAttribute('href'))!);
      expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
      await screenshot(page, `reservations-field-contact-${size}`);
      await page.close();

      const theirs = await newPage(browser, viewport);
      await loginViaUi(theirs, other);
      await theirs.goto(`/dashboard/field/detail/${fieldId}`);
      expect(await shows(theirs.getByRole('heading', { name: fieldName }))).toBe(true);
      expect(await theirs.getByText(HOW_TO_PAY).count()).toBe(0);
      expect(await theirs.locator('a[href^="https://wa.me/573005550101"]').count()).toBe(0);
      await theirs.close();
    });
  }
});
