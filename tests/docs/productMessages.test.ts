/** docs/product.md lists every Spanish text of domain/messages.ts: a text added or reworded there must be documented. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';

const product = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'product.md'), 'utf8');

type Text = string | ((...args: string[]) => string);
interface Texts {
  [key: string]: Text | Texts;
}

/** The fixed parts of a text; a text made by a function is split where its arguments go. */
function fixedParts(value: Text): string[] {
  const SLOT = '\u0000';
  const text = typeof value === 'function' ? value(SLOT, SLOT, SLOT, SLOT) : value;
  return text
    .split(SLOT)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Every text of a group, by its path ('download.columns.date'): a group may gather some texts under a key. */
function* texts(entries: Texts, path: string): Generator<[string, Text]> {
  for (const [key, value] of Object.entries(entries)) {
    if (typeof value === 'object') yield* texts(value, `${path}.${key}`);
    else yield [`${path}.${key}`, value];
  }
}

describe('docs/product.md#messages', () => {
  for (const [group, entries] of Object.entries(MSG)) {
    for (const [path, value] of texts(entries as Texts, group)) {
      it(`lists MSG.${path}`, () => {
        for (const part of fixedParts(value)) expect(product, `MSG.${path}: "${part}"`).toContain(part);
      });
    }
  }
});
