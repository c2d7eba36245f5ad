/**
 * A date, or a month, chosen on a calendar in Spanish (the pickers themselves: ./DatePickers.tsx). Their code,
 * @mantine/dates and dayjs, comes after the screen's first paint (./deferred.tsx): until then the field is drawn
 * as it will be, with its label and its date, disabled: a press waits for the picker, which comes in its place.
 */
import { TextInput } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { longDateLabel, monthLabel } from '../../domain/format';
import { deferred } from './deferred';
import type { DateFieldProps } from './DatePickers';

export type { DateFieldProps } from './DatePickers';
type MonthFieldProps = Pick<DateFieldProps, 'label' | 'value' | 'onChange' | 'required'>;

/** The field as it looks while its picker's code is on its way, its value written by `show`. */
function waiting(show: (value: string) => string) {
  return function Waiting(props: MonthFieldProps & Partial<DateFieldProps>) {
    const { label, required, description, error, size, maw, mb, style, placeholder, value } = props;
    return (
      <TextInput
        {...{ label, required, description, error, size, maw, mb, style, placeholder }}
        value={value ? show(value) : ''}
        disabled
        leftSection={<IconCalendar size={16} aria-hidden />}
      />
    );
  };
}

export const DateField = deferred<DateFieldProps>(() => import('./DatePickers').then((m) => m.DateField), waiting(longDateLabel));

export const MonthField = deferred<MonthFieldProps>(() => import('./DatePickers').then((m) => m.MonthField), waiting(monthLabel));
