/**
 * The users table as the services and the auth service read and write it: a user with their team (a player) or
 * field (an administrator) as the API shows them, the players' page, the checks of what is taken, the news' seen
 * mark, and the writes (an account's deletion or anonymising too).
 */
import { and, asc, count, eq, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../domain/constants';
import type { Admin, Player, TeamRef, User } from '../../domain/types';
import type { Db } from '../db/client';
import { applications, fields, notification, pushSubscription, requestAnswers, teamMembers, teams, users } from '../db/schema';
import { totalColumn } from './paging';

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
/** The user with this id and role, or null (a deleted account's kept row is none). */
export const findUserOfRole = (db: Db, id: number, role: Role) => findUser(db, and(eq(users.id, id), eq(users.role, role), isNull(users.deletedAt)));
/** The user with this e-mail (any case) and role, or null. */
export const findUserByEmail = (db: Db, email: string, role: 'PLAYER' | 'FIELD_ADMIN') => findUser(db, byEmailAndRole(email, role));

export const byEmailAndRole = (email: string, role: 'PLAYER' | 'FIELD_ADMIN') =>
  sql`${users.email} = ${email.toLowerCase()} and ${users.role} = ${role}`;

/**
 * Who already has this e-mail, document number (any case) or cellphone, but `exceptUserId`. The document's
 * `lower()` is raw SQL: Drizzle's builder has no such function.
 */
export function takenProfiles(db: Db, profile: { email: string; documentNumber: string; cellphone: string }, exceptUserId?: number) {
  return db
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
}

const playersOrder = [asc(users.firstName), asc(users.lastName), asc(users.id)];
/** The players but one, without the kept rows of deleted accounts. */
const otherPlayers = (excludeUserId: number) => and(eq(users.role, 'PLAYER'), ne(users.id, excludeUserId), isNull(users.deletedAt));

/** A page of the players but one, by name, each row carrying the whole list's count. */
export function playerRows(db: Db, excludeUserId: number, { offset, size }: { offset: number; size: number }) {
  const where = otherPlayers(excludeUserId);
  return db
    .select({ ...userColumns, total: totalColumn(users, where) })
    .from(users)
    .leftJoin(teamMembers, eq(teamMembers.playerId, users.id))
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .leftJoin(fields, eq(fields.adminId, users.id))
    .where(where)
    .orderBy(...playersOrder)
    .limit(size)
    .offset(offset);
}

/** How many players there are but one. */
export async function countPlayers(db: Db, excludeUserId: number): Promise<number> {
  return (await db.select({ total: count() }).from(users).where(otherPlayers(excludeUserId)))[0].total;
}

/** The members of the given teams, in the order they joined. */
export async function membersOfTeams(db: Db, teamIds: number[]): Promise<Player[]> {
  if (teamIds.length === 0) return [];
  const rows = await selectUsers(db).where(inArray(teamMembers.teamId, teamIds)).orderBy(asc(teamMembers.joinedAt), asc(users.id));
  return rows.map((r) => toUser(r as UserRow) as Player);
}

/** The users with these ids, in no particular order. */
export async function usersByIds(db: Db, ids: number[]): Promise<User[]> {
  return (await selectUsers(db).where(inArray(users.id, ids))).map((r) => toUser(r as UserRow));
}

/** The user's first and last name; undefined when there is no such user. */
export async function userName(db: Db, id: number) {
  const [user] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, id));
  return user;
}

/** When the administrator last marked their field's news as seen; null before the first time. */
export async function newsSeenAt(db: Db, userId: number): Promise<Date | null> {
  const [me] = await db.select({ seenAt: users.newsSeenAt }).from(users).where(eq(users.id, userId));
  return me?.seenAt ?? null;
}

/** The news are seen up to `seen`, unless they were already seen up to a later moment. */
export async function setNewsSeenAt(db: Db, userId: number, seen: Date): Promise<void> {
  await db
    .update(users)
    .set({ newsSeenAt: seen })
    .where(and(eq(users.id, userId), or(isNull(users.newsSeenAt), lt(users.newsSeenAt, seen))));
}

/**
 * The profile's own columns written. The sign-up's `Idempotency-Key` goes with any change: sent again, the first request
 * (with the password it had) gets no answer about the account as it is now.
 */
export async function updateUser(tx: Db, id: number, values: Partial<typeof users.$inferInsert>): Promise<void> {
  await tx
    .update(users)
    .set({ ...values, registrationKey: null, registrationDigest: null })
    .where(eq(users.id, id));
}

/** Sets the picture; returns the hash it replaces (locked until the transaction ends). */
export async function setUserImage(db: Db, userId: number, hash: string): Promise<string | null> {
  const [row] = await db.select({ imageHash: users.imageHash }).from(users).where(eq(users.id, userId)).limit(1).for('update');
  await db.update(users).set({ imageHash: hash }).where(eq(users.id, userId));
  return row?.imageHash ?? null;
}

/** Whether a user of that role has the id (a deleted account's kept row is none). */
export async function userOfRoleExists(db: Db, userId: number, role: Role): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, role), isNull(users.deletedAt)))
    .limit(1);
  return row !== undefined;
}

/** The user's password hash, or undefined when there is no such user. */
export async function passwordHashOf(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.hash;
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

/** The field an administrator owns, or null (always null for a player). */
export async function fieldIdOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ fieldId: fields.id }).from(fields).where(eq(fields.adminId, userId)).limit(1);
  return row?.fieldId ?? null;
}

/** The user's age; undefined when there is no such user. */
export async function ageOf(db: Db, id: number): Promise<number | undefined> {
  const [player] = await db.select({ age: users.age }).from(users).where(eq(users.id, id)).limit(1);
  return player?.age;
}

/** A user's name, cellphone and age: what a contact shows of them. */
export async function userContact(db: Db, id: number) {
  const [owner] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, cellphone: users.cellphone, age: users.age })
    .from(users)
    .where(eq(users.id, id));
  return owner;
}

/** The account a sign-up with this request key made, with the digest of that sign-up's body; undefined when none. */
export async function userByRegistrationKey(db: Db, registrationKey: string) {
  const [made] = await db.select({ id: users.id, digest: users.registrationDigest }).from(users).where(eq(users.registrationKey, registrationKey));
  return made;
}

/** Forgets the sign-up's key of an account made before `before`. */
export async function forgetRegistrationKey(db: Db, registrationKey: string, before: Date): Promise<void> {
  await db
    .update(users)
    .set({ registrationKey: null, registrationDigest: null })
    .where(and(eq(users.registrationKey, registrationKey), lt(users.createdAt, before)));
}

/** What a log-in checks of the account with this e-mail (one account per e-mail, whatever its role); undefined when none. */
export async function loginAccount(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role, tokenVersion: users.tokenVersion, hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row;
}

/** A new account; its id. */
export async function insertUser(tx: Db, values: typeof users.$inferInsert): Promise<{ id: number }> {
  const [row] = await tx.insert(users).values(values).returning({ id: users.id });
  return row;
}

/** The user's id, role and picture, locked FOR UPDATE until the transaction ends (an account's deletion); undefined when none. */
export async function lockUserForDeletion(tx: Db, id: number) {
  const [me] = await tx.select({ id: users.id, role: users.role, imageHash: users.imageHash }).from(users).where(eq(users.id, id)).for('update');
  return me;
}

/**
 * The account's personal columns overwritten, every session of it ended (its token version moved on), and what else
 * was kept of the person goes as a deletion's cascade would take it: their notices, their devices told by Web Push and
 * the answers kept for their retried requests.
 */
export async function anonymiseUser(tx: Db, id: number, values: Partial<typeof users.$inferInsert>): Promise<void> {
  await tx
    .update(users)
    .set({ ...values, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
  for (const table of [notification, pushSubscription, requestAnswers]) await tx.delete(table).where(eq(table.userId, id));
  // As with a deleted row: their requests and invitations, and the notices of others that name them.
  await tx.delete(applications).where(eq(applications.playerId, id));
  await tx.delete(notification).where(eq(notification.aboutUserId, id));
}

export async function deleteUserRow(tx: Db, id: number): Promise<void> {
  await tx.delete(users).where(eq(users.id, id));
}
