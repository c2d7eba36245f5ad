import { useState } from 'react';

const NUMBER = /^\d+([.,]\d+)?$/;

/**
 * A whole number's text as its form reads it (WholeNumberInput, and what was typed before the form's code came,
 * useEarlyInput): a number, '' when empty, NaN when the text is no number (a decimal one is a number its rule refuses).
 */
export function readWholeNumber(typed: string): number | '' {
  const text = typed.trim();
  return text === '' ? '' : NUMBER.test(text) ? Number(text.replace(',', '.')) : NaN;
}

/**
 * The text of an input whose form holds the number it reads (PesosInput, WholeNumberInput): kept as typed, and
 * replaced only when the form's value is set from outside (the saved values put back); the form's echo of what is
 * typed leaves it as it is.
 */
export function useTypedText<V>(value: V, read: (text: string) => V, show: (value: V) => string) {
  const [text, setText] = useState(() => show(value));
  const [received, setReceived] = useState(value);
  if (!Object.is(value, received)) {
    setReceived(value);
    if (!Object.is(value, read(text))) setText(show(value));
  }
  return [text, setText] as const;
}
