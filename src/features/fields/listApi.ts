/**
 * The field list's calls (home, home-player, field/list): the active fields, and whether the player's team already
 * holds a reservation. Apart from ./api.ts, whose other calls (the administrator's field) the home page has no use for.
 */
import * as fieldsApi from '../../api/endpoints/fields';
import { filter } from '../../api/endpoints/reservationFilter';

export const loadActiveFields = () => fieldsApi.active();

/** The team's ACTIVE reservation, if it holds one (a team holds at most one). */
export const loadActiveReservationOfTeam = async (teamId: number) =>
  (await filter({ teamId, status: 'ACTIVE', page: 0, size: 1 })).content[0] ?? null;
