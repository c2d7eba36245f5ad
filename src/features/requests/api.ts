/**
 * The join-request feature's calls: the actor the application machine invokes, and the loader of the
 * requests screen. Views take their requests from here, never from the endpoints.
 */
import { fromPromise } from 'xstate';
import { ownsTeam } from '../../../domain/permissions';
import type { Application, Player } from '../../../domain/types';
import type { AnswerInput } from '../../../machines/application';
import * as requestsApi from '../../api/endpoints/requests';
import { askForFreshPlayer } from '../../session/currentPlayer';

/** The real actor of machines/application.ts. */
export const applicationActors = {
  answer: fromPromise<Application, AnswerInput>(({ input }) => requestsApi.answer(input.id, input.decision)),
};

export interface Requests {
  /** null when the player owns no team. */
  incoming: Application[] | null;
  mine: Application[];
}

/** The player's own requests and, for a team's owner, those to their team. The player is read fresh: an
 * accepted request gives them a team, and the menu follows. */
export const loadRequests = (): Promise<Requests> => askForFreshPlayer(requestsOf, (player) => [player?.id, ownedTeam(player)]);

const ownedTeam = (player: Player | null) => (player?.team && ownsTeam(player, player.team) ? player.team.id : null);

async function requestsOf(player: Player | null): Promise<Requests> {
  if (!player) return { incoming: null, mine: [] };
  const owned = ownedTeam(player);
  const [mine, incoming] = await Promise.all([requestsApi.ofPlayer(player.id), owned === null ? Promise.resolve(null) : requestsApi.ofTeam(owned)]);
  // The owner's own invitations wait for the invited player's answer, not theirs.
  return { incoming: incoming && incoming.filter((a) => a.kind !== 'INVITATION'), mine };
}

/** The player withdraws their own pending request. */
export const withdrawRequest = (id: number) => requestsApi.withdraw(id);

/** The invited player's answer to an invitation. */
export const answerInvitation = ({ id, decision }: AnswerInput) => requestsApi.answer(id, decision);

/** How many requests to the team wait for its owner's answer (the 'Solicitudes' links' badge, src/layout/pendingRequests.ts). */
export const countPendingRequests = async (teamId: number): Promise<number> =>
  (await requestsApi.ofTeam(teamId)).filter((a) => a.statusRequest === 'PENDING' && a.kind !== 'INVITATION').length;
