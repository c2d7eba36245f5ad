/**
 * The day of a field's start times: the next DAY_CHIPS days as chips one tap away ('Hoy', 'Mañana', 'sáb 5'…), and
 * 'Fecha' for a later day up to the field's booking horizon, its closed days left out; `problem` is said under it.
 */
import { Button, Group } from '@mantine/core';
import { lastBookableDate } from '../../../domain/booking';
import { DAY_CHIPS } from '../../../domain/constants';
import { shortDayLabel } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { addDays, todayInAppZone } from '../../../domain/time';
import type { Field } from '../../../domain/types';
import { DateField } from '../../components/DateField';

export function DayChooser({
  field,
  now,
  date,
  problem,
  onChange,
}: {
  field: Pick<Field, 'bookingHorizonDays' | 'closedDays'>;
  now: Date;
  date: string;
  problem: string | null;
  onChange: (date: string) => void;
}) {
  const today = todayInAppZone(now);
  const days = Array.from({ length: Math.min(DAY_CHIPS, field.bookingHorizonDays + 1) }, (_, i) => addDays(today, i));
  return (
    <>
      {/* A row that scrolls sideways on a narrow phone, its scroll bar hidden as the chips show it scrolls. */}
      <Group gap={6} wrap="nowrap" role="group" aria-label="Día" mb={6} style={{ overflowX: 'auto', scrollbarWidth: 'none' }}>
        {days.map((d) => (
          <Button
            key={d}
            size="compact-sm"
            radius="xl"
            variant={d === date ? 'filled' : 'default'}
            aria-pressed={d === date}
            onClick={() => onChange(d)}
            style={{ flexShrink: 0 }}
          >
            {shortDayLabel(d, now)}
          </Button>
        ))}
      </Group>
      <DateField
        label="Fecha"
        size="xs"
        today={today}
        min={today}
        max={lastBookableDate(now, field.bookingHorizonDays)}
        description={MSG.rates.horizon(field.bookingHorizonDays)}
        value={date}
        onChange={onChange}
        error={problem}
        excluded={field.closedDays?.map((d) => d.date)}
        maw={280}
        mb="sm"
      />
    </>
  );
}
