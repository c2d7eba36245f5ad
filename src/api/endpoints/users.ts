/** The users' calls (docs/api.md, "Users"). One module per resource, so a page downloads only the calls it makes. */
import type { Admin, ApiMessage, MyData, Page, Player, ProfileUpdateResponse, SessionRenewal, User } from '../../../domain/types';
import type { Role } from '../../../domain/constants';
import type { PasswordChange, ProfileUpdate } from '../../../domain/schemas';
import { apiHttp } from '../http';
import { data, rolePath, upload } from './shared';

export const byEmail = (role: Role, email: string) => data<User>(apiHttp.get(`/user/${rolePath(role)}/by-email`, { params: { email } }));
export const player = (id: number) => data<Player>(apiHttp.get(`/user/player/${id}`));
export const admin = (id: number) => data<Admin>(apiHttp.get(`/user/admin/${id}`));
export const players = (page: number, size: number) => data<Page<Player>>(apiHttp.get('/user/player', { params: { page, size } }));
/** The own profile; a new e-mail needs `currentPassword`, and the answer then carries a fresh token. */
export const update = (role: Role, profile: ProfileUpdate) => data<ProfileUpdateResponse>(apiHttp.put(`/user/${rolePath(role)}`, profile));
export const uploadImage = (role: Role, id: number, file: File) => upload(`/user/${rolePath(role)}/${id}/upload-image`, file);
/** Every other session ends; the answer is a fresh session for this one. */
export const changePassword = (change: PasswordChange) => data<SessionRenewal>(apiHttp.put('/user/password', change));
/** Every session ends, this one included. */
export const logoutEverywhere = () => data<ApiMessage>(apiHttp.post('/user/logout-all'));
/** The policy in force accepted again (docs/api.md, "Your data"). */
export const acceptPolicy = () => data<ApiMessage>(apiHttp.post('/user/me/consent', { acceptedPolicy: true }));
/** Everything kept of the caller. */
export const myData = () => data<MyData>(apiHttp.get('/user/me/data'));
/** The caller's account deleted, with the password asked again. */
export const deleteAccount = (password: string) => apiHttp.delete('/user/me', { data: { password } }).then(() => undefined);
