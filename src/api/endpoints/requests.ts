/** The applications' calls (docs/api.md, "Applications"). One module per resource, so a page downloads only the calls it makes. */
import type { Application } from '../../../domain/types';
import { apiHttp } from '../http';
import { data, keyed } from './shared';

export const send = (request: { playerId: number; teamId: number; description: string }, key: string) =>
  data<Application>(apiHttp.post('/request', request, keyed(key)));
export const ofPlayer = (playerId: number) => data<Application[]>(apiHttp.get(`/request/player/${playerId}`));
export const ofTeam = (teamId: number) => data<Application[]>(apiHttp.get(`/request/team/${teamId}`));
export const answer = (id: number, statusRequest: 'ACCEPTED' | 'REJECTED') =>
  data<Application>(apiHttp.post(`/request/${id}`, null, { params: { statusRequest } }));
export const withdraw = (id: number) => data<{ message: string }>(apiHttp.delete(`/request/${id}`));
