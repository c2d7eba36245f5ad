/**
 * A date, or a month, chosen on a calendar in Spanish (the pickers themselves: ./DatePickers.tsx). Their code,
 * @mantine/dates and dayjs with floating-ui (about 55 KB), comes at the first sign that the field is wanted: the
 * pointer over it, a finger or the focus on it (./chunks.ts). Until then the field is drawn as it will be, with
 * its label and its date; pressed before the code is there, it opens its calendar as soon as the code comes.
 */
import { Input, InputBase } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { longDateLabel, monthLabel } from '../../domain/format';
import * as MSG from '../../domain/messages';
import { chunk, useChunk } from './chunks';
import type { DateFieldProps } from './DatePickers';

export type { DateFieldProps } from './DatePickers';
type MonthFieldProps = Pick<DateFieldProps, 'label' | 'value' | 'onChange' | 'required' | 'openOnMount'>;

interface Intent {
  /** The field is likely to be used: its code starts downloading. */
  onIntent?: () => void;
  /** The field was pressed: it opens once its code is there. */
  onPress?: () => void;
}

/** Drawn as an enabled field is, waiting for its code. */
const AS_ENABLED = { input: { opacity: 1, backgroundColor: 'var(--mantine-color-body)', color: 'inherit', cursor: 'pointer' } };

/** As legible as the picker's (./DatePickers.tsx). */
const PLACEHOLDER = { color: 'var(--mantine-color-gray-7)' };

/**
 * The field as it looks while its picker's code has not come, its value written by `show`: the button the picker
 * draws (./DatePickers.tsx), with the same label and text.
 */
function waiting(show: (value: string) => string) {
  return function Waiting(props: MonthFieldProps & Partial<DateFieldProps> & Intent) {
    const { label, required, description, error, size, maw, mb, style, placeholder, value, onIntent, onPress } = props;
    return (
      <InputBase
        {...{ label, required, description, error, size, maw, mb, style }}
        component="button"
        type="button"
        styles={AS_ENABLED}
        leftSection={<IconCalendar size={16} aria-hidden />}
        onPointerEnter={onIntent}
        onPointerDown={onIntent}
        onFocus={onIntent}
        onClick={onPress}
      >
        {value ? show(value) : <Input.Placeholder style={PLACEHOLDER}>{placeholder}</Input.Placeholder>}
      </InputBase>
    );
  };
}

/**
 * A picker drawn as its waiting field until it is pressed, and then until its code has come (the same button, so it
 * keeps the focus). It is drawn at once when its code is already there, or when it shows a date that may be removed
 * (its 'Borrar la fecha' button is the picker's). A code that cannot be downloaded is said under the field, and the
 * next press asks again.
 */
export function pickerOnIntent<P extends MonthFieldProps & { clearable?: boolean; error?: React.ReactNode }>(
  load: () => Promise<React.ComponentType<P>>,
  show: (value: string) => string,
) {
  const Waiting = waiting(show);
  const part = chunk(load);
  const preload = () => void part.preload().catch(() => undefined);
  return function PickerField(props: P) {
    const [eager] = useState(() => Boolean(props.clearable && props.value));
    const [pressed, setPressed] = useState(false);
    const { component: Picker, failed, retry } = useChunk(part, eager || pressed);
    if (Picker) return <Picker {...props} openOnMount={pressed} />;
    const press = () => {
      retry();
      setPressed(true);
    };
    return <Waiting {...props} error={failed ? MSG.failure.pickerFailed : props.error} onIntent={preload} onPress={press} />;
  };
}

export const DateField = pickerOnIntent<DateFieldProps>(() => import('./DatePickers').then((m) => m.DateField), longDateLabel);

export const MonthField = pickerOnIntent<MonthFieldProps>(() => import('./DatePickers').then((m) => m.MonthField), monthLabel);
