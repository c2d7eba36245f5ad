/** The team screens' calls. Views take their requests from here, never from the endpoints. */
import type { TeamForm } from '../../../domain/schemas';
import type { Team, TeamCalendar, TeamInvite, TeamInviteState } from '../../../domain/types';
import * as invitesApi from '../../api/endpoints/invites';
import * as requestsApi from '../../api/endpoints/requests';
import * as teamsApi from '../../api/endpoints/teams';
import { askForFreshPlayer, freshPlayer } from '../../session/currentPlayer';
import { sessionActor } from '../../session/useSession';

/** The signed-in player's team, read fresh (membership changes on others' side too); null without one. */
export const loadMyTeam = (): Promise<Team | null> =>
  askForFreshPlayer(
    (player) => (player?.team ? teamsApi.byId(player.team.id) : Promise.resolve(null)),
    (player) => player?.team?.id ?? null,
  );

/** A team to edit, with the signed-in player read fresh so ownership is checked against today's data. */
export async function loadTeamToEdit(id: number) {
  const [player, team] = await Promise.all([freshPlayer(), teamsApi.byId(id)]);
  return { player, team };
}

/** Every team, and the ids of those the signed-in player has a PENDING request to (they show 'Solicitud enviada'). */
export async function loadTeams(): Promise<{ teams: Team[]; requested: number[] }> {
  const user = sessionActor.getSnapshot().context.user;
  const [teams, mine] = await Promise.all([teamsApi.all(), user?.role === 'PLAYER' ? requestsApi.ofPlayer(user.id) : Promise.resolve([])]);
  return { teams, requested: mine.filter((a) => a.statusRequest === 'PENDING').map((a) => a.team.id) };
}

export const createTeam = (team: TeamForm & { ownerId: number }, key: string) => teamsApi.create(team, key);

export const updateTeam = (team: TeamForm & { id: number; ownerId: number; imageUrl: string | null }) => teamsApi.update(team);

export const deleteTeam = (id: number) => teamsApi.remove(id);

export const removeMember = (playerId: number, teamId: number) => teamsApi.removeMember(playerId, teamId);

export const uploadShield = (teamId: number, file: File) => teamsApi.uploadImage(teamId, file);

export const sendJoinRequest = (request: { playerId: number; teamId: number; description: string }, key: string) => requestsApi.send(request, key);

/** The team's calendar feed as members see it: its path, or null while it is off. */
export const loadTeamCalendar = (teamId: number): Promise<TeamCalendar> => teamsApi.calendar(teamId);

/** The owner turns the feed on, or replaces its secret (the old URL stops working). */
export const renewTeamCalendar = (teamId: number): Promise<TeamCalendar> => teamsApi.renewCalendar(teamId);

/** The owner turns the feed off (its URL stops working). */
export const disableTeamCalendar = (teamId: number): Promise<TeamCalendar> => teamsApi.disableCalendar(teamId);

/** Until when the team's invitation link works (its owner); `{ expiresAt: null }` when none does. */
export const loadInviteState = (teamId: number): Promise<TeamInviteState> => invitesApi.state(teamId);

/** A new invitation link, replacing the last one (its owner). */
export const createInvite = (teamId: number): Promise<TeamInvite> => invitesApi.create(teamId);

/** The invitation link stops working (its owner). */
export const revokeInvite = (teamId: number): Promise<void> => invitesApi.revoke(teamId);
