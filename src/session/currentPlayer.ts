/**
 * The signed-in player, read fresh from the server: membership changes on someone else's side too (an
 * owner accepts or removes them), so the screens about teams reload it, and the session (and with it
 * the menu links that need a team) follows without a page reload.
 */
import { ownsTeam } from '../../domain/permissions';
import type { Player } from '../../domain/types';
import { reloadUser, sessionActor } from './useSession';

export async function freshPlayer(): Promise<Player | null> {
  await reloadUser();
  const user = sessionActor.getSnapshot().context.user;
  return user?.role === 'PLAYER' ? user : null;
}

/** Whether the player owns the team they belong to (domain/permissions.ts). */
export const isOwner = (player: Player | null | undefined) => ownsTeam(player, player?.team);
