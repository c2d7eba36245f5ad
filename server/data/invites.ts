/** The team_invites table: one invitation link per team, kept as its secret's SHA-256 and the moment it ends. */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { teamInvites, teamMembers, teams } from '../db/schema';

/** When the team's link ends, while it works at `now`; undefined when none. */
export async function liveInviteExpiry(db: Db, teamId: number, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ expiresAt: teamInvites.expiresAt })
    .from(teamInvites)
    .where(and(eq(teamInvites.teamId, teamId), gt(teamInvites.expiresAt, now)));
  return row?.expiresAt;
}

/** The team's link, replacing the one before. */
export async function upsertInvite(tx: Db, teamId: number, row: { secretHash: string; expiresAt: Date; createdAt: Date }): Promise<void> {
  await tx
    .insert(teamInvites)
    .values({ teamId, ...row })
    .onConflictDoUpdate({ target: teamInvites.teamId, set: row });
}

export async function deleteInvite(tx: Db, teamId: number): Promise<void> {
  await tx.delete(teamInvites).where(eq(teamInvites.teamId, teamId));
}

const liveWithHash = (secretHash: string, now: Date) => and(eq(teamInvites.secretHash, secretHash), gt(teamInvites.expiresAt, now));

/** The team of the link with this hash while it works at `now`; null when none. */
export async function liveInviteTeamId(db: Db, secretHash: string, now: Date): Promise<number | null> {
  const [row] = await db.select({ teamId: teamInvites.teamId }).from(teamInvites).where(liveWithHash(secretHash, now));
  return row?.teamId ?? null;
}

/**
 * The team the link with this hash invites to while it works: its name, where it plays, its members counted and its
 * room. The count is a raw SQL subquery: Drizzle's builder has no scalar subquery column.
 */
export async function invitedTeamRow(db: Db, secretHash: string, now: Date) {
  const [team] = await db
    .select({
      id: teams.id,
      name: teams.name,
      city: teams.city,
      neighborhood: teams.neighborhood,
      members: sql<number>`(select count(*) from ${teamMembers} where ${teamMembers.teamId} = ${teams.id})`.mapWith(Number),
      maxPlayers: teams.maxPlayers,
    })
    .from(teamInvites)
    .innerJoin(teams, eq(teams.id, teamInvites.teamId))
    .where(liveWithHash(secretHash, now));
  return team;
}
