/**
 * A sum in whole pesos (a rate, a payment), as Colombians write it: '95.000', '95,000' or '95000' all read $ 95.000, typed, pasted
 * or autofilled, and show so once the input is left. What is no amount ('95.000,50' with centavos, '95k') is
 * said, never read as another number (domain/format.ts, parsePesos). The form gets a number, '' when empty,
 * and NaN while the text is no amount, which its schema refuses.
 */
import { TextInput, type TextInputProps } from '@mantine/core';
import { formatPesos, parsePesos } from '../../domain/format';
import * as MSG from '../../domain/messages';
import { useTypedText } from './typedText';

type Amount = number | '';

interface Props extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** null from a draft kept in the tab, where a NaN was saved as JSON. */
  value?: Amount | null;
  onChange: (value: Amount) => void;
  /** What is said of a text that is no amount: a rate's message unless the input is for another sum. */
  notAnAmountMessage?: string;
}

const shown = (value: Amount | null | undefined) => (typeof value === 'number' && !Number.isNaN(value) ? formatPesos(value) : '');
const amount = (typed: string): Amount => (typed.trim() === '' ? '' : (parsePesos(typed) ?? NaN));

export function PesosInput({ value, onChange, onBlur, error, notAnAmountMessage = MSG.validation.pesosWhole, ...props }: Props) {
  const [text, setText] = useTypedText(value, amount, shown);
  const notAnAmount = text.trim() !== '' && parsePesos(text) === null;
  return (
    <TextInput
      {...props}
      inputMode="numeric"
      value={text}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        onChange(amount(typed));
      }}
      onBlur={(event) => {
        if (typeof value === 'number' && !Number.isNaN(value)) setText(shown(value));
        onBlur?.(event);
      }}
      error={error && notAnAmount ? notAnAmountMessage : error}
    />
  );
}
