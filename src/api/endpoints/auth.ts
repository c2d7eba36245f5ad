/** The auth service's calls (docs/api.md, "Auth service"). One module per resource, so a page downloads only the calls it makes. */
import type { LoginResponse, User } from '../../../domain/types';
import type { Role } from '../../../domain/constants';
import type { RegisterPayload } from '../../../domain/schemas';
import { authHttp } from '../http';
import { data, keyed, rolePath } from './shared';

export const login = (role: Role, credentials: { email: string; password: string }) =>
  data<LoginResponse>(authHttp.post(`/authenticate/${rolePath(role)}`, credentials));
/** `key`: the same for the same sign-up sent again, so that a lost answer is answered with the account it made (docs/api.md). */
export const register = (role: Role, payload: RegisterPayload, key: string) =>
  data<User>(authHttp.post(`/${rolePath(role)}/register`, payload, keyed(key)));
export const refresh = (role: Role, email: string, token: string) =>
  data<LoginResponse>(authHttp.post(`/refresh/${rolePath(role)}`, { email, token }));
