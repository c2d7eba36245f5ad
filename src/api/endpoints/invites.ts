/** A team's invitation link (docs/api.md, "Team invitations"): the owner's calls and the invitation's own. */
import type { InvitedTeam, Team, TeamInvite, TeamInviteState } from '../../../domain/types';
import { apiHttp } from '../http';
import { data } from './shared';

/** Until when the team's link works (its owner). */
export const state = (teamId: number) => data<TeamInviteState>(apiHttp.get(`/team/${teamId}/invite`));
/** A new link, replacing the last one (its owner). */
export const create = (teamId: number) => data<TeamInvite>(apiHttp.post(`/team/${teamId}/invite`));
/** The link stops working (its owner); 204. */
export const revoke = (teamId: number) => apiHttp.delete(`/team/${teamId}/invite`).then(() => undefined);
/** The team a link invites to; no session needed. */
export const read = (secret: string) => data<{ team: InvitedTeam }>(apiHttp.get(`/team/invite/${encodeURIComponent(secret)}`));
/** The signed-in player joins it. */
export const join = (secret: string) => data<Team>(apiHttp.post(`/team/invite/${encodeURIComponent(secret)}/join`));
