/**
 * A screen's quiet refresh (docs/architecture.md, "Machines"): beside the load flow of machines/load.ts, it
 * reads what the screen shows again, on demand, while the shown data stays on screen: idle → reading → idle.
 * A read's answer is handed on (`onRefreshed`); a failed one is dropped, since the screen is still right as far
 * as it knows. Another REFRESH while reading waits for that read; STOP (what the screen shows changed, a
 * filter or a page) drops it, so an answer about what was shown before never lands.
 */
import { fromPromise, setup } from 'xstate';

export const refreshMachine = setup({
  types: { events: {} as { type: 'REFRESH' } | { type: 'STOP' } },
  actors: {
    read: fromPromise<unknown>(async () => {
      throw new Error('read actor not provided');
    }),
  },
  actions: {
    onRefreshed: (_, _data: unknown) => {},
  },
}).createMachine({
  id: 'refresh',
  initial: 'idle',
  states: {
    idle: { on: { REFRESH: 'reading' } },
    reading: {
      on: { STOP: 'idle' },
      invoke: {
        src: 'read',
        onDone: { target: 'idle', actions: { type: 'onRefreshed', params: ({ event }: { event: { output: unknown } }) => event.output } },
        onError: 'idle',
      },
    },
  },
});
