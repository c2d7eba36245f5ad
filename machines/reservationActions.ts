/**
 * Finalizing or cancelling a reservation, or the rest of a fixed turn, or marking that its team or customer did
 * not come ('No se presentó') (docs/product.md, "Reservations", "Manual bookings" and "No-shows"): idle → (counting | readingVaca →) confirming → updating → (verifying →) done | failed. Each needs the
 * user's confirmation, which the view renders from `counting` or `readingVaca` (tagged `reading`) to `confirming`. Before asking to
 * cancel the rest of a fixed turn, `counting` reads the turn (the `readTurn` actor) and counts the dates the
 * server will cancel with its own rule (domain/fixedTurn's restOfTurn); without an answer the confirmation
 * says it in words, as for a single cancel. Before the team's owner cancels their team's booking, `readingVaca`
 * reads who already paid him their share of the vaca (the `readVaca` actor), for the confirmation to remind him to
 * give it back; without an answer it asks as for any cancel. `updating` invokes the `update`
 * actor (the app provides it from src/features/reservation-list/api.ts), so its answer is taken only while the
 * machine waits for it. When no answer came (or the server failed), the change may still have been made:
 * `verifying` reads the reservation again, and one that already has the new status is done, not failed.
 * Both carry the tag `sending`: the confirmation stays open, its button loading, until one of them ends.
 * What follows (the notice, the card updated in place) are provided actions. From done or failed another
 * reservation can be acted on, so one actor serves a whole list.
 */
import { assign, fromPromise, setup } from 'xstate';
import { failureReasonOf, undecided } from './failureReason';
import { restOfTurn } from '../domain/fixedTurn';
import * as MSG from '../domain/messages';
import type { Reservation } from '../domain/types';

export type ReservationAction = 'finalize' | 'cancel' | 'cancelSeries' | 'noShow';

/** The status a reservation has once the action is made. */
const STATUS_AFTER: Record<ReservationAction, Reservation['status']> = {
  finalize: 'FINISHED',
  cancel: 'CANCELED',
  cancelSeries: 'CANCELED',
  noShow: 'CANCELED',
};

/**
 * Finalize takes the reservation id, the team's name and whether the reservation has already ended (for its
 * texts: closing one that ended, or one still in progress); cancel takes the id.
 */
export interface ActionTarget {
  id: number;
  teamName: string;
  ended?: boolean;
}

/** What cancelling the rest of a fixed turn will cancel: how many dates, from which ('YYYY-MM-DD'). */
export interface RestOfTurn {
  count: number;
  from: string;
}

export interface ReservationActionsContext {
  action: ReservationAction | null;
  target: ActionTarget | null;
  /** Counted before asking to cancel the rest of a fixed turn; null until then, or when it could not be read. */
  rest: RestOfTurn | null;
  /** Read before the team's owner cancels: the members who paid him their share (none until then, or unread). */
  paidBy: string[];
  updated: Reservation | null;
  error: string | null;
}

export type ReservationActionsEvent =
  | { type: 'FINALIZE'; id: number; teamName: string; ended?: boolean }
  /** `vaca`: the team's owner cancels, who collects the vaca. */
  | { type: 'CANCEL_RESERVATION'; id: number; vaca?: boolean }
  | { type: 'CANCEL_SERIES'; id: number }
  | { type: 'NO_SHOW'; id: number; teamName: string }
  | { type: 'CONFIRM' }
  | { type: 'DISMISS' };

/** idle, done and failed all accept a new request. */
const requests = {
  FINALIZE: { target: 'confirming', actions: 'chooseFinalize' },
  CANCEL_RESERVATION: [
    { guard: 'vaca', target: 'readingVaca', actions: 'chooseCancel' },
    { target: 'confirming', actions: 'chooseCancel' },
  ],
  CANCEL_SERIES: { target: 'counting', actions: 'chooseCancelSeries' },
  NO_SHOW: { target: 'confirming', actions: 'chooseNoShow' },
} as const;

export const reservationActionsMachine = setup({
  types: { context: {} as ReservationActionsContext, events: {} as ReservationActionsEvent },
  actors: {
    /**
     * Finalizes or cancels on the server (with cancelSeries, this occurrence and the later ones; with noShow, cancels it
     * as 'No se presentó'); answers the updated reservation.
     */
    update: fromPromise<Reservation, { action: ReservationAction; id: number }>(() =>
      Promise.reject(new Error('reservationActions: actor update not provided')),
    ),
    /** Reads the reservation as it is now on the server. */
    read: fromPromise<Reservation, { id: number }>(() => Promise.reject(new Error('reservationActions: actor read not provided'))),
    /** Reads every occurrence of the fixed turn the reservation belongs to. */
    readTurn: fromPromise<Reservation[], { id: number }>(() => Promise.reject(new Error('reservationActions: actor readTurn not provided'))),
    /** Reads the names of the team's members who paid the owner their share of the booking. */
    readVaca: fromPromise<string[], { id: number }>(() => Promise.reject(new Error('reservationActions: actor readVaca not provided'))),
  },
  guards: {
    vaca: ({ event }) => event.type === 'CANCEL_RESERVATION' && event.vaca === true,
    /** The server may have made the change: no answer came, or it failed. */
    undecided: (_, { error }: { error: unknown }) => undecided(error),
    /** The reservation read again already has the status the action gives it. */
    made: ({ context }, { reservation }: { reservation: Reservation }) =>
      reservation.status === STATUS_AFTER[context.action!] && (context.action !== 'noShow' || reservation.noShow === true),
  },
  actions: {
    chooseFinalize: assign(({ event }) =>
      event.type === 'FINALIZE'
        ? {
            action: 'finalize' as const,
            target: { id: event.id, teamName: event.teamName, ended: event.ended ?? false },
            rest: null,
            paidBy: [],
            updated: null,
            error: null,
          }
        : {},
    ),
    chooseCancel: assign(({ event }) =>
      event.type === 'CANCEL_RESERVATION'
        ? { action: 'cancel' as const, target: { id: event.id, teamName: '' }, rest: null, paidBy: [], updated: null, error: null }
        : {},
    ),
    chooseCancelSeries: assign(({ event }) =>
      event.type === 'CANCEL_SERIES'
        ? { action: 'cancelSeries' as const, target: { id: event.id, teamName: '' }, rest: null, paidBy: [], updated: null, error: null }
        : {},
    ),
    chooseNoShow: assign(({ event }) =>
      event.type === 'NO_SHOW'
        ? { action: 'noShow' as const, target: { id: event.id, teamName: event.teamName }, rest: null, paidBy: [], updated: null, error: null }
        : {},
    ),
    /** The dates the server will cancel, by its rule: from the chosen one on, the ACTIVE ones of its turn. */
    keepRest: assign(({ context }, { turn }: { turn: Reservation[] }) => {
      const rest = restOfTurn(context.target!.id, turn);
      return { rest: rest.length === 0 ? null : { count: rest.length, from: rest[0].reservationDate } };
    }),
    keepPaidBy: assign((_, { paidBy }: { paidBy: string[] }) => ({ paidBy })),
    keepUpdated: assign((_, { reservation }: { reservation: Reservation }) => ({ updated: reservation })),
    keepError: assign((_, { error }: { error: unknown }) => ({ error: failureReasonOf(error, MSG.general.saveFailed) })),
    /**
     * 'Reserva cancelada.', 'Reserva de X finalizada.' or, for the rest of a turn, how many dates were cancelled
     * (as counted before asking; null when they could not be counted); the card shows the new status.
     */
    onUpdated: (_, _params: { action: ReservationAction; teamName: string; reservation: Reservation; rest: RestOfTurn | null }) => {},
    /** The reason, in Spanish. */
    onFailed: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'reservationActions',
  context: { action: null, target: null, rest: null, paidBy: [], updated: null, error: null },
  initial: 'idle',
  states: {
    idle: { on: requests },
    counting: {
      tags: 'reading',
      invoke: {
        id: 'readTurn',
        src: 'readTurn',
        input: ({ context }) => ({ id: context.target!.id }),
        onDone: { target: 'confirming', actions: { type: 'keepRest', params: ({ event }) => ({ turn: event.output }) } },
        // Without the count the confirmation still asks, in words.
        onError: 'confirming',
      },
      on: {
        DISMISS: { target: 'idle', actions: assign({ action: null, target: null }) },
      },
    },
    readingVaca: {
      tags: 'reading',
      invoke: {
        id: 'readVaca',
        src: 'readVaca',
        input: ({ context }) => ({ id: context.target!.id }),
        onDone: { target: 'confirming', actions: { type: 'keepPaidBy', params: ({ event }) => ({ paidBy: event.output }) } },
        // Without the names the confirmation asks as for any cancel.
        onError: 'confirming',
      },
      on: {
        DISMISS: { target: 'idle', actions: assign({ action: null, target: null }) },
      },
    },
    confirming: {
      on: {
        CONFIRM: 'updating',
        DISMISS: { target: 'idle', actions: assign({ action: null, target: null, rest: null, paidBy: [] }) },
      },
    },
    updating: {
      tags: 'sending',
      invoke: {
        id: 'update',
        src: 'update',
        input: ({ context }) => ({ action: context.action!, id: context.target!.id }),
        onDone: { target: 'done', actions: { type: 'keepUpdated', params: ({ event }) => ({ reservation: event.output }) } },
        // The server's message, else the generic one; kept for when the reservation read again is unchanged.
        onError: [
          {
            guard: { type: 'undecided', params: ({ event }) => ({ error: event.error }) },
            target: 'verifying',
            actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    verifying: {
      tags: 'sending',
      invoke: {
        id: 'read',
        src: 'read',
        input: ({ context }) => ({ id: context.target!.id }),
        onDone: [
          {
            guard: { type: 'made', params: ({ event }) => ({ reservation: event.output }) },
            target: 'done',
            actions: { type: 'keepUpdated', params: ({ event }) => ({ reservation: event.output }) },
          },
          { target: 'failed' },
        ],
        onError: 'failed',
      },
    },
    done: {
      entry: {
        type: 'onUpdated',
        params: ({ context }) => ({
          action: context.action!,
          teamName: context.target!.teamName,
          reservation: context.updated!,
          rest: context.rest,
        }),
      },
      on: requests,
    },
    failed: {
      entry: { type: 'onFailed', params: ({ context }) => ({ message: context.error! }) },
      on: requests,
    },
  },
});
