/** The applications' calls (docs/api.md, "Applications"). One module per resource, so a page downloads only the calls it makes. */
import type { Application } from '../../../domain/types';
import { apiHttp } from '../http';
import { data } from './shared';

export const requestsApi = {
  send: (request: { playerId: number; teamId: number; description: string }) => data<Application>(apiHttp.post('/request', request)),
  ofPlayer: (playerId: number) => data<Application[]>(apiHttp.get(`/request/player/${playerId}`)),
  ofTeam: (teamId: number) => data<Application[]>(apiHttp.get(`/request/team/${teamId}`)),
  answer: (id: number, statusRequest: 'ACCEPTED' | 'REJECTED') =>
    data<Application>(apiHttp.post(`/request/${id}`, null, { params: { statusRequest } })),
};
