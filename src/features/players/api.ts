/** The players screens' calls: the paged list, the search by e-mail and adding a player to a team. */
import { PLAYER_PAGE_SIZE } from '../../../domain/constants';
import type { Player } from '../../../domain/types';
import * as teamsApi from '../../api/endpoints/teams';
import * as usersApi from '../../api/endpoints/users';

/** One page (1-based, as the address shows it) of the players. */
export const loadPlayerPage = (page: number) => usersApi.players(page - 1, PLAYER_PAGE_SIZE);

export const findPlayerByEmail = (email: string) => usersApi.byEmail('PLAYER', email) as Promise<Player>;

export const addPlayerToTeam = (teamId: number, playerId: number) => teamsApi.addMember(teamId, playerId);

/** 'Invitar': the player joins only if they accept (a minor joins a team only so). */
export const invitePlayer = (teamId: number, playerId: number) => teamsApi.invite(teamId, playerId);
