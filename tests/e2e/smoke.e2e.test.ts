import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createUser, launchBrowser, loginViaUi, newPage, PHONE, shows } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('a player logs in and lands on their home with the active fields', async () => {
  const player = await createUser('PLAYER');
  const page = await newPage(browser, PHONE);
  await loginViaUi(page, player);
  expect(await shows(page.getByRole('heading', { name: 'Canchas disponibles' }))).toBe(true);
  expect(await shows(page.getByText('La Bombonera del Caribe'))).toBe(true);
});
