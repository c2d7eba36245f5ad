/**
 * '¿Quién va?' and 'la vaca' on a team's reservation card (docs/product.md, "Who is going"): loading → ready |
 * failed; from ready a member answers ('Voy' / 'No voy': `answering`) and the team's owner marks who paid them
 * (`marking`). Each state invokes its actor (the app provides them from the reservations feature's api.ts), so an
 * answer is taken only while the machine waits for it. Both writes answer the whole attendance, which replaces the
 * one shown; both are idempotent (the same answer or mark sent again changes nothing), so a failure only says so
 * (`error`, 'No se pudo guardar tu respuesta.' or the server's reason) and leaves the list as it was, to try again.
 * `failed` offers 'Reintentar'. Both writes carry the tag `sending`: their buttons spin, and the others wait. READ takes
 * a quiet read again of the attendance, in `ready` only (an answer or a mark under way answers it whole).
 */
import { assign, fromPromise, setup } from 'xstate';
import { failureReasonOf } from './failureReason';
import * as MSG from '../domain/messages';
import type { Attendance } from '../domain/types';

export interface AttendanceInput {
  reservationId: number;
  /** The booked field, whose payment instructions the share shows (null once the field was deleted). */
  fieldId: number | null;
}

/** What the card loads: who goes, and how the field takes its payment when it says so (shown with the share). */
export interface AttendanceLoaded {
  attendance: Attendance;
  paymentInstructions: string | null;
}

export interface AttendanceContext extends AttendanceInput {
  attendance: Attendance | null;
  paymentInstructions: string | null;
  /** The answer or mark being sent, for its button to spin. */
  sending: { kind: 'answer'; going: boolean } | { kind: 'paid'; playerId: number; paid: boolean } | null;
  /** Why the last load or write failed, in Spanish; null after a success. */
  error: string | null;
  /** The raw failure of the last load, for the failure screen to tell a network failure from a server error. */
  loadError: unknown;
}

/**
 * The paid mark a member shows: the one being sent shows at once; otherwise, and after a failure, what the server has
 * (`marked`: on a share of those going, whether it is paid in full).
 */
export const paidShown = (sending: AttendanceContext['sending'], entry: { playerId: number; paid: boolean }, marked = entry.paid) =>
  sending?.kind === 'paid' && sending.playerId === entry.playerId ? sending.paid : marked;

export type AttendanceEvent =
  | { type: 'ANSWER'; going: boolean }
  | { type: 'MARK_PAID'; playerId: number; paid: boolean }
  | { type: 'RETRY' }
  | { type: 'READ'; loaded: AttendanceLoaded };

export const attendanceMachine = setup({
  types: { context: {} as AttendanceContext, events: {} as AttendanceEvent, input: {} as AttendanceInput },
  actors: {
    /** Reads who goes (GET /reservation/{id}/attendance), and the field's payment instructions if it has them. */
    load: fromPromise<AttendanceLoaded, { reservationId: number; fieldId: number | null }>(() =>
      Promise.reject(new Error('attendance: actor load not provided')),
    ),
    /** Sends the caller's answer (PUT /reservation/{id}/attendance). */
    answer: fromPromise<Attendance, { reservationId: number; going: boolean }>(() =>
      Promise.reject(new Error('attendance: actor answer not provided')),
    ),
    /** Marks a member's share paid or not (PUT /reservation/{id}/attendance/{playerId}/paid). */
    markPaid: fromPromise<Attendance, { reservationId: number; playerId: number; paid: boolean }>(() =>
      Promise.reject(new Error('attendance: actor markPaid not provided')),
    ),
  },
  actions: {
    keep: assign((_, { attendance }: { attendance: Attendance }) => ({ attendance, sending: null, error: null })),
    /** The notice after a write: 'Respuesta guardada' or 'Pago de la vaca guardado'. */
    onSaved: (_, _params: { kind: 'answer' | 'paid' }) => {},
    /** The notice after a failed write: what was not saved, and why. */
    onFailed: (_, _params: { title: string; message: string }) => {},
  },
}).createMachine({
  id: 'attendance',
  context: ({ input }) => ({
    reservationId: input.reservationId,
    fieldId: input.fieldId,
    attendance: null,
    paymentInstructions: null,
    sending: null,
    error: null,
    loadError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ reservationId: context.reservationId, fieldId: context.fieldId }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'keep', params: ({ event }) => ({ attendance: event.output.attendance }) },
            assign(({ event }) => ({ paymentInstructions: event.output.paymentInstructions })),
          ],
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: failureReasonOf(event.error, MSG.attendance.loadFailed), loadError: event.error })),
        },
      },
    },
    failed: {
      on: { RETRY: { target: 'loading', actions: assign({ error: null, loadError: null }) } },
    },
    ready: {
      on: {
        // A quiet read again (the card in sight each minute, or come back to): others' answers and marks show, and a
        // failed write's reason goes (the card shows again what the server holds; the same tap sends it again).
        READ: {
          actions: assign(({ event }) => ({
            attendance: event.loaded.attendance,
            paymentInstructions: event.loaded.paymentInstructions,
            error: null,
          })),
        },
        ANSWER: { target: 'answering', actions: assign(({ event }) => ({ sending: { kind: 'answer' as const, going: event.going }, error: null })) },
        MARK_PAID: {
          target: 'marking',
          actions: assign(({ event }) => ({ sending: { kind: 'paid' as const, playerId: event.playerId, paid: event.paid }, error: null })),
        },
      },
    },
    answering: {
      tags: 'sending',
      invoke: {
        id: 'answer',
        src: 'answer',
        input: ({ context }) => ({ reservationId: context.reservationId, going: context.sending?.kind === 'answer' && context.sending.going }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'keep', params: ({ event }) => ({ attendance: event.output }) },
            { type: 'onSaved', params: { kind: 'answer' } },
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            assign(({ event }) => ({ sending: null, error: failureReasonOf(event.error, MSG.attendance.answerFailed) })),
            { type: 'onFailed', params: ({ context }) => ({ title: MSG.attendance.answerFailed, message: context.error! }) },
          ],
        },
      },
    },
    marking: {
      tags: 'sending',
      invoke: {
        id: 'markPaid',
        src: 'markPaid',
        input: ({ context }) => {
          const sending = context.sending as { playerId: number; paid: boolean };
          return { reservationId: context.reservationId, playerId: sending.playerId, paid: sending.paid };
        },
        onDone: {
          target: 'ready',
          actions: [
            { type: 'keep', params: ({ event }) => ({ attendance: event.output }) },
            { type: 'onSaved', params: { kind: 'paid' } },
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            assign(({ event }) => ({ sending: null, error: failureReasonOf(event.error, MSG.attendance.paidFailed) })),
            { type: 'onFailed', params: ({ context }) => ({ title: MSG.attendance.paidFailed, message: context.error! }) },
          ],
        },
      },
    },
  },
});
