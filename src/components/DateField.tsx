/**
 * A date chosen on a calendar in Spanish, whatever the browser's language: the browser's own date input
 * shows its picker and its format ('11/23/2026', 'Today', 'Clear') in the browser's language
 * (docs/architecture.md, "Dates"). Values are 'YYYY-MM-DD' strings, as everywhere in the app; the calendar
 * opens on the chosen date, or else on `today`, the app's today (its clock follows the server's), not the
 * device's. The chosen date, and each day of the calendar to a screen reader, read as 'jueves 3 de
 * diciembre de 2026'.
 */
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/es';
import type { CSSProperties, ReactNode } from 'react';
import { longDateLabel } from '../../domain/format';

const ARIA_LABELS = {
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  monthLevelControl: 'Elegir el mes',
  previousYear: 'Año anterior',
  nextYear: 'Año siguiente',
  yearLevelControl: 'Elegir el año',
  previousDecade: 'Década anterior',
  nextDecade: 'Década siguiente',
};

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
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  size?: 'xs' | 'sm';
  maw?: number;
  mb?: 'sm';
  style?: CSSProperties;
}

export function DateField({ value, onChange, today, min, max, clearable = false, ...rest }: DateFieldProps) {
  return (
    <DatesProvider settings={SETTINGS}>
      <DatePickerInput
        {...rest}
        value={value || null}
        onChange={(date) => onChange(date ?? '')}
        defaultDate={value || today}
        minDate={min}
        maxDate={max}
        valueFormatter={({ date }) => (typeof date === 'string' ? longDateLabel(date) : '')}
        leftSection={<IconCalendar size={16} aria-hidden />}
        clearable={clearable}
        clearButtonProps={{ 'aria-label': 'Borrar la fecha' }}
        ariaLabels={ARIA_LABELS}
        getDayAriaLabel={longDateLabel}
        // Its placeholder ('Cualquier fecha') is text on the page, not an input's: it must be as legible as text.
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
      />
    </DatesProvider>
  );
}
