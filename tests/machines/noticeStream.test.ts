/**
 * The live notices' stream and unread count (machines/noticeStream.ts): every path of its graph is replayed on a real
 * actor whose `stream` is a fake callback actor and `unread` a fake promise actor; in each state the suite checks that
 * exactly one stream is open while live and none while retrying, that a reconnection asks for what came after the last
 * notice received, that each notice is handed on once and counted unless the count has it, that the count is read
 * again (one read at a time) when the stream opens and at a recount, and that the wait before connecting again grows
 * with the failures in a row.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { Notification } from '../../domain/types';
import { NOTICE_RETRY_DELAYS_MS, noticeStreamMachine } from '../../machines/noticeStream';
import { unreadOf } from '../../domain/unread';
import { describePaths, done, failed, fakeActors, flush, type Call } from './paths';

const notice: Notification = {
  id: 7,
  kind: 'REQUEST_RECEIVED',
  text: 'Camilo Rojas pidió unirse a Los Costeños.',
  link: '/dashboard/requests',
  createdAt: '2026-11-20T15:00:00.000Z',
  readAt: null,
};

/** Two counts: one made before notice 7 (which stays on top of it), one made after. */
const BEFORE = { count: 3, latestId: 5 };
const AFTER = { count: 4, latestId: 7 };

const EVENTS = [
  { type: 'OPENED' },
  { type: 'NOTICE', notice },
  { type: 'LOST' },
  { type: 'ONLINE' },
  { type: 'RECOUNT' },
  done('unread', BEFORE),
  done('unread', AFTER),
  failed('unread', new Error('offline')),
  { type: 'xstate.after.retryDelay.noticeStream.stream.retrying' },
] as const;

/** A fake stream: a call recorded at its start, its signal aborted when its state stops it. */
function fakeStream(calls: Call[]) {
  return fromCallback<never, { lastEventId: string | null }>(({ input, self }) => {
    const controller = new AbortController();
    calls.push({ src: 'stream', id: self.id, input, signal: controller.signal, settled: false, resolve: () => {}, reject: () => {} });
    return () => controller.abort();
  });
}

function build(calls: Call[], log: string[]) {
  return noticeStreamMachine.provide({
    actors: { stream: fakeStream(calls) as never, ...fakeActors(['unread'], calls) },
    actions: { onNotice: (_, n) => void log.push(`notice:${n.id}`) },
  });
}

const logBefore = new WeakMap<string[], number>();
const readsBefore = new WeakMap<Call[], number>();
const live = { stream: 'live' } as const;

describePaths({
  name: 'noticeStream',
  build,
  events: EVENTS,
  simplePaths: false,
  check: ({ snapshot, calls, log, event, previous }) => {
    const streams = calls.filter((c) => c.src === 'stream');
    const open = streams.filter((c) => !c.signal.aborted);
    const before = logBefore.get(log) ?? 0;
    logBefore.set(log, log.length);
    const added = log.slice(before);
    const { tally } = snapshot.context;
    // A notice is handed on once, as it comes, and only while a stream is live; it counts unless the count has it.
    if (event?.type === 'NOTICE' && previous?.matches(live)) {
      expect(added).toEqual(['notice:7']);
      expect(snapshot.context.lastEventId).toBe('7');
      expect(tally.arrived.includes(7)).toBe((tally.counted?.latestId ?? 0) < 7);
    } else {
      expect(added).toEqual([]);
    }
    if (event?.type === 'OPENED' && previous?.matches({ stream: { live: 'connecting' } })) expect(snapshot.context.failures).toBe(0);
    // The count is read when the stream opens and at a recount, one read at a time: a new one replaces the one under way.
    const reads = calls.filter((c) => c.src === 'unread' && !c.settled && !c.signal.aborted);
    const asked = calls.filter((c) => c.src === 'unread').length;
    const askedBefore = readsBefore.get(calls) ?? 0;
    readsBefore.set(calls, asked);
    if (event?.type === 'OPENED' || event?.type === 'RECOUNT') {
      expect(snapshot.matches({ count: 'reading' })).toBe(true);
      expect(asked).toBe(askedBefore + 1);
      expect(reads).toEqual([calls.findLast((c) => c.src === 'unread')]);
    } else {
      expect(reads).toHaveLength(snapshot.matches({ count: 'reading' }) ? 1 : 0);
    }
    // A count read keeps on top only the notices that came after its latest; a failed read changes nothing.
    if (event?.type === 'xstate.done.actor.unread' && previous?.matches({ count: 'reading' })) {
      const counted = (event as unknown as { output: typeof BEFORE }).output;
      expect(tally.counted).toEqual(counted);
      expect(tally.arrived.every((id) => id > counted.latestId)).toBe(true);
      expect(unreadOf(tally)).toBe(counted.count + tally.arrived.length);
    }
    if (event?.type === 'xstate.error.actor.unread' || event?.type === 'RECOUNT') expect(tally).toEqual(previous?.context.tally);
    if (snapshot.matches(live)) {
      expect(open).toHaveLength(1);
      // Each connection, made on entering `live`, asks for what came after the last notice received; a step within
      // `live` keeps the one it has.
      if (previous === undefined || previous.matches({ stream: 'retrying' })) {
        expect(open[0]).toBe(streams.at(-1));
        expect(open[0].input).toEqual({ lastEventId: snapshot.context.lastEventId });
      } else {
        expect(streams.filter((c) => c.signal.aborted)).toHaveLength(streams.length - 1);
      }
    } else {
      expect(snapshot.matches({ stream: 'retrying' })).toBe(true);
      expect(open).toEqual([]);
      expect(snapshot.context.failures).toBeGreaterThan(0);
    }
  },
});

describe('noticeStream, beyond the graph', () => {
  it('waits longer after each failure in a row, up to 30 s, and starts over once open', async () => {
    vi.useFakeTimers();
    try {
      const calls: Call[] = [];
      const actor = createActor(build(calls, [])).start();
      const waits: number[] = [];
      for (let i = 0; i < 7; i++) {
        actor.send({ type: 'LOST' });
        const started = Date.now();
        while (!actor.getSnapshot().matches(live)) await vi.advanceTimersByTimeAsync(500);
        waits.push(Date.now() - started);
      }
      expect(waits).toEqual([1000, 2000, 5000, 10000, 30000, 30000, 30000]);
      expect(NOTICE_RETRY_DELAYS_MS.at(-1)).toBe(30000);
      actor.send({ type: 'OPENED' });
      actor.send({ type: 'LOST' });
      await vi.advanceTimersByTimeAsync(1000);
      expect(actor.getSnapshot().matches(live)).toBe(true);
      await flush();
      expect(calls.filter((c) => c.src === 'stream')).toHaveLength(9);
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
