/**
 * What the reservation list keeps in its address (docs/product.md: Screens): the filters (`date`, `status`), the page
 * (`pagina`, from the second), the calendar's day (`dia`); anything else in it is ignored.
 */
import { RESERVATION_STATUSES, type ReservationStatus } from '../../../domain/constants';
import { isValidDate } from '../../../domain/time';
import type { ReservationListFilters } from '../../../machines/reservationList';

export const NO_FILTERS: ReservationListFilters = { date: '', status: '' };

/** The applied filters, as the address carries them; anything else in it is ignored. */
export function filtersFrom(params: URLSearchParams): ReservationListFilters {
  const date = params.get('date') ?? '';
  const status = params.get('status') ?? '';
  return {
    date: isValidDate(date) ? date : '',
    status: (RESERVATION_STATUSES as readonly string[]).includes(status) ? (status as ReservationStatus) : '',
  };
}

/** The calendar's day in the address's `dia`, when it is a date. */
export function shownDayFrom(params: URLSearchParams): string | undefined {
  const day = params.get('dia') ?? '';
  return isValidDate(day) ? day : undefined;
}

/** The list's page (from 0) in the address's `pagina` (from 1, absent on the first). */
export function pageFrom(params: URLSearchParams): number {
  const page = params.get('pagina') ?? '';
  return /^[1-9]\d{0,5}$/.test(page) ? Number(page) - 1 : 0;
}

/** The address's parameters with each key of `changes` set to its value, or taken out when it is null (or undefined: left as it is). */
export function withParams(params: URLSearchParams, changes: Record<string, string | null | undefined>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else if (value !== undefined) next.set(key, value);
  }
  return next;
}

/** What the list gives the address it writes, so that its own writes do not start it again (Reservations). */
export interface ListAddressState {
  listKey?: string;
}
