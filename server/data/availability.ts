/**
 * Availability's reads (services/booking.ts) in one prepared statement, with the caller's session: one round trip per
 * request. Raw SQL because Drizzle's builder has no `exists` column, scalar subquery column nor a FROM of `values`.
 */
import { eq, sql } from 'drizzle-orm';
import { sessionCoreColumns } from '../auth/session';
import { perDatabase } from '../db/prepared';
import { fieldClosures, fields, reservations, teamMembers, teams, users } from '../db/schema';

const ph = sql.placeholder;

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
      teamHasActive: sql<boolean>`exists (select 1 from ${reservations} where ${reservations.teamId} = ${ph('teamId')} and ${reservations.status} = 'ACTIVE')`,
      slotTaken: sql<boolean>`exists (select 1 from ${reservations} where ${reservations.fieldId} = ${ph('fieldId')} and ${reservations.status} = 'ACTIVE' and ${reservations.startsAt} < ${ph('endsAt')} and ${reservations.endsAt} > ${ph('startsAt')})`,
      // The day asked for, when the field is closed then: its reason ('' when none was said), else null.
      closedReason: sql<
        string | null
      >`(select coalesce(${fieldClosures.reason}, '') from ${fieldClosures} where ${fieldClosures.fieldId} = ${ph('fieldId')} and ${fieldClosures.day} = ${ph('date')}::date)`,
    })
    .from(sql`(values (1)) as one (n)`)
    .leftJoin(users, eq(users.id, ph('uid')))
    .leftJoin(teams, eq(teams.id, ph('teamId')))
    .leftJoin(fields, eq(fields.id, ph('fieldId')))
    .prepare('booking_facts'),
);

