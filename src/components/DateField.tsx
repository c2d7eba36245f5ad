/**
 * A date, or a month, chosen on a calendar in Spanish (the pickers themselves: ./DatePickers.tsx). Their code,
 * @mantine/dates and dayjs, comes after the screen's first paint (./deferred.tsx): until then the field is drawn
 * as it will be, with its label and its date.
 */
import { Input, InputBase } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { longDateLabel, monthLabel } from '../../domain/format';
import { deferred } from './deferred';
import type { DateFieldProps } from './DatePickers';

export type { DateFieldProps } from './DatePickers';
type MonthFieldProps = Pick<DateFieldProps, 'label' | 'value' | 'onChange' | 'required'>;

/** Drawn as an enabled field is, though it takes no press yet. */
const AS_ENABLED = { input: { opacity: 1, backgroundColor: 'var(--mantine-color-body)', color: 'inherit', cursor: 'progress' } };

/** As legible as the picker's (./DatePickers.tsx). */
const PLACEHOLDER = { color: 'var(--mantine-color-gray-7)' };

/**
 * The field as it looks while its picker's code is on its way, its value written by `show`: the button the picker
 * draws (./DatePickers.tsx), with the same label and text, disabled (a press waits for the picker).
 */
function waiting(show: (value: string) => string) {
  return function Waiting(props: MonthFieldProps & Partial<DateFieldProps>) {
    const { label, required, description, error, size, maw, mb, style, placeholder, value } = props;
    return (
      <InputBase
        {...{ label, required, description, error, size, maw, mb, style }}
        component="button"
        type="button"
        disabled
        styles={AS_ENABLED}
        leftSection={<IconCalendar size={16} aria-hidden />}
      >
        {value ? show(value) : <Input.Placeholder style={PLACEHOLDER}>{placeholder}</Input.Placeholder>}
      </InputBase>
    );
  };
}

export const DateField = deferred<DateFieldProps>(() => import('./DatePickers').then((m) => m.DateField), waiting(longDateLabel));

export const MonthField = deferred<MonthFieldProps>(() => import('./DatePickers').then((m) => m.MonthField), waiting(monthLabel));
