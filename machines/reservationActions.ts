/**
 * Finalizing or cancelling a reservation (spec §4, §8): idle → confirming → updating → done | failed.
 * Both need the user's confirmation, which the view renders while the machine is `confirming`. The call
 * to the server and what follows (the §8 message, the card updated in place) are actions the app
 * provides; the server's answer comes back as UPDATED or FAILED. From done or failed another
 * reservation can be acted on, so one actor serves a whole list.
 */
import { assign, setup } from 'xstate';
import type { Reservation } from '../domain/types';

export type ReservationAction = 'finalize' | 'cancel';

/** Finalize takes the reservation id and the team's name (for its texts); cancel takes the id. */
export interface ActionTarget {
  id: number;
  teamName: string;
}

export interface ReservationActionsContext {
  action: ReservationAction | null;
  target: ActionTarget | null;
  updated: Reservation | null;
  error: string | null;
}

export type ReservationActionsEvent =
  | { type: 'FINALIZE'; id: number; teamName: string }
  | { type: 'CANCEL_RESERVATION'; id: number }
  | { type: 'CONFIRM' }
  | { type: 'DISMISS' }
  | { type: 'UPDATED'; reservation: Reservation }
  | { type: 'FAILED'; message: string };

/** idle, done and failed all accept a new request. */
const requests = {
  FINALIZE: { target: 'confirming', actions: 'chooseFinalize' },
  CANCEL_RESERVATION: { target: 'confirming', actions: 'chooseCancel' },
} as const;

export const reservationActionsMachine = setup({
  types: { context: {} as ReservationActionsContext, events: {} as ReservationActionsEvent },
  actions: {
    chooseFinalize: assign(({ event }) =>
      event.type === 'FINALIZE'
        ? { action: 'finalize' as const, target: { id: event.id, teamName: event.teamName }, updated: null, error: null }
        : {},
    ),
    chooseCancel: assign(({ event }) =>
      event.type === 'CANCEL_RESERVATION' ? { action: 'cancel' as const, target: { id: event.id, teamName: '' }, updated: null, error: null } : {},
    ),
    /** Calls the server; answers UPDATED or FAILED. */
    update: (_, _params: { action: ReservationAction; id: number }) => {},
    /** 'Reserva cancelada.' or 'Reserva de X finalizada.', and the card shows the new status. */
    onUpdated: (_, _params: { action: ReservationAction; teamName: string; reservation: Reservation }) => {},
    /** The server's message, else the fallback. */
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
      entry: { type: 'update', params: ({ context }) => ({ action: context.action!, id: context.target!.id }) },
      on: {
        UPDATED: { target: 'done', actions: assign({ updated: ({ event }) => event.reservation }) },
        FAILED: { target: 'failed', actions: assign({ error: ({ event }) => event.message }) },
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
