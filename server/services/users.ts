/** Users' rules: unique profile data, the players' page, editing one's own profile. Their queries are in server/data/users.ts. */
import type { Role } from '../../domain/constants';
import * as MSG from '../../domain/messages';
import type { ProfileUpdate } from '../../domain/schemas';
import type { Page, Player, User } from '../../domain/types';
import type { CurrentUser } from '../context';
import type { Db } from '../db/client';
import { conflict, forbidden, notFound, unauthorized } from '../http/errors';
import { raiseTokenVersionOf } from '../auth/session';
import { claimOrRefuse, release, TAKEN_RULE, throttleKeys, type ThrottleRule } from '../auth/throttle';
import { requireCurrentPassword } from './account';
import { notifyFieldsChanged } from './activeFields';
import { offsetOf, pageOfRows, type PageRequest } from './paging';
import {
  countPlayers,
  fieldIdOf,
  findUserById,
  playerRows,
  takenProfiles,
  teamIdOf,
  toUser,
  updateUser,
  userOfRoleExists,
  type UserRow,
} from '../data/users';

// What the routes and other services read of users, from the data layer.
export {
  fieldIdOf,
  findUser,
  findUserByEmail,
  findUserById,
  findUserOfRole,
  imageUrl,
  membersOfTeams,
  ownedTeamIdOf,
  selectUsers,
  setUserImage,
  teamIdOf,
  toUser,
  userColumns,
  type UserRow,
} from '../data/users';

/** Where the "already taken" answers a caller gets are counted (docs/api.md, "Limits"). */
export interface TakenLimit {
  key: string;
  rule: ThrottleRule;
  now: Date;
}

/**
 * E-mail, document number and cellphone are unique across both roles. Checked first for a clear message;
 * the unique indexes stay the final word when two requests race. Each 409 tells that somebody has that
 * e-mail, document or cellphone, so it is counted under `limit` (claimed before the check, given back when
 * nothing was taken): past the rule, 429 TAKEN_THROTTLED before anything is looked up.
 */
export async function assertProfileUnique(
  db: Db,
  profile: { email: string; documentNumber: string; cellphone: string },
  limit: TakenLimit,
  exceptUserId?: number,
): Promise<void> {
  await claimOrRefuse(db, [[limit.key, limit.rule]], limit.now, 'TAKEN_THROTTLED', MSG.auth.takenThrottled);
  await throwIfTaken(db, profile, exceptUserId);
  await release(db, limit.key, limit.rule);
}

async function throwIfTaken(db: Db, profile: { email: string; documentNumber: string; cellphone: string }, exceptUserId?: number): Promise<void> {
  const taken = await takenProfiles(db, profile, exceptUserId);
  if (taken.some((u) => u.email === profile.email)) throw conflict('EMAIL_TAKEN', MSG.auth.emailTaken);
  if (taken.some((u) => u.documentNumber.toLowerCase() === profile.documentNumber.toLowerCase()))
    throw conflict('DOCUMENT_TAKEN', MSG.auth.documentTaken);
  if (taken.some((u) => u.cellphone === profile.cellphone)) throw conflict('CELLPHONE_TAKEN', MSG.auth.cellphoneTaken);
}

/** Every player but the caller, each with its team, a page at a time. */
export async function listPlayers(db: Db, excludeUserId: number, pageRequest: PageRequest): Promise<Page<Player>> {
  const rows = await playerRows(db, excludeUserId, { offset: offsetOf(pageRequest), size: pageRequest.size });
  return pageOfRows(
    rows,
    ({ total: _total, ...r }) => toUser(r as UserRow) as Player,
    pageRequest,
    () => countPlayers(db, excludeUserId),
  );
}

/**
 * A user edits only their own profile, on the path of their own role. A new e-mail needs the current
 * password and ends every session (the token version rises): the answer's `session` is the caller's
 * account as a fresh token must name it, or null when the e-mail stayed.
 */
export async function updateProfile(
  db: Db,
  user: CurrentUser,
  role: Role,
  input: ProfileUpdate,
  now: Date,
): Promise<{ user: User; session: CurrentUser | null }> {
  if (input.id !== user.id || role !== user.role) throw forbidden('NOT_YOU', MSG.user.notYou);
  const { id, currentPassword, showCellphone, ...profile } = input;
  const emailChanges = profile.email !== user.email;
  if (emailChanges) await requireCurrentPassword(db, id, currentPassword, now);
  await assertProfileUnique(db, profile, { key: throttleKeys.takenOnProfile(id), rule: TAKEN_RULE, now }, id);
  const session = await db.transaction(async (tx) => {
    // A new e-mail ends every session, only while this one is current: a change made meanwhile ended it.
    const tokenVersion = emailChanges ? await raiseTokenVersionOf(tx, user) : null;
    if (emailChanges && tokenVersion === null) throw unauthorized('SESSION_INVALID', MSG.auth.sessionInvalid);
    // 'Mostrar mi celular a otros jugadores' is a player's; absent, it stays as it was.
    const shown = user.role === 'PLAYER' && showCellphone !== undefined ? { showCellphone } : {};
    await updateUser(tx, id, { ...profile, ...shown });
    // The public field list shows each field's administrator by name.
    if (user.role === 'FIELD_ADMIN') await notifyFieldsChanged(tx);
    return tokenVersion === null ? null : { ...user, email: profile.email, tokenVersion };
  });
  return { user: (await findUserById(db, id))!, session };
}

/** 404 when no user of that role has the id, 403 when it is somebody else. */
export async function requireSelfUser(db: Db, user: CurrentUser, role: Role, userId: number): Promise<void> {
  if (!(await userOfRoleExists(db, userId, role))) throw notFound(role === 'PLAYER' ? MSG.player.notFound : MSG.user.notFound);
  if (userId !== user.id) throw forbidden('NOT_YOU', MSG.user.notYou);
}

/**
 * The caller's team, as read with their session when it was (a read outside any lock: a check that must
 * hold until its transaction commits reads `teamIdOf` inside it instead).
 */
export async function callerTeamId(db: Db, user: CurrentUser): Promise<number | null> {
  return user.teamId !== undefined ? user.teamId : teamIdOf(db, user.id);
}

/** The caller's field, as read with their session when it was. */
export async function callerFieldId(db: Db, user: CurrentUser): Promise<number | null> {
  return user.fieldId !== undefined ? user.fieldId : fieldIdOf(db, user.id);
}
