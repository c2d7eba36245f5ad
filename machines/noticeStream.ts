/**
 * The live notices of the signed-in user (docs/architecture.md, "Machines"; docs/api.md, "Notifications"): one
 * stream from the server, kept open while the dashboard is. `live` runs the `stream` actor (a callback actor: it
 * opens `GET /notification/stream` with the last notice's id, tells OPENED once the server answers, NOTICE for each
 * event and LOST when the stream ends or fails); `live.connecting` becomes `live.open` at OPENED. LOST waits in
 * `retrying`, longer after each failure in a row (1, 2, 5, 10, then every 30 s), and connects again; the browser's
 * coming back online (ONLINE) connects at once. A reconnection sends the last notice's id (Last-Event-ID), so the
 * server sends first whatever was made meanwhile.
 */
import { assign, fromCallback, setup } from 'xstate';
import type { Notification } from '../domain/types';

/** How long `retrying` waits after the first, second… failure in a row; the last one repeats. */
export const NOTICE_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export type NoticeStreamEvent = { type: 'OPENED' } | { type: 'NOTICE'; notice: Notification } | { type: 'LOST' } | { type: 'ONLINE' };

export interface NoticeStreamContext {
  /** The id of the last notice received: sent as Last-Event-ID when connecting again. */
  lastEventId: string | null;
  /** Failures in a row (0 once open), capped at the number of delays. */
  failures: number;
}

export const noticeStreamMachine = setup({
  types: {
    context: {} as NoticeStreamContext,
    events: {} as NoticeStreamEvent,
  },
  actors: {
    stream: fromCallback<NoticeStreamEvent, { lastEventId: string | null }>(() => {
      throw new Error('stream actor not provided');
    }),
  },
  actions: {
    /** A notice arrived: the app counts it and shows it. */
    onNotice: (_, _notice: Notification) => {},
    /** The stream is open (again): the app reads what the count may have missed while it was not. */
    onOpened: () => {},
  },
  delays: {
    retryDelay: ({ context }) => NOTICE_RETRY_DELAYS_MS[Math.max(0, context.failures - 1)],
  },
}).createMachine({
  id: 'noticeStream',
  context: { lastEventId: null, failures: 0 },
  initial: 'live',
  states: {
    live: {
      invoke: { src: 'stream', input: ({ context }) => ({ lastEventId: context.lastEventId }) },
      initial: 'connecting',
      states: {
        connecting: {
          on: { OPENED: { target: 'open', actions: [assign({ failures: 0 }), 'onOpened'] } },
        },
        open: {},
      },
      on: {
        NOTICE: {
          actions: [
            assign({ lastEventId: ({ event }) => String(event.notice.id) }),
            { type: 'onNotice', params: ({ event }: { event: { notice: Notification } }) => event.notice },
          ],
        },
        LOST: {
          target: 'retrying',
          actions: assign({ failures: ({ context }) => Math.min(context.failures + 1, NOTICE_RETRY_DELAYS_MS.length) }),
        },
      },
    },
    retrying: {
      after: { retryDelay: 'live' },
      on: { ONLINE: 'live' },
    },
  },
});
