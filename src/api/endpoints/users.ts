/** The users' calls (docs/api.md, "Users"). One module per resource, so a page downloads only the calls it makes. */
import type { Admin, Page, Player, User } from '../../../domain/types';
import type { Role } from '../../../domain/constants';
import type { ProfileUpdate } from '../../../domain/schemas';
import { apiHttp } from '../http';
import { data, rolePath, upload } from './shared';

export const usersApi = {
  byEmail: (role: Role, email: string) => data<User>(apiHttp.get(`/user/${rolePath(role)}/by-email`, { params: { email } })),
  player: (id: number) => data<Player>(apiHttp.get(`/user/player/${id}`)),
  admin: (id: number) => data<Admin>(apiHttp.get(`/user/admin/${id}`)),
  players: (page: number, size: number) => data<Page<Player>>(apiHttp.get('/user/player', { params: { page, size } })),
  playersOfTeam: (teamId: number) => data<Player[]>(apiHttp.get(`/user/player/team/${teamId}`)),
  update: (role: Role, profile: ProfileUpdate) => data<User>(apiHttp.put(`/user/${rolePath(role)}`, profile)),
  uploadImage: (role: Role, id: number, file: File) => upload(`/user/${rolePath(role)}/${id}/upload-image`, file),
};
