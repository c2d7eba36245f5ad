/**
 * The live notices' stream (machines/noticeStream.ts): every path of its graph is replayed on a real actor whose
 * `stream` is a fake callback actor; in each state the suite checks that exactly one stream is open while live and
 * none while retrying, that a reconnection asks for what came after the last notice received, that each notice is
 * handed on once, and that the wait before connecting again grows with the failures in a row.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { Notification } from '../../domain/types';
import { NOTICE_RETRY_DELAYS_MS, noticeStreamMachine } from '../../machines/noticeStream';
import { describePaths, flush, type Call } from './paths';

const notice: Notification = {
  id: 7,
  kind: 'REQUEST_RECEIVED',
  text: 'Camilo Rojas pidió unirse a Los Costeños.',
  link: '/dashboard/requests',
  createdAt: '2026-11-20T15:00:00.000Z',
  readAt: null,
};

const EVENTS = [
  { type: 'OPENED' },
  { type: 'NOTICE', notice },
  { type: 'LOST' },
  { type: 'ONLINE' },
  { type: 'xstate.after.retryDelay.noticeStream.retrying' },
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
    actors: { stream: fakeStream(calls) as never },
    actions: {
      onNotice: (_, n) => void log.push(`notice:${n.id}`),
      onOpened: () => void log.push('opened'),
    },
  });
}

const logBefore = new WeakMap<string[], number>();

describePaths({
  name: 'noticeStream',
  build,
  events: EVENTS,
  simplePaths: false,
  check: ({ snapshot, calls, log, event, previous }) => {
    const open = calls.filter((c) => !c.signal.aborted);
    const before = logBefore.get(log) ?? 0;
    logBefore.set(log, log.length);
    const added = log.slice(before);
    // A notice is handed on once, as it comes, and only while a stream is live.
    if (event?.type === 'NOTICE' && previous !== undefined && previous.value !== 'retrying') {
      expect(added).toEqual(['notice:7']);
      expect(snapshot.context.lastEventId).toBe('7');
    } else if (event?.type === 'OPENED' && JSON.stringify(previous?.value) === JSON.stringify({ live: 'connecting' })) {
      expect(added).toEqual(['opened']);
      expect(snapshot.context.failures).toBe(0);
    } else {
      expect(added).toEqual([]);
    }
    if (snapshot.matches('live')) {
      expect(open).toHaveLength(1);
      // Each connection, made on entering `live`, asks for what came after the last notice received; a step within
      // `live` keeps the one it has.
      if (previous === undefined || previous.value === 'retrying') {
        expect(open[0]).toBe(calls.at(-1));
        expect(open[0].input).toEqual({ lastEventId: snapshot.context.lastEventId });
      } else {
        expect(calls.filter((c) => c.signal.aborted)).toHaveLength(calls.length - 1);
      }
    } else {
      expect(snapshot.value).toBe('retrying');
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
        while (!actor.getSnapshot().matches('live')) await vi.advanceTimersByTimeAsync(500);
        waits.push(Date.now() - started);
      }
      expect(waits).toEqual([1000, 2000, 5000, 10000, 30000, 30000, 30000]);
      expect(NOTICE_RETRY_DELAYS_MS.at(-1)).toBe(30000);
      actor.send({ type: 'OPENED' });
      actor.send({ type: 'LOST' });
      await vi.advanceTimersByTimeAsync(1000);
      expect(actor.getSnapshot().matches('live')).toBe(true);
      await flush();
      expect(calls).toHaveLength(9);
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
