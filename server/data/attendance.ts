/**
 * The reservation_attendance table (match day, services/attendance.ts): each member's 'Voy'/'No voy' to a booking of
 * their team and whether they paid the owner their share. Each write is one statement that checks, as it lands,
 * what makes it allowed. Raw SQL where Drizzle's builder cannot say it: the constant columns of an
 * INSERT … SELECT, `excluded`, and the roster's `in (… union …)` (onRoster).
 */
import { and, asc, eq, ne, not, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reservationAttendance, reservations, teamDepartures, teamMembers, users } from '../db/schema';

/**
 * The booking's players: the team's members, and those who left it, or were removed from it, once the booking had
 * started (they played it: a departure before the start takes them off). `player` is the column of the player's id in the query.
 */
function onRoster(teamId: number, startsAt: Date, player: AnyColumn) {
  return sql`${player} in (select ${teamMembers.playerId} from ${teamMembers} where ${teamMembers.teamId} = ${teamId}
    union select ${teamDepartures.playerId} from ${teamDepartures}
    where ${teamDepartures.teamId} = ${teamId} and ${teamDepartures.leftAt} >= ${startsAt.toISOString()}::timestamptz)`;
}

/**
 * The booking's players (onRoster), each with their answer and share paid (null: none) and whether they are still a
 * member, those answered in the order they answered, then by joining.
 */
export function attendanceRows(db: Db, reservationId: number, teamId: number, startsAt: Date) {
  return db
    .select({
      playerId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      age: users.age,
      cellphone: users.cellphone,
      showCellphone: users.showCellphone,
      member: sql<boolean>`${teamMembers.playerId} is not null`,
      going: reservationAttendance.going,
      paid: reservationAttendance.paid,
      paidAmount: reservationAttendance.paidAmount,
    })
    .from(users)
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, teamId), eq(teamMembers.playerId, users.id)))
    .leftJoin(reservationAttendance, and(eq(reservationAttendance.reservationId, reservationId), eq(reservationAttendance.playerId, users.id)))
    .where(onRoster(teamId, startsAt, users.id))
    .orderBy(asc(reservationAttendance.answeredAt), asc(teamMembers.joinedAt), asc(users.id));
}

/**
 * Those who paid the team's owner their share of the booking and left the team before it started, in the order they
 * answered: the owner still holds their money.
 */
export function formerPayers(db: Db, reservationId: number, teamId: number, startsAt: Date) {
  return db
    .select({ playerId: users.id, firstName: users.firstName, lastName: users.lastName, paidAmount: reservationAttendance.paidAmount })
    .from(reservationAttendance)
    .innerJoin(users, eq(users.id, reservationAttendance.playerId))
    .where(
      and(
        eq(reservationAttendance.reservationId, reservationId),
        eq(reservationAttendance.paid, true),
        not(onRoster(teamId, startsAt, reservationAttendance.playerId)),
      ),
    )
    .orderBy(asc(reservationAttendance.answeredAt), asc(users.id));
}

/** The day of the team's first ACTIVE booking not started at `now` whose share the player paid its owner, if any. */
export async function firstPaidBooking(db: Db, teamId: number, playerId: number, now: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ reservationDate: reservations.reservationDate })
    .from(reservationAttendance)
    .innerJoin(reservations, eq(reservations.id, reservationAttendance.reservationId))
    .where(
      and(
        eq(reservations.teamId, teamId),
        eq(reservations.status, 'ACTIVE'),
        sql`${reservations.startsAt} > ${now.toISOString()}::timestamptz`,
        eq(reservationAttendance.playerId, playerId),
        eq(reservationAttendance.paid, true),
      ),
    )
    .orderBy(asc(reservations.startsAt))
    .limit(1);
  return row?.reservationDate;
}

/**
 * Whether the player is part of la vaca's record: a share they paid a team's owner (he may hold it), or their 'Voy' to
 * a game that began and was not cancelled (they count in its share). Their account's deletion then keeps their row,
 * anonymised, so neither changes (services/privacy.ts).
 */
export async function inVacaRecords(db: Db, playerId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ playerId: reservationAttendance.playerId })
    .from(reservationAttendance)
    .innerJoin(reservations, eq(reservations.id, reservationAttendance.reservationId))
    .where(
      and(
        eq(reservationAttendance.playerId, playerId),
        or(
          eq(reservationAttendance.paid, true),
          and(
            eq(reservationAttendance.going, true),
            ne(reservations.status, 'CANCELED'),
            sql`${reservations.startsAt} <= ${now.toISOString()}::timestamptz`,
          ),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whoever had paid the team's owner their share of this booking, on the team or no longer. */
export async function sharesPaidBy(db: Db, reservationId: number): Promise<number[]> {
  const rows = await db
    .select({ playerId: reservationAttendance.playerId })
    .from(reservationAttendance)
    .where(and(eq(reservationAttendance.reservationId, reservationId), eq(reservationAttendance.paid, true)))
    .orderBy(asc(reservationAttendance.playerId));
  return rows.map((r) => r.playerId);
}

/** The answers to the booking of those who had not paid their share: a move to another day asks them again. */
export async function clearUnpaidAnswers(db: Db, reservationId: number): Promise<void> {
  await db.delete(reservationAttendance).where(and(eq(reservationAttendance.reservationId, reservationId), eq(reservationAttendance.paid, false)));
}

/** Every answer of the player's, on any booking, oldest first (the copy of their data). */
export function answersOf(db: Db, playerId: number) {
  return db
    .select({
      reservationId: reservationAttendance.reservationId,
      going: reservationAttendance.going,
      paid: reservationAttendance.paid,
      paidAmount: reservationAttendance.paidAmount,
      answeredAt: reservationAttendance.answeredAt,
    })
    .from(reservationAttendance)
    .where(eq(reservationAttendance.playerId, playerId))
    .orderBy(asc(reservationAttendance.answeredAt));
}

/**
 * The player's answer written (the last one wins; what they paid stays), only while the booking is ACTIVE, has not
 * started at `now`, and its team has the player as a member. False when nothing was written.
 */
export async function writeAnswer(db: Db, reservationId: number, playerId: number, going: boolean, now: Date): Promise<boolean> {
  const written = await db
    .insert(reservationAttendance)
    .select(
      db
        .select({
          reservationId: reservations.id,
          playerId: teamMembers.playerId,
          going: sql`${going}::boolean`.as('going'),
          paid: sql`false`.as('paid'),
          paidAmount: sql`null::integer`.as('paid_amount'),
          answeredAt: sql`${now.toISOString()}::timestamptz`.as('answered_at'),
        })
        .from(reservations)
        .innerJoin(teamMembers, and(eq(teamMembers.teamId, reservations.teamId), eq(teamMembers.playerId, playerId)))
        .where(
          and(
            eq(reservations.id, reservationId),
            eq(reservations.status, 'ACTIVE'),
            sql`${reservations.startsAt} > ${now.toISOString()}::timestamptz`,
          ),
        ),
    )
    .onConflictDoUpdate({
      target: [reservationAttendance.reservationId, reservationAttendance.playerId],
      set: { going: sql`excluded.going`, answeredAt: sql`excluded.answered_at` },
    })
    .returning({ playerId: reservationAttendance.playerId });
  return written.length > 0;
}

/**
 * The player's share marked paid (`amount`, the share as it is), only while they are one of the booking's players
 * (onRoster) and going; or marked not paid (`amount` null), also once they left the team before it (the owner gave it
 * back). False when nothing was written.
 */
export async function setSharePaid(
  db: Db,
  booking: { id: number; teamId: number; startsAt: Date },
  playerId: number,
  amount: number | null,
): Promise<boolean> {
  const paid = amount !== null;
  const updated = await db
    .update(reservationAttendance)
    .set({ paid, paidAmount: amount })
    .where(
      and(
        eq(reservationAttendance.reservationId, booking.id),
        eq(reservationAttendance.playerId, playerId),
        // To be marked paid, still one of its players and going: as the row is when the UPDATE lands.
        paid ? and(onRoster(booking.teamId, booking.startsAt, reservationAttendance.playerId), eq(reservationAttendance.going, true)) : undefined,
      ),
    )
    .returning({ playerId: reservationAttendance.playerId });
  return updated.length > 0;
}
