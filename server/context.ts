import type { Db } from './db/client';
import type { TokenService } from './auth/tokens';
import type { LoginLimiter } from './auth/rateLimit';
import type { Role } from '../domain/constants';

export interface AppDeps {
  db: Db;
  tokens: TokenService;
  limiter: LoginLimiter;
  /** The clock, injectable so tests can place "now" anywhere. */
  now: () => Date;
}

export interface CurrentUser {
  id: number;
  email: string;
  role: Role;
  documentNumber: string;
}

export type AppEnv = { Variables: { user: CurrentUser } };
