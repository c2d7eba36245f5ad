/**
 * The reservation_attendance table (match day, services/attendance.ts): each member's 'Voy'/'No voy' to a booking of
 * their team and whether they paid the owner their share. Each write is one statement that checks, as it lands,
 * what makes it allowed. Raw SQL where Drizzle's builder cannot say it: the constant columns of an
 * INSERT … SELECT, `excluded`, and the membership's `exists`.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reservationAttendance, reservations, teamMembers, users } from '../db/schema';

/**
 * The team's members as they are now, each with their answer and share paid to the booking (null: none), those
 * answered in the order they answered, then by joining.
 */
export function attendanceRows(db: Db, reservationId: number, teamId: number) {
  return db
    .select({
      playerId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      age: users.age,
      cellphone: users.cellphone,
      showCellphone: users.showCellphone,
      going: reservationAttendance.going,
      paid: reservationAttendance.paid,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.playerId))
    .leftJoin(
      reservationAttendance,
      and(eq(reservationAttendance.reservationId, reservationId), eq(reservationAttendance.playerId, teamMembers.playerId)),
    )
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(reservationAttendance.answeredAt), asc(teamMembers.joinedAt), asc(users.id));
}

/**
 * Those who paid the team's owner their share of the booking and have left the team since, in the order they
 * answered: the owner still holds their money.
 */
export function formerPayers(db: Db, reservationId: number, teamId: number) {
  return db
    .select({ playerId: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(reservationAttendance)
    .innerJoin(users, eq(users.id, reservationAttendance.playerId))
    .where(
      and(
        eq(reservationAttendance.reservationId, reservationId),
        eq(reservationAttendance.paid, true),
        sql`not exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = ${teamId} and ${teamMembers.playerId} = ${reservationAttendance.playerId})`,
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
 * The member's share marked paid, only while they are on the team and going; or marked not paid, also once they left
 * it (the owner gave it back). False when nothing was written.
 */
export async function setSharePaid(db: Db, reservationId: number, teamId: number, playerId: number, paid: boolean): Promise<boolean> {
  const updated = await db
    .update(reservationAttendance)
    .set({ paid })
    .where(
      and(
        eq(reservationAttendance.reservationId, reservationId),
        eq(reservationAttendance.playerId, playerId),
        // To be marked paid, still on the team and going: as the row is when the UPDATE lands.
        paid
          ? and(
              sql`exists (select 1 from ${teamMembers} where ${teamMembers.teamId} = ${teamId} and ${teamMembers.playerId} = ${playerId})`,
              eq(reservationAttendance.going, true),
            )
          : undefined,
      ),
    )
    .returning({ playerId: reservationAttendance.playerId });
  return updated.length > 0;
}
