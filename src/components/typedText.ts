import { useState } from 'react';

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
