/**
 * A whole number typed (an age, the team's most players, the days ahead a field takes bookings, a fixed turn's weeks), on
 * Mantine's TextInput with the phone's numeric keyboard. What is typed stays as typed: 150 is not made 100, nor 25.5 cut
 * to 25; the form's rule says why (domain/schemas.ts). The form gets a number, '' when empty, and NaN while the text is
 * no number, which its schema refuses. ArrowUp and ArrowDown step by one within `min` and `max`. Mantine's NumberInput
 * would bring react-number-format (about 12 KB gzip) for formats these fields never use.
 */
import { TextInput, type TextInputProps } from '@mantine/core';
import { readWholeNumber as read, useTypedText } from './typedText';

type Whole = number | '';

interface Props extends Omit<TextInputProps, 'value' | 'onChange' | 'min' | 'max'> {
  /** null from a draft kept in the tab, where a NaN was saved as JSON. */
  value?: Whole | null;
  onChange: (value: Whole) => void;
  min: number;
  max: number;
}

const shown = (value: Whole | null | undefined) => (typeof value === 'number' && !Number.isNaN(value) ? String(value) : '');

export function WholeNumberInput({ value, onChange, min, max, onKeyDown, ...props }: Props) {
  const [text, setText] = useTypedText(value, read, shown);
  const change = (typed: string) => {
    setText(typed);
    onChange(read(typed));
  };
  return (
    <TextInput
      {...props}
      inputMode="numeric"
      // What was typed before the form's code came is handed to the form as a number (useEarlyInput.ts).
      data-whole-number
      value={text}
      // Only what a number is written with: a letter typed does not show.
      onChange={(event) => change(event.currentTarget.value.replace(/[^\d.,]/g, ''))}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        const step = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
        if (step === 0) return;
        event.preventDefault();
        const current = read(text);
        const from = typeof current === 'number' && Number.isInteger(current) ? current : step > 0 ? min - 1 : max + 1;
        change(String(Math.min(max, Math.max(min, from + step))));
      }}
    />
  );
}
