/**
 * Match day (docs/api.md, "Who is going" and "A team's record"): who of a team goes to its booking, and whether each
 * one paid their share to the team's owner ('la vaca'); how many bookings a team kept and missed. No money moves
 * here: a member's `paid` is the owner's own note, and never changes what the field recorded as received.
 *
 * Each answer and each mark is one statement that checks, as it writes, what makes it allowed (the booking ACTIVE
 * and not started, the caller a member of its team, the player going): a cancellation, a move or a departure from
 * the team that lands meanwhile is seen, and two answers of the same member leave the last one.
 */
import { attendanceRefusal, attendanceShare } from '../../domain/attendance';
import { fullName } from '../../domain/format';
import * as MSG from '../../domain/messages';
import type { Attendance, AttendanceEntry, TeamRecord } from '../../domain/types';
import type { CurrentUser } from '../context';
import type { Db } from '../db/client';
import { attendanceRows, formerPayers, setSharePaid, writeAnswer } from '../data/attendance';
import { matchDayBooking, teamRecordCounts } from '../data/reservations';
import { conflict, forbidden, notFound } from '../http/errors';
import { loadTeam } from './teams';
import { teamIdOf } from './users';
import { cellphoneShown } from './visibility';

/** The booking as match day needs it: its team and owner, its field's administrator, its price and times. */
async function bookingOf(db: Db, id: number) {
  const row = await matchDayBooking(db, id);
  if (!row) throw notFound(MSG.reservation.notFound);
  return row;
}

type Booking = Awaited<ReturnType<typeof bookingOf>>;

/** A team booking's team; a customer's booking, or one whose team was deleted, has no answers to give. */
function teamOf(booking: Booking): number {
  if (booking.teamId === null) throw notFound(MSG.attendance.notTeamBooking);
  return booking.teamId;
}

/**
 * Who goes, who does not, who has not answered: the booking's players, the team's members as they are now and those
 * who left once it had started (they played it; one who left before is no longer listed, whatever they answered),
 * each with whether they paid the owner, those going in the order they answered.
 * The share is the price divided among those going (domain/attendance.ts). A member sees the cellphones the team's
 * page shows them (`cellphoneShown`: an adult who chose to show it; the owner's reminder writes to them); the field's
 * administrator sees names only. The team's owner alone also reads who left the team after paying him their share
 * (`left`): he still holds their money.
 */
async function attendanceOf(db: Db, booking: Booking, teamId: number, viewer: CurrentUser): Promise<Attendance> {
  const rows = await attendanceRows(db, booking.id, teamId, booking.startsAt);
  const left = booking.teamOwnerId === viewer.id ? await formerPayers(db, booking.id, teamId, booking.startsAt) : [];
  const entry = (r: (typeof rows)[number]): AttendanceEntry => ({
    playerId: r.playerId,
    name: fullName(r),
    paid: r.paid ?? false,
    ...paidAmountOf(r),
    // A teammate's cellphone as the team's page shows it; one who left is no teammate any more.
    ...(viewer.id === r.playerId || (r.member && cellphoneShown(viewer, { ...r, role: 'PLAYER' })) ? { cellphone: r.cellphone } : {}),
  });
  const going = rows.filter((r) => r.going === true).map(entry);
  return {
    going,
    notGoing: rows.filter((r) => r.going === false).map(entry),
    pending: rows.filter((r) => r.going === null).map(entry),
    share: attendanceShare(Number(booking.price), going.length),
    left: left.map((r) => ({ playerId: r.playerId, name: fullName(r), paid: true, ...paidAmountOf(r) })),
  };
}

/** What a member paid, when the mark kept it (one made before amounts were kept reads as the share of the moment). */
const paidAmountOf = (r: { paidAmount: number | null }) => (r.paidAmount !== null ? { paidAmount: r.paidAmount } : {});

/** GET /reservation/{id}/attendance: the team's members and the field's administrator; anyone else 403. */
export async function readAttendance(db: Db, user: CurrentUser, id: number): Promise<Attendance> {
  const booking = await bookingOf(db, id);
  const member = booking.teamId !== null && (await teamIdOf(db, user.id)) === booking.teamId;
  if (!member && booking.fieldAdminId !== user.id) throw forbidden('NOT_MEMBER', MSG.attendance.notReadable);
  return attendanceOf(db, booking, teamOf(booking), user);
}

/**
 * PUT /reservation/{id}/attendance: the caller's 'Voy' (true) or 'No voy' (false), while the booking is ACTIVE and has
 * not started. One statement writes it only if the caller is a member of the booking's team and the booking still
 * allows it at that moment; when it wrote nothing, the booking is read again to say why. What they paid stays.
 */
export async function answerAttendance(db: Db, user: CurrentUser, id: number, going: boolean, now: Date): Promise<Attendance> {
  const written = await writeAnswer(db, id, user.id, going, now);
  const booking = await bookingOf(db, id);
  if (!written) {
    const teamId = teamOf(booking);
    if ((await teamIdOf(db, user.id)) !== teamId) throw forbidden('NOT_MEMBER', MSG.attendance.notMember);
    const refusal = attendanceRefusal(booking, now);
    throw conflict(refusal?.code ?? 'TRY_AGAIN', refusal?.message ?? MSG.general.saveFailed);
  }
  return attendanceOf(db, booking, teamOf(booking), user);
}

/**
 * PUT /reservation/{id}/attendance/{playerId}/paid: the team's owner notes that a member going paid them their share
 * (true) or not (false). Only one of the booking's players going (a member, or one who left once it started) is
 * marked paid (409 ATTENDANCE_NOT_GOING otherwise), never the owner himself (409 OWNER_COLLECTS) nor on a cancelled
 * game (409 RESERVATION_CANCELED); unmarking always goes through, also for one who left the team after paying (the
 * owner gave it back). The field's own record of payments is another thing, and does not change.
 */
export async function markSharePaid(db: Db, user: CurrentUser, id: number, playerId: number, paid: boolean): Promise<Attendance> {
  const booking = await bookingOf(db, id);
  const teamId = teamOf(booking);
  if (booking.teamOwnerId !== user.id) throw forbidden('NOT_OWNER', MSG.attendance.notOwner);
  if (paid && playerId === booking.teamOwnerId) throw conflict('OWNER_COLLECTS', MSG.attendance.ownerCollects);
  if (paid && booking.status === 'CANCELED') throw conflict('RESERVATION_CANCELED', MSG.attendance.canceledPaid);
  // Marked paid, they gave him the share as it is now (one going more or less changes it later: the card says the rest).
  const going = paid ? (await attendanceRows(db, id, teamId, booking.startsAt)).filter((r) => r.going === true).length : 0;
  const amount = paid ? (attendanceShare(Number(booking.price), going) ?? 0) : null;
  const updated = await setSharePaid(db, { id, teamId, startsAt: booking.startsAt }, playerId, amount);
  if (!updated) {
    if ((await teamIdOf(db, playerId)) !== teamId) throw notFound(MSG.attendance.playerNotMember);
    if (paid) throw conflict('ATTENDANCE_NOT_GOING', MSG.attendance.notGoingPaid);
  }
  return attendanceOf(db, booking, teamId, user);
}

/**
 * GET /team/{id}/record: how many of the team's bookings were played and finalized (`kept`) and how many it did not
 * show up to (`noShow`). Field administrators read it beside a team that books them; the team's members read their
 * own; other players do not.
 */
export async function teamRecord(db: Db, user: CurrentUser, teamId: number): Promise<TeamRecord> {
  await loadTeam(db, teamId);
  if (user.role !== 'FIELD_ADMIN' && (await teamIdOf(db, user.id)) !== teamId) throw forbidden('FORBIDDEN', MSG.attendance.recordNotAllowed);
  const row = await teamRecordCounts(db, teamId);
  return { kept: Number(row.kept), noShow: Number(row.noShow) };
}
