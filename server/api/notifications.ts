/** /notification: the caller's own notices, read, marked read and streamed live (docs/api.md, "Notifications"). */
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { noticePageQuerySchema } from '../../domain/schemas';
import { sessionUser } from '../auth/session';
import type { AppDeps, AppEnv } from '../context';
import { idParam, query } from '../http/input';
import { latestNoticeId, markAllRead, markRead, NoticeHub, noticePage, noticesAfter, unreadCount } from '../services/notifications';

/** The largest id a notice can have (the column is a PostgreSQL `integer`). */
const MAX_NOTICE_ID = 2_147_483_647;

/** A `Last-Event-ID` the stream sent (a notice's id), or null: anything else is ignored, as no header. */
const lastEventId = (header: string | undefined) => {
  const id = header && /^\d{1,10}$/.test(header) ? Number(header) : null;
  return id !== null && id <= MAX_NOTICE_ID ? id : null;
};

export function notificationRoutes(deps: AppDeps) {
  const { db } = deps;
  const hub = deps.notices ?? new NoticeHub();
  const app = new Hono<AppEnv>();

  app.get('/notification', async (c) => c.json(await noticePage(db, c.get('user').id, query(c, noticePageQuerySchema))));

  app.get('/notification/unread', async (c) => c.json(await unreadCount(db, c.get('user').id)));

  // Before /notification/{id}/read: 'read-all' is not an id.
  app.put('/notification/read-all', async (c) => {
    await markAllRead(db, c.get('user').id, deps.now());
    return c.body(null, 204);
  });

  app.put('/notification/:id/read', async (c) => {
    await markRead(db, c.get('user').id, idParam(c), deps.now());
    return c.body(null, 204);
  });

  /**
   * Server-sent events: each new notice of the caller as it is made (`id:` its id, `data:` its JSON). Sent
   * `Last-Event-ID` (a reconnection), it first sends what came after that one. A heartbeat comment every
   * `hub.heartbeatMs`, at which the session is checked again: a session logged out, or a token expired, ends it.
   */
  app.get('/notification/stream', async (c) => {
    const user = c.get('user');
    const claims = c.get('claims');
    // HEAD (which Hono answers with this handler, dropping the body) opens no stream: nobody would ever read it,
    // nor tell it they left.
    if (c.req.method === 'HEAD') return c.body(null, 200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
    let after = lastEventId(c.req.header('last-event-id')) ?? (await latestNoticeId(db, user.id));
    c.header('X-Accel-Buffering', 'no');
    const answer = streamSSE(c, async (stream) => {
      // Woken by a notice of the user (or a LISTEN that was lost and is back), or by the heartbeat's timer; ended
      // when the user opened more streams than they may keep (the oldest goes).
      let pending = true;
      let ended = false;
      let wakeUp: (() => void) | undefined;
      const unsubscribe = hub.subscribe(
        user.id,
        () => {
          pending = true;
          wakeUp?.();
        },
        () => {
          ended = true;
          wakeUp?.();
        },
      );
      stream.onAbort(() => wakeUp?.());
      try {
        while (!stream.aborted && !stream.closed && !ended) {
          while (pending) {
            pending = false;
            for (const notice of await noticesAfter(db, user.id, after)) {
              await stream.writeSSE({ id: String(notice.id), data: JSON.stringify(notice) });
              after = notice.id;
              pending = true;
            }
          }
          const woken = await new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(false), hub.heartbeatMs);
            wakeUp = () => {
              clearTimeout(timer);
              resolve(true);
            };
            if (stream.aborted || pending) wakeUp();
          });
          wakeUp = undefined;
          if (stream.aborted || ended) break;
          if (!woken) {
            const expired = claims.exp * 1000 <= deps.now().getTime();
            if (expired || !(await sessionUser(db, claims))) break;
            await stream.write(': latido\n\n');
            // A notification missed (a LISTEN connection lost without a word) is found here at the latest.
            pending = true;
          }
        }
      } finally {
        unsubscribe();
      }
    });
    // Personal notices: kept by no cache (streamSSE says only no-cache).
    answer.headers.set('Cache-Control', 'no-store');
    return answer;
  });

  return app;
}
