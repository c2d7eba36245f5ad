/**
 * Every screen has the styles of the Mantine components it shows: each chunk carries the stylesheets of the
 * components whose code it carries (`mantineStylesPerComponent` in vite.config.ts; docs/architecture.md, "Which
 * CSS"), so no element wears a Mantine class (`m_…`) that no rule on the page styles.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createUser, launchBrowser, loginViaUi, newPage, PHONE, settled } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The Mantine classes on the page's elements that no rule of its stylesheets names, with the component's name. */
const unstyled = () => {
  const rules = new Set<string>();
  const walk = (list: CSSRuleList) => {
    for (const r of Array.from(list)) {
      if ('cssRules' in r && (r as CSSGroupingRule).cssRules) walk((r as CSSGroupingRule).cssRules);
      if ('selectorText' in r) for (const m of (r as CSSStyleRule).selectorText.matchAll(/\.(m_[0-9a-f]+)/g)) rules.add(m[1]);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    walk(sheet.cssRules);
  }
  const missing = new Set<string>();
  for (const el of Array.from(document.querySelectorAll('[class]')))
    for (const c of Array.from(el.classList))
      if (/^m_[0-9a-f]+$/.test(c) && !rules.has(c))
        missing.add(`${c} ${el.className.split(' ').find((x) => x.startsWith('mantine-')) ?? el.tagName}`);
  return [...missing];
};

for (const role of ['PLAYER', 'FIELD_ADMIN'] as const) {
  test(`every Mantine class on the ${role === 'PLAYER' ? "player's" : "administrator's"} screens has its rules`, async () => {
    const user = await createUser(role);
    const page = await newPage(browser, PHONE);
    await loginViaUi(page, user);
    const paths =
      role === 'PLAYER'
        ? [
            'home-player',
            'field/list',
            'team',
            'team/form',
            'team/list',
            'requests',
            'notifications',
            'reservation/list/team',
            'profile',
            'menu',
            'field/detail/1',
            'reservation/form/field/1',
          ]
        : ['home-admin', 'field', 'field/form', 'reservation/list/field', 'requests', 'profile', 'menu', 'notifications'];
    const report: Record<string, string[]> = {};
    for (const p of paths) {
      await page.goto(`/dashboard/${p}`);
      // The screen's own content, past its loading lines.
      await page.getByRole('main').waitFor();
      await expect
        .poll(
          () =>
            page
              .getByRole('main')
              .getByText(/^Cargando/)
              .count(),
          { timeout: 15_000 },
        )
        .toBe(0);
      await settled(page);
      report[p] = await page.evaluate(unstyled);
    }
    expect(report).toEqual(Object.fromEntries(paths.map((p) => [p, []])));
  }, 120_000);
}
