/**
 * The signed-in player, read fresh from the server: membership changes on someone else's side too (an
 * owner accepts or removes them), so the screens about teams reload it, and the session (and with it
 * the menu links that need a team) follows without a page reload.
 */
import { ownsTeam } from '../../domain/permissions';
import type { Player } from '../../domain/types';
import { reloadUser, sessionActor } from './useSession';

const knownPlayer = (): Player | null => {
  const user = sessionActor.getSnapshot().context.user;
  return user?.role === 'PLAYER' ? user : null;
};

export async function freshPlayer(): Promise<Player | null> {
  await reloadUser();
  return knownPlayer();
}

/**
 * What `ask` answers for the player read fresh, asked beside that read for the player as last known: one round trip
 * instead of two when what the answer depends on (`dependsOn`) did not change, and one time limit, not two in a
 * row, when the server does not answer. Changed, `ask` is asked again for the fresh player.
 */
export async function askForFreshPlayer<T>(ask: (player: Player | null) => Promise<T>, dependsOn: (player: Player | null) => unknown): Promise<T> {
  const known = knownPlayer();
  const early = ask(known);
  // Not awaited when the player changed: its failure (a team no longer theirs, say) is nobody's.
  early.catch(() => undefined);
  const fresh = await freshPlayer();
  return JSON.stringify(dependsOn(fresh)) === JSON.stringify(dependsOn(known)) ? early : ask(fresh);
}

/** Whether the player owns the team they belong to (domain/permissions.ts). */
export const isOwner = (player: Player | null | undefined) => ownsTeam(player, player?.team);
