/**
 * Deleting one's own account ('Mis datos' → 'Eliminar mi cuenta', docs/product.md "Your data and your rights"):
 * idle → confirming → deleting → deleted. OPEN shows the confirmation, which asks for the password again; SUBMIT sends
 * it through the `deleteAccount` actor (the app provides it from its profile feature's api.ts); a refusal (a wrong
 * password, a team with other players) returns to the confirmation with the message to show; once deleted, the
 * `onDeleted` action ends the session and leads to /home.
 */
import { assign, fromPromise, setup } from 'xstate';
import * as MSG from '../domain/messages';
import { failureReasonOf } from './failureReason';

export interface AccountDeletionContext {
  /** The password typed, held only while it is being sent. */
  password: string;
  /** Why the last attempt was refused, shown in the confirmation until the next one. */
  error: string | null;
}

export type AccountDeletionEvent = { type: 'OPEN' } | { type: 'CANCEL' } | { type: 'SUBMIT'; password: string };

export const accountDeletionMachine = setup({
  types: { context: {} as AccountDeletionContext, events: {} as AccountDeletionEvent },
  actors: {
    /** `DELETE /user/me` with the password. */
    deleteAccount: fromPromise<void, { password: string }>(() => Promise.reject(new Error('accountDeletion: actor deleteAccount not provided'))),
  },
  actions: {
    onDeleted: () => {},
  },
  guards: {
    typed: ({ event }) => event.type === 'SUBMIT' && event.password.length > 0,
  },
}).createMachine({
  id: 'accountDeletion',
  context: { password: '', error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { OPEN: { target: 'confirming', actions: assign({ error: null }) } },
    },
    confirming: {
      on: {
        CANCEL: { target: 'idle', actions: assign({ error: null }) },
        SUBMIT: [
          { guard: 'typed', target: 'deleting', actions: assign({ password: ({ event }) => event.password, error: null }) },
          // Nothing typed: say what is missing, send nothing.
          { actions: assign({ error: MSG.validation.passwordRequired }) },
        ],
      },
    },
    deleting: {
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        input: ({ context }) => ({ password: context.password }),
        onDone: { target: 'deleted', actions: [assign({ password: '' }), 'onDeleted'] },
        onError: {
          target: 'confirming',
          actions: assign({ password: '', error: ({ event }) => failureReasonOf(event.error, MSG.privacy.deleteFailed) }),
        },
      },
    },
    deleted: { type: 'final' },
  },
});
