/** docs/product.md lists every Spanish text of domain/messages.ts: a text added or reworded there must be documented. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';

const product = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'product.md'), 'utf8');

/** The fixed parts of a text; a text made by a function is split where its argument goes. */
function fixedParts(value: string | ((arg: string) => string)): string[] {
  const SLOT = '\u0000';
  const text = typeof value === 'function' ? value(SLOT) : value;
  return text
    .split(SLOT)
    .map((part) => part.trim())
    .filter(Boolean);
}

describe('docs/product.md#messages', () => {
  for (const [group, entries] of Object.entries(MSG)) {
    for (const [key, value] of Object.entries(entries as Record<string, string | ((arg: string) => string)>)) {
      it(`lists MSG.${group}.${key}`, () => {
        for (const part of fixedParts(value)) expect(product, `MSG.${group}.${key}: "${part}"`).toContain(part);
      });
    }
  }
});
