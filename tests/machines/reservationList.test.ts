/**
 * The reservation list (machines/reservationList.ts): every shortest path and every edge of the machine's graph,
 * replayed on a real actor whose `load` request is a fake. In each state the suite checks which page is asked for
 * with which filters (another filter starts again at the first page, the same filters on the first page ask
 * nothing), that a page the list no longer has is replaced by its last one, and what the list shows.
 */
import { expect } from 'vitest';
import type { Page, Reservation } from '../../domain/types';
import { reservationListMachine, type ReservationListFilters } from '../../machines/reservationList';
import { describePaths, done, failed, fakeActors, type Call } from './paths';

const card = (id: number) => ({ id, status: 'ACTIVE', reservationDate: '2026-11-23', startTime: '20:00' }) as unknown as Reservation;
const pageOf = (totalPages: number, ids: number[]): Page<Reservation> => ({
  content: ids.map(card),
  totalPages,
  totalElements: ids.length,
  size: 6,
  number: 0,
});
const TWO_PAGES = pageOf(2, [1, 2]);
const ONE_PAGE = pageOf(1, [3]);
const NO_FILTERS: ReservationListFilters = { date: '', status: '' };
const CANCELED: ReservationListFilters = { date: '2026-11-23', status: 'CANCELED' };
const noAnswer = Object.assign(new Error('Network Error'), { isAxiosError: true });

const EVENTS = [
  { type: 'FILTER_CHANGED', filters: CANCELED },
  { type: 'FILTER_CHANGED', filters: NO_FILTERS },
  { type: 'PAGE_CHANGED', page: 1 },
  { type: 'RELOAD' },
  { type: 'SET_DATA', data: ONE_PAGE },
  done('load', TWO_PAGES),
  done('load', ONE_PAGE),
  failed('load', noAnswer),
] as const;

const build = (calls: Call[]) => reservationListMachine.provide({ actors: fakeActors(['load'], calls) as never });

describePaths({
  name: 'reservationList',
  build,
  events: EVENTS,
  // The address's page 2, no filters: the list starts where the address says.
  inputs: [{ filters: NO_FILTERS, page: 1 }],
  check: ({ snapshot, calls, event, previous, input }) => {
    const { context } = snapshot;
    const waiting = calls.filter((c) => !c.settled);
    if (!previous) expect({ filters: context.filters, page: context.page }).toEqual(input);
    if (event?.type === 'FILTER_CHANGED') {
      const { filters } = event as unknown as { filters: ReservationListFilters };
      const same = previous?.context.page === 0 && JSON.stringify(previous.context.filters) === JSON.stringify(filters);
      // The same filters on the first page: nothing read, nothing changed.
      if (same) expect(snapshot.value === previous?.value && JSON.stringify(context) === JSON.stringify(previous?.context)).toBe(true);
      else expect({ value: snapshot.value, filters: context.filters, page: context.page }).toEqual({ value: 'loading', filters, page: 0 });
    }
    if (event?.type === 'PAGE_CHANGED') expect([snapshot.value, context.page, context.filters]).toEqual(['loading', 1, previous?.context.filters]);
    if (event?.type === 'RELOAD')
      expect([snapshot.value, context.page, context.filters]).toEqual(['loading', previous?.context.page, previous?.context.filters]);
    switch (snapshot.value) {
      case 'loading': {
        // One request, for the page and the filters the list shows.
        expect(waiting).toHaveLength(1);
        expect(waiting[0]).toMatchObject({ src: 'load', input: { filters: context.filters, page: context.page } });
        // An answer without the page asked for: its last page is read instead.
        if (previous?.value === 'loading' && event?.type === 'xstate.done.actor.load') {
          expect(context.page).toBe(0);
          expect(calls.at(-2)?.input).toMatchObject({ page: 1 });
        }
        if (previous?.value === 'success' && event?.type === 'SET_DATA') expect(context.page).toBe(0);
        break;
      }
      case 'success':
        expect(waiting).toEqual([]);
        expect(context.data).toBeDefined();
        expect(context.page).toBeLessThan(context.data!.totalPages);
        if (event?.type === 'xstate.done.actor.load') expect(context.data).toBe((event as unknown as { output: unknown }).output);
        if (event?.type === 'SET_DATA') expect(context.data).toBe(ONE_PAGE);
        break;
      case 'failure':
        expect(waiting).toEqual([]);
        expect(context.error).toBe(noAnswer);
        break;
      default:
        throw new Error(`unexpected state ${JSON.stringify(snapshot.value)}`);
    }
  },
});
