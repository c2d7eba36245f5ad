/** Reading users as the API shows them: a player with its team, an administrator with its field. */
import { and, asc, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../domain/constants';
import * as MSG from '../../domain/messages';
import type { ProfileUpdate } from '../../domain/schemas';
import type { Admin, Page, Player, TeamRef, User } from '../../domain/types';
import type { CurrentUser } from '../context';
import type { Db } from '../db/client';
import { fields, teamMembers, teams, users } from '../db/schema';
import { conflict, forbidden, notFound, tooMany, unauthorized } from '../http/errors';
import { raiseTokenVersionOf } from '../auth/session';
import { claim, release, takenRule, throttleKeys, type ThrottleRule } from '../auth/throttle';
import { requireCurrentPassword } from './account';
import { notifyFieldsChanged } from './activeFields';
import { offsetOf, pageOfRows, type PageRequest } from './paging';
import { totalColumn } from '../data/paging';

export const imageUrl = (hash: string | null) => (hash ? `/api/v1/images/${hash}` : null);

export const userColumns = {
  id: users.id,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  city: users.city,
  age: users.age,
  cellphone: users.cellphone,
  documentType: users.documentType,
  documentNumber: users.documentNumber,
  email: users.email,
  imageHash: users.imageHash,
  showCellphone: users.showCellphone,
  teamId: teams.id,
  teamName: teams.name,
  teamOwnerId: teams.ownerId,
  teamCity: teams.city,
  teamNeighborhood: teams.neighborhood,
  teamImageHash: teams.imageHash,
  fieldId: fields.id,
  fieldName: fields.name,
};

export type UserRow = {
  id: number;
  role: 'PLAYER' | 'FIELD_ADMIN';
  firstName: string;
  lastName: string;
  city: string;
  age: number;
  cellphone: string;
  documentType: 'CC' | 'TI' | 'PA';
  documentNumber: string;
  email: string;
  imageHash: string | null;
  showCellphone: boolean;
  teamId: number | null;
  teamName: string | null;
  teamOwnerId: number | null;
  teamCity: string | null;
  teamNeighborhood: string | null;
  teamImageHash: string | null;
  fieldId: number | null;
  fieldName: string | null;
};

/** A select of users joined with their team (players) and field (administrators). */
export function selectUsers(db: Db) {
  return db
    .select(userColumns)
    .from(users)
    .leftJoin(teamMembers, eq(teamMembers.playerId, users.id))
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .leftJoin(fields, eq(fields.adminId, users.id));
}

export function teamRefOf(row: UserRow): TeamRef | null {
  return row.teamId === null
    ? null
    : {
        id: row.teamId,
        name: row.teamName!,
        ownerId: row.teamOwnerId!,
        city: row.teamCity!,
        neighborhood: row.teamNeighborhood!,
        imageUrl: imageUrl(row.teamImageHash),
      };
}

export function toUser(row: UserRow): User {
  const base = {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    city: row.city,
    age: row.age,
    cellphone: row.cellphone,
    documentType: row.documentType,
    documentNumber: row.documentNumber,
    email: row.email,
    imageUrl: imageUrl(row.imageHash),
  };
  return row.role === 'PLAYER'
    ? ({ ...base, role: 'PLAYER', showCellphone: row.showCellphone, team: teamRefOf(row) } satisfies Player)
    : ({ ...base, role: 'FIELD_ADMIN', field: row.fieldId === null ? null : { id: row.fieldId, name: row.fieldName! } } satisfies Admin);
}

export async function findUser(db: Db, where: SQL | undefined): Promise<User | null> {
  const [row] = await selectUsers(db).where(where).limit(1);
  return row ? toUser(row as UserRow) : null;
}

/** The user with this id, or null. */
export const findUserById = (db: Db, id: number) => findUser(db, eq(users.id, id));
/** The user with this id and role, or null. */
export const findUserOfRole = (db: Db, id: number, role: Role) => findUser(db, and(eq(users.id, id), eq(users.role, role)));
/** The user with this e-mail (any case) and role, or null. */
export const findUserByEmail = (db: Db, email: string, role: 'PLAYER' | 'FIELD_ADMIN') => findUser(db, byEmailAndRole(email, role));

export const byEmailAndRole = (email: string, role: 'PLAYER' | 'FIELD_ADMIN') =>
  sql`${users.email} = ${email.toLowerCase()} and ${users.role} = ${role}`;

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
  const wait = await claim(db, [[limit.key, limit.rule]], limit.now);
  if (wait > 0) throw tooMany('TAKEN_THROTTLED', MSG.auth.takenThrottled, wait);
  await throwIfTaken(db, profile, exceptUserId);
  await release(db, limit.key, limit.rule);
}

async function throwIfTaken(db: Db, profile: { email: string; documentNumber: string; cellphone: string }, exceptUserId?: number): Promise<void> {
  const taken = await db
    .select({ email: users.email, documentNumber: users.documentNumber, cellphone: users.cellphone })
    .from(users)
    .where(
      and(
        or(
          eq(users.email, profile.email),
          sql`lower(${users.documentNumber}) = ${profile.documentNumber.toLowerCase()}`,
          eq(users.cellphone, profile.cellphone),
        ),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    );
  if (taken.some((u) => u.email === profile.email)) throw conflict('EMAIL_TAKEN', MSG.auth.emailTaken);
  if (taken.some((u) => u.documentNumber.toLowerCase() === profile.documentNumber.toLowerCase()))
    throw conflict('DOCUMENT_TAKEN', MSG.auth.documentTaken);
  if (taken.some((u) => u.cellphone === profile.cellphone)) throw conflict('CELLPHONE_TAKEN', MSG.auth.cellphoneTaken);
}

const playersOrder = [asc(users.firstName), asc(users.lastName), asc(users.id)];

/** Every player but the caller, each with its team, a page at a time. */
export async function listPlayers(db: Db, excludeUserId: number, pageRequest: PageRequest): Promise<Page<Player>> {
  const where = and(eq(users.role, 'PLAYER'), ne(users.id, excludeUserId));
  const rows = await db
    .select({ ...userColumns, total: totalColumn(users, where) })
    .from(users)
    .leftJoin(teamMembers, eq(teamMembers.playerId, users.id))
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .leftJoin(fields, eq(fields.adminId, users.id))
    .where(where)
    .orderBy(...playersOrder)
    .limit(pageRequest.size)
    .offset(offsetOf(pageRequest));
  return pageOfRows(
    rows,
    ({ total: _total, ...r }) => toUser(r as UserRow) as Player,
    pageRequest,
    async () => (await db.select({ total: count() }).from(users).where(where))[0].total,
  );
}

/** The members of the given teams, in the order they joined. */
export async function membersOfTeams(db: Db, teamIds: number[]): Promise<Player[]> {
  if (teamIds.length === 0) return [];
  const rows = await selectUsers(db).where(inArray(teamMembers.teamId, teamIds)).orderBy(asc(teamMembers.joinedAt), asc(users.id));
  return rows.map((r) => toUser(r as UserRow) as Player);
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
  await assertProfileUnique(db, profile, { key: throttleKeys.takenOnProfile(id), rule: takenRule(), now }, id);
  const session = await db.transaction(async (tx) => {
    // A new e-mail ends every session, only while this one is current: a change made meanwhile ended it.
    const tokenVersion = emailChanges ? await raiseTokenVersionOf(tx, user) : null;
    if (emailChanges && tokenVersion === null) throw unauthorized('SESSION_INVALID', MSG.auth.sessionInvalid);
    // 'Mostrar mi celular a otros jugadores' is a player's; absent, it stays as it was.
    const shown = user.role === 'PLAYER' && showCellphone !== undefined ? { showCellphone } : {};
    await tx
      .update(users)
      .set({ ...profile, ...shown })
      .where(eq(users.id, id));
    // The public field list shows each field's administrator by name.
    if (user.role === 'FIELD_ADMIN') await notifyFieldsChanged(tx);
    return tokenVersion === null ? null : { ...user, email: profile.email, tokenVersion };
  });
  return { user: (await findUser(db, eq(users.id, id)))!, session };
}

/** Sets the picture; returns the hash it replaces (locked until the transaction ends). */
export async function setUserImage(db: Db, userId: number, hash: string): Promise<string | null> {
  const [row] = await db.select({ imageHash: users.imageHash }).from(users).where(eq(users.id, userId)).limit(1).for('update');
  await db.update(users).set({ imageHash: hash }).where(eq(users.id, userId));
  return row?.imageHash ?? null;
}

/** 404 when no user of that role has the id, 403 when it is somebody else. */
export async function requireSelfUser(db: Db, user: CurrentUser, role: Role, userId: number): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, role)))
    .limit(1);
  if (!row) throw notFound(role === 'PLAYER' ? MSG.player.notFound : MSG.user.notFound);
  if (userId !== user.id) throw forbidden('NOT_YOU', MSG.user.notYou);
}

/** The team a player belongs to, or null (always null for an administrator). */
export async function teamIdOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ teamId: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.playerId, userId)).limit(1);
  return row?.teamId ?? null;
}

/** The team a player owns, or null. */
export async function ownedTeamIdOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: teams.id }).from(teams).where(eq(teams.ownerId, userId)).limit(1);
  return row?.id ?? null;
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

/** The field an administrator owns, or null (always null for a player). */
export async function fieldIdOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ fieldId: fields.id }).from(fields).where(eq(fields.adminId, userId)).limit(1);
  return row?.fieldId ?? null;
}
