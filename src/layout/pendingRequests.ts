/**
 * The count of PENDING requests to the team the signed-in player owns, shown on the 'Solicitudes' links
 * (docs/product.md: Screens). It follows the session's user: every reload of the user (an answer given on
 * `requests`, a team created or left) counts again, and so does moving to another screen.
 */
import { ownsTeam } from '../../domain/permissions';
import type { Player } from '../../domain/types';
import { countPendingRequests } from '../features/requests/api';
import { useLoad } from '../components/useLoad';

const versions = new WeakMap<object, number>();
let nextVersion = 1;
/** A number that changes whenever the session holds another user object (a reload gives a new one). */
function versionOf(user: object | null): number {
  if (!user) return 0;
  if (!versions.has(user)) versions.set(user, nextVersion++);
  return versions.get(user)!;
}

/** The owner's number of PENDING requests; 0 for anyone else, while loading and when loading fails. */
export function usePendingRequestCount(player: Player | null, pathname: string): number {
  const teamId = player?.team && ownsTeam(player, player.team) ? player.team.id : null;
  const count = useLoad(() => (teamId === null ? Promise.resolve(0) : countPendingRequests(teamId)), [teamId, versionOf(player), pathname]);
  return count.data ?? 0;
}
