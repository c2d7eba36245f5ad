/** The teams' calls (docs/api.md, "Teams"). One module per resource, so a page downloads only the calls it makes. */
import type { ApiMessage, Application, Team, TeamCalendar, TeamRecord } from '../../../domain/types';
import type { TeamForm } from '../../../domain/schemas';
import { apiHttp } from '../http';
import { data, keyed, upload } from './shared';

export const all = () => data<Team[]>(apiHttp.get('/team'));
export const byId = (id: number) => data<Team>(apiHttp.get(`/team/${id}`));
export const create = (team: TeamForm & { ownerId: number }, key: string) => data<Team>(apiHttp.post('/team', team, keyed(key)));
export const update = (team: TeamForm & { id: number; ownerId: number; imageUrl: string | null }) => data<Team>(apiHttp.put('/team', team));
export const remove = (id: number) => data<ApiMessage>(apiHttp.delete(`/team/${id}`));
export const addMember = (teamId: number, playerId: number) => data<ApiMessage>(apiHttp.post(`/team/${teamId}/member/${playerId}`));
/** An invitation the player answers (docs/api.md, "Applications"): how a minor joins a team. */
export const invite = (teamId: number, playerId: number) => data<Application>(apiHttp.post(`/team/${teamId}/invitation/${playerId}`));
export const removeMember = (playerId: number, teamId: number) => data<ApiMessage>(apiHttp.post(`/team/delete/${playerId}/team/${teamId}`));
export const uploadImage = (id: number, file: File) => upload(`/team/${id}/upload-image`, file);
/** How many bookings the team kept and missed: field administrators and its members. */
export const record = (id: number, signal?: AbortSignal) => data<TeamRecord>(apiHttp.get(`/team/${id}/record`, { signal }));
export const calendar = (id: number) => data<TeamCalendar>(apiHttp.get(`/team/${id}/calendar`));
export const renewCalendar = (id: number) => data<TeamCalendar>(apiHttp.post(`/team/${id}/calendar`));
export const disableCalendar = (id: number) => data<TeamCalendar>(apiHttp.delete(`/team/${id}/calendar`));
