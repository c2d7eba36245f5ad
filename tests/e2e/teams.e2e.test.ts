/**
 * Teams, players and join requests in the browser (docs/product.md, "Teams and fields" and "Join
 * requests"): the rules of each screen, the journey of three players, and screenshots of every screen at
 * phone and desktop widths (`npm run screenshots`).
 */
import { crc32, deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as MSG from '../../domain/messages';
import type { Application, Player, Team } from '../../domain/types';
import {
  api,
  baseURL,
  closeNotices,
  createUser,
  DESKTOP,
  launchBrowser,
  loginViaUi,
  newPage,
  PHONE,
  screenshot,
  SCREENSHOTS,
  settled,
  shows,
  type TestUser,
  toasted,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A 96×96 PNG shield-like picture: yellow, blue and red bands (the server checks the bytes are an image). */
function bandsPng(size = 96): Buffer {
  const colors = [
    [252, 209, 22],
    [0, 56, 147],
    [206, 17, 38],
  ];
  const rows = Array.from({ length: size }, (_, y) => {
    const [r, g, b] = colors[y < size / 2 ? 0 : y < (size * 3) / 4 ? 1 : 2];
    return Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  });
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const TEAM_NAMES = [
  'Atlético Bocagrande',
  'Real Getsemaní',
  'Deportivo La Matuna',
  'Unión Crespo',
  'Estrella del Cabrero',
  'Juventud Chambacú',
  'Leones de Torices',
];
let teamCounter = 0;
async function createTeam(owner: TestUser, overrides: Partial<{ name: string; neighborhood: string; maxPlayers: number }> = {}) {
  const n = teamCounter++;
  const name = `${TEAM_NAMES[n % TEAM_NAMES.length]}${n >= TEAM_NAMES.length ? ` ${Math.floor(n / TEAM_NAMES.length) + 1}` : ''}`;
  return api.post<Team>('/team', { name, city: 'Cartagena', neighborhood: 'Manga', maxPlayers: 6, ownerId: owner.id, ...overrides }, owner.token);
}
async function uploadShield(team: Team, owner: TestUser) {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bandsPng())], { type: 'image/png' }), 'escudo.png');
  const res = await fetch(`${baseURL()}/api/v1/team/${team.id}/upload-image`, {
    method: 'POST',
    body,
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(res.status).toBe(200);
}
const addMember = (team: Team, owner: TestUser, player: TestUser) => api.post(`/team/${team.id}/member/${player.id}`, undefined, owner.token);
const apply = (player: TestUser, team: Team, description = 'Juego de lateral derecho, disponible en las noches.') =>
  api.post<Application>('/request', { playerId: player.id, teamId: team.id, description }, player.token);

async function loggedIn(user: TestUser, viewport = DESKTOP): Promise<Page> {
  const page = await newPage(browser, viewport);
  await loginViaUi(page, user);
  return page;
}

/** A link of the dashboard menu that the user can see: the sidebar on a desktop, the bottom bar on a phone (the other is hidden). */
function menuLink(page: Page, name: string) {
  const menu = page.getByRole('navigation', { name: 'Menú del panel' });
  // 'Solicitudes' may carry the owner's count of pending requests: 'Solicitudes (2 solicitudes pendientes)'.
  return menu.getByRole('link', { name: new RegExp(`^${name}( \\(.*\\))?$`) });
}

/** Follows a menu link without reloading the page, so the session the menu reads is the live one. */
async function viaMenu(page: Page, name: string, url: string) {
  await menuLink(page, name).click();
  await page.waitForURL(`**${url}`);
}

describe('team screens', () => {
  test('a player without a team sees how to get one; the form keeps the validation rules with 4 players by default', async () => {
    const player = await createUser('PLAYER', 'Lina', 'Marrugo');
    const page = await loggedIn(player, PHONE);
    await page.goto('/dashboard/team');
    await shows(page.getByText(MSG.team.noTeamTitle));
    expect(await page.getByRole('link', { name: 'Buscar equipos' }).isVisible()).toBe(true);

    // team/list with showHeader=false shows the cards without the header.
    await page.goto('/dashboard/team/list?showHeader=false');
    await shows(page.getByRole('button', { name: /^Solicitar unirme a / }));
    expect(await page.getByRole('heading', { name: 'Equipos disponibles' }).count()).toBe(0);
    await page.goto('/dashboard/team');

    await page.getByRole('link', { name: 'Crear equipo' }).click();
    await page.waitForURL('**/dashboard/team/form');
    expect(await page.getByLabel('Ciudad').inputValue()).toBe('Cartagena');
    expect(await page.getByLabel('Máximo de jugadores').inputValue()).toBe('4');
    // The stepper does not go under the minimum; typed, a smaller number is told why.
    await page.getByLabel('Máximo de jugadores').press('ArrowDown');
    expect(await page.getByLabel('Máximo de jugadores').inputValue()).toBe('4');
    await page.getByLabel('Máximo de jugadores').fill('3');
    await page.getByLabel('Máximo de jugadores').blur();
    await shows(page.getByText(MSG.validation.maxPlayersMin));
    await page.getByLabel('Ciudad').fill('');
    // The press that leaves 'Ciudad' is not lost to its message moving the button (formValidation.ts, CHECK_ON_LEAVE).
    await page.getByRole('button', { name: 'Crear equipo' }).click();
    await shows(page.getByText(MSG.validation.teamNameRequired));
    await shows(page.getByText(MSG.validation.cityRequired));
    await shows(page.getByText(MSG.validation.neighborhoodRequired));
    // The keyboard goes to the first input at fault, where a screen reader says why.
    await expect
      .poll(() => page.getByLabel('Nombre del equipo').evaluate((input) => input === document.activeElement), { timeout: 5_000 })
      .toBe(true);
    expect(page.url()).toContain('/dashboard/team/form');
    await page.close();
  });

  test('an edit form that cannot load its team goes back to /dashboard/team with the message', async () => {
    const owner = await createUser('PLAYER', 'Rafael', 'Ortega');
    const other = await createUser('PLAYER', 'Diana', 'Julio');
    const team = await createTeam(owner);
    await createTeam(other);
    const page = await loggedIn(other);

    await page.goto('/dashboard/team/form/999999');
    await toasted(page, MSG.team.loadFailed);
    await page.waitForURL('**/dashboard/team');

    // Somebody else's team cannot be edited either.
    await page.goto(`/dashboard/team/form/${team.id}`);
    await toasted(page, MSG.team.notOwner);
    await page.waitForURL('**/dashboard/team');
    await page.close();
  });

  test("a button's hint comes when the mouse comes over it, not with the screen, and shows on the keyboard's focus", async () => {
    const owner = await createUser('PLAYER', 'Rubén', 'Castaño');
    await createTeam(owner, { name: 'Pases Cortos' });
    const page = await loggedIn(owner);
    const hintCode: string[] = [];
    page.on('request', (request) => void (/HintTooltip/.test(request.url()) && hintCode.push(request.url())));
    await page.goto('/dashboard/team');
    const shield = page.getByRole('button', { name: 'Cambiar escudo' });
    await shield.waitFor();
    await shows(page.getByText('Rubén Castaño'));
    await settled(page);
    expect(hintCode).toEqual([]);
    const hintArrived = page.waitForResponse(/HintTooltip/);
    await shield.hover();
    await hintArrived;
    // The hint took the button's place under a still mouse: the next move over it shows it.
    await shield.hover({ position: { x: 5, y: 5 } });
    expect(await shows(page.getByRole('tooltip', { name: 'Cambiar escudo' }))).toBe(true);
    await page.mouse.move(0, 0);
    // The keyboard: focused, the button says what it does.
    await shield.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Cambiar escudo');
    expect(await shows(page.getByRole('tooltip', { name: 'Cambiar escudo' }))).toBe(true);
    await page.close();
  });

  test('the owner edits the team and changes its shield; the image rule is checked before sending', async () => {
    const owner = await createUser('PLAYER', 'Sergio', 'Barrios');
    const team = await createTeam(owner, { name: 'Halcones del Pie' });
    const page = await loggedIn(owner);
    await page.goto('/dashboard/team');
    await shows(page.getByRole('heading', { name: 'Halcones del Pie' }));

    await page.getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL(`**/dashboard/team/form/${team.id}`);
    expect(await page.getByLabel('Nombre del equipo').inputValue()).toBe('Halcones del Pie');
    await page.getByLabel('Barrio').fill('Crespo');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await toasted(page, MSG.team.updated);
    await page.waitForURL('**/dashboard/team');
    await shows(page.getByText('Crespo, Cartagena'));

    await page.getByRole('button', { name: 'Cambiar escudo' }).click();
    const file = page.locator('input[type="file"]');
    await file.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await shows(page.getByText(MSG.validation.imageTypeTitle));
    await shows(page.getByText(MSG.validation.imageTypeText));
    await file.setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
    await shows(page.getByText(MSG.validation.imageSizeTitle));
    await file.setInputFiles({ name: 'escudo.png', mimeType: 'image/png', buffer: bandsPng() });
    await page.getByRole('button', { name: 'Subir foto' }).click();
    await toasted(page, MSG.image.updated);
    await page.getByRole('img', { name: 'Escudo de Halcones del Pie' }).and(page.locator('[src*="/api/v1/images/"]')).waitFor();
    const saved = await api.get<Team>(`/team/${team.id}`, owner.token);
    expect(saved.imageUrl).toMatch(/^\/api\/v1\/images\/[0-9a-f]{64}$/);
    await page.close();
  });

  test("the 'add player' slot shows while there is room; answering follows the machine, failure included", async () => {
    const owner = await createUser('PLAYER', 'Mónica', 'Salas');
    const [m1, m2, applicantA, applicantB] = await Promise.all([
      createUser('PLAYER', 'Hugo', 'Pineda'),
      createUser('PLAYER', 'Iván', 'Rocha'),
      createUser('PLAYER', 'Elkin', 'Mercado'),
      createUser('PLAYER', 'Fabio', 'Zúñiga'),
    ]);
    const team = await createTeam(owner, { name: 'Club Pie de Cabra', maxPlayers: 4 });
    await addMember(team, owner, m1);
    await addMember(team, owner, m2);
    await apply(applicantA, team, 'Soy arquero, llevo cinco años jugando.');
    await apply(applicantB, team, 'Juego de delantero, puedo los sábados.');

    const page = await loggedIn(owner);
    await page.goto('/dashboard/team');
    await shows(page.getByText('Queda 1 cupo'));
    expect(await page.getByRole('link', { name: /^Agregar jugador\b/ }).isVisible()).toBe(true);

    await viaMenu(page, 'Solicitudes', '/dashboard/requests');
    const cardA = page.getByRole('article', { name: 'Solicitud de Elkin Mercado' });
    const cardB = page.getByRole('article', { name: 'Solicitud de Fabio Zúñiga' });
    await shows(cardA);

    // Cancelling the confirmation leaves the request pending.
    await cardA.getByRole('button', { name: 'Aceptar' }).click();
    await shows(page.getByText(MSG.application.acceptConfirmTitle));
    await page.getByRole('dialog').getByRole('button', { name: MSG.auth.cancel }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await cardA.getByRole('button', { name: 'Aceptar' }).isVisible()).toBe(true);

    await cardA.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('button', { name: 'Sí, aceptar' }).click();
    await toasted(page, MSG.application.answered);
    await shows(cardA.getByText('Aceptada'));

    // The team is now full: accepting another fails, and the request is back to pending with the reason.
    await cardB.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('button', { name: 'Sí, aceptar' }).click();
    await shows(page.getByText(MSG.application.answerFailed));
    await shows(cardB.getByText(MSG.team.full));
    expect(await cardB.getByRole('button', { name: 'Rechazar' }).isVisible()).toBe(true);

    await cardB.getByRole('button', { name: 'Rechazar' }).click();
    await shows(page.getByText(MSG.application.rejectConfirmTitle));
    await page.getByRole('button', { name: 'Sí, rechazar' }).click();
    await shows(cardB.getByText('Rechazada'));
    expect((await api.get<Application[]>(`/request/team/${team.id}`, owner.token)).map((a) => a.statusRequest).sort()).toEqual([
      'ACCEPTED',
      'REJECTED',
    ]);

    // Full team: no slot, and adding someone is refused with the product's alert.
    await viaMenu(page, 'Mi equipo', '/dashboard/team');
    await shows(page.getByText('Elkin Mercado'));
    expect(await page.getByRole('link', { name: /^Agregar jugador\b/ }).count()).toBe(0);
    await viaMenu(page, 'Agregar jugadores', '/dashboard/add/player');
    await page.getByLabel('Correo del jugador').fill(applicantB.email);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('button', { name: 'Añadir al equipo' }).click();
    await shows(page.getByText(MSG.team.addPlayerErrorTitle));
    await shows(page.getByRole('dialog').getByText(MSG.team.full));
    await page.close();
  });

  test('add player: the search rules, an unknown e-mail, and a member who is not the owner', async () => {
    const owner = await createUser('PLAYER', 'Tomás', 'Vega');
    const member = await createUser('PLAYER', 'Nelson', 'Arrieta');
    const free = await createUser('PLAYER', 'Paola', 'Cassiani');
    const team = await createTeam(owner);
    await addMember(team, owner, member);

    const page = await loggedIn(owner, PHONE);
    await page.goto('/dashboard/add/player');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await shows(page.getByText(MSG.validation.playerEmailRequired));
    await page.getByLabel('Correo del jugador').fill('no-es-un-correo');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await shows(page.getByText(MSG.validation.emailInvalid));
    await page.getByLabel('Correo del jugador').fill('nadie.registrado@prueba.co');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await shows(page.getByText(MSG.player.notFound));
    await page.close();

    const memberPage = await loggedIn(member);
    await memberPage.goto('/dashboard/add/player');
    await shows(memberPage.getByText(MSG.team.notOwner));
    await memberPage.getByLabel('Correo del jugador').fill(free.email);
    await memberPage.getByRole('button', { name: 'Buscar' }).click();
    await shows(memberPage.getByRole('article', { name: 'Paola Cassiani' }));
    await memberPage.getByRole('button', { name: 'Añadir al equipo' }).click();
    // The page's notice and the warning of the refused action.
    await expect.poll(() => memberPage.getByText(MSG.team.notOwner).count()).toBe(2);
    expect((await api.get<Player>(`/user/player/${free.id}`, free.token)).team).toBeNull();
    await memberPage.close();
  });

  test('player list: 8 a page, the legend, and a WhatsApp link with 57 and the cellphone', async () => {
    const me = await createUser('PLAYER', 'Óscar', 'Payares');
    const others = await Promise.all(Array.from({ length: 9 }, (_, i) => createUser('PLAYER', `Jugador${i}`, 'Lista')));
    const team = await createTeam(me, { maxPlayers: 8 });
    await addMember(team, me, others[0]);
    const mate = await api.get<Player>(`/user/player/${others[0].id}`, me.token);

    const page = await loggedIn(me);
    await viaMenu(page, 'Ver jugadores', '/dashboard/player/list');
    const legend = page.getByRole('list', { name: 'Convenciones' });
    for (const label of ['Tu equipo', 'Otro equipo', 'Sin equipo']) await shows(legend.getByText(label));
    await shows(page.getByRole('article').first());
    expect(await page.getByRole('article').count()).toBe(8);

    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await page.waitForURL('**/dashboard/player/list?page=2');
    await shows(page.getByRole('article').first());

    // The teammate, wherever the order puts them, carries the team and the chat link.
    const total = (await api.get<{ totalPages: number }>('/user/player?page=0&size=8', me.token)).totalPages;
    let card = page.getByRole('article', { name: 'Jugador0 Lista' });
    for (let p = 1; p <= total && (await card.count()) === 0; p++) {
      await page.goto(`/dashboard/player/list?page=${p}`);
      await shows(page.getByRole('article').first());
      card = page.getByRole('article', { name: 'Jugador0 Lista' });
    }
    await shows(card.getByText(team.name));
    expect(await card.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe(`https://wa.me/57${mate.cellphone}`);
    await page.close();
  });

  test('a player with no requests sees the empty state', async () => {
    const player = await createUser('PLAYER', 'Keila', 'Berrío');
    const page = await loggedIn(player);
    await viaMenu(page, 'Solicitudes', '/dashboard/requests');
    await shows(page.getByText(MSG.application.empty));
    await page.close();
  });
});

test('three players: create a team, apply and be accepted, be added by e-mail, leave, be removed, delete the team', async () => {
  const [ana, beto, caro] = await Promise.all([
    createUser('PLAYER', 'Ana', 'Cabarcas'),
    createUser('PLAYER', 'Beto', 'Guerrero'),
    createUser('PLAYER', 'Carolina', 'Puello'),
  ]);

  // Ana creates the team from the 'without team' screen; the links that need a team appear.
  const owner = await loggedIn(ana, DESKTOP);
  expect(await menuLink(owner, 'Ver jugadores').count()).toBe(0);
  await viaMenu(owner, 'Mi equipo', '/dashboard/team');
  await owner.getByRole('link', { name: 'Crear equipo' }).click();
  await owner.getByLabel('Nombre del equipo').fill('Las Murallas FC');
  await owner.getByLabel('Barrio').fill('San Diego');
  await owner.getByLabel('Máximo de jugadores').fill('6');
  await owner.getByRole('button', { name: 'Crear equipo' }).click();
  await toasted(owner, MSG.team.registered);
  await owner.waitForURL('**/dashboard/team');
  await shows(owner.getByRole('heading', { name: 'Las Murallas FC' }));
  // One member so far, in the singular.
  await shows(owner.getByText('Integrante', { exact: true }));
  await shows(menuLink(owner, 'Ver jugadores'));
  await shows(menuLink(owner, 'Agregar jugadores'));

  // Beto, on a phone, finds the team and applies.
  const applicant = await loggedIn(beto, PHONE);
  expect(await menuLink(applicant, 'Reservas').count()).toBe(0);
  await viaMenu(applicant, 'Mi equipo', '/dashboard/team');
  await applicant.getByRole('link', { name: 'Buscar equipos' }).click();
  await applicant.waitForURL('**/dashboard/team/list');
  await applicant.getByRole('button', { name: 'Solicitar unirme a Las Murallas FC' }).click();
  const dialog = applicant.getByRole('dialog');
  await dialog.getByLabel('Descripción').fill('ab');
  await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
  await shows(dialog.getByText(MSG.validation.descriptionLength));
  await dialog.getByLabel('Descripción').fill('Juego de volante de marca, tengo guayos y disponibilidad los fines de semana.');
  await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
  await toasted(applicant, MSG.application.sent);
  await dialog.waitFor({ state: 'hidden' });

  // Ana accepts.
  await viaMenu(owner, 'Solicitudes', '/dashboard/requests');
  const request = owner.getByRole('article', { name: 'Solicitud de Beto Guerrero' });
  await shows(request.getByText('Juego de volante de marca'));
  await request.getByRole('button', { name: 'Aceptar' }).click();
  await owner.getByRole('button', { name: 'Sí, aceptar' }).click();
  await toasted(owner, MSG.application.answered);
  await shows(request.getByText('Aceptada'));

  // Beto sees his team, and the link that needs one, without reloading the page.
  await viaMenu(applicant, 'Mi equipo', '/dashboard/team');
  await shows(applicant.getByRole('heading', { name: 'Las Murallas FC' }));
  await shows(menuLink(applicant, 'Reservas'));
  await shows(applicant.getByRole('button', { name: 'Salir del equipo' }));

  // Ana adds Carolina by e-mail. An unknown e-mail is 'Jugador no encontrado'; with no connection the search says that instead.
  await viaMenu(owner, 'Agregar jugadores', '/dashboard/add/player');
  await owner.getByLabel('Correo del jugador').fill('nadie.aqui@ejemplo.co');
  await owner.getByRole('button', { name: 'Buscar' }).click();
  await shows(owner.getByText(MSG.player.notFound));
  await owner.route('**/api/v1/user/player/by-email*', (route) => route.abort('internetdisconnected'));
  await owner.getByRole('button', { name: 'Buscar' }).click();
  await shows(owner.getByText(MSG.failure.offline));
  await owner.unroute('**/api/v1/user/player/by-email*');
  // The notices over the search are closed as a person would.
  await closeNotices(owner);
  await owner.getByLabel('Correo del jugador').fill(caro.email);
  await owner.getByRole('button', { name: 'Buscar' }).click();
  await shows(owner.getByRole('article', { name: 'Carolina Puello' }).getByText('Sin equipo'));
  await owner.getByRole('button', { name: 'Añadir al equipo' }).click();
  await toasted(owner, MSG.team.playerAdded);
  await viaMenu(owner, 'Mi equipo', '/dashboard/team');
  await shows(owner.getByRole('article', { name: 'Carolina Puello' }));
  await shows(owner.getByText('Quedan 3 cupos'));

  // Beto leaves; his team links disappear.
  await applicant.getByRole('button', { name: 'Salir del equipo' }).click();
  await shows(applicant.getByText(MSG.team.leaveConfirmText('Las Murallas FC')));
  await applicant.getByRole('button', { name: 'Sí, salir' }).click();
  await toasted(applicant, MSG.team.left);
  await shows(applicant.getByText(MSG.team.noTeamTitle));
  await menuLink(applicant, 'Reservas').waitFor({ state: 'detached' });

  // Ana removes Carolina.
  await owner.reload();
  await owner.getByRole('button', { name: 'Eliminar a Carolina Puello' }).click();
  await shows(owner.getByText(MSG.team.removeConfirmText('Carolina Puello')));
  await owner.getByRole('button', { name: 'Sí, eliminar' }).click();
  await toasted(owner, MSG.team.playerRemoved);
  await owner.getByRole('article', { name: 'Carolina Puello' }).waitFor({ state: 'detached' });
  expect(await owner.getByRole('article', { name: 'Beto Guerrero' }).count()).toBe(0);

  // Ana deletes the team; she is left without one and loses the links.
  await owner.getByRole('button', { name: 'Eliminar equipo' }).click();
  await shows(owner.getByText(MSG.team.deleteConfirmTitle));
  await owner.getByRole('button', { name: 'Sí, eliminar' }).click();
  await toasted(owner, MSG.team.deleted);
  await shows(owner.getByText(MSG.team.noTeamTitle));
  await menuLink(owner, 'Ver jugadores').waitFor({ state: 'detached' });

  for (const user of [ana, beto, caro]) expect((await api.get<Player>(`/user/player/${user.id}`, user.token)).team).toBeNull();
  await owner.close();
  await applicant.close();
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('screens on a %s', (size, viewport) => {
  // Screenshots alone (no check of its own): the behaviour of these screens is checked above, and axe reads
  // them at both widths (a11y.e2e.test.ts).
  test.runIf(SCREENSHOTS)('every team, player and request screen', async () => {
    const [owner, mate, keeper, free, applicant] = await Promise.all([
      createUser('PLAYER', 'Jhon', 'Caraballo'),
      createUser('PLAYER', 'Wilmer', 'Ospino'),
      createUser('PLAYER', 'Yesid', 'Torres'),
      createUser('PLAYER', 'Darío', 'Olivares'),
      createUser('PLAYER', 'Esteban', 'Marimón'),
    ]);
    const team = await createTeam(owner, {
      name: size === 'phone' ? 'Tiburones de Manga' : 'Corsarios de Bocagrande',
      neighborhood: 'Manga',
      maxPlayers: 8,
    });
    await addMember(team, owner, mate);
    await addMember(team, owner, keeper);
    await uploadShield(team, owner);
    await apply(applicant, team, 'Soy defensa central, juego hace ocho años y puedo entre semana.');

    const page = await loggedIn(owner, viewport);
    await page.goto('/dashboard/team');
    await shows(page.getByRole('article', { name: 'Yesid Torres' }));
    await screenshot(page, `teams-team-${size}`);
    await page.getByRole('button', { name: 'Cambiar escudo' }).click();
    await shows(page.getByText('Elige una imagen de hasta 2 MB.'));
    await screenshot(page, `teams-shield-${size}`);

    await page.goto(`/dashboard/team/form/${team.id}`);
    await shows(page.getByRole('button', { name: 'Guardar cambios' }));
    await screenshot(page, `teams-form-edit-${size}`);

    await page.goto('/dashboard/add/player');
    await page.getByLabel('Correo del jugador').fill(free.email);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await shows(page.getByRole('article', { name: 'Darío Olivares' }));
    await screenshot(page, `teams-add-player-${size}`);

    await page.goto('/dashboard/player/list');
    await shows(page.getByRole('article').first());
    await screenshot(page, `teams-players-${size}`);

    await page.goto('/dashboard/requests');
    await page.getByRole('article', { name: 'Solicitud de Esteban Marimón' }).getByRole('button', { name: 'Aceptar' }).click();
    await shows(page.getByText(MSG.application.acceptConfirmTitle));
    await screenshot(page, `teams-requests-confirm-${size}`);
    await page.getByRole('dialog').getByRole('button', { name: MSG.auth.cancel }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await screenshot(page, `teams-requests-${size}`);
    await page.close();

    const player = await loggedIn(free, viewport);
    await player.goto('/dashboard/team');
    await shows(player.getByText(MSG.team.noTeamTitle));
    await screenshot(player, `teams-no-team-${size}`);
    await player.goto('/dashboard/team/form');
    await shows(player.getByLabel('Nombre del equipo'));
    await screenshot(player, `teams-form-${size}`);
    await player.goto('/dashboard/team/list');
    await shows(player.getByRole('button', { name: `Solicitar unirme a ${team.name}` }));
    await screenshot(player, `teams-list-${size}`);
    await player.getByRole('button', { name: `Solicitar unirme a ${team.name}` }).click();
    await player.getByRole('dialog').getByLabel('Descripción').fill('Juego de extremo izquierdo y me gusta entrenar.');
    await screenshot(player, `teams-join-request-${size}`);
    await player.getByRole('dialog').getByRole('button', { name: 'Enviar solicitud' }).click();
    await toasted(player, MSG.application.sent);
    await player.goto('/dashboard/requests');
    await shows(player.getByRole('article', { name: `Solicitud a ${team.name}` }));
    await screenshot(player, `teams-my-requests-${size}`);
    await player.close();
  });
});

test("a player withdraws a pending request from 'Mis solicitudes', and may ask that team again", async () => {
  const [owner, applicant] = await Promise.all([createUser('PLAYER', 'Nelson', 'Dueño'), createUser('PLAYER', 'Wilmer', 'Pide')]);
  const team = await createTeam(owner, { name: `Retirados ${Date.now().toString(36)}`, maxPlayers: 8 });
  await apply(applicant, team);
  const page = await loggedIn(applicant, PHONE);
  await page.goto('/dashboard/requests');
  const mine = page.getByRole('article', { name: `Solicitud a ${team.name}` });
  await mine.getByRole('button', { name: MSG.application.withdraw }).click();
  await shows(page.getByRole('dialog').getByText(MSG.application.withdrawConfirmText(team.name)));
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, retirar' }).click();
  await toasted(page, MSG.application.withdrawn);
  await shows(page.getByText(MSG.application.empty));
  await page.goto('/dashboard/team/list');
  await shows(page.getByRole('button', { name: `Solicitar unirme a ${team.name}` }));
  await page.close();
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('team screens on a %s', (size, viewport) => {
  test("requests already sent, the owner's count, 'Agregar jugadores' for the owner only, long names and notices", async () => {
    const [owner, mate, applicant] = await Promise.all([
      createUser('PLAYER', 'Rafael', 'Julio'),
      createUser('PLAYER', 'Orlando', 'Pájaro'),
      createUser('PLAYER', 'Kevin', 'Barrios'),
    ]);
    const stamp = Date.now().toString(36);
    // 60 characters, the longest a team name may be, with a word too long for a phone's card.
    const longName = `Asociación Deportiva Superextraordinariamente ${stamp}`.padEnd(60, 'x');
    const asked = await createTeam(owner, { name: longName, maxPlayers: 8 });
    await addMember(asked, owner, mate);
    const other = await createTeam(await createUser('PLAYER', 'Luis', 'Cañate'), { name: `Halcones de Crespo ${stamp}` });
    await apply(applicant, asked);

    // The applicant: the team asked shows 'Solicitud enviada' and is no longer a button; asking another
    // team marks it too, and the notice does not cover the page's title.
    const page = await loggedIn(applicant, viewport);
    await page.goto('/dashboard/team/list');
    const askedCard = page.getByLabel(longName, { exact: true });
    await shows(askedCard.getByText(MSG.application.sent));
    expect(await page.getByRole('button', { name: `Solicitar unirme a ${longName}` }).count()).toBe(0);
    // The long name wraps whole inside its card (a phone has no hover to show a cut one), and nothing spills out of the page.
    const nameBox = askedCard.getByText(longName, { exact: true });
    expect(await nameBox.evaluate((el) => el.scrollWidth <= el.clientWidth && getComputedStyle(el).textOverflow !== 'ellipsis')).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    await page.getByRole('button', { name: `Solicitar unirme a ${other.name}` }).click();
    await page.getByLabel('Descripción').fill('Arquero con experiencia, disponible los fines de semana.');
    await page.getByRole('dialog').getByRole('button', { name: 'Enviar solicitud' }).click();
    const notice = page.locator('.mantine-Notification-root', { hasText: MSG.application.sent });
    await shows(notice);
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    const toast = await notice.boundingBox();
    expect(title && toast).toBeTruthy();
    const overlaps =
      toast!.y < title!.y + title!.height &&
      title!.y < toast!.y + toast!.height &&
      toast!.x < title!.x + title!.width &&
      title!.x < toast!.x + toast!.width;
    expect(overlaps).toBe(false);
    await shows(page.getByLabel(other.name, { exact: true }).getByText(MSG.application.sent));
    await screenshot(page, `teams-list-requested-${size}`);
    expect(await page.getByRole('button', { name: `Solicitar unirme a ${other.name}` }).count()).toBe(0);
    await page.close();

    // The owner: the count of pending requests beside 'Solicitudes', and 'Agregar jugadores'.
    const ownerPage = await loggedIn(owner, viewport);
    if (size === 'phone') await ownerPage.goto('/dashboard/menu');
    const links = ownerPage.locator(size === 'phone' ? 'nav[aria-label="Menú completo"]' : 'nav[aria-label="Menú del panel"]:visible');
    await shows(links.getByRole('link', { name: `Solicitudes (${MSG.application.pendingCount(1)})` }));
    await shows(links.getByRole('link', { name: 'Agregar jugadores' }));
    await screenshot(ownerPage, `teams-menu-pending-${size}`);
    // Answering the request takes the count away.
    await ownerPage.goto('/dashboard/requests');
    await ownerPage.getByRole('article', { name: 'Solicitud de Kevin Barrios' }).getByRole('button', { name: 'Rechazar' }).click();
    await ownerPage
      .getByRole('dialog')
      .getByRole('button', { name: /Sí, rechazar/ })
      .click();
    await toasted(ownerPage, MSG.application.answered);
    if (size === 'phone') await ownerPage.goto('/dashboard/menu');
    await shows(links.getByRole('link', { name: 'Solicitudes', exact: true }));
    await ownerPage.close();

    // A member who is not the owner: no 'Agregar jugadores'; on a phone, the bottom bar has its five
    // links from the first frame it is drawn in.
    const matePage = await newPage(browser, viewport);
    await matePage.addInitScript(() => {
      const counts: number[] = [];
      (window as unknown as { barCounts: number[] }).barCounts = counts;
      new MutationObserver(() => {
        const bar = document.querySelector('[data-testid="bottom-bar"]');
        if (bar) counts.push(bar.querySelectorAll('a').length);
      }).observe(document, { childList: true, subtree: true });
    });
    await loginViaUi(matePage, mate);
    await matePage.reload();
    await shows(matePage.getByText('Canchas disponibles').first());
    if (size === 'phone') {
      const counts = await matePage.evaluate(() => (window as unknown as { barCounts: number[] }).barCounts);
      expect(counts.length).toBeGreaterThan(0);
      expect(new Set(counts)).toEqual(new Set([6]));
      await matePage.goto('/dashboard/menu');
      await shows(matePage.getByRole('link', { name: 'Ver jugadores' }));
    } else {
      await shows(menuLink(matePage, 'Ver jugadores'));
    }
    expect(await matePage.getByRole('link', { name: 'Agregar jugadores' }).count()).toBe(0);
    await matePage.close();
  });
});
