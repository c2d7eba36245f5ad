/** The sign-in and sign-up calls of the auth screens. */
import type { Role } from '../../../domain/constants';
import type { RegisterPayload } from '../../../domain/schemas';
import * as authApi from '../../api/endpoints/auth';

export const logIn = (role: Role, credentials: { email: string; password: string }) => authApi.login(role, credentials);

export const register = (role: Role, payload: RegisterPayload, key: string) => authApi.register(role, payload, key);
