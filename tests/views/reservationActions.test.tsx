// @vitest-environment happy-dom
/**
 * Finalizing and cancelling a reservation as the user does it (docs/product.md, "Reservations"): every
 * path of the reservation-actions graph is replayed against the reservation list's action flow, the real
 * ReservationCard, ConfirmReservationAction and useReservationActions wired as the list mode wires
 * them (its `cardActions`), with the `update`, `read`, `readTurn` and `readVaca` requests replaced by fakes. In each state the suite
 * checks the confirmation (for the rest of a fixed turn, how many dates it cancels; the money due or received; to a team's owner, who
 * paid him their share of the vaca), the buttons enabled or not, the notice, the card updated in place, and the request sent.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { expect, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { formatPesos, formatTime12, longDateLabel } from '../../domain/format';
import * as MSG from '../../domain/messages';
import type { Reservation } from '../../domain/types';
import { reservationActionsMachine, type ReservationAction } from '../../machines/reservationActions';
import { ConfirmReservationAction } from '../../src/features/reservation-list/ConfirmReservationAction';
import { ReservationCard } from '../../src/features/reservation-list/ReservationCard';
import { cardActions } from '../../src/features/reservation-list/scope';
import { useReservationActions } from '../../src/features/reservation-list/useReservationActions';
import { apiError, describeViewPaths, done, failed, type Call } from '../machines/paths';
import { actAsync, buttonLabelled, renderView, shownDialog } from './setup';

vi.mock('../../src/inspect', async () => ({ inspector: (await import('../machines/paths')).viewInspector }));

// 10:00 in Bogotá: reservation 5 ended yesterday and must be closed; reservation 9 is next week; reservation 11 started
// at 9:00 and nobody came.
const NOW = new Date('2026-11-20T15:00:00Z');
const reservation = (id: number, teamName: string, reservationDate: string, startTime: string, endTime: string): Reservation => ({
  id,
  status: 'ACTIVE',
  reservationDate,
  startTime,
  endTime,
  hours: 2,
  team: null,
  field: null,
  teamName,
  fieldName: 'La Bombonera',
});
/** A walk-in customer's weekly fixed turn (a manual booking): only its administrator sees the customer. */
const SERIES: Reservation = {
  ...reservation(14, 'Carlos Ruiz', '2026-11-28', '19:00', '21:00'),
  customer: { name: 'Carlos Ruiz', cellphone: '3001234567', note: null },
  seriesId: 'turno-1',
};
/** The whole turn, as the server reads it: a week before, this one, two more ACTIVE and one cancelled. */
const TURN: Reservation[] = [
  { ...SERIES, id: 13, reservationDate: '2026-11-21' },
  SERIES,
  { ...SERIES, id: 15, reservationDate: '2026-12-05' },
  { ...SERIES, id: 16, reservationDate: '2026-12-12', status: 'CANCELED' },
  { ...SERIES, id: 17, reservationDate: '2026-12-19' },
];
/** What the confirmation says once the turn is counted: 14 and the two later ACTIVE weeks. */
const COUNTED = MSG.reservation.cancelSeriesCount(3, longDateLabel('2026-11-28'));
// What was received of each: a deposit of the first two, nothing of the turn.
/** Who paid the owner of Los Halcones their share of its booking, as the server reads it. */
const PAID_BY = ['Ana Pérez', 'Luis Gómez'];
const LIST = [
  { ...reservation(5, 'Los Costeños', '2026-11-19', '08:00', '10:00'), price: 180000, paid: 50000 },
  { ...reservation(9, 'Atlético Chapinero', '2026-11-27', '18:00', '20:00'), price: 90000, paid: 30000 },
  SERIES,
  { ...reservation(11, 'Deportivo Sur', '2026-11-20', '09:00', '11:00'), price: 180000, paid: 0 },
  // A booking of the team's owner, whose buttons his team's list wires (he collects the vaca).
  { ...reservation(20, 'Los Halcones', '2026-11-29', '20:00', '22:00'), price: 100000, paid: 0 },
];
/** Per action: the card it starts on, the confirmation's texts and button, the notice, and the new status. */
const ACTIONS = {
  finalize: {
    action: 'finalize' as ReservationAction,
    id: 5,
    name: 'Los Costeños',
    button: 'Finalizar',
    title: MSG.reservation.finalizeConfirmTitle,
    // It ended yesterday: the confirmation says so, not that it is still on.
    text: MSG.reservation.finalizeEndedText('Los Costeños'),
    confirm: 'Sí, finalizar',
    notice: MSG.reservation.finalized('Los Costeños'),
    status: 'Finalizada',
    // What is still due, before it is closed for good.
    money: MSG.reservation.finalizeDue(formatPesos(130000)),
  },
  cancel: {
    action: 'cancel' as ReservationAction,
    id: 9,
    name: 'Atlético Chapinero',
    button: 'Cancelar reserva',
    title: MSG.reservation.cancelConfirmTitle,
    text: MSG.reservation.cancelConfirmText,
    confirm: 'Sí, cancelar reserva',
    notice: MSG.reservation.canceled,
    status: 'Cancelada',
    // What was received, to be given back and recorded apart.
    money: MSG.reservation.cancelReceived(formatPesos(30000)),
  },
  /** The team's owner cancels: the confirmation first reads who paid him their share. */
  cancelVaca: {
    action: 'cancel' as ReservationAction,
    id: 20,
    name: 'Los Halcones',
    button: 'Cancelar reserva',
    title: MSG.reservation.cancelConfirmTitle,
    text: MSG.reservation.cancelConfirmText,
    confirm: 'Sí, cancelar reserva',
    notice: MSG.reservation.canceled,
    status: 'Cancelada',
    money: null,
  },
  cancelSeries: {
    action: 'cancelSeries' as ReservationAction,
    id: 14,
    name: 'Carlos Ruiz',
    button: MSG.reservation.cancelSeries,
    title: MSG.reservation.cancelSeriesConfirmTitle,
    text: MSG.reservation.cancelSeriesConfirmText,
    confirm: MSG.reservation.cancelSeriesConfirm,
    notice: MSG.reservation.seriesCanceledShort,
    status: 'Cancelada',
    money: null,
  },
  noShow: {
    action: 'noShow' as ReservationAction,
    id: 11,
    name: 'Deportivo Sur',
    button: MSG.reservation.noShowButton,
    title: MSG.reservation.noShowConfirmTitle,
    text: MSG.reservation.noShowConfirmText('Deportivo Sur'),
    confirm: MSG.reservation.noShowConfirm,
    notice: MSG.reservation.noShowDone('Deportivo Sur'),
    // Cancelled, and said so: 'No se presentó', not 'Cancelada'.
    status: MSG.reservation.noShow,
    money: null,
  },
} as const;
type Case = keyof typeof ACTIONS;
const ACTION_OF_EVENT = { FINALIZE: 'finalize', CANCEL_RESERVATION: 'cancel', CANCEL_SERIES: 'cancelSeries', NO_SHOW: 'noShow' } as const;
const chooses = (e: { type: string }) => e.type in ACTION_OF_EVENT;
/** The case a card's button starts: the team owner's cancel reads the vaca first. */
const caseOf = (e: { type: string; vaca?: boolean }): Case =>
  e.type === 'CANCEL_RESERVATION' && e.vaca ? 'cancelVaca' : ACTION_OF_EVENT[e.type as keyof typeof ACTION_OF_EVENT];
/** The case the machine is on, by the reservation it acts on. */
const caseNow = (context: { target: { id: number } | null }) => (Object.keys(ACTIONS) as Case[]).find((c) => ACTIONS[c].id === context.target!.id)!;
const NOT_ACTIVE = 'Solo se puede cambiar una reserva activa.';
/** The fake server answers the reservation it changed, with its new status. */
const UPDATED = 'la reserva actualizada';
/** An answer lost on the way: the reservation read again has this status (the change made, or not). */
const readAs = (status: Reservation['status'], noShow = false) => done('read', { status, noShow });
const noAnswer = Object.assign(new Error('Network Error'), { name: 'AxiosError', isAxiosError: true });

const EVENTS = [
  { type: 'FINALIZE', id: 5, teamName: 'Los Costeños', ended: true },
  { type: 'CANCEL_RESERVATION', id: 9 },
  { type: 'CANCEL_RESERVATION', id: 20, vaca: true },
  { type: 'CANCEL_SERIES', id: 14 },
  { type: 'NO_SHOW', id: 11, teamName: 'Deportivo Sur' },
  { type: 'CONFIRM' },
  { type: 'DISMISS' },
  done('readTurn', TURN),
  failed('readTurn', noAnswer),
  done('readVaca', PAID_BY),
  failed('readVaca', noAnswer),
  done('update', UPDATED),
  failed('update', apiError(409, 'RESERVATION_NOT_ACTIVE', NOT_ACTIVE)),
  failed('update', new Error('Network Error')),
  failed('update', noAnswer),
  readAs('FINISHED'),
  readAs('CANCELED'),
  readAs('ACTIVE'),
  readAs('CANCELED', true),
  failed('read', noAnswer),
] as const;

const answered = (input: { action: ReservationAction; id: number }) => ({
  ...LIST.find((r) => r.id === input.id)!,
  status: input.action === 'finalize' ? ('FINISHED' as const) : ('CANCELED' as const),
  noShow: input.action === 'noShow',
});

/** A fake `update` that records its call and answers the changed reservation when the test settles it. */
const fakeUpdate = (calls: Call[]) =>
  fromPromise<Reservation, { action: ReservationAction; id: number }>(({ input, signal, self }) =>
    new Promise<unknown>((resolve, reject) => calls.push({ src: 'update', id: self.id, input, signal, settled: false, resolve, reject })).then(
      (output) => (output === UPDATED ? answered(input) : (output as Reservation)),
    ),
  );

/** A fake `read`: the reservation as the server has it, with the status the test says. */
const fakeRead = (calls: Call[]) =>
  fromPromise<Reservation, { id: number }>(({ input, signal, self }) =>
    new Promise<unknown>((resolve, reject) => calls.push({ src: 'read', id: self.id, input, signal, settled: false, resolve, reject })).then(
      (output) => ({ ...LIST.find((r) => r.id === input.id)!, ...(output as Pick<Reservation, 'status' | 'noShow'>) }),
    ),
  );
/** A fake `readTurn`: the turn the test answers. */
const fakeReadTurn = (calls: Call[]) =>
  fromPromise<Reservation[], { id: number }>(
    ({ input, signal, self }) =>
      new Promise<Reservation[]>((resolve, reject) =>
        calls.push({ src: 'readTurn', id: self.id, input, signal, settled: false, resolve: resolve as (output: unknown) => void, reject }),
      ),
  );
/** A fake `readVaca`: the names the test answers. */
const fakeReadVaca = (calls: Call[]) =>
  fromPromise<string[], { id: number }>(
    ({ input, signal, self }) =>
      new Promise<string[]>((resolve, reject) =>
        calls.push({ src: 'readVaca', id: self.id, input, signal, settled: false, resolve: resolve as (output: unknown) => void, reject }),
      ),
  );
const STATUS_AFTER = { finalize: 'FINISHED', cancel: 'CANCELED', cancelSeries: 'CANCELED', noShow: 'CANCELED' } as const;

/**
 * The list's cards and confirmation, as the list mode (ListMode.tsx) wires them: the card's buttons through the list's own
 * `cardActions`, a field's list's but for Los Halcones, wired as its owner's team list does.
 */
function ReservationList({ calls }: { calls: Call[] }) {
  const [list, setList] = useState(LIST);
  const [actors] = useState(() => ({
    update: fakeUpdate(calls),
    read: fakeRead(calls),
    readTurn: fakeReadTurn(calls),
    readVaca: fakeReadVaca(calls),
  }));
  const actions = useReservationActions((updated) => setList((all) => all.map((r) => (r.id === updated.id ? updated : r))), undefined, actors);
  return (
    <>
      {list.map((r) => (
        <ReservationCard
          key={r.id}
          reservation={r}
          viewedBy="field"
          canManage
          busy={actions.sending && actions.target?.id === r.id}
          {...cardActions(actions.send, r.id === ACTIONS.cancelVaca.id ? 'team' : 'field')}
        />
      ))}
      <ConfirmReservationAction actions={actions} reservation={list.find((r) => r.id === actions.target?.id)} viewedBy="field" />
    </>
  );
}

const cardOf = (teamName: string) => document.querySelector<HTMLElement>(`article[aria-label="Reserva de ${teamName}"]`)!;
const card = (teamName: string) => within(cardOf(teamName));
const buttonOf = (c: Case) => buttonLabelled(ACTIONS[c].button, cardOf(ACTIONS[c].name));
const dialog = shownDialog;
const pending = (calls: Call[]) => calls.filter((c) => !c.settled);

/** What the user has finished so far on a path: a finalized or cancelled card offers its button no more. */
function finished(events: { type: string }[]) {
  const changed = new Set<number>();
  let chosen: Case | null = null;
  for (const e of events) {
    if (chooses(e)) chosen = caseOf(e);
    const read = e.type === 'xstate.done.actor.read' && (e as { output?: { status: string; noShow?: boolean } }).output;
    const made =
      e.type === 'xstate.done.actor.update' ||
      (read && chosen !== null && read.status === STATUS_AFTER[ACTIONS[chosen].action] && (chosen !== 'noShow' || read.noShow === true));
    if (made && chosen !== null) changed.add(ACTIONS[chosen].id);
  }
  return changed;
}

describeViewPaths({
  name: 'reservationActions',
  machine: reservationActionsMachine,
  now: NOW,
  events: EVENTS,
  // Once a reservation is finalized (or cancelled) its card offers that button no more.
  // Only a booking marked 'No se presentó' reads back as one.
  feasible: (events) =>
    events.every((e, i) => {
      const changed = finished(events.slice(0, i));
      const chosen = events.slice(0, i).findLast(chooses);
      const readNoShow = e.type === 'xstate.done.actor.read' && (e as { output?: { noShow?: boolean } }).output?.noShow === true;
      if (readNoShow && chosen?.type !== 'NO_SHOW') return false;
      return !(chooses(e) && changed.has(ACTIONS[caseOf(e)].id));
    }),
  // The simple paths add nothing the edges miss here, and each render costs.
  simplePaths: false,
  // Four actions make nearly 300 edges, each rendered: about a minute alone, minutes on a busy machine.
  timeout: 400_000,
  act: actAsync,
  render: ({ calls }) => renderView(<ReservationList calls={calls} />),
  drive: (event, { actor, snapshot }) => {
    const open = snapshot.matches('confirming') || snapshot.hasTag('sending');
    switch (event.type) {
      case 'FINALIZE':
      case 'CANCEL_RESERVATION':
      case 'CANCEL_SERIES':
      case 'NO_SHOW': {
        const button = buttonOf(caseOf(event));
        if (!button) throw new Error(`no button for ${event.type}`);
        fireEvent.click(button);
        return;
      }
      case 'CONFIRM':
      case 'DISMISS': {
        if (snapshot.hasTag('reading') && event.type === 'CONFIRM') {
          // While the dates are counted (or the vaca read) the confirmation cannot be pressed: the machine must ignore it.
          expect(buttonLabelled(ACTIONS[caseNow(snapshot.context)].confirm, dialog()!)!.disabled).toBe(true);
          actor.send(event);
          return;
        }
        if (!open && !snapshot.hasTag('reading')) {
          // No confirmation on screen: nothing the user can press sends it; the machine must ignore it.
          expect(dialog()).toBeNull();
          actor.send(event);
          return;
        }
        const confirm = ACTIONS[caseNow(snapshot.context)].confirm;
        fireEvent.click(buttonLabelled(event.type === 'CONFIRM' ? confirm : 'Volver', dialog()!)!);
        return;
      }
      default:
        throw new Error(`no user step for ${event.type}`);
    }
  },
  check: ({ snapshot, calls, event, previous }) => {
    const { context } = snapshot;
    const entered = previous?.value !== snapshot.value;
    switch (snapshot.value) {
      case 'idle':
      case 'done':
      case 'failed': {
        expect(dialog()).toBeNull();
        expect(pending(calls)).toEqual([]);
        // The cards offer their buttons again, enabled, unless already changed.
        for (const c of Object.keys(ACTIONS) as Case[]) {
          const button = buttonOf(c);
          if (button) expect(button.disabled).toBe(false);
        }
        if (snapshot.value === 'done' && entered) {
          const chosen = ACTIONS[caseNow(context)];
          // The rest of a turn: how many dates were cancelled, when they were counted before asking.
          const notice = context.action === 'cancelSeries' && context.rest ? MSG.reservation.seriesCanceledCount(3) : chosen.notice;
          expect(screen.getAllByText(notice).length).toBeGreaterThan(0);
          // The card changed in place: its new status, and no button for it.
          expect(card(chosen.name).getByText(chosen.status)).toBeTruthy();
          expect(cardOf(chosen.name).querySelector('button:not([aria-haspopup])')).toBeNull();
        }
        if (snapshot.value === 'failed' && entered) {
          // After a lost answer the change was not made (or could not be read): the update's own reason, no connection.
          const error = previous?.value === 'verifying' ? noAnswer : (event as unknown as { error: unknown }).error;
          const reason = error === noAnswer ? MSG.failure.offline : error instanceof Error ? MSG.general.saveFailed : NOT_ACTIVE;
          expect(screen.getAllByText(reason).length).toBeGreaterThan(0);
          // The card is unchanged.
          expect(card(ACTIONS[caseNow(context)].name).getByText('Activa')).toBeTruthy();
        }
        break;
      }
      case 'counting':
      case 'readingVaca':
      case 'confirming':
      case 'updating':
      case 'verifying': {
        const now = caseNow(context);
        const chosen = ACTIONS[now];
        expect(context.action).toBe(chosen.action);
        // The rest of a turn is asked about once its dates are counted (or could not be), the owner's cancel once the vaca is read.
        const via = now === 'cancelSeries' ? 'readTurn' : now === 'cancelVaca' ? 'readVaca' : null;
        if (entered && snapshot.value === 'counting') expect(event?.type).toBe('CANCEL_SERIES');
        if (entered && snapshot.value === 'readingVaca') expect(event).toEqual({ type: 'CANCEL_RESERVATION', id: 20, vaca: true });
        if (entered && snapshot.value === 'confirming')
          expect(via ? event?.type.replace(/^xstate\.(done|error)\.actor\./, '') : caseOf(event!)).toBe(via ?? now);
        if (entered && snapshot.value === 'updating') expect(event?.type).toBe('CONFIRM');
        const modal = within(dialog()!);
        expect(modal.getByText(chosen.title)).toBeTruthy();
        if (snapshot.hasTag('reading')) {
          // A line in place of the text, and nothing else said yet; only 'Volver' can be pressed.
          expect(modal.getByTestId('confirm-reading')).toBeTruthy();
          expect(modal.queryByText(chosen.text)).toBeNull();
          expect(buttonLabelled(chosen.confirm, dialog()!)!.disabled).toBe(true);
          expect(buttonLabelled('Volver', dialog()!)!.disabled).toBe(false);
          expect(modal.queryByTestId('confirm-money')).toBeNull();
          expect(pending(calls)).toEqual([expect.objectContaining({ src: via, input: { id: chosen.id } })]);
          break;
        }
        // The count when the turn was read, else the words.
        expect(modal.getByText(via && context.rest ? COUNTED : chosen.text)).toBeTruthy();
        // The money due or received, to the field; to the team's owner, who paid him their share (when it could be read).
        const money =
          chosen.money ?? (now === 'cancelVaca' && context.paidBy.length > 0 ? MSG.reservation.cancelSharesPaid('Ana Pérez y Luis Gómez', 2) : null);
        if (money) expect(modal.getByTestId('confirm-money').textContent).toBe(money);
        else expect(modal.queryByTestId('confirm-money')).toBeNull();
        if (entered && snapshot.value === 'confirming' && now === 'cancelVaca')
          expect(context.paidBy).toEqual(event?.type === 'xstate.done.actor.readVaca' ? PAID_BY : []);
        if (entered && snapshot.value === 'confirming' && event?.type === 'xstate.done.actor.readTurn') {
          expect(context.rest).toEqual({ count: 3, from: '2026-11-28' });
        }
        // It names the reservation it is about: the card it covers has neighbours with the same buttons.
        const which = LIST.find((r) => r.id === chosen.id)!;
        expect(modal.getByTestId('confirm-reservation').textContent).toContain(`${chosen.name}: `);
        expect(modal.getByTestId('confirm-reservation').textContent).toContain(formatTime12(which.startTime));
        const confirm = buttonLabelled(chosen.confirm, dialog()!)!;
        const back = buttonLabelled('Volver', dialog()!)!;
        const onCard = buttonOf(now)!;
        if (snapshot.value === 'confirming') {
          // Nothing is sent before the user confirms.
          expect(pending(calls)).toEqual([]);
          expect(confirm.disabled).toBe(false);
          expect(back.disabled).toBe(false);
          expect(onCard.disabled).toBe(false);
        } else {
          expect(confirm.getAttribute('data-loading')).toBe('true');
          expect(back.disabled).toBe(true);
          expect(onCard.disabled).toBe(true);
          expect(pending(calls)).toHaveLength(1);
          expect(calls.at(-1)).toMatchObject(
            snapshot.value === 'updating'
              ? { src: 'update', settled: false, input: { action: context.action, id: chosen.id } }
              : { src: 'read', settled: false, input: { id: chosen.id } },
          );
        }
        break;
      }
      default:
        throw new Error(`unexpected state ${JSON.stringify(snapshot.value)}`);
    }
  },
});
