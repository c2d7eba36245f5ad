// @vitest-environment happy-dom
/**
 * The shared load flow as a screen shows it (machines/load.ts through src/components/useLoad.ts): every
 * path of the load graph is replayed against a small screen of fields filtered by city, built as the
 * app's list screens are (filters that stay on screen while the list loads, Loading, LoadFailed with
 * 'Reintentar', an item changed in place), with the loader replaced by a fake. In each state the suite
 * checks 'Cargando', 'No pudimos cargar las canchas.' with why and 'Reintentar', the fields of the city
 * chosen last (a change of city while loading restarts the load and the earlier answer is dropped), and
 * which request went out for which city.
 */
import { Button, Group } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { observeServerDate } from '../../domain/clock';
import * as MSG from '../../domain/messages';
import type { Field as AppField } from '../../domain/types';
import { createLoadMachine } from '../../machines/load';
import { LoadFailed } from '../../src/components/failure';
import { Loading } from '../../src/components/Loading';
import { FieldGrid } from '../../src/features/fields/FieldGrid';
import { useLoad } from '../../src/components/useLoad';
import { apiError, describeViewPaths, done, failed, flush, type Call } from '../machines/paths';
import { actAsync, buttonLabelled, renderView } from './setup';

vi.mock('../../src/inspect', async () => ({ inspector: (await import('../machines/paths')).viewInspector }));

interface Field {
  id: number;
  name: string;
  featured?: boolean;
}
const FIELDS: Record<string, Field[]> = {
  Bogotá: [
    { id: 1, name: 'La Bombonera' },
    { id: 2, name: 'El Campín Sintético' },
  ],
  Medellín: [{ id: 3, name: 'Cancha Laureles' }],
};
const CITIES = Object.keys(FIELDS);
/** The fake server answers the fields of the city it was asked for. */
const ANSWER = 'las canchas de la ciudad';
const LOAD = '0.load.loading';
/** A visitor, or a player without a team: no ACTIVE reservation to read. */
const NO_TEAM = { reservation: null, known: true, failed: null };

const EVENTS = [
  { type: 'RELOAD' },
  { type: 'RELOAD', input: ['Bogotá'] },
  { type: 'RELOAD', input: ['Medellín'] },
  { type: 'SET_DATA', data: ANSWER },
  done(LOAD, ANSWER),
  failed(LOAD, new Error('Network Error')),
  failed(LOAD, apiError(500, 'INTERNAL', 'Error interno')),
] as const;

/** Fields by city: the filter stays on screen while the list loads; 'Destacar' changes a field in place. */
function FieldsByCity({ calls }: { calls: Call[] }) {
  const [city, setCity] = useState('Bogotá');
  const fields = useLoad(
    (signal) =>
      new Promise<unknown>((resolve, reject) => calls.push({ src: 'load', id: LOAD, input: { city }, signal, settled: false, resolve, reject })).then(
        (output) => (output === ANSWER ? FIELDS[city] : (output as Field[])),
      ),
    [city],
  );
  return (
    <>
      <Group>
        {CITIES.map((c) => (
          <Button key={c} variant={c === city ? 'filled' : 'default'} aria-pressed={c === city} onClick={() => setCity(c)}>
            {c}
          </Button>
        ))}
      </Group>
      {fields.status === 'loading' ? (
        <Loading />
      ) : fields.status === 'failure' ? (
        <LoadFailed title={MSG.failure.fieldsLoadFailed} error={fields.error} onRetry={fields.reload} />
      ) : (
        <ul>
          {(fields.data ?? []).map((f) => (
            <li key={f.id}>
              {f.name}
              {f.featured ? ' (destacada)' : ''}
              <button type="button" onClick={() => fields.setData(fields.data!.map((g) => (g.id === f.id ? { ...g, featured: true } : g)))}>
                Destacar
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The city chosen last along a path, and the state the screen is in, for what the user can do next. */
function walk(events: { type: string; input?: unknown }[]) {
  let city = 'Bogotá';
  let state: 'loading' | 'success' | 'failure' = 'loading';
  for (const e of events) {
    if (e.type === 'RELOAD') {
      if (e.input) city = (e.input as string[])[0];
      state = 'loading';
    }
    if (e.type === `xstate.done.actor.${LOAD}`) state = 'success';
    if (e.type === `xstate.error.actor.${LOAD}`) state = 'failure';
  }
  return { city, state };
}

const pending = (calls: Call[]) => calls.filter((c) => !c.settled);
const items = () => [...document.querySelectorAll('li')].map((li) => li.firstChild?.textContent);

describeViewPaths({
  name: 'load',
  machine: createLoadMachine<unknown, readonly unknown[]>(),
  inputs: [['Bogotá']],
  events: EVENTS,
  // 'Reintentar' shows only after a failure, a city reloads only when it changes, 'Destacar' needs the list.
  feasible: (events) =>
    events.every((e, i) => {
      const { city, state } = walk(events.slice(0, i));
      if (e.type === 'RELOAD') return 'input' in e ? (e as { input: string[] }).input[0] !== city : state === 'failure';
      if (e.type === 'SET_DATA') return state === 'success';
      return true;
    }),
  // Simple paths run to the hundred thousand here; shortest paths and every edge reach every transition.
  simplePaths: false,
  act: actAsync,
  render: ({ calls }) => renderView(<FieldsByCity calls={calls} />),
  drive: (event) => {
    if (event.type === 'RELOAD') {
      const input = (event as { input?: string[] }).input;
      fireEvent.click(buttonLabelled(input ? input[0] : MSG.failure.retry)!);
      return;
    }
    if (event.type === 'SET_DATA') {
      fireEvent.click(buttonLabelled('Destacar')!);
      return;
    }
    throw new Error(`no user step for ${event.type}`);
  },
  check: ({ snapshot, calls, event }) => {
    const city = (snapshot.context.input as string[])[0];
    // The filter shows the city chosen last, in every state.
    expect(buttonLabelled(city)!.getAttribute('aria-pressed')).toBe('true');
    switch (snapshot.value) {
      case 'loading':
        expect(screen.getByRole('status').textContent).toMatch(/^Cargando\.{1,3}$/);
        expect(items()).toEqual([]);
        expect(buttonLabelled(MSG.failure.retry)).toBeNull();
        // One request, for the city chosen last; an earlier one was stopped.
        expect(pending(calls)).toHaveLength(1);
        expect(calls.at(-1)).toMatchObject({ src: 'load', settled: false, input: { city } });
        break;
      case 'failure': {
        const error = (event as unknown as { error: unknown }).error;
        const alert = screen.getByRole('alert');
        expect(alert.textContent).toContain(MSG.failure.fieldsLoadFailed);
        // No connection and a server failure read differently, and neither as an empty list.
        expect(alert.textContent).toContain(error instanceof Error ? MSG.failure.offline : MSG.failure.server);
        expect(buttonLabelled(MSG.failure.retry)!.disabled).toBe(false);
        expect(items()).toEqual([]);
        expect(screen.queryByRole('status')).toBeNull();
        expect(pending(calls)).toEqual([]);
        break;
      }
      case 'success':
        expect(screen.queryByRole('status')).toBeNull();
        expect(screen.queryByRole('alert')).toBeNull();
        // The fields of the city chosen last, never those of an earlier answer.
        expect(items()).toEqual(FIELDS[city].map((f) => f.name));
        if (event?.type === 'SET_DATA') expect(document.querySelector('li')!.textContent).toContain('(destacada)');
        expect(pending(calls)).toEqual([]);
        break;
      default:
        throw new Error(`unexpected state ${JSON.stringify(snapshot.value)}`);
    }
  },
});

describe('the field grid of /home over the load flow', () => {
  // The cards' chunk, loaded once here, so that a card shows a moment after the list, not a cold transform later.
  beforeAll(() => import('../../src/features/fields/FieldCards'));
  const bombonera = {
    id: 1,
    name: 'La Bombonera',
    address: 'Calle 45 # 12-30',
    city: 'Bogotá',
    hourlyRate: 120000,
    openingHour: '06:00',
    closingHour: '22:00',
    status: 'ACTIVE',
    imageUrl: null,
    adminId: 7,
    admin: { id: 7, firstName: 'Luis', lastName: 'Gómez', documentNumber: '1020' },
  } as unknown as AppField;

  it("a failed load says the fields could not load, with 'Reintentar', never that there are none; a retry shows them", async () => {
    const calls: Call[] = [];
    const load = (signal: AbortSignal) =>
      new Promise<AppField[]>((resolve, reject) =>
        calls.push({ src: 'load', id: LOAD, input: undefined, signal, settled: false, resolve: resolve as (v: unknown) => void, reject }),
      );
    const shown = renderView(<FieldGrid load={load} active={NO_TEAM} />);
    try {
      expect(screen.getByRole('status').textContent).toMatch(/^Cargando/);
      expect(calls).toHaveLength(1);
      await actAsync(async () => {
        calls[0].reject(new Error('Network Error'));
        await flush();
      });
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain(MSG.failure.fieldsLoadFailed);
      expect(alert.textContent).toContain(MSG.failure.offline);
      expect(screen.queryByText('No hay canchas disponibles por ahora.')).toBeNull();
      await actAsync(async () => {
        fireEvent.click(buttonLabelled(MSG.failure.retry)!);
        await flush();
      });
      expect(screen.getByRole('status').textContent).toMatch(/^Cargando/);
      expect(calls).toHaveLength(2);
      await actAsync(async () => {
        calls[1].resolve([bombonera]);
        await flush();
      });
      // The cards come in a chunk of their own (FieldCards), a moment after the list.
      expect(await screen.findByRole('article', { name: 'La Bombonera' })).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      shown.unmount();
    }
  });

  it('the open-now badges follow the clock the list’s own answer set, not the one the page opened with', async () => {
    const bogotaHour = Number(new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone: 'America/Bogota' }).format(new Date()));
    const deviceSaysOpen = bogotaHour >= 6 && bogotaHour < 22;
    // The server's clock says 3 a. m. in Bogotá (closed) when this machine's says the field is open, and noon otherwise.
    const server = new Date(`${new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10)}T${deviceSaysOpen ? '03' : '12'}:00:00-05:00`);
    let answer: (fields: AppField[]) => void = () => {};
    const shown = renderView(<FieldGrid load={() => new Promise((resolve) => (answer = resolve))} active={NO_TEAM} />);
    try {
      await actAsync(async () => {
        observeServerDate(server.toUTCString());
        answer([bombonera]);
        await flush();
      });
      expect(await screen.findByText(deviceSaysOpen ? 'Cerrada ahora' : 'Abierta ahora')).toBeTruthy();
    } finally {
      observeServerDate(new Date().toUTCString());
      shown.unmount();
    }
  });

  it('an empty answer is the empty list, not a failure', async () => {
    let answer: (fields: AppField[]) => void = () => {};
    const shown = renderView(<FieldGrid load={() => new Promise((resolve) => (answer = resolve))} active={NO_TEAM} />);
    try {
      await actAsync(async () => {
        answer([]);
        await flush();
      });
      expect(await screen.findByText('No hay canchas disponibles por ahora.')).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      shown.unmount();
    }
  });
});

describe('a load the server refused', () => {
  it("keeps 'Reintentar' when another try may pass: a session being renewed (401), a timeout or a throttle on the way", () => {
    for (const status of [401, 408, 429, 503]) {
      const shown = renderView(<LoadFailed title={MSG.field.loadFailed} error={apiError(status, 'X', 'Inténtalo de nuevo.')} onRetry={vi.fn()} />);
      try {
        expect(buttonLabelled(MSG.failure.retry), String(status)).not.toBeNull();
      } finally {
        shown.unmount();
      }
    }
  });
  it.each([
    [404, 'NOT_FOUND', 'La cancha no existe.'],
    [400, 'INVALID_ID', 'El identificador no es válido.'],
  ])("(%i) says why, with the screen's way back and without 'Reintentar', which would get the same answer", (status, code, message) => {
    const shown = renderView(
      <LoadFailed title={MSG.field.loadFailed} error={apiError(status, code, message)} onRetry={vi.fn()}>
        <Button>Volver</Button>
      </LoadFailed>,
    );
    try {
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain(message);
      expect(buttonLabelled(MSG.failure.retry)).toBeNull();
      expect(buttonLabelled('Volver')).not.toBeNull();
    } finally {
      shown.unmount();
    }
  });
});
