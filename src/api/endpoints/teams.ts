/** The teams' calls (docs/api.md, "Teams"). One module per resource, so a page downloads only the calls it makes. */
import type { ApiMessage, Application, Team, TeamCalendar, TeamRecord } from '../../../domain/types';
import type { TeamForm } from '../../../domain/schemas';
import { apiHttp } from '../http';
import { data, upload } from './shared';

export const teamsApi = {
  all: () => data<Team[]>(apiHttp.get('/team')),
  byId: (id: number) => data<Team>(apiHttp.get(`/team/${id}`)),
  create: (team: TeamForm & { ownerId: number }) => data<Team>(apiHttp.post('/team', team)),
  update: (team: TeamForm & { id: number; ownerId: number; imageUrl: string | null }) => data<Team>(apiHttp.put('/team', team)),
  remove: (id: number) => data<ApiMessage>(apiHttp.delete(`/team/${id}`)),
  addMember: (teamId: number, playerId: number) => data<ApiMessage>(apiHttp.post(`/team/${teamId}/member/${playerId}`)),
  /** An invitation the player answers (docs/api.md, "Applications"): how a minor joins a team. */
  invite: (teamId: number, playerId: number) => data<Application>(apiHttp.post(`/team/${teamId}/invitation/${playerId}`)),
  removeMember: (playerId: number, teamId: number) => data<ApiMessage>(apiHttp.post(`/team/delete/${playerId}/team/${teamId}`)),
  uploadImage: (id: number, file: File) => upload(`/team/${id}/upload-image`, file),
  /** How many bookings the team kept and missed: field administrators and its members. */
  record: (id: number, signal?: AbortSignal) => data<TeamRecord>(apiHttp.get(`/team/${id}/record`, { signal })),
  calendar: (id: number) => data<TeamCalendar>(apiHttp.get(`/team/${id}/calendar`)),
  renewCalendar: (id: number) => data<TeamCalendar>(apiHttp.post(`/team/${id}/calendar`)),
  disableCalendar: (id: number) => data<TeamCalendar>(apiHttp.delete(`/team/${id}/calendar`)),
};
