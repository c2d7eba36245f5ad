/**
 * The live notices of the signed-in user and their unread count (docs/architecture.md, "Machines"; docs/api.md,
 * "Notifications"). Two regions run side by side:
 * - `stream`: one stream from the server, kept open while the dashboard is. `live` runs the `stream` actor (a callback
 *   actor: it opens `GET /notification/stream` with the last notice's id, tells OPENED once the server answers, NOTICE
 *   for each event and LOST when the stream ends or fails); `live.connecting` becomes `live.open` at OPENED. LOST waits
 *   in `retrying`, longer after each failure in a row (1, 2, 5, 10, then every 30 s), and connects again; the browser's
 *   coming back online (ONLINE) connects at once. A reconnection sends the last notice's id (Last-Event-ID), so the
 *   server sends first whatever was made meanwhile.
 * - `count`: the unread count is read (the `unread` actor) whenever the stream opens, since notices may have come
 *   while it was not, and at RECOUNT (notices were marked read); a read asked for while one is under way starts over.
 *   Each notice the stream brings counts on top (domain/unread.ts: none lost or counted twice when the two cross).
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { Notification } from '../domain/types';
import { NO_TALLY, tallyArrived, tallyCounted, type UnreadCount, type UnreadTally } from '../domain/unread';

/** How long `retrying` waits after the first, second… failure in a row; the last one repeats. */
export const NOTICE_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export type NoticeStreamEvent =
  { type: 'OPENED' } | { type: 'NOTICE'; notice: Notification } | { type: 'LOST' } | { type: 'ONLINE' } | { type: 'RECOUNT' };

export interface NoticeStreamContext {
  /** The id of the last notice received: sent as Last-Event-ID when connecting again. */
  lastEventId: string | null;
  /** Failures in a row (0 once open), capped at the number of delays. */
  failures: number;
  /** The unread count: the server's last count and the notices that arrived after it. */
  tally: UnreadTally;
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
    unread: fromPromise<UnreadCount>(() => Promise.reject(new Error('unread actor not provided'))),
  },
  actions: {
    /** A notice arrived: the screens that follow the notices show it. */
    onNotice: (_, _notice: Notification) => {},
  },
  delays: {
    retryDelay: ({ context }) => NOTICE_RETRY_DELAYS_MS[Math.max(0, context.failures - 1)],
  },
}).createMachine({
  id: 'noticeStream',
  context: { lastEventId: null, failures: 0, tally: NO_TALLY },
  type: 'parallel',
  states: {
    stream: {
      initial: 'live',
      states: {
        live: {
          invoke: { src: 'stream', input: ({ context }) => ({ lastEventId: context.lastEventId }) },
          initial: 'connecting',
          states: {
            connecting: {
              on: { OPENED: { target: 'open', actions: assign({ failures: 0 }) } },
            },
            open: {},
          },
          on: {
            NOTICE: {
              actions: [
                assign({
                  lastEventId: ({ event }) => String(event.notice.id),
                  tally: ({ context, event }) => tallyArrived(context.tally, event.notice.id),
                }),
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
    },
    count: {
      initial: 'idle',
      states: {
        idle: {
          on: { OPENED: 'reading', RECOUNT: 'reading' },
        },
        reading: {
          invoke: {
            id: 'unread',
            src: 'unread',
            onDone: { target: 'idle', actions: assign({ tally: ({ context, event }) => tallyCounted(context.tally, event.output) }) },
            // The count stays as it was; the next opening or recount reads it again.
            onError: 'idle',
          },
          on: { OPENED: { target: 'reading', reenter: true }, RECOUNT: { target: 'reading', reenter: true } },
        },
      },
    },
  },
});
