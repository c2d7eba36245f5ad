/**
 * The reservation list of reservation/list/{team|field} (docs/product.md: Screens): the filters applied (date and
 * status), the page shown and the loading of that page. The screen starts it with what the address carries and
 * writes its filters and page back to the address; an invoked `load` actor (src/features/reservation-list/api.ts)
 * reads the page. FILTER_CHANGED applies 'Buscar' / 'Limpiar' and starts again at the first page, PAGE_CHANGED
 * shows another page, RELOAD reads the same page again (after 'Reserva manual', 'Reintentar'); SET_DATA puts a
 * card changed in place, or a quiet read again, on the list shown. A page the list no longer has (bookings
 * cancelled since) is replaced by its last one (guard beyondLastPage). Each page read shows its filters and page in
 * the address first (`showInAddress`, provided by the screen, the one place the address follows the list).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ReservationStatus } from '../domain/constants';
import type { Page, Reservation } from '../domain/types';

export interface ReservationListFilters {
  date: string;
  status: '' | ReservationStatus;
}

export interface ReservationListInput {
  filters: ReservationListFilters;
  /** From 0. */
  page: number;
}

export interface ReservationListContext extends ReservationListInput {
  data: Page<Reservation> | undefined;
  error: unknown;
}

export type ReservationListEvent =
  | { type: 'FILTER_CHANGED'; filters: ReservationListFilters }
  | { type: 'PAGE_CHANGED'; page: number }
  | { type: 'RELOAD' }
  | { type: 'SET_DATA'; data: Page<Reservation> };

/** The list's last page (from 0) as the latest answer counts them. */
const lastPageOf = (data: Page<Reservation> | undefined) => Math.max((data?.totalPages ?? 1) - 1, 0);

export const reservationListMachine = setup({
  types: {
    context: {} as ReservationListContext,
    events: {} as ReservationListEvent,
    input: {} as ReservationListInput,
  },
  actors: {
    load: fromPromise<Page<Reservation>, ReservationListInput>(async () => {
      throw new Error('load actor not provided');
    }),
  },
  actions: {
    /** Provided by the screen: the address follows the filters and page being read. */
    showInAddress: (_, _params: ReservationListInput) => {},
  },
  guards: {
    // The same filters again on the first page: nothing to read.
    changesSomething: ({ context, event }) =>
      event.type === 'FILTER_CHANGED' &&
      (context.page !== 0 || event.filters.date !== context.filters.date || event.filters.status !== context.filters.status),
    beyondLastPage: ({ context }) => context.data !== undefined && context.page > lastPageOf(context.data),
  },
}).createMachine({
  id: 'reservationList',
  context: ({ input }) => ({ filters: input.filters, page: input.page, data: undefined, error: undefined }),
  initial: 'loading',
  on: {
    FILTER_CHANGED: {
      guard: 'changesSomething',
      target: '.loading',
      reenter: true,
      actions: assign({ filters: ({ event }) => event.filters, page: 0 }),
    },
    PAGE_CHANGED: { target: '.loading', reenter: true, actions: assign({ page: ({ event }) => event.page }) },
    RELOAD: { target: '.loading', reenter: true },
  },
  states: {
    loading: {
      entry: { type: 'showInAddress', params: ({ context }) => ({ filters: context.filters, page: context.page }) },
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ filters: context.filters, page: context.page }),
        onDone: { target: 'success', actions: assign({ data: ({ event }) => event.output, error: undefined }) },
        onError: { target: 'failure', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    success: {
      always: { guard: 'beyondLastPage', target: 'loading', actions: assign({ page: ({ context }) => lastPageOf(context.data) }) },
      on: { SET_DATA: { actions: assign({ data: ({ event }) => event.data }) } },
    },
    failure: {},
  },
});
