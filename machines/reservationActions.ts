/**
 * Finalizing or cancelling a reservation, or the rest of a fixed turn (docs/product.md, "Reservations" and
 * "Manual bookings"): idle → confirming → updating →
 * done | failed. Both need the user's confirmation, which the view renders while the machine is
 * `confirming`. `updating` invokes the `update` actor (the app provides it from
 * src/features/reservations/api.ts), so its answer is taken only while the machine waits for it. What
 * follows (the notice, the card updated in place) are provided actions. From done or failed another
 * reservation can be acted on, so one actor serves a whole list.
 */
import { assign, fromPromise, setup } from 'xstate';
import { failureReasonOf } from './failureReason';
import * as MSG from '../domain/messages';
import type { Reservation } from '../domain/types';

export type ReservationAction = 'finalize' | 'cancel' | 'cancelSeries';

/**
 * Finalize takes the reservation id, the team's name and whether the reservation has already ended (for its
 * texts: closing one that ended, or one still in progress); cancel takes the id.
 */
export interface ActionTarget {
  id: number;
  teamName: string;
  ended?: boolean;
}

export interface ReservationActionsContext {
  action: ReservationAction | null;
  target: ActionTarget | null;
  updated: Reservation | null;
  error: string | null;
}

export type ReservationActionsEvent =
  | { type: 'FINALIZE'; id: number; teamName: string; ended?: boolean }
  | { type: 'CANCEL_RESERVATION'; id: number }
  | { type: 'CANCEL_SERIES'; id: number }
  | { type: 'CONFIRM' }
  | { type: 'DISMISS' };

/** idle, done and failed all accept a new request. */
const requests = {
  FINALIZE: { target: 'confirming', actions: 'chooseFinalize' },
  CANCEL_RESERVATION: { target: 'confirming', actions: 'chooseCancel' },
  CANCEL_SERIES: { target: 'confirming', actions: 'chooseCancelSeries' },
} as const;

export const reservationActionsMachine = setup({
  types: { context: {} as ReservationActionsContext, events: {} as ReservationActionsEvent },
  actors: {
    /** Finalizes or cancels on the server (with cancelSeries, this occurrence and the later ones); answers the updated reservation. */
    update: fromPromise<Reservation, { action: ReservationAction; id: number }>(() =>
      Promise.reject(new Error('reservationActions: actor update not provided')),
    ),
  },
  actions: {
    chooseFinalize: assign(({ event }) =>
      event.type === 'FINALIZE'
        ? { action: 'finalize' as const, target: { id: event.id, teamName: event.teamName, ended: event.ended ?? false }, updated: null, error: null }
        : {},
    ),
    chooseCancel: assign(({ event }) =>
      event.type === 'CANCEL_RESERVATION' ? { action: 'cancel' as const, target: { id: event.id, teamName: '' }, updated: null, error: null } : {},
    ),
    chooseCancelSeries: assign(({ event }) =>
      event.type === 'CANCEL_SERIES' ? { action: 'cancelSeries' as const, target: { id: event.id, teamName: '' }, updated: null, error: null } : {},
    ),
    /** 'Reserva cancelada.' or 'Reserva de X finalizada.', and the card shows the new status. */
    onUpdated: (_, _params: { action: ReservationAction; teamName: string; reservation: Reservation }) => {},
    /** The reason, in Spanish. */
    onFailed: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'reservationActions',
  context: { action: null, target: null, updated: null, error: null },
  initial: 'idle',
  states: {
    idle: { on: requests },
    confirming: {
      on: {
        CONFIRM: 'updating',
        DISMISS: { target: 'idle', actions: assign({ action: null, target: null }) },
      },
    },
    updating: {
      invoke: {
        id: 'update',
        src: 'update',
        input: ({ context }) => ({ action: context.action!, id: context.target!.id }),
        onDone: { target: 'done', actions: assign({ updated: ({ event }) => event.output }) },
        // The server's message, else the generic one.
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureReasonOf(event.error, MSG.general.saveFailed) }) },
      },
    },
    done: {
      entry: {
        type: 'onUpdated',
        params: ({ context }) => ({ action: context.action!, teamName: context.target!.teamName, reservation: context.updated! }),
      },
      on: requests,
    },
    failed: {
      entry: { type: 'onFailed', params: ({ context }) => ({ message: context.error! }) },
      on: requests,
    },
  },
});
