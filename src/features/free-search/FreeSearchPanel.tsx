/**
 * 'Buscar cancha libre' (docs/product.md, "Finding a free field"): a day (today and the next 13 as chips, later ones on
 * a calendar up to the horizon), a start time and 1 to 3 hours; each change asks again (the machine `freeSearch`,
 * whose request is this feature's api.ts). The results, cheapest first, each with 'Reservar'; none free, each field's
 * free start times near it, each a tap. What a tap does is the page's (`onChoose`).
 */
import { Alert, Button, Card, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
// The public home carries no form styles of its own (src/styles/public.ts): the start time's select brings them.
import '@mantine/core/styles/Input.layer.css';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { appNow } from '../../../domain/clock';
import { BOOKING_HORIZON_MAX_DAYS, BOOKING_MAX_HOURS, BOOKING_MIN_HOURS } from '../../../domain/constants';
import { formatPesos, formatTime12, shortDayLabel } from '../../../domain/format';
import { freeSearchRefusal, searchDays, searchStartTimes } from '../../../domain/freeSearch';
import * as MSG from '../../../domain/messages';
import type { FreeSearch } from '../../../domain/schemas';
import { addDays, minutesOfDayInAppZone, minutesToTime, todayInAppZone } from '../../../domain/time';
import type { FreeFieldInfo } from '../../../domain/types';
import { freeSearchMachine } from '../../../machines/freeSearch';
import { LoadFailed } from '../../components/failure';
import { bookingAddress } from '../../components/pendingBooking';
import { inspector } from '../../inspect';
import { freeSearchActors } from './api';

import { DateField } from '../../components/DateField';

/** A chosen slot: the field, and the search's day and length with the start chosen. */
export interface ChosenSlot {
  field: FreeFieldInfo;
  search: FreeSearch;
}

/** Where the booking page opens on a chosen slot's summary. */
export const bookingPath = ({ field, search }: ChosenSlot) => bookingAddress(field.id, search.reservationDate, search.startTime, search.hours);

/** The first start the form offers: the next :00 or :30 today, or 8 p. m. tomorrow once today's are over. */
function firstSearch(now: Date): FreeSearch {
  const today = todayInAppZone(now);
  const next = Math.floor(minutesOfDayInAppZone(now) / 30) * 30 + 30;
  if (next + 60 > 24 * 60) return { reservationDate: addDays(today, 1), startTime: '20:00', hours: 1 };
  return { reservationDate: today, startTime: minutesToTime(next), hours: 1 };
}

const START_OPTIONS = searchStartTimes().map((t) => ({ value: t, label: formatTime12(t) }));
const HOURS = Array.from({ length: BOOKING_MAX_HOURS - BOOKING_MIN_HOURS + 1 }, (_, i) => BOOKING_MIN_HOURS + i);

interface Props {
  onChoose: (slot: ChosenSlot) => void;
  /** The machine's request; this feature's api.ts by default (a test gives a fake). */
  actors?: Partial<typeof freeSearchActors>;
}

export default function FreeSearchPanel({ onChoose, actors = freeSearchActors }: Props) {
  const [now] = useState(appNow);
  const today = todayInAppZone(now);
  const [search, setSearch] = useState<FreeSearch>(() => firstSearch(now));
  const [picking, setPicking] = useState(false);
  // Provided once: another machine object would restart the actor (docs/architecture.md, "Known pitfalls").
  const [machine] = useState(() => freeSearchMachine.provide({ actors: { ...freeSearchActors, ...actors } }));
  const actor = useActorRef(machine, { inspect: inspector?.inspect });
  const state = useSelector(actor, (s) => s.value);
  const answer = useSelector(actor, (s) => s.context.answer);
  const error = useSelector(actor, (s) => s.context.error);
  const asked = useSelector(actor, (s) => s.context.search);
  const refusal = freeSearchRefusal(search, appNow());

  /** Asks for `next` when the clock allows it (a search under way is dropped for the newer one). */
  const ask = (next: FreeSearch) => {
    if (!freeSearchRefusal(next, appNow())) actor.send({ type: 'SEARCH', search: next });
  };
  // Every change of the form asks again: Saturday, 8 p. m. is two taps.
  // From the latest choice, not the last render's: two quick taps each keep the other's change.
  const latest = useRef(search);
  const change = (patch: Partial<FreeSearch>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setSearch(next);
    ask(next);
  };
  const days = searchDays(now);

  return (
    <Stack gap="sm">
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
        <NativeSelect
          label={MSG.search.startLabel}
          data={START_OPTIONS}
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
        <Button onClick={() => ask(search)} disabled={refusal !== null}>
          {MSG.search.submit}
        </Button>
      </Group>
      <div aria-live="polite">
        {state === 'searching' && (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">{MSG.search.searching}</Text>
          </Group>
        )}
        {state === 'failed' && <LoadFailed title={MSG.search.failed} error={error} onRetry={() => actor.send({ type: 'RETRY' })} />}
        {state === 'results' && answer && asked && (
          <Stack gap="xs">
            <Title order={3} fz="md">
              {MSG.search.resultsTitle(answer.free.length)}
            </Title>
            {answer.free.map(({ field, price }) => (
              <Card key={field.id} withBorder radius="md" padding="sm" component="article" aria-label={field.name}>
                <Group justify="space-between" wrap="nowrap" align="center">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {field.name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {field.address}, {field.city}
                    </Text>
                    <Text size="sm" fw={600}>
                      {formatPesos(price)}
                    </Text>
                  </Stack>
                  <Button
                    onClick={() => onChoose({ field, search: asked })}
                    aria-label={MSG.search.bookAt(field.name, formatTime12(asked.startTime))}
                  >
                    {MSG.search.book}
                  </Button>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
        {state === 'empty' && answer && asked && (
          <Stack gap="xs">
            <Alert color="gray" variant="light" title={MSG.search.empty}>
              {answer.near.length === 0 ? MSG.search.nearNone : MSG.search.nearTitle}
            </Alert>
            {answer.near.map(({ field, times }) => (
              <Card key={field.id} withBorder radius="md" padding="sm" component="article" aria-label={field.name}>
                <Text fw={600}>{field.name}</Text>
                <Text size="sm" c="dimmed" mb={6}>
                  {field.address}, {field.city}
                </Text>
                <Group gap={6}>
                  {times.map((t) => (
                    <Button
                      key={t.startTime}
                      size="compact-sm"
                      variant="light"
                      onClick={() => onChoose({ field, search: { ...asked, startTime: t.startTime } })}
                      aria-label={`${MSG.search.bookAt(field.name, formatTime12(t.startTime))}, ${formatPesos(t.price)}`}
                    >
                      {formatTime12(t.startTime)} · {formatPesos(t.price)}
                    </Button>
                  ))}
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </div>
    </Stack>
  );
}
