/** The applications table: requests to join a team and owners' invitations, with their team. */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applications, teams } from '../db/schema';

export const byApplicationId = (id: number) => eq(applications.id, id);
export const ofPlayer = (playerId: number) => eq(applications.playerId, playerId);
export const ofTeam = (teamId: number) => eq(applications.teamId, teamId);

/** The applications with their team, newest first. */
export function applicationRows(db: Db, where: SQL) {
  return db
    .select({ application: applications, team: teams })
    .from(applications)
    .innerJoin(teams, eq(teams.id, applications.teamId))
    .where(where)
    .orderBy(desc(applications.applicationDate), desc(applications.id));
}

const pendingOf = (teamId: number, playerId: number) =>
  and(eq(applications.playerId, playerId), eq(applications.teamId, teamId), eq(applications.status, 'PENDING'));

/** Whether the player has a PENDING application to the team. */
export async function hasPending(db: Db, teamId: number, playerId: number): Promise<boolean> {
  const [pending] = await db.select({ id: applications.id }).from(applications).where(pendingOf(teamId, playerId)).limit(1);
  return pending !== undefined;
}

/**
 * A new PENDING application; its id. A second PENDING one of the player to the team is refused by the partial
 * unique index applications_one_pending_key.
 */
export async function insertApplication(tx: Db, values: typeof applications.$inferInsert): Promise<number> {
  const [created] = await tx.insert(applications).values(values).returning({ id: applications.id });
  return created.id;
}

/** The team of an application, unlocked (the team is locked first: services/applications.ts); undefined when none. */
export async function applicationTeamId(db: Db, id: number): Promise<number | undefined> {
  const [found] = await db.select({ teamId: applications.teamId }).from(applications).where(eq(applications.id, id)).limit(1);
  return found?.teamId;
}

/** The application's row, locked FOR UPDATE until the transaction ends; undefined when none. */
export async function lockApplication(tx: Db, id: number) {
  const [application] = await tx.select().from(applications).where(eq(applications.id, id)).limit(1).for('update');
  return application;
}

/** The application gone (its player withdrew it). */
export async function deleteApplication(tx: Db, id: number): Promise<void> {
  await tx.delete(applications).where(eq(applications.id, id));
}

export async function setApplicationStatus(tx: Db, id: number, status: 'ACCEPTED' | 'REJECTED'): Promise<void> {
  await tx.update(applications).set({ status }).where(eq(applications.id, id));
}

/** The player's PENDING application to the team, if any, ACCEPTED (they joined it). */
export async function acceptPending(tx: Db, teamId: number, playerId: number): Promise<void> {
  await tx
    .update(applications)
    .set({ status: 'ACCEPTED' })
    .where(and(eq(applications.teamId, teamId), eq(applications.playerId, playerId), eq(applications.status, 'PENDING')));
}
