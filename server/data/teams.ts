/**
 * The teams table with its members and departures as the services read and write them: a team's row (locked when
 * asked), its member count, the writes of a team and of its members, its calendar feed's secret and its picture.
 */
import { and, asc, count, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { teamDepartures, teamMembers, teams } from '../db/schema';

export type TeamRecord = typeof teams.$inferSelect;

/** The team's row, undefined when none; `lock` takes it FOR UPDATE (changes, deletion). A booking's share lock: availability.ts. */
export async function teamRecord(db: Db, id: number, options: { lock?: boolean } = {}): Promise<TeamRecord | undefined> {
  const q = db.select().from(teams).where(eq(teams.id, id)).limit(1);
  const [team] = options.lock ? await q.for('update') : await q;
  return team;
}

/** Every team, by name. */
export function allTeams(db: Db): Promise<TeamRecord[]> {
  return db.select().from(teams).orderBy(asc(teams.name), asc(teams.id));
}

export async function memberCount(db: Db, teamId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
  return n;
}

/** How many members the team has besides the player. */
export async function otherMemberCount(db: Db, teamId: number, playerId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), ne(teamMembers.playerId, playerId)));
  return n;
}

/** The ids of the team's members. */
export async function teamMemberIds(tx: Db, teamId: number): Promise<number[]> {
  return (await tx.select({ id: teamMembers.playerId }).from(teamMembers).where(eq(teamMembers.teamId, teamId))).map((r) => r.id);
}

/** The members of these teams: each membership's team and player. */
export function membershipsOf(tx: Db, teamIds: number[]) {
  return tx.select({ teamId: teamMembers.teamId, playerId: teamMembers.playerId }).from(teamMembers).where(inArray(teamMembers.teamId, teamIds));
}

/** A new team; its id. */
export async function insertTeam(tx: Db, values: typeof teams.$inferInsert): Promise<number> {
  const [team] = await tx.insert(teams).values(values).returning({ id: teams.id });
  return team.id;
}

export async function updateTeamRow(tx: Db, id: number, values: Partial<typeof teams.$inferInsert>): Promise<void> {
  await tx.update(teams).set(values).where(eq(teams.id, id));
}

export async function deleteTeamRow(tx: Db, id: number): Promise<void> {
  await tx.delete(teams).where(eq(teams.id, id));
}

/** The player a member of the team (the membership's key refuses a player already in a team: team_members_pkey). */
export async function insertMember(tx: Db, teamId: number, playerId: number): Promise<void> {
  await tx.insert(teamMembers).values({ teamId, playerId });
}

/** The player out of the team; false when they were not in it. */
export async function deleteMember(tx: Db, teamId: number, playerId: number): Promise<boolean> {
  const removed = await tx
    .delete(teamMembers)
    .where(and(eq(teamMembers.playerId, playerId), eq(teamMembers.teamId, teamId)))
    .returning({ playerId: teamMembers.playerId });
  return removed.length > 0;
}

const departureOf = (teamId: number, playerId: number) => and(eq(teamDepartures.teamId, teamId), eq(teamDepartures.playerId, playerId));

/** Whether the player left the team of their own accord (and has not come back by a request since). */
export async function hasLeft(db: Db, teamId: number, playerId: number): Promise<boolean> {
  const [left] = await db
    .select({ playerId: teamDepartures.playerId })
    .from(teamDepartures)
    .where(and(departureOf(teamId, playerId), eq(teamDepartures.byOwner, false)))
    .limit(1);
  return left !== undefined;
}

/** The player left the team at `now`, of their own accord or removed by its owner (`byOwner`); once: a departure already kept stays. */
export async function recordDeparture(tx: Db, teamId: number, playerId: number, now: Date, byOwner: boolean): Promise<void> {
  await tx.insert(teamDepartures).values({ teamId, playerId, leftAt: now, byOwner }).onConflictDoNothing();
}

/** The teams the player left (of their own accord: their owners cannot add them back; or removed by them), oldest first. */
export async function departuresOf(db: Db, playerId: number) {
  return db
    .select({ teamId: teamDepartures.teamId, teamName: teams.name, leftAt: teamDepartures.leftAt, byOwner: teamDepartures.byOwner })
    .from(teamDepartures)
    .innerJoin(teams, eq(teams.id, teamDepartures.teamId))
    .where(eq(teamDepartures.playerId, playerId))
    .orderBy(teamDepartures.leftAt);
}

export async function forgetDeparture(tx: Db, teamId: number, playerId: number): Promise<void> {
  await tx.delete(teamDepartures).where(departureOf(teamId, playerId));
}

/** A feed that is on gets `secret`; one that is off stays off. */
export async function replaceCalendarTokenIfOn(tx: Db, teamId: number, secret: string): Promise<void> {
  await tx
    .update(teams)
    .set({ calendarToken: secret })
    .where(and(eq(teams.id, teamId), isNotNull(teams.calendarToken)));
}

/** The team whose calendar feed has this secret: its id and name; undefined when none. */
export async function teamByCalendarToken(db: Db, token: string) {
  const [team] = await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.calendarToken, token)).limit(1);
  return team;
}

/** Sets the picture; returns the hash it replaces (locked until the transaction ends). */
export async function setTeamImageHash(db: Db, id: number, hash: string): Promise<string | null> {
  const [row] = await db.select({ imageHash: teams.imageHash }).from(teams).where(eq(teams.id, id)).limit(1).for('update');
  await db.update(teams).set({ imageHash: hash }).where(eq(teams.id, id));
  return row?.imageHash ?? null;
}
