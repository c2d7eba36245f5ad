/**
 * A team's invitation page, /invitacion/{secret} (docs/product.md, "Team invitations"): loading → shown →
 * joining → joined | refused | failed. The team is read by the `load` actor (no session needed); a link that no
 * longer works ends in `invalid`, a load that failed waits in `loadFailed` for RETRY. On the page a player sends
 * JOIN once; `join` (the app provides both from the invitation feature's api.ts) adds them to the team. The
 * server's refusal (a full team, a player who has a team, an administrator) ends in `refused` with its message; a
 * link revoked meanwhile in `invalid`; no answer or a server failure in `failed`, where RETRY sends it again.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../domain/errorBody';
import * as MSG from '../domain/messages';
import type { InvitedTeam, Team } from '../domain/types';
import { failureReasonOf, undecided } from './failureReason';

export interface InvitationInput {
  /** The secret of the link, from the page's address. */
  secret: string;
}

export interface InvitationContext extends InvitationInput {
  /** The team as the link shows it, once loaded. */
  team: InvitedTeam | null;
  /** What to show in loadFailed, refused and failed: the reason, in Spanish. */
  message: string | null;
}

export type InvitationEvent = { type: 'JOIN' } | { type: 'RETRY' };

const NOT_FOUND = 404;
const statusOf = (error: unknown) => (error as { response?: { status?: number } } | null)?.response?.status;
/** The link does not work (unknown, replaced, revoked, ended): the server's 404. */
const linkGone = (error: unknown) => statusOf(error) === NOT_FOUND && errorCodeOf(error) === 'NOT_FOUND';

export const invitationMachine = setup({
  types: { context: {} as InvitationContext, events: {} as InvitationEvent, input: {} as InvitationInput },
  actors: {
    /** Reads the team the link invites to. */
    load: fromPromise<{ team: InvitedTeam }, InvitationInput>(() => Promise.reject(new Error('invitation: actor load not provided'))),
    /** Joins the caller to it. */
    join: fromPromise<Team, InvitationInput>(() => Promise.reject(new Error('invitation: actor join not provided'))),
  },
  actions: {
    /** The player is in the team now: the app reads the session's user again (their team changed). */
    onJoined: () => {},
  },
  guards: {
    linkGone: ({ event }) => linkGone((event as unknown as { error: unknown }).error),
    undecided: ({ event }) => undecided((event as unknown as { error: unknown }).error),
  },
}).createMachine({
  id: 'invitation',
  context: ({ input }) => ({ secret: input.secret, team: null, message: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ secret: context.secret }),
        onDone: { target: 'shown', actions: assign({ team: ({ event }) => event.output.team, message: null }) },
        onError: [
          { guard: 'linkGone', target: 'invalid', actions: assign({ message: MSG.invite.invalid }) },
          { target: 'loadFailed', actions: assign({ message: ({ event }) => failureReasonOf(event.error, MSG.invite.loadFailed) }) },
        ],
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    invalid: { type: 'final' },
    shown: { on: { JOIN: 'joining' } },
    joining: {
      invoke: {
        id: 'join',
        src: 'join',
        input: ({ context }) => ({ secret: context.secret }),
        // The team as it is now, the player counted in.
        onDone: {
          target: 'joined',
          actions: [assign({ team: ({ context, event }) => ({ ...context.team!, members: event.output.memberCount }) }), 'onJoined'],
        },
        onError: [
          { guard: 'linkGone', target: 'invalid', actions: assign({ message: MSG.invite.invalid }) },
          {
            guard: 'undecided',
            target: 'failed',
            actions: assign({ message: ({ event }) => failureReasonOf(event.error, MSG.invite.joinFailed) }),
          },
          { target: 'refused', actions: assign({ message: ({ event }) => failureReasonOf(event.error, MSG.invite.joinFailed) }) },
        ],
      },
    },
    failed: { on: { RETRY: 'joining' } },
    joined: { type: 'final' },
    refused: { type: 'final' },
  },
});
