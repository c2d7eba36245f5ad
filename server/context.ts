import type { Db } from './db/client';
import type { TokenService } from './auth/tokens';
import type { Role } from '../domain/constants';
import type { TokenClaims } from '../domain/types';
import type { ActiveFieldsCache } from './services/activeFields';
import type { Kept } from './services/kept';
import type { NoticeHub } from './services/notifications';
import type { PushService } from './services/push';
import type { Reminders } from './services/reminders';

export interface AppDeps {
  db: Db;
  tokens: TokenService;
  /** The clock, injectable so tests can place "now" anywhere. */
  now: () => Date;
  /**
   * The ceiling on every field's booking horizon (BOOKING_HORIZON_DAYS): each field takes bookings up to its own
   * bookingHorizonDays ahead, never beyond this; no ceiling but the fields' own maximum (365) when absent.
   */
  bookingHorizonDays?: number;
  /** Read the client's address from X-Forwarded-For (TRUST_PROXY); off by default. */
  trustProxy?: boolean;
  /** Accounts one address may create in an hour (REGISTRATIONS_PER_HOUR); 20 when absent. */
  registrationsPerHour?: number;
  /** Bookings a team may make or move in a day (TEAM_BOOKINGS_PER_DAY); 20 when absent. */
  teamBookingsPerDay?: number;
  /** Times a team's owner may add the same player in a day (MEMBER_ADDS_PER_DAY); 3 when absent. */
  memberAddsPerDay?: number;
  /** The process's copy of `GET /field/active` (services/activeFields.ts); every read goes to the database without it. */
  activeFields?: ActiveFieldsCache;
  /** The reservation filter's pages read in this process, as JSON (api/reservations.ts); none kept without it. */
  filterPages?: Kept<string>;
  /** The process's open notice streams, woken by the database's notification of each notice (services/notifications.ts). */
  notices?: NoticeHub;
  /** Web Push to the users' devices (services/push.ts); `/push` answers 404 without it. */
  push?: PushService;
  /** The games' reminders (services/reminders.ts): a team booking's change schedules or cancels them. */
  reminders?: Reminders;
}

export interface CurrentUser {
  id: number;
  email: string;
  role: Role;
  tokenVersion: number;
  /** The session's log-in (the token's auth_time, seconds). */
  authTime: number;
  /**
   * The player's team and the administrator's field as the auth middleware read them with the user (null:
   * none). Absent when the caller was built elsewhere: `callerTeamId` and `callerFieldId` then ask the database.
   */
  teamId?: number | null;
  fieldId?: number | null;
}

/**
 * `claims`: the caller's checked token. `user`: their session, accepted against their row, by the auth
 * middleware or, on the routes that read it with their own data, by the route (api/auth.ts).
 */
export type AppEnv = { Variables: { user: CurrentUser; claims: TokenClaims } };
