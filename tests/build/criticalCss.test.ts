/**
 * The inline CSS of a prerendered page keeps only the custom properties something on the page reads
 * (scripts/prerender.mjs, withoutUnusedVariables; docs/architecture.md, "Prerendering and hydration").
 */
import { describe, expect, test } from 'vitest';
import { withoutUnusedVariables } from '../../scripts/prerender.mjs';

const css =
  ':root{--used-by-rule:1px;--used-by-markup:red;--chain:var(--chain-end);--chain-end:2px;--unused:blue;--also-unused:var(--chain-end)}' +
  ':root[data-scheme=light]{--only-unused:0}' +
  '@layer mantine{.m_box{padding:var(--used-by-rule);margin:var(--chain)}}';

describe('withoutUnusedVariables', () => {
  const kept = withoutUnusedVariables(
    css,
    '<style data-theme>:root{--theme-only:var(--unused)}</style><div class="m_box" style="--local:1px;color:var(--used-by-markup)"></div>',
  );

  test('keeps what a rule or the markup reads, and what those read in turn', () => {
    for (const name of ['--used-by-rule', '--used-by-markup', '--chain', '--chain-end']) expect(kept).toContain(`${name}:`);
  });

  test('drops what nothing reads (read only by a property nothing reads counts as unread), and the rules left empty', () => {
    for (const name of ['--unused', '--also-unused', '--only-unused']) expect(kept).not.toContain(name);
    expect(kept).not.toContain('data-scheme=light');
  });

  test('leaves every other declaration as it was', () => {
    expect(kept).toContain('.m_box{padding:var(--used-by-rule);margin:var(--chain)}');
  });
});
