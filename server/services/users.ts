/** Reading users as the API shows them: a player with its team, an administrator with its field. */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Admin, Player, TeamRef, User } from '../../domain/types';
import type { Db } from '../db/client';
import { fields, teamMembers, teams, users } from '../db/schema';

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
    ? ({ ...base, role: 'PLAYER', team: teamRefOf(row) } satisfies Player)
    : ({ ...base, role: 'FIELD_ADMIN', field: row.fieldId === null ? null : { id: row.fieldId, name: row.fieldName! } } satisfies Admin);
}

export async function findUser(db: Db, where: SQL | undefined): Promise<User | null> {
  const [row] = await selectUsers(db).where(where).limit(1);
  return row ? toUser(row as UserRow) : null;
}

export const byEmailAndRole = (email: string, role: 'PLAYER' | 'FIELD_ADMIN') =>
  sql`${users.email} = ${email.toLowerCase()} and ${users.role} = ${role}`;
