/**
 * The date pickers behind src/components/DateField.tsx, in a chunk of their own (with @mantine/dates and dayjs's
 * Spanish). A date chosen on a calendar in Spanish, whatever the browser's language: the browser's own date input
 * shows its picker and its format ('11/23/2026', 'Today', 'Clear') in the browser's language
 * (docs/architecture.md, "Dates"). Values are 'YYYY-MM-DD' strings, as everywhere in the app; the calendar
 * opens on the chosen date, or else on `today`, the app's today (its clock follows the server's), not the
 * device's. The chosen date, and each day of the calendar to a screen reader, read as 'jueves 3 de
 * diciembre de 2026'; holidays are marked as weekends are.
 */
import { DatePickerInput, DatesProvider, MonthPickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/es';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { dayLabel } from '../../domain/calendar';
import { longDateLabel, monthLabel } from '../../domain/format';
import { isColombianHoliday } from '../../domain/holidays';
import classes from './DatePickers.module.css';

/**
 * The arrows' names. The heading between them ('noviembre 2026', '2026'), which opens the level above, is named by
 * its own text: a name that left that text out ('Elegir el mes') would not be the button a voice user says.
 */
const ARIA_LABELS = {
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  previousYear: 'Año anterior',
  nextYear: 'Año siguiente',
  previousDecade: 'Década anterior',
  nextDecade: 'Década siguiente',
};

/**
 * The calendar that opens is a dialog, named 'Calendario': Mantine names it by an id that nothing on the page
 * carries, so a screen reader would announce an unnamed dialog. (Named after its field, it would answer to the
 * field's label as well.)
 */
const CALENDAR_DIALOG = { attributes: { dropdown: { 'aria-label': 'Calendario' } } };

/**
 * A holiday (festivo) is marked as the weekend is, in red, as Colombian calendars print them: a field charges it its
 * weekend rate (docs/product.md, "Rates"). A screen reader hears it after the date.
 */
const HOLIDAY = { weekend: true, 'data-holiday': true, title: 'Festivo' };
const holidayProps = (date: string) => (isColombianHoliday(date) ? HOLIDAY : {});

/** A Colombian week starts on Monday. */
const SETTINGS = { locale: 'es', firstDayOfWeek: 1 as const };

export interface DateFieldProps {
  label: string;
  value: string;
  onChange: (date: string) => void;
  /** The app's today: where the calendar opens when no date is chosen. */
  today: string;
  min?: string;
  max?: string;
  required?: boolean;
  /** Whether the date may be removed (a filter's date): a 'Borrar la fecha' button, and '' when removed. */
  clearable?: boolean;
  /** Days that cannot be chosen ('YYYY-MM-DD'; a field's closed days), shown disabled. */
  excluded?: readonly string[];
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  size?: 'xs' | 'sm';
  maw?: number;
  mb?: 'sm';
  style?: CSSProperties;
  /** Opens the calendar as soon as the field is drawn (its field was pressed before its code had come). */
  openOnMount?: boolean;
}

/** The picker's button: focused and pressed once drawn, when `openOnMount`. */
function useOpenOnMount(openOnMount: boolean | undefined) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!openOnMount) return;
    ref.current?.focus();
    ref.current?.click();
  }, [openOnMount]);
  return ref;
}

export function DateField({ value, onChange, today, min, max, clearable = false, excluded, openOnMount, ...rest }: DateFieldProps) {
  const ref = useOpenOnMount(openOnMount);
  return (
    <DatesProvider settings={SETTINGS}>
      <DatePickerInput
        {...rest}
        ref={ref}
        value={value || null}
        onChange={(date) => onChange(date ?? '')}
        defaultDate={value || today}
        minDate={min}
        maxDate={max}
        excludeDate={excluded?.length ? (date) => excluded.includes(date) : undefined}
        valueFormatter={({ date }) => (typeof date === 'string' ? longDateLabel(date) : '')}
        leftSection={<IconCalendar size={16} aria-hidden />}
        clearable={clearable}
        popoverProps={CALENDAR_DIALOG}
        clearButtonProps={{ 'aria-label': 'Borrar la fecha' }}
        ariaLabels={ARIA_LABELS}
        getDayProps={holidayProps}
        getDayAriaLabel={dayLabel}
        classNames={{ day: classes.day }}
        // Its placeholder ('Cualquier fecha') is text on the page, not an input's: it must be as legible as text.
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
      />
    </DatesProvider>
  );
}

/** A month chosen on a calendar in Spanish: its value is the month's first day, 'YYYY-MM-01'; it reads 'noviembre de 2026'. */
export function MonthField({
  value,
  onChange,
  openOnMount,
  ...rest
}: Pick<DateFieldProps, 'label' | 'value' | 'onChange' | 'required' | 'openOnMount'>) {
  const ref = useOpenOnMount(openOnMount);
  return (
    <DatesProvider settings={SETTINGS}>
      <MonthPickerInput
        {...rest}
        ref={ref}
        value={value}
        onChange={(date) => date && onChange(date)}
        valueFormatter={({ date }) => (typeof date === 'string' ? monthLabel(date) : '')}
        leftSection={<IconCalendar size={16} aria-hidden />}
        ariaLabels={ARIA_LABELS}
        popoverProps={CALENDAR_DIALOG}
        // Months written whole ('enero'), as the name each one is given for a screen reader ('enero de 2026') begins.
        monthsListFormat="MMMM"
        getMonthControlProps={(date) => ({ 'aria-label': monthLabel(date) })}
      />
    </DatesProvider>
  );
}
