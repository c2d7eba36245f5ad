/**
 * The reservation list's calls: its pages and the calendar's reservations, the actor machines/reservationActions.ts
 * invokes, the field's closed days, the owner's contact and the month's download. Views take their requests from
 * here, never from the endpoints.
 */
import { fromPromise } from 'xstate';
import { sharesPaid } from '../../../domain/attendance';
import type { ReservationViewer } from '../../../domain/calendar';
import { downloadFileName, monthRange } from '../../../domain/download';
import type { Attendance, ClosedDay, Field, Page, Reservation } from '../../../domain/types';
import type { AttendanceInput, AttendanceLoaded } from '../../../machines/attendance';
import type { ReservationAction } from '../../../machines/reservationActions';
import * as fieldsApi from '../../api/endpoints/fields';
import * as reservationsApi from '../../api/endpoints/reservations';
import { type ReservationFilter } from '../../api/endpoints/reservations';
import * as teamsApi from '../../api/endpoints/teams';

/** The real actors of machines/reservationActions.ts. */
export const reservationActionsActors = {
  update: fromPromise<Reservation, { action: ReservationAction; id: number }>(async ({ input }) => {
    if (input.action === 'finalize') return reservationsApi.finalize(input.id);
    if (input.action === 'cancel') return reservationsApi.cancel(input.id);
    if (input.action === 'noShow') return reservationsApi.noShow(input.id);
    const canceled = await reservationsApi.cancelSeries(input.id);
    return canceled.find((r) => r.id === input.id) ?? canceled[0];
  }),
  read: fromPromise<Reservation, { id: number }>(({ input }) => reservationsApi.byId(input.id)),
  readTurn: fromPromise<Reservation[], { id: number }>(({ input }) => reservationsApi.turn(input.id)),
  readVaca: fromPromise<string[], { id: number }>(async ({ input, signal }) =>
    sharesPaid(await reservationsApi.attendance(input.id, signal)).map((e) => e.name),
  ),
};

export type ReservationListFilter = Omit<ReservationFilter, 'teamId' | 'fieldId'>;

/** One page of a team's or a field's reservations, filtered. */
export const loadReservationPage = (by: ReservationViewer, scopeId: number, filter: ReservationListFilter): Promise<Page<Reservation>> =>
  reservationsApi.filter({ ...(by === 'team' ? { teamId: scopeId } : { fieldId: scopeId }), ...filter });

/** All the reservations of a field or a team, for the calendar. */
export const loadAllReservations = (by: ReservationViewer, scopeId: number): Promise<Reservation[]> =>
  by === 'field' ? reservationsApi.ofField(scopeId) : reservationsApi.ofTeam(scopeId);

/** The days a field is closed, from today on (its 'Días de cierre'), which its calendar hatches. */
export const loadClosedDays = async (fieldId: number): Promise<ClosedDay[]> => (await fieldsApi.byId(fieldId)).closedDays ?? [];

/**
 * 'Descargar reservas': the field's reservations of the month `month` falls in, saved by the browser as a CSV file;
 * how many there were (with none, no file). The text comes without its byte-order mark (the decoder takes it
 * off), and the file gets it back, or Excel would garble every accent.
 */
export async function downloadReservations({ fieldId, month }: { fieldId: number; month: string }): Promise<number> {
  const period = monthRange(month);
  const { csv, count } = await reservationsApi.download(fieldId, period);
  if (count > 0) {
    const url = URL.createObjectURL(new Blob(['\uFEFF', csv.replace(/^\uFEFF/, '')], { type: 'text/csv;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: downloadFileName(period) });
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked once the browser has surely taken the file.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
  return count;
}

/** The owner of the team that booked, for the field's administrator (GET /reservation/{id}/contact). */
export const loadTeamContact = (id: number) => reservationsApi.contact(id);

/**
 * The field's payment instructions ('paymentInstructions' of its body), when it has them; none when it says nothing
 * or cannot be read: the share is shown without them.
 */
async function paymentInstructionsOf(fieldId: number | null): Promise<string | null> {
  if (fieldId === null) return null;
  try {
    const field = (await fieldsApi.byId(fieldId)) as Field & { paymentInstructions?: string | null };
    return field.paymentInstructions?.trim() || null;
  } catch {
    return null;
  }
}

/** Who goes to a booking, and how its field takes payment when it says so ('¿Quién va?' and la vaca). */
export async function loadAttendance(input: AttendanceInput, signal?: AbortSignal): Promise<AttendanceLoaded> {
  const [attendance, paymentInstructions] = await Promise.all([
    reservationsApi.attendance(input.reservationId, signal),
    paymentInstructionsOf(input.fieldId),
  ]);
  return { attendance, paymentInstructions };
}

/** The real actors of machines/attendance.ts ('¿Quién va?' and la vaca). */
export const attendanceActors = {
  load: fromPromise<AttendanceLoaded, AttendanceInput>(({ input, signal }) => loadAttendance(input, signal)),
  answer: fromPromise<Attendance, { reservationId: number; going: boolean }>(({ input }) =>
    reservationsApi.answerAttendance(input.reservationId, input.going),
  ),
  markPaid: fromPromise<Attendance, { reservationId: number; playerId: number; paid: boolean }>(({ input }) =>
    reservationsApi.markSharePaid(input.reservationId, input.playerId, input.paid),
  ),
};

/** A team's record, beside it on the field administrator's reservations (GET /team/{id}/record). */
export const loadTeamRecord = (teamId: number, signal?: AbortSignal) => teamsApi.record(teamId, signal);
