/** The profile's calls to the API (docs/api.md, "Users" and "Sessions"). */
import type { Role } from '../../../domain/constants';
import type { PasswordChange, ProfileUpdate } from '../../../domain/schemas';
import type { Admin, ApiMessage, Player, ProfileUpdateResponse, SessionRenewal } from '../../../domain/types';
import { apiHttp } from '../../api/http';

const rolePath = (role: Role) => (role === 'PLAYER' ? 'player' : 'admin');
const data = <T>(p: Promise<{ data: T }>) => p.then((r) => r.data);

export const profileApi = {
  player: (id: number) => data<Player>(apiHttp.get(`/user/player/${id}`)),
  admin: (id: number) => data<Admin>(apiHttp.get(`/user/admin/${id}`)),
  /** The own profile; a new e-mail needs `currentPassword`, and the answer then carries a fresh token. */
  update: (role: Role, profile: ProfileUpdate) => data<ProfileUpdateResponse>(apiHttp.put(`/user/${rolePath(role)}`, profile)),
  uploadImage: (role: Role, id: number, file: File) => {
    const body = new FormData();
    body.append('file', file);
    return data<{ imageUrl: string }>(apiHttp.post(`/user/${rolePath(role)}/${id}/upload-image`, body));
  },
  /** Every other session ends; the answer is a fresh session for this one. */
  changePassword: (change: PasswordChange) => data<SessionRenewal>(apiHttp.put('/user/password', change)),
  /** Every session ends, this one included. */
  logoutEverywhere: () => data<ApiMessage>(apiHttp.post('/user/logout-all')),
};
