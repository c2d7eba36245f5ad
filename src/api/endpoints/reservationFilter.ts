/**
 * `GET /reservation/filter` (docs/api.md, "Reservations"), apart from ./reservations.ts, which re-exports it: the home
 * page reads a team's ACTIVE reservation with it, and a module goes whole with the first page that needs it, so
 * that page would otherwise download every reservation call.
 */
import type { ReservationStatus } from '../../../domain/constants';
import type { Page, Reservation } from '../../../domain/types';
import { apiHttp } from '../http';
import { data } from './shared';

export interface ReservationFilter {
  date?: string;
  status?: ReservationStatus;
  teamId?: number;
  fieldId?: number;
  page: number;
  size: number;
}

export const filter = (filter: ReservationFilter) => data<Page<Reservation>>(apiHttp.get('/reservation/filter', { params: filter }));
