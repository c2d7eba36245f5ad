// @vitest-environment happy-dom
/**
 * 'Buscar cancha libre' as a person uses it (docs/product.md, "Finding a free field"): every path of the freeSearch
 * graph replayed against FreeSearchPanel with its `search` request replaced by a fake. A SEARCH is the day's chip,
 * the start time and the length chosen (each change asks again; the last one asks for the event's search); RETRY is
 * 'Reintentar'; CLEAR is today's chosen start begun while the form is open, and the length chosen again. In each state the suite
 * checks what is shown and what was asked.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as MSG from '../../domain/messages';
import { formatPesos, formatTime12 } from '../../domain/format';
import type { FreeField, NearFreeField } from '../../domain/types';
import { instantInAppZone } from '../../domain/time';
import { freeSearchMachine } from '../../machines/freeSearch';
import FreeSearchPanel, { type ChosenSlot } from '../../src/features/free-search/FreeSearchPanel';
import { apiError, describeViewPaths, done, failed, fakeActors, type Call } from '../machines/paths';
import { actAsync, buttonLabelled, renderView, spaced } from './setup';

vi.mock('../../src/inspect', async () => ({ inspector: (await import('../machines/paths')).viewInspector }));

// Monday 10 June 2030, 08:00 in Bogota.
const NOW = new Date('2030-06-10T13:00:00Z');
const TODAY = '2030-06-10';
const SATURDAY = { reservationDate: '2030-06-15', startTime: '20:00', hours: 1 };
const SUNDAY = { reservationDate: '2030-06-16', startTime: '19:30', hours: 2 };
const CHIPS: Record<string, string> = { '2030-06-15': 'sáb 15', '2030-06-16': 'dom 16' };
const place = (id: number, name: string) => ({ id, name, address: `Calle ${id}`, city: 'Cartagena', openingHour: '08:00', closingHour: '22:00' });
const FREE: FreeField[] = [
  { field: place(1, 'Sintética Manga'), price: 90000 },
  { field: place(2, 'La Bombonera'), price: 120000 },
];
const NEAR: NearFreeField[] = [{ field: place(3, 'El Cabrero'), times: [{ startTime: '21:00', price: 100000 }] }];

const EVENTS = [
  { type: 'SEARCH', search: SATURDAY },
  { type: 'SEARCH', search: SUNDAY },
  { type: 'RETRY' },
  { type: 'CLEAR' },
  done('search', { free: FREE, near: [] }),
  done('search', { free: [], near: NEAR }),
  done('search', { free: [], near: [] }),
  failed('search', apiError(503, 'INTERNAL', 'Falla')),
] as const;

// Each test starts on an entry that keeps no search (a search asked is kept on it: searchOnEntry).
beforeEach(() => window.history.replaceState(null, ''));

const text = () => spaced(document.body.textContent);
/** A button by its accessible name (a result's 'Reservar' is named with its field and time). */
const named = (label: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
const select = () => screen.getByLabelText(MSG.search.startLabel) as HTMLSelectElement;

describeViewPaths({
  name: 'freeSearch',
  machine: freeSearchMachine,
  events: EVENTS,
  now: NOW,
  act: actAsync,
  render: ({ calls, log }) => {
    // Each replay starts on an entry that keeps no search (the last replay's would be asked again: searchOnEntry).
    window.history.replaceState(null, '');
    return renderView(<FreeSearchPanel onChoose={(slot) => log.push(JSON.stringify(slot))} actors={fakeActors(['search'], calls)} />);
  },
  drive: (event, { actor }) => {
    if (event.type === 'RETRY') {
      const retry = buttonLabelled(MSG.failure.retry);
      if (retry) fireEvent.click(retry);
      else actor.send(event);
      return;
    }
    if (event.type === 'CLEAR') {
      // Today's chosen start begins while the form is open; then the length is chosen again.
      fireEvent.click(buttonLabelled(MSG.search.today)!);
      vi.setSystemTime(instantInAppZone(TODAY, select().value));
      fireEvent.click(buttonLabelled(MSG.search.hoursOption(1))!);
      return;
    }
    const { search } = event as unknown as { search: typeof SATURDAY };
    fireEvent.click(buttonLabelled(CHIPS[search.reservationDate])!);
    fireEvent.change(select(), { target: { value: search.startTime } });
    fireEvent.click(buttonLabelled(MSG.search.hoursOption(search.hours))!);
  },
  check: ({ snapshot, calls, event }) => {
    const { context } = snapshot;
    const waiting = calls.filter((c) => !c.settled && !c.signal.aborted);
    switch (snapshot.value) {
      case 'idle':
        // Never asked, or the form now asks for a start already past: said under the time, and no answer of an
        // earlier search left under it.
        expect(waiting).toEqual([]);
        expect(text()).not.toContain(MSG.search.searching);
        expect(document.querySelectorAll('article')).toHaveLength(0);
        expect(text()).not.toContain(MSG.search.empty);
        if (event?.type === 'CLEAR') expect(text()).toContain(MSG.search.startPassed);
        break;
      case 'searching':
        expect(text()).toContain(MSG.search.searching);
        expect(waiting).toHaveLength(1);
        // What was asked is what the form shows now (a RETRY asks the failed search again).
        expect(waiting[0].input).toEqual(context.search);
        if (event?.type === 'SEARCH') expect(context.search).toEqual((event as unknown as { search: unknown }).search);
        expect(buttonLabelled(MSG.failure.retry)).toBeNull();
        break;
      case 'results': {
        expect(text()).toContain(MSG.search.resultsTitle(2));
        const cards = [...document.querySelectorAll('article')].map((a) => a.getAttribute('aria-label'));
        expect(cards).toEqual(['Sintética Manga', 'La Bombonera']);
        expect(text()).toContain(spaced(formatPesos(90000)));
        expect(named(MSG.search.bookAt('Sintética Manga', formatTime12(context.search!.startTime)))).not.toBeNull();
        break;
      }
      case 'empty':
        expect(text()).toContain(MSG.search.empty);
        if (context.answer!.near.length === 0) expect(text()).toContain(MSG.search.nearNone);
        else expect(named(`${MSG.search.bookAt('El Cabrero', formatTime12('21:00'))}, ${formatPesos(100000)}`)).not.toBeNull();
        break;
      case 'failed':
        expect(text()).toContain(MSG.search.failed);
        expect(text()).toContain(MSG.failure.server);
        expect(buttonLabelled(MSG.failure.retry)).not.toBeNull();
        expect(waiting).toEqual([]);
        break;
      default:
        throw new Error(`unexpected state ${JSON.stringify(snapshot.value)}`);
    }
  },
});

describe('FreeSearchPanel', () => {
  it('a result and a near time lead to their slot; today offers no start already past, and one that passes is said and not asked', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    try {
      const calls: Call[] = [];
      const chosen: ChosenSlot[] = [];
      renderView(<FreeSearchPanel onChoose={(slot) => chosen.push(slot)} actors={fakeActors(['search'], calls)} />);
      // It is 08:00: today offers 08:30 first, and nothing earlier.
      const starts = () => [...select().options].map((o) => o.value);
      expect(select().value).toBe('08:30');
      expect(starts()[0]).toBe('08:30');
      await actAsync(async () => {
        fireEvent.click(buttonLabelled(CHIPS[SATURDAY.reservationDate])!);
      });
      expect(starts()[0]).toBe('00:00');
      await actAsync(async () => {
        fireEvent.change(select(), { target: { value: '07:30' } });
      });
      expect(calls.at(-1)!.input).toEqual({ reservationDate: '2030-06-15', startTime: '07:30', hours: 1 });
      // Back to today, Saturday's 07:30 has begun here: the first start today still offers.
      await actAsync(async () => {
        fireEvent.click(buttonLabelled(MSG.search.today)!);
      });
      expect(calls.at(-1)!.input).toEqual({ reservationDate: TODAY, startTime: '08:30', hours: 1 });
      // Left open until 08:30 has begun: said under the time, kept on screen, and a new length asks nothing.
      vi.setSystemTime(new Date('2030-06-10T13:31:00Z'));
      const asked = calls.length;
      await actAsync(async () => {
        fireEvent.click(buttonLabelled(MSG.search.hoursOption(2))!);
      });
      expect(text()).toContain(MSG.search.startPassed);
      expect(select().value).toBe('08:30');
      expect(calls).toHaveLength(asked);
      await actAsync(async () => {
        fireEvent.click(buttonLabelled(CHIPS[SATURDAY.reservationDate])!);
      });
      await actAsync(async () => {
        fireEvent.click(buttonLabelled(MSG.search.hoursOption(1))!);
      });
      await actAsync(async () => {
        fireEvent.change(select(), { target: { value: '20:00' } });
      });
      await actAsync(async () => calls.at(-1)!.resolve({ free: FREE, near: [] }));
      fireEvent.click(named(MSG.search.bookAt('La Bombonera', formatTime12('20:00')))!);
      expect(chosen).toEqual([{ field: FREE[1].field, search: SATURDAY }]);
      await actAsync(async () => {
        fireEvent.click(buttonLabelled(MSG.search.hoursOption(2))!);
      });
      await actAsync(async () => calls.at(-1)!.resolve({ free: [], near: NEAR }));
      fireEvent.click(named(`${MSG.search.bookAt('El Cabrero', formatTime12('21:00'))}, ${formatPesos(100000)}`)!);
      expect(chosen[1]).toEqual({ field: NEAR[0].field, search: { ...SATURDAY, startTime: '21:00', hours: 2 } });
    } finally {
      vi.useRealTimers();
    }
  });
  it('keeps the search asked on the history entry: back on it, the same search is asked again at once', async () => {
    cleanup();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    try {
      const calls: Call[] = [];
      const shown = renderView(<FreeSearchPanel onChoose={() => {}} actors={fakeActors(['search'], calls)} />);
      // Nothing asked until a change; then Saturday at 8 p. m. is kept on the entry.
      expect(calls).toEqual([]);
      await actAsync(async () => {
        fireEvent.click(buttonLabelled(CHIPS[SATURDAY.reservationDate])!);
      });
      await actAsync(async () => {
        fireEvent.change(select(), { target: { value: '20:00' } });
      });
      shown.unmount();
      // Back on the entry (the page rendered again): Saturday at 8 p. m., asked at once.
      const again: Call[] = [];
      renderView(<FreeSearchPanel onChoose={() => {}} actors={fakeActors(['search'], again)} />);
      await actAsync(async () => {});
      expect(again.map((c) => c.input)).toEqual([SATURDAY]);
      expect(select().value).toBe('20:00');
      cleanup();
      // A kept search the clock now refuses (its day has passed), or anything else kept there, is not asked.
      for (const kept of [{ ...SATURDAY, reservationDate: '2030-06-09' }, { reservationDate: 'sábado' }]) {
        window.history.replaceState({ usr: { freeSearch: kept } }, '');
        const none: Call[] = [];
        renderView(<FreeSearchPanel onChoose={() => {}} actors={fakeActors(['search'], none)} />);
        await actAsync(async () => {});
        expect(none).toEqual([]);
        expect(select().value).toBe('08:30');
        cleanup();
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it("while the team holds a booking, says above the results why each reads 'Ver cancha'", async () => {
    cleanup();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    try {
      for (const viewOnly of [true, false]) {
        const calls: Call[] = [];
        renderView(<FreeSearchPanel onChoose={() => {}} viewOnly={viewOnly} actors={fakeActors(['search'], calls)} />);
        await actAsync(async () => {
          fireEvent.click(buttonLabelled(CHIPS[SATURDAY.reservationDate])!);
        });
        await actAsync(async () => calls.at(-1)!.resolve({ free: FREE, near: [] }));
        expect(text().includes(MSG.search.holdsBooking)).toBe(viewOnly);
        expect(buttonLabelled(viewOnly ? MSG.search.view : MSG.search.book)).toBeTruthy();
        cleanup();
        window.history.replaceState(null, '');
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('left open past midnight, its days turn: yesterday is no longer offered, and today is «Hoy»', async () => {
    // Sunday 16 June 2030, 11:58 p. m. in Bogota.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2030-06-17T04:58:00Z'));
    try {
      cleanup();
      renderView(<FreeSearchPanel onChoose={() => {}} actors={fakeActors(['search'], [])} />);
      const chips = () =>
        [...screen.getByRole('group', { name: MSG.search.dayLabel }).querySelectorAll('button')].slice(0, 3).map((b) => b.textContent);
      // No start is left today: the days start tomorrow.
      expect(chips()).toEqual([MSG.search.tomorrow, 'mar 18', 'mié 19']);
      await actAsync(async () => {
        vi.advanceTimersByTime(3 * 60_000);
      });
      expect(chips()).toEqual([MSG.search.today, MSG.search.tomorrow, 'mié 19']);
    } finally {
      vi.useRealTimers();
    }
  });
});
