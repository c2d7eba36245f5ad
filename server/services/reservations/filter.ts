/** The reservation filter (GET /reservation/filter): a page of a team's or a field's list, read with the caller's session. */
import type { Page, Reservation } from '../../../domain/types';
import type { CurrentUser } from '../../context';
import type { SessionKey, SessionRow } from '../../auth/session';
import { filterRows, isOwn, type FilterRequest, type FilterShape } from '../../data/reservationFilter';
import { toReservation, type ReservationRow } from '../../data/reservations';
import type { Db } from '../../db/client';
import { offsetOf, toPage, type PageRequest } from '../paging';

export type { FilterRequest } from '../../data/reservationFilter';

/** What the filter's statement read: the session's row, to be accepted first, and the page, for the user accepted. */
export interface FilterRead {
  session: SessionRow | undefined;
  page(user: CurrentUser): Page<Reservation>;
  /** Until when (ms) the page holds, if nothing is written: the next end of a reservation ahead in the list. */
  until: number;
}

/**
 * The filter's list in reading order (domain/reservationOrder.ts), a page of it with the list's count, read
 * with the session of the token's user (`uid`, of session `sid`) in one statement, a page past the end
 * too. Nothing of it may be answered before the session is accepted and, when a team or field is named,
 * the caller's right to it checked (api/reservations.ts).
 */
export async function readFilterPage(db: Db, caller: SessionKey, request: FilterRequest, pageRequest: PageRequest, now: Date): Promise<FilterRead> {
  const shape: FilterShape = {
    team: request.teamId !== undefined,
    field: request.fieldId !== undefined,
    date: request.date !== undefined,
    status: request.status !== undefined,
  };
  const rows = await filterRows(db, caller, request, shape, { offset: offsetOf(pageRequest), size: pageRequest.size }, now);
  return {
    session: rows[0],
    until: rows[0]?.aheadUntil ?? Infinity,
    page(user) {
      const scope = isOwn(shape) ? { teamId: user.teamId ?? null, fieldId: user.fieldId ?? null } : request;
      // The caller's own list of a caller with neither team nor field: empty.
      if (scope.teamId === null && scope.fieldId === null) return toPage([], 0, pageRequest);
      const found = rows.filter((row) => row.id !== null) as ReservationRow[];
      return toPage(found.map(toReservation), rows[0].total, pageRequest);
    },
  };
}
