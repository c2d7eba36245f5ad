/**
 * A screen's quiet refresh (machines/refresh.ts): every path of its graph is replayed on a real actor whose
 * `read` is a fake; in each state the suite checks that at most one read is out, that each answer is handed
 * on once and a failed one is not, and that a read dropped by STOP (the screen shows something else now)
 * never hands its answer on.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { refreshMachine } from '../../machines/refresh';
import { describePaths, done, failed, fakeActors, flush, type Call } from './paths';

const READ = '0.refresh.reading';

const EVENTS = [{ type: 'REFRESH' }, { type: 'STOP' }, done(READ, 'lo nuevo'), failed(READ, new Error('Network Error'))] as const;

function build(calls: Call[], log: string[]) {
  return refreshMachine.provide({
    actors: fakeActors(['read'], calls) as never,
    actions: { onRefreshed: (_, data) => void log.push(`shown:${String(data)}`) },
  });
}

/** How many answers each path's log had shown at its previous step. */
const shownBefore = new WeakMap<string[], number>();

describePaths({
  name: 'refresh',
  build,
  events: EVENTS,
  check: ({ snapshot, calls, log, event }) => {
    const waiting = calls.filter((c) => !c.settled);
    // An answer is shown once, right when it comes; no other step shows anything.
    const before = shownBefore.get(log) ?? 0;
    expect(log).toHaveLength(event?.type === `xstate.done.actor.${READ}` ? before + 1 : before);
    if (log.length > before) expect(log.at(-1)).toBe('shown:lo nuevo');
    shownBefore.set(log, log.length);
    switch (snapshot.value) {
      case 'idle':
        expect(waiting).toEqual([]);
        break;
      case 'reading':
        expect(waiting).toHaveLength(1);
        break;
      default:
        throw new Error(`unexpected state ${JSON.stringify(snapshot.value)}`);
    }
  },
});

describe('refresh, beyond the graph', () => {
  it('a failed read shows nothing, and a read dropped by STOP never shows its late answer', async () => {
    const calls: Call[] = [];
    const log: string[] = [];
    const actor = createActor(build(calls, log)).start();
    actor.send({ type: 'REFRESH' });
    calls[0].reject(new Error('Network Error'));
    await flush();
    actor.send({ type: 'REFRESH' });
    actor.send({ type: 'REFRESH' });
    expect(calls).toHaveLength(2);
    actor.send({ type: 'STOP' });
    calls[1].resolve('la página de antes');
    await flush();
    expect(log).toEqual([]);
    actor.send({ type: 'REFRESH' });
    calls[2].resolve('lo nuevo');
    await flush();
    expect(log).toEqual(['shown:lo nuevo']);
  });
});
