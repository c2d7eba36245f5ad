/**
 * Match day (docs/product.md, "Who is going" and "No-shows"): who of a team goes to its booking, each one's share
 * of its price ('la vaca'), the team's record, and when a booking may be answered or marked as a no-show. Pure; the
 * server enforces these rules and the app offers only what they allow.
 */
import { appNow } from './clock';
import type { ErrorCode } from './errors';
import { formatTime12, weekdayName, formatDateDMY, whatsappLink } from './format';
import * as MSG from './messages';
import { hasStarted } from './time';
import type { Attendance, AttendanceEntry } from './types';

/** Shares are rounded up to this many pesos: nobody hands over coins, and the owner never comes up short. */
export const SHARE_ROUNDING = 100;

/**
 * Each one's share of a booking's price: the price divided among those going, rounded UP to $ 100. Null when
 * nobody goes (or the price is unknown): there is nobody to divide it among.
 */
export function attendanceShare(price: number | null | undefined, going: number): number | null {
  if (price === null || price === undefined || !Number.isFinite(price) || going <= 0) return null;
  return Math.ceil(price / going / SHARE_ROUNDING) * SHARE_ROUNDING;
}

/**
 * How many go of how many members, and the line that says it ('8 de 10 van'): what the card shows, and what a
 * reminder about the booking can say.
 */
export function attendanceSummary(a: Pick<Attendance, 'going' | 'notGoing' | 'pending'>): {
  going: number;
  notGoing: number;
  pending: number;
  members: number;
  text: string;
} {
  const members = a.going.length + a.notGoing.length + a.pending.length;
  return {
    going: a.going.length,
    notGoing: a.notGoing.length,
    pending: a.pending.length,
    members,
    text: MSG.attendance.count(a.going.length, members),
  };
}

/**
 * What a member gave the team's owner for their share: what he marked them paid (a mark made before amounts were kept
 * reads as the share now); 0 while not paid.
 */
export const paidAmount = (e: AttendanceEntry, share: number | null): number => (e.paid ? (e.paidAmount ?? share ?? 0) : 0);

/**
 * What a member going still owes the owner of their share (positive), or he owes them back (negative: the share shrank
 * after they paid, more going); 0 when they are square.
 */
export const shareBalance = (e: AttendanceEntry, share: number | null): number => (share ?? 0) - paidAmount(e, share);

/** Whether a member going has paid their whole share (or more). */
export const sharePaidInFull = (e: AttendanceEntry, share: number | null): boolean => e.paid && shareBalance(e, share) <= 0;

/**
 * Of those going but the team's owner (who collects, and owes himself nothing), how many paid him their whole share,
 * those who still owe him some of it (all of it, or the rest when the share grew after they paid), and what they owe
 * him in all.
 */
export function vacaState(
  a: Pick<Attendance, 'going' | 'share'>,
  ownerId?: number | null,
): { paid: number; payers: number; owing: AttendanceEntry[]; owed: number } {
  const payers = a.going.filter((e) => e.playerId !== ownerId);
  const owing = payers.filter((e) => !sharePaidInFull(e, a.share));
  const owed = owing.reduce((sum, e) => sum + shareBalance(e, a.share), 0);
  return { paid: payers.length - owing.length, payers: payers.length, owing, owed };
}

/**
 * Whose share the team's owner holds: each one he marked paid, whatever they answered since, and to him those who left
 * the team after paying. Before a cancel he is reminded of them; once cancelled, he gives each one theirs back.
 */
export const sharesPaid = (a: Pick<Attendance, 'going' | 'notGoing' | 'left'>): AttendanceEntry[] => [
  ...a.going.filter((e) => e.paid),
  ...sharesOwedBack(a),
];

/** Of those, the shares of who no longer goes: paid and then 'No voy' (paidNotGoing), or left the team. */
export const sharesOwedBack = (a: Pick<Attendance, 'notGoing' | 'left'>): AttendanceEntry[] => [...paidNotGoing(a), ...a.left];

/** Who paid the owner their share and then said 'No voy'. */
export const paidNotGoing = (a: Pick<Attendance, 'notGoing'>): AttendanceEntry[] => a.notGoing.filter((e) => e.paid);

/**
 * Whether a move asks again who goes: to another day (docs/product.md, "Who is going"). The server then clears the
 * answers of those who had not paid, and its notice says so.
 */
export const movedToAnotherDay = (before: { reservationDate: string }, after: { reservationDate: string }) =>
  before.reservationDate !== after.reservationDate;

/** What a member answered: going, not going, or not yet. */
export type MemberAnswer = 'going' | 'notGoing' | 'pending';

export function memberAnswer(a: Pick<Attendance, 'going' | 'notGoing'>, playerId: number): MemberAnswer {
  if (a.going.some((e) => e.playerId === playerId)) return 'going';
  return a.notGoing.some((e) => e.playerId === playerId) ? 'notGoing' : 'pending';
}

/** The name of the team's owner, who collects la vaca, among the members; the team's name when the owner is not one. */
export const ownerNameOf = (a: Pick<Attendance, 'going' | 'notGoing' | 'pending'>, ownerId: number | null | undefined, teamName: string) =>
  [...a.going, ...a.notGoing, ...a.pending].find((e) => e.playerId === ownerId)?.name ?? teamName;

export interface MatchdayRefusal {
  code: ErrorCode;
  message: string;
}

/**
 * Why a member cannot answer 'Voy' / 'No voy' now, or null: only while the booking is ACTIVE and has not started
 * (after the start, who went is what happened, not an answer).
 */
export function attendanceRefusal(r: { status: string; reservationDate: string; startTime: string }, now: Date = appNow()): MatchdayRefusal | null {
  if (r.status !== 'ACTIVE') return { code: 'RESERVATION_NOT_ACTIVE', message: MSG.reservation.notActive };
  if (hasStarted(r.reservationDate, r.startTime, now)) return { code: 'ATTENDANCE_CLOSED', message: MSG.attendance.closed };
  return null;
}

/** Whether the '¿Quién va?' answers are still open: an ACTIVE booking of a team that has not started. */
export const attendanceOpen = (r: { status: string; reservationDate: string; startTime: string; team?: unknown }, now: Date = appNow()) =>
  r.team !== null && attendanceRefusal(r, now) === null;

/**
 * Why the field's administrator cannot mark a booking 'No se presentó' now, or null: only an ACTIVE booking whose
 * start has passed (before it, the team may still come; a cancelled or finalized one is closed).
 */
export function noShowRefusal(r: { status: string; reservationDate: string; startTime: string }, now: Date = appNow()): MatchdayRefusal | null {
  if (r.status !== 'ACTIVE') return { code: 'RESERVATION_NOT_ACTIVE', message: MSG.reservation.notActive };
  if (!hasStarted(r.reservationDate, r.startTime, now)) return { code: 'RESERVATION_NOT_STARTED', message: MSG.reservation.noShowTooEarly };
  return null;
}

/** Whether a card offers 'No se presentó': to the field's administrator, once the start has passed. */
export const canMarkNoShow = (r: { status: string; reservationDate: string; startTime: string }, viewedBy: 'field' | 'team', now: Date = appNow()) =>
  viewedBy === 'field' && noShowRefusal(r, now) === null;

/**
 * The WhatsApp text with which a team's owner reminds a member who has not answered, naming the day and the hour:
 * '¡Hola! ¿Vas al partido de Los Costeños el sábado 28/11/2026 a las 7:00 p. m. en La Bombonera? …'.
 */
export function nudgeText(r: { teamName: string; fieldName: string; reservationDate: string; startTime: string }): string {
  const when = MSG.attendance.nudgeWhen(`${weekdayName(r.reservationDate)} ${formatDateDMY(r.reservationDate)}`, formatTime12(r.startTime));
  return MSG.attendance.nudgeText(r.teamName, MSG.attendance.nudgeWhere(when, r.fieldName));
}

/** The nudge as a wa.me link to the member's chat. */
export const nudgeLink = (cellphone: string, r: Parameters<typeof nudgeText>[0]) =>
  `${whatsappLink(cellphone)}?text=${encodeURIComponent(nudgeText(r))}`;
