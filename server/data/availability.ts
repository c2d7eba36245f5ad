/**
 * A booking's reads (services/booking.ts). Availability's in one prepared statement, with the caller's session: one
 * round trip per request. A booking's own inside its transaction, under its locks: the team share-locked with its
 * members, then (once the field is locked) the day's closing, the team's ACTIVE booking and an overlap in one
 * statement. Raw SQL because Drizzle's builder has no `exists` column, scalar subquery column, `array(…)` nor a FROM
 * of `values`; each subquery is written once, for both.
 */
import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { sessionCoreColumns } from '../auth/session';
import type { Db } from '../db/client';
import { perDatabase } from '../db/prepared';
import { fieldClosures, fields, reservations, teamMembers, teams, users } from '../db/schema';

const ph = sql.placeholder;
/** The one row a statement of columns only selects from. */
const oneRow = sql`(values (1)) as one (n)`;

/** Not the reservation being rescheduled (none: every reservation counts). */
const notReplaced = (except?: number) => (except === undefined ? sql`` : sql` and ${reservations.id} <> ${except}`);

/** Whether the team holds an ACTIVE reservation (other than `except`). */
const teamHasActive = (teamId: number | Placeholder, except?: number) =>
  sql<boolean>`exists (select 1 from ${reservations} where ${reservations.teamId} = ${teamId} and ${reservations.status} = 'ACTIVE'${notReplaced(except)})`;

/** Whether an ACTIVE reservation of the field overlaps the slot (other than `except`). Half-open, as the constraint. */
const slotTaken = (fieldId: number | Placeholder, startsAt: SQL | Placeholder, endsAt: SQL | Placeholder, except?: number) =>
  sql<boolean>`exists (select 1 from ${reservations} where ${reservations.fieldId} = ${fieldId} and ${reservations.status} = 'ACTIVE' and ${reservations.startsAt} < ${endsAt} and ${reservations.endsAt} > ${startsAt}${notReplaced(except)})`;

/** The day, when the field is closed then: its reason ('' when none was said), else null. */
const closedReason = (fieldId: number | Placeholder, date: string | Placeholder) =>
  sql<
    string | null
  >`(select coalesce(${fieldClosures.reason}, '') from ${fieldClosures} where ${fieldClosures.fieldId} = ${fieldId} and ${fieldClosures.day} = ${date}::date)`;

/**
 * Availability's reads in one statement, with the caller's session (the token's user, `uid`): the team,
 * the membership, the field, the team's ACTIVE one and an overlap. One round trip per request; only the
 * columns the rules and the answer use (each column returned costs the driver work on every call).
 */
export const availabilityFacts = perDatabase((db) =>
  db
    .select({
      ...sessionCoreColumns,
      team: { id: teams.id, ownerId: teams.ownerId, name: teams.name, city: teams.city, neighborhood: teams.neighborhood },
      field: {
        id: fields.id,
        name: fields.name,
        address: fields.address,
        city: fields.city,
        status: fields.status,
        openingHour: fields.openingHour,
        closingHour: fields.closingHour,
        bookingHorizonDays: fields.bookingHorizonDays,
        hourlyRate: fields.hourlyRate,
        nightRate: fields.nightRate,
        nightFrom: fields.nightFrom,
        weekendRate: fields.weekendRate,
      },
      member: sql<boolean>`exists (select 1 from ${teamMembers} where ${teamMembers.playerId} = ${ph('uid')} and ${teamMembers.teamId} = ${ph('teamId')})`,
      teamHasActive: teamHasActive(ph('teamId')),
      slotTaken: slotTaken(ph('fieldId'), ph('startsAt'), ph('endsAt')),
      closedReason: closedReason(ph('fieldId'), ph('date')),
    })
    .from(oneRow)
    .leftJoin(users, eq(users.id, ph('uid')))
    .leftJoin(teams, eq(teams.id, ph('teamId')))
    .leftJoin(fields, eq(fields.id, ph('fieldId')))
    .prepare('booking_facts'),
);

/** The team's row share-locked (FOR SHARE) until the transaction ends, with its members' ids; undefined when none. */
export async function shareLockedTeam(tx: Db, teamId: number) {
  const [row] = await tx
    .select({
      id: teams.id,
      ownerId: teams.ownerId,
      name: teams.name,
      city: teams.city,
      neighborhood: teams.neighborhood,
      memberIds: sql<number[]>`array(select ${teamMembers.playerId} from ${teamMembers} where ${teamMembers.teamId} = ${teamId})`,
    })
    .from(teams)
    .where(eq(teams.id, teamId))
    .for('share');
  return row && { ...row, memberIds: row.memberIds.map(Number) };
}

/**
 * What a booking's rules judge under the field's lock, in one statement (its own snapshot, taken after the lock): the
 * day's closing, whether the team holds an ACTIVE reservation and whether one overlaps the slot (false when there is
 * no slot), neither of them `except` (the reservation being rescheduled).
 */
export async function lockedBookingFacts(
  tx: Db,
  of: { teamId: number; fieldId: number; date: string; slot: { startsAt: Date; endsAt: Date } | null; except?: number },
): Promise<{ closedReason: string | null; teamHasActive: boolean; slotTaken: boolean }> {
  const { teamId, fieldId, date, slot, except } = of;
  const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
  const [read] = await tx
    .select({
      closedReason: closedReason(fieldId, date),
      teamHasActive: teamHasActive(teamId, except),
      slotTaken: slot === null ? sql<boolean>`false` : slotTaken(fieldId, at(slot.startsAt), at(slot.endsAt), except),
    })
    .from(oneRow);
  return read;
}
