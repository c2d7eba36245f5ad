/**
 * Saving the edited field (docs/product.md, "Teams and fields"), with the conflict of new opening hours: when the
 * hours sent would leave ACTIVE reservations outside, the server refuses with 409 RESERVATIONS_OUTSIDE_HOURS and the
 * list of them, and the administrator chooses to cancel them and save (`cancelOutside`, docs/api.md) or to keep the
 * old hours (the form starts again from what was typed, with the saved hours). Closing the dialog changes nothing.
 *
 * editing → saving → saved, or outside → cancelling → saved. Any other refusal, or no answer, is told and the form
 * stays as it was (from `outside`, the dialog stays open to choose again).
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../domain/errorBody';
import type { FieldForm } from '../domain/fieldSchema';
import type { Field, Reservation } from '../domain/types';

export interface FieldEditContext {
  /** The values sent last: what is saved again with `cancelOutside`, or what the form starts again from. */
  values: FieldForm | null;
  /** The reservations the new hours would leave outside, while the administrator chooses. */
  outside: Reservation[] | null;
  /** Why the last save failed (a refusal other than the hours', or no answer), until the next try. */
  error: unknown;
}

export type FieldEditEvent = { type: 'SUBMIT'; values: FieldForm } | { type: 'CANCEL_OUTSIDE' } | { type: 'KEEP_HOURS' } | { type: 'CLOSE' };

/** The reservations a change of hours would leave outside, when that is why the server refused it; else null. */
export function reservationsOutsideHours(error: unknown): Reservation[] | null {
  if (errorCodeOf(error) !== 'RESERVATIONS_OUTSIDE_HOURS') return null;
  const list = (error as { response?: { data?: { reservations?: unknown } } }).response?.data?.reservations;
  return Array.isArray(list) ? (list as Reservation[]) : [];
}

const errorOf = (event: unknown) => (event as { error?: unknown }).error;

export const fieldEditMachine = setup({
  types: {
    context: {} as FieldEditContext,
    events: {} as FieldEditEvent,
  },
  actors: {
    save: fromPromise<Field, { values: FieldForm; cancelOutside: boolean }>(async () => {
      throw new Error('save actor not provided');
    }),
  },
  actions: {
    /** Provided by the view: 'Cancha actualizada' (or that the reservations outside were cancelled), then the field's page. */
    saved: (_, _params: { cancelOutside: boolean }) => {},
    /** Provided by the view: the form starts again from these values, the saved hours put back. */
    keptHours: (_, _params: { values: FieldForm }) => {},
    /** The failure the view says in the form. */
    keepError: assign({ error: ({ event }) => errorOf(event) }),
  },
  guards: {
    /** The new hours leave ACTIVE reservations outside (409 RESERVATIONS_OUTSIDE_HOURS). */
    outsideHours: ({ event }) => reservationsOutsideHours(errorOf(event)) !== null,
  },
}).createMachine({
  id: 'fieldEdit',
  context: { values: null, outside: null, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: { SUBMIT: { target: 'saving', actions: assign({ values: ({ event }) => event.values, error: null }) } },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ values: context.values!, cancelOutside: false }),
        onDone: { target: 'saved', actions: { type: 'saved', params: { cancelOutside: false } } },
        onError: [
          { guard: 'outsideHours', target: 'outside', actions: assign({ outside: ({ event }) => reservationsOutsideHours(event.error) }) },
          { target: 'editing', actions: 'keepError' },
        ],
      },
    },
    outside: {
      on: {
        CANCEL_OUTSIDE: { target: 'cancelling', actions: assign({ error: null }) },
        KEEP_HOURS: {
          target: 'editing',
          actions: [{ type: 'keptHours', params: ({ context }) => ({ values: context.values! }) }, assign({ outside: null })],
        },
        CLOSE: { target: 'editing', actions: assign({ outside: null }) },
      },
    },
    cancelling: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ values: context.values!, cancelOutside: true }),
        onDone: { target: 'saved', actions: { type: 'saved', params: { cancelOutside: true } } },
        onError: [
          // More reservations fell outside meanwhile: the list is shown again, to choose again.
          { guard: 'outsideHours', target: 'outside', actions: assign({ outside: ({ event }) => reservationsOutsideHours(event.error) }) },
          { target: 'outside', actions: 'keepError' },
        ],
      },
    },
    saved: { type: 'final' },
  },
});
