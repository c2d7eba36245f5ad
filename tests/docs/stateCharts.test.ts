/**
 * docs/state-charts.md is generated from the machines (scripts/state-charts.ts). This fails when a machine
 * changed and the file was not regenerated, and checks how the generator draws what the machines use.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { and, fromPromise, not, setup } from 'xstate';
import { descriptionOf, findMachines, OUTPUT, proseProblems, renderMachine, renderStateCharts } from '../../scripts/state-charts';

describe('docs/state-charts.md', () => {
  it('matches the machines', async () => {
    const expected = await renderStateCharts();
    const committed = readFileSync(OUTPUT, 'utf8');
    if (committed !== expected) throw new Error('docs/state-charts.md is stale: run npm run docs:charts');
  });

  it('is the same text on every run', async () => {
    expect(await renderStateCharts()).toBe(await renderStateCharts());
  });

  it('has a section for every machine, the session included', async () => {
    const text = await renderStateCharts();
    for (const id of ['session', 'booking', 'reservationActions', 'application', 'imageUpload', 'load', 'submit']) {
      expect(text).toContain(`## ${id}\n`);
    }
  });
});

describe('the prose of docs/state-charts.md', () => {
  it('names only states and events the machines have, and describes every machine', async () => {
    const { found } = await findMachines();
    const machines = found.flatMap((f) => (f.machine ? [f.machine] : []));
    expect(machines.filter((m) => !descriptionOf(m.id)).map((m) => m.id)).toEqual([]);
    expect(machines.flatMap((m) => proseProblems(m))).toEqual([]);
  });

  it('sends a refused renewal where the dashboard guard does', () => {
    // The session's prose names where the user goes once it is *expired*; the guard is the code that sends them.
    const guard = readFileSync('src/layout/guards.tsx', 'utf8')
      .split('\n')
      .find((line) => line.includes("'expired'"));
    const route = guard?.match(/["'](\/[a-z-]+)["']/)?.[1];
    expect(route).toBeDefined();
    expect(descriptionOf('session')).toMatch(new RegExp(`\\*expired\\*[^;]*opens ${route}\\b`));
  });

  const sample = setup({}).createMachine({
    id: 'sample',
    initial: 'idle',
    states: { idle: { on: { GO: 'working' } }, working: { initial: 'fetching', states: { fetching: {} } } },
  });

  it('finds a state or an event the machine does not have', () => {
    expect(proseProblems(sample, 'From *idle* GO leads to *working.fetching*, ACTIVE aside.')).toEqual([]);
    expect(proseProblems(sample, 'From *idle* STOP leads to *closed*.')).toEqual([
      'sample: the prose names the state *closed*, which the machine does not have',
      'sample: the prose names the event STOP, which the machine does not handle',
    ]);
  });
});

describe('renderMachine', () => {
  const machine = setup({
    actors: { fetchSlots: fromPromise(async () => 1) },
    guards: { ready: () => true, blocked: () => false },
  }).createMachine({
    id: 'sample',
    initial: 'idle',
    on: { RESET: '.idle' },
    states: {
      idle: { on: { GO: [{ guard: and(['ready', not('blocked')]), target: 'working' }, { target: 'closed' }] } },
      working: {
        initial: 'fetching',
        invoke: { src: 'fetchSlots', onDone: 'closed', onError: 'idle' },
        after: { 7_200_000: 'closed' },
        states: {
          fetching: { on: { NEXT: 'waiting' } },
          waiting: { type: 'final' },
        },
      },
      closed: { type: 'final', on: { RESET: {} } },
    },
  });
  const chart = renderMachine(machine);

  it('draws states, nesting, guards, timers, invoked actors and final states', () => {
    expect(chart).toContain('[*] --> idle');
    expect(chart).toContain('idle --> working : GO [ready && !blocked]');
    expect(chart).toContain('idle --> closed : GO [else]');
    expect(chart).toContain('working --> closed : after 2h');
    expect(chart).toContain('working --> closed : done#58; fetchSlots');
    expect(chart).toContain('working --> idle : error#58; fetchSlots');
    expect(chart).toMatch(/state working \{\n\s+\[\*\] --> fetching\n\s+fetching --> waiting : NEXT\n\s+waiting --> \[\*\]\n\s+\}/);
    expect(chart).toContain('closed --> [*]');
  });

  it('draws a transition of the whole machine from the top-level states that do not handle the event', () => {
    expect(chart).toContain('idle --> idle : RESET');
    expect(chart).toContain('working --> idle : RESET');
    expect(chart).not.toContain('closed --> idle : RESET');
  });
});
