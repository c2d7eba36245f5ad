/**
 * The search's form: the day (today and the next 13 as chips, 'Otro día' opening a calendar up to the horizon), the
 * start time (today, those not yet begun), 1 to 3 hours and 'Buscar'. Each change goes to `onChange`; what is asked,
 * and when, is the panel's.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { SelectInput } from '../../components/SelectInput';
// The public home carries no form styles of its own (src/styles/public.ts): the start time's select brings them.
import '@mantine/core/styles/Input.layer.css';
import { useState } from 'react';
import { BOOKING_HORIZON_MAX_DAYS, BOOKING_MAX_HOURS, BOOKING_MIN_HOURS } from '../../../domain/constants';
import { formatTime12, shortDayLabel } from '../../../domain/format';
import { searchDays, searchStartTimes } from '../../../domain/freeSearch';
import * as MSG from '../../../domain/messages';
import type { FreeSearch } from '../../../domain/schemas';
import { addDays, todayInAppZone } from '../../../domain/time';
import { DateField } from '../../components/DateField';

const HOURS = Array.from({ length: BOOKING_MAX_HOURS - BOOKING_MIN_HOURS + 1 }, (_, i) => BOOKING_MIN_HOURS + i);

interface Props {
  /** When the panel opened: the days offered count from it. */
  now: Date;
  search: FreeSearch;
  /** Why the search cannot be asked now (a start already past), said under the start time. */
  refusal: { message: string } | null;
  onChange: (patch: Partial<FreeSearch>) => void;
  onSubmit: () => void;
}

export function SearchForm({ now, search, refusal, onChange: change, onSubmit }: Props) {
  const today = todayInAppZone(now);
  const [picking, setPicking] = useState(false);
  const days = searchDays(now);
  // Today's starts already past are not offered; the one chosen stays while the clock passes it, said under it.
  const offered = searchStartTimes(search.reservationDate, now);
  const starts = offered.includes(search.startTime) ? offered : [search.startTime, ...offered];

  return (
    <>
      <Group gap={6} role="group" aria-label={MSG.search.dayLabel} wrap="nowrap" style={{ overflowX: 'auto' }} pb={4}>
        {days.map((d) => (
          <Button
            key={d}
            size="compact-sm"
            radius="xl"
            variant={d === search.reservationDate ? 'filled' : 'default'}
            aria-pressed={d === search.reservationDate}
            onClick={() => change({ reservationDate: d })}
            style={{ flexShrink: 0 }}
          >
            {d === today ? MSG.search.today : d === addDays(today, 1) ? MSG.search.tomorrow : shortDayLabel(d, now)}
          </Button>
        ))}
        <Button
          size="compact-sm"
          radius="xl"
          variant={days.includes(search.reservationDate) ? 'subtle' : 'filled'}
          onClick={() => setPicking(true)}
          style={{ flexShrink: 0 }}
        >
          {MSG.search.otherDay}
        </Button>
      </Group>
      {picking && (
        <DateField
          label={MSG.search.otherDayLabel}
          value={search.reservationDate}
          onChange={(d) => d && change({ reservationDate: d })}
          today={today}
          min={today}
          max={addDays(today, BOOKING_HORIZON_MAX_DAYS)}
        />
      )}
      <Group grow align="flex-start">
        <SelectInput
          label={MSG.search.startLabel}
          data={starts.map((t) => ({ value: t, label: formatTime12(t) }))}
          value={search.startTime}
          onChange={(e) => change({ startTime: e.currentTarget.value })}
          error={refusal?.message}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="search-hours">
            {MSG.search.hoursLabel}
          </Text>
          <Group gap={6} role="group" aria-labelledby="search-hours">
            {HOURS.map((h) => (
              <Button
                key={h}
                size="compact-sm"
                variant={h === search.hours ? 'filled' : 'default'}
                aria-pressed={h === search.hours}
                onClick={() => change({ hours: h })}
              >
                {MSG.search.hoursOption(h)}
              </Button>
            ))}
          </Group>
        </Stack>
      </Group>
      <Group justify="flex-end">
        <Button onClick={onSubmit} disabled={refusal !== null}>
          {MSG.search.submit}
        </Button>
      </Group>
    </>
  );
}
