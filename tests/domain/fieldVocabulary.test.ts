/**
 * The product calls a field 'cancha' in every text (docs/product.md): a text that says 'campo' reads to an
 * administrator as another thing ('Campo eliminado' after '¿Eliminar tu cancha?').
 */
import { describe, expect, it } from 'vitest';
import * as MSG from '../../domain/messages';

const texts = Object.entries(MSG).flatMap(([group, entries]) =>
  Object.entries(entries as Record<string, string | ((arg: string) => string)>).map(
    ([key, value]) => [`MSG.${group}.${key}`, typeof value === 'function' ? value('X') : value] as const,
  ),
);

describe('the word for a field', () => {
  it("is 'cancha' in every message, never 'campo'", () => {
    expect(texts.filter(([, text]) => /\bcampos?\b/i.test(text)).map(([name]) => name)).toEqual([]);
  });
});
