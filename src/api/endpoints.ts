/** Every call of docs/product.md: Calls, typed with the shared shapes of domain/types.ts. */
import type { Role, ReservationStatus } from '../../domain/constants';
import type { AvailabilityRequest, FieldForm, ManualReservationRequest, ProfileUpdate, RegisterPayload, TeamForm } from '../../domain/schemas';
import type {
  Admin,
  ApiMessage,
  Application,
  AvailabilityResult,
  Field,
  FieldStats,
  LoginResponse,
  ManualReservationResult,
  Page,
  Player,
  Reservation,
  Team,
  TeamCalendar,
  User,
} from '../../domain/types';
import { apiHttp, authHttp } from './client';

const rolePath = (role: Role) => (role === 'FIELD_ADMIN' ? 'admin' : 'player');
const data = <T>(p: Promise<{ data: T }>) => p.then((r) => r.data);

function upload(url: string, file: File) {
  const body = new FormData();
  body.append('file', file);
  return data<{ imageUrl: string }>(apiHttp.post(url, body));
}

export const authApi = {
  login: (role: Role, credentials: { email: string; password: string }) =>
    data<LoginResponse>(authHttp.post(`/authenticate/${rolePath(role)}`, credentials)),
  register: (role: Role, payload: RegisterPayload) => data<User>(authHttp.post(`/${rolePath(role)}/register`, payload)),
  refresh: (role: Role, email: string, token: string) => data<LoginResponse>(authHttp.post(`/refresh/${rolePath(role)}`, { email, token })),
};

export const usersApi = {
  byEmail: (role: Role, email: string) => data<User>(apiHttp.get(`/user/${rolePath(role)}/by-email`, { params: { email } })),
  player: (id: number) => data<Player>(apiHttp.get(`/user/player/${id}`)),
  admin: (id: number) => data<Admin>(apiHttp.get(`/user/admin/${id}`)),
  players: (page: number, size: number) => data<Page<Player>>(apiHttp.get('/user/player', { params: { page, size } })),
  playersOfTeam: (teamId: number) => data<Player[]>(apiHttp.get(`/user/player/team/${teamId}`)),
  update: (role: Role, profile: ProfileUpdate) => data<User>(apiHttp.put(`/user/${rolePath(role)}`, profile)),
  uploadImage: (role: Role, id: number, file: File) => upload(`/user/${rolePath(role)}/${id}/upload-image`, file),
};

export const fieldsApi = {
  all: () => data<Field[]>(apiHttp.get('/field')),
  active: () => data<Field[]>(apiHttp.get('/field/active')),
  byId: (id: number) => data<Field>(apiHttp.get(`/field/${id}`)),
  byAdmin: (adminId: number) => data<Field>(apiHttp.get(`/field/admin/${adminId}`)),
  stats: (id: number) => data<FieldStats>(apiHttp.get(`/field/${id}/stats`)),
  create: (field: FieldForm & { adminId: number }) => data<Field>(apiHttp.post('/field', field)),
  update: (field: FieldForm & { id: number; adminId: number; cancelOutside?: boolean }) => data<Field>(apiHttp.put('/field', field)),
  remove: (id: number) => data<ApiMessage>(apiHttp.delete(`/field/${id}`)),
  uploadImage: (id: number, file: File) => upload(`/field/${id}/upload-image`, file),
};

export const teamsApi = {
  all: () => data<Team[]>(apiHttp.get('/team')),
  byId: (id: number) => data<Team>(apiHttp.get(`/team/${id}`)),
  create: (team: TeamForm & { ownerId: number }) => data<Team>(apiHttp.post('/team', team)),
  update: (team: TeamForm & { id: number; ownerId: number; imageUrl: string | null }) => data<Team>(apiHttp.put('/team', team)),
  remove: (id: number) => data<ApiMessage>(apiHttp.delete(`/team/${id}`)),
  addMember: (teamId: number, playerId: number) => data<ApiMessage>(apiHttp.post(`/team/${teamId}/member/${playerId}`)),
  removeMember: (playerId: number, teamId: number) => data<ApiMessage>(apiHttp.post(`/team/delete/${playerId}/team/${teamId}`)),
  uploadImage: (id: number, file: File) => upload(`/team/${id}/upload-image`, file),
  calendar: (id: number) => data<TeamCalendar>(apiHttp.get(`/team/${id}/calendar`)),
  renewCalendar: (id: number) => data<TeamCalendar>(apiHttp.post(`/team/${id}/calendar`)),
  disableCalendar: (id: number) => data<TeamCalendar>(apiHttp.delete(`/team/${id}/calendar`)),
};

export interface ReservationFilter {
  date?: string;
  status?: ReservationStatus;
  teamId?: number;
  fieldId?: number;
  page: number;
  size: number;
}

export const reservationsApi = {
  byId: (id: number) => data<Reservation>(apiHttp.get(`/reservation/${id}`)),
  ofField: (fieldId: number) => data<Reservation[]>(apiHttp.get(`/reservation/field/${fieldId}`)),
  ofTeam: (teamId: number) => data<Reservation[]>(apiHttp.get(`/reservation/team/${teamId}`)),
  ofFieldWithStatus: (fieldId: number, status: ReservationStatus) =>
    data<Reservation[]>(apiHttp.get(`/reservation/field/${fieldId}/status/${status}`)),
  filter: (filter: ReservationFilter) => data<Page<Reservation>>(apiHttp.get('/reservation/filter', { params: filter })),
  count: (by: 'team' | 'field', id: number, which: 'active' | 'finished' | 'canceled') =>
    data<number>(apiHttp.get(`/reservation/${by}/${id}/${which}`)),
  availability: (request: AvailabilityRequest) => data<AvailabilityResult>(apiHttp.post('/reservation/availability', request)),
  create: (request: AvailabilityRequest & { endTime: string; price?: number }) => data<Reservation>(apiHttp.post('/reservation', request)),
  finalize: (id: number) => data<Reservation>(apiHttp.put(`/reservation/${id}/status/finalize`)),
  cancel: (id: number) => data<Reservation>(apiHttp.put(`/reservation/${id}/status/canceled`)),
  createManual: (request: ManualReservationRequest) => data<ManualReservationResult>(apiHttp.post('/reservation/manual', request)),
  cancelSeries: (id: number) => data<Reservation[]>(apiHttp.put(`/reservation/${id}/series/canceled`)),
};

export const requestsApi = {
  send: (request: { playerId: number; teamId: number; description: string }) => data<Application>(apiHttp.post('/request', request)),
  ofPlayer: (playerId: number) => data<Application[]>(apiHttp.get(`/request/player/${playerId}`)),
  ofTeam: (teamId: number) => data<Application[]>(apiHttp.get(`/request/team/${teamId}`)),
  answer: (id: number, statusRequest: 'ACCEPTED' | 'REJECTED') =>
    data<Application>(apiHttp.post(`/request/${id}`, null, { params: { statusRequest } })),
};
