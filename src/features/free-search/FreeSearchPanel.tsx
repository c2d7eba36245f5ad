/**
 * 'Buscar cancha libre' (docs/product.md, "Finding a free field"): a day (today and the next 13 as chips, later ones on
 * a calendar up to the horizon), a start time and 1 to 3 hours (SearchForm); each change asks again (the machine
 * `freeSearch`, whose request is this feature's api.ts). The results, cheapest first, each with 'Reservar'; none free,
 * each field's free start times near it, each a tap (SearchResults). What a tap does is the page's (`onChoose`). The
 * search asked is kept on the page's history entry, so that Back from a result finds it answered again (searchOnEntry).
 */
import { Stack } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import * as v from 'valibot';
import { appNow } from '../../../domain/clock';
import { firstFreeSearch, freeSearchRefusal, searchOnDay } from '../../../domain/freeSearch';
import { freeSearchSchema, type FreeSearch } from '../../../domain/schemas';
import type { FreeFieldInfo } from '../../../domain/types';
import { freeSearchMachine } from '../../../machines/freeSearch';
import { bookingAddress } from '../../components/pendingBooking';
import { useNow } from '../../components/useNow';
import { inspector } from '../../inspect';
import { freeSearchActors } from './api';
import { SearchForm } from './SearchForm';
import { keepSearch, keptSearch } from './searchOnEntry';
import { SearchResults } from './SearchResults';

/** A chosen slot: the field, and the search's day and length with the start chosen. */
export interface ChosenSlot {
  field: FreeFieldInfo;
  search: FreeSearch;
}

/** Where the booking page opens on a chosen slot's summary. */
export const bookingPath = ({ field, search }: ChosenSlot) => bookingAddress(field.id, search.reservationDate, search.startTime, search.hours);

interface Props {
  onChoose: (slot: ChosenSlot) => void;
  /** The results open their field ('Ver cancha'): the team already holds an ACTIVE reservation. */
  viewOnly?: boolean;
  /** The machine's request; this feature's api.ts by default (a test gives a fake). */
  actors?: Partial<typeof freeSearchActors>;
}

export default function FreeSearchPanel({ onChoose, viewOnly, actors = freeSearchActors }: Props) {
  // The day's chips and the times already past follow the clock on a screen left open (midnight included).
  const now = useNow();
  // Back on this page from a result: the search kept on the entry, asked again at once (unless the clock refuses it now).
  const [kept] = useState(() => {
    const read = v.safeParse(freeSearchSchema, keptSearch());
    return read.success && !freeSearchRefusal(read.output, appNow()) ? read.output : undefined;
  });
  const [search, setSearch] = useState<FreeSearch>(() => kept ?? firstFreeSearch(now));
  // Provided once: another machine object would restart the actor (docs/architecture.md, "Known pitfalls").
  const [machine] = useState(() => freeSearchMachine.provide({ actors: { ...freeSearchActors, ...actors } }));
  const actor = useActorRef(machine, { inspect: inspector?.inspect });
  const state = useSelector(actor, (s) => s.value);
  const answer = useSelector(actor, (s) => s.context.answer);
  const error = useSelector(actor, (s) => s.context.error);
  const asked = useSelector(actor, (s) => s.context.search);
  const refusal = freeSearchRefusal(search, appNow());

  /**
   * Asks for `next` when the clock allows it (a search under way is dropped for the newer one); else the results of
   * an earlier search, which no longer answer the form, go.
   */
  const ask = (next: FreeSearch) => actor.send(freeSearchRefusal(next, appNow()) ? { type: 'CLEAR' } : { type: 'SEARCH', search: next });
  const askKept = useEffectEvent(() => kept && actor.send({ type: 'SEARCH', search: kept }));
  useEffect(() => askKept(), []);
  // Every change of the form asks again: Saturday, 8 p. m. is two taps.
  // From the latest choice, not the last render's: two quick taps each keep the other's change.
  const latest = useRef(search);
  const change = (patch: Partial<FreeSearch>) => {
    // Today from a later day: a start already past there moves to the first it still offers.
    const next = patch.reservationDate ? searchOnDay(latest.current, patch.reservationDate, appNow()) : { ...latest.current, ...patch };
    latest.current = next;
    setSearch(next);
    keepSearch(next);
    ask(next);
  };

  return (
    <Stack gap="sm">
      <SearchForm now={now} search={search} refusal={refusal} onChange={change} onSubmit={() => ask(search)} />
      <SearchResults
        state={state}
        answer={answer}
        error={error}
        asked={asked}
        onRetry={() => actor.send({ type: 'RETRY' })}
        onChoose={onChoose}
        viewOnly={viewOnly}
      />
    </Stack>
  );
}
