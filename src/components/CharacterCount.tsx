/**
 * 'n/max' under a text of several lines, counting characters as a person sees them and as the rule of
 * domain/schemas.ts does (trimmed; an emoji is one, a flag too); red once past the most allowed.
 */
import { Text } from '@mantine/core';

const graphemes = new Intl.Segmenter('es', { granularity: 'grapheme' });

export function CharacterCount({ text, max }: { text: string; max: number }) {
  let count = 0;
  for (const _ of graphemes.segment(text.trim())) count++;
  return (
    <Text size="xs" c={count > max ? 'red.8' : 'dimmed'} ta="right" mt={-8}>
      {count}/{max}
    </Text>
  );
}
