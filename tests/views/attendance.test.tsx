// @vitest-environment happy-dom
/**
 * '¿Quién va?' and 'la vaca' as a team's owner uses them (docs/product.md, "Who is going"): every path of the
 * attendance graph is replayed against the Attendance part of the team's reservation card, with its `load`, `answer`
 * and `markPaid` requests replaced by fakes. In each state the suite checks the count and the names, the 'Voy' /
 * 'No voy' buttons, the owner's WhatsApp reminders and paid marks, the share, the failure with 'Reintentar', the
 * notices, and the request sent.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nudgeLink } from '../../domain/attendance';
import { formatPesos } from '../../domain/format';
import * as MSG from '../../domain/messages';
import type { Attendance as AttendanceData, Reservation } from '../../domain/types';
import { attendanceMachine } from '../../machines/attendance';
import { Attendance } from '../../src/features/reservation-list/Attendance';
import { apiError, describeViewPaths, done, failed, fakeActors, type Call } from '../machines/paths';
import { actAsync, buttonLabelled, renderView } from './setup';

vi.mock('../../src/inspect', async () => ({ inspector: (await import('../machines/paths')).viewInspector }));

const OWNER = 1;
const RESERVATION = {
  id: 7,
  status: 'ACTIVE',
  reservationDate: '2026-11-28',
  startTime: '19:00',
  endTime: '20:00',
  hours: 1,
  team: { id: 3, ownerId: OWNER, name: 'Los Costeños', city: 'Cartagena', neighborhood: 'Manga' },
  field: { id: 4, name: 'La Bombonera', address: 'Calle 30', city: 'Cartagena', hourlyRate: 90000, openingHour: '08:00', closingHour: '22:00' },
  teamName: 'Los Costeños',
  fieldName: 'La Bombonera',
  price: 90000,
} as Reservation;
const julian = { playerId: OWNER, name: 'Julián Pérez', paid: false };
const ana = { playerId: 2, name: 'Ana Díaz', paid: false, cellphone: '3001234567' };
const beto = { playerId: 3, name: 'Beto Ruiz', paid: false, cellphone: '3007654321' };
const luis = { playerId: 4, name: 'Luis Mora', paid: false };
/** Ana goes; the owner, Beto and Luis (a minor: no cellphone shown) have not answered. */
const FIRST: AttendanceData = { going: [ana], notGoing: [], pending: [julian, beto, luis], share: 90000, left: [] };
/** The owner answered 'Voy'. */
const ANSWERED: AttendanceData = { going: [ana, julian], notGoing: [], pending: [beto, luis], share: 45000, left: [] };
/** Ana paid him. */
const MARKED: AttendanceData = { going: [{ ...ana, paid: true }], notGoing: [], pending: [julian, beto, luis], share: 90000, left: [] };
const CLOSED = apiError(409, 'ATTENDANCE_CLOSED', MSG.attendance.closed);
/** Read again quietly: Beto answered 'Voy' on his phone (the share now split in two). */
const READ_AGAIN = {
  attendance: { going: [ana, beto], notGoing: [], pending: [julian, luis], share: 45000, left: [] },
  paymentInstructions: 'Nequi 3001234567 a nombre de la cancha',
};
/** What the card's quiet read answers next. */
let nextRead = READ_AGAIN;
const noAnswer = Object.assign(new Error('Network Error'), { name: 'AxiosError', isAxiosError: true });

const EVENTS = [
  { type: 'ANSWER', going: true },
  { type: 'MARK_PAID', playerId: 2, paid: true },
  { type: 'RETRY' },
  { type: 'READ', loaded: READ_AGAIN },
  done('load', { attendance: FIRST, paymentInstructions: 'Nequi 3001234567 a nombre de la cancha' }),
  failed('load', noAnswer),
  done('answer', ANSWERED),
  failed('answer', CLOSED),
  done('markPaid', MARKED),
  failed('markPaid', new Error('Network Error')),
] as const;

const section = () => screen.getByRole('region', { name: MSG.attendance.title });
const pending = (calls: Call[]) => calls.filter((c) => !c.settled);

describeViewPaths({
  name: 'attendance',
  machine: attendanceMachine,
  inputs: [{ reservationId: 7, fieldId: 4 }],
  events: EVENTS,
  simplePaths: false,
  act: actAsync,
  render: ({ calls }) =>
    renderView(
      <Attendance
        reservation={RESERVATION}
        viewerId={OWNER}
        actors={fakeActors(['load', 'answer', 'markPaid'], calls)}
        read={() => Promise.resolve(nextRead)}
      />,
    ),
  drive: (event, { actor, snapshot }) => {
    switch (event.type) {
      case 'ANSWER': {
        const button = buttonLabelled(MSG.attendance.going, section());
        if (!snapshot.matches('ready')) {
          // Nothing to press (loading, failed) or it is disabled (sending): the machine must ignore it.
          if (button) expect(button.disabled).toBe(true);
          actor.send(event);
          return;
        }
        fireEvent.click(button!);
        return;
      }
      case 'MARK_PAID': {
        const box = screen.queryByRole('checkbox', { name: MSG.attendance.markPaid('Ana Díaz') }) as HTMLInputElement | null;
        if (!snapshot.matches('ready') || !box || box.checked) {
          if (box && !snapshot.matches('ready')) expect(box.disabled).toBe(true);
          actor.send(event);
          return;
        }
        fireEvent.click(box);
        return;
      }
      case 'RETRY': {
        const retry = screen.queryByRole('button', { name: MSG.failure.retry });
        if (!retry) {
          actor.send(event);
          return;
        }
        fireEvent.click(retry);
        return;
      }
      case 'READ':
        // The owner comes back to the app: the card reads who goes again.
        nextRead = (event as unknown as { loaded: typeof READ_AGAIN }).loaded;
        window.dispatchEvent(new Event('focus'));
        return;
      default:
        throw new Error(`no user step for ${event.type}`);
    }
  },
  feasible: (events) => {
    // Once Ana is marked paid her box is checked: marking her paid again is no step a user takes.
    let marked = false;
    for (const e of events) {
      if (e.type === 'MARK_PAID' && marked) return false;
      if (e.type === 'xstate.done.actor.markPaid') marked = true;
      if (e.type === 'xstate.done.actor.load' || e.type === 'xstate.done.actor.answer') marked = false;
    }
    return true;
  },
  check: ({ snapshot, calls, event }) => {
    const { context } = snapshot;
    switch (snapshot.value) {
      case 'loading':
        expect(screen.getByTestId('attendance-loading')).toBeTruthy();
        expect(pending(calls)).toEqual([expect.objectContaining({ src: 'load', input: { reservationId: 7, fieldId: 4 } })]);
        break;
      case 'failed':
        expect(within(section()).getByText(MSG.attendance.loadFailed)).toBeTruthy();
        expect(screen.getByRole('button', { name: MSG.failure.retry })).toBeTruthy();
        expect(pending(calls)).toEqual([]);
        break;
      case 'ready':
      case 'answering':
      case 'marking': {
        const shown = context.attendance!;
        const box = within(section());
        // The count and the names of those going.
        expect(box.getByTestId('attendance-count').textContent).toBe(MSG.attendance.count(shown.going.length, 4));
        for (const e of shown.going) expect(box.getByTestId('attendance-going').textContent).toContain(e.name);
        // The owner sees who has not answered, with a WhatsApp reminder naming the day and the hour, none for a minor.
        const reminders = box.queryAllByRole('link', { name: /^Recordarle a/ });
        expect(reminders.map((a) => a.getAttribute('href'))).toEqual(
          shown.pending.filter((e) => e.cellphone).map((e) => nudgeLink(e.cellphone!, RESERVATION)),
        );
        // La vaca: each one's share, who paid him and who owes what; the field's instructions.
        expect(box.getByTestId('vaca').textContent).toContain(MSG.attendance.ownerShare(formatPesos(shown.share!)));
        expect(box.getByText('Nequi 3001234567 a nombre de la cancha')).toBeTruthy();
        const anaBox = box.getByRole('checkbox', { name: MSG.attendance.markPaid('Ana Díaz') }) as HTMLInputElement;
        // The mark being sent shows at once.
        expect(anaBox.checked).toBe(snapshot.value === 'marking' || shown.going[0].paid);
        const vaca = box.getByTestId('vaca').textContent;
        if (shown.going[0].paid) expect(vaca).toContain(MSG.attendance.paidMark);
        else expect(vaca).toContain(MSG.attendance.owes(formatPesos(shown.share!)));
        const going = buttonLabelled(MSG.attendance.going, section())!;
        if (snapshot.value === 'ready') {
          expect(going.disabled).toBe(false);
          expect(anaBox.disabled).toBe(false);
          expect(pending(calls)).toEqual([]);
          if (event?.type === 'xstate.error.actor.answer') expect(box.getByRole('alert').textContent).toBe(MSG.attendance.closed);
          if (event?.type === 'xstate.error.actor.markPaid') expect(box.getByRole('alert').textContent).toBe(MSG.attendance.paidFailed);
          if (event?.type === 'xstate.done.actor.answer') expect(screen.getAllByText(MSG.attendance.answered).length).toBeGreaterThan(0);
          if (event?.type === 'xstate.done.actor.markPaid') expect(screen.getAllByText(MSG.attendance.paidSaved).length).toBeGreaterThan(0);
          // Come back to, the card read who goes again: Beto's answer shows, and the share split in two.
          if (event?.type === 'READ') expect(shown).toEqual(READ_AGAIN.attendance);
        } else {
          expect(going.disabled).toBe(true);
          expect(anaBox.disabled).toBe(true);
          expect(pending(calls)).toEqual([
            snapshot.value === 'answering'
              ? expect.objectContaining({ src: 'answer', input: { reservationId: 7, going: true } })
              : expect.objectContaining({ src: 'markPaid', input: { reservationId: 7, playerId: 2, paid: true } }),
          ]);
        }
        break;
      }
      default:
        throw new Error(`unexpected state ${JSON.stringify(snapshot.value)}`);
    }
  },
});

describe('a booking moved while its card is shown', () => {
  afterEach(cleanup);

  it("loads the attendance again: the share follows the new price ('Cambiar horario')", async () => {
    const loads: { reservationId: number }[] = [];
    const shares = [90000, 70000];
    const actors = {
      ...fakeActors(['answer', 'markPaid'], []),
      load: fromPromise(async ({ input }: { input: { reservationId: number } }) => {
        loads.push(input);
        return { attendance: { ...FIRST, share: shares[loads.length - 1] }, paymentInstructions: null };
      }),
    } as never;
    const shown = renderView(<Attendance reservation={RESERVATION} viewerId={OWNER} actors={actors} />);
    const vaca = async () => (await screen.findByTestId('vaca')).textContent;
    expect(await vaca()).toContain(MSG.attendance.ownerShare(formatPesos(90000)));
    // Answered the same reservation again (a new answer, the same booking): nothing loads twice.
    shown.rerender(<Attendance reservation={{ ...RESERVATION }} viewerId={OWNER} actors={actors} />);
    expect(loads).toHaveLength(1);
    shown.rerender(
      <Attendance reservation={{ ...RESERVATION, startTime: '18:30', endTime: '19:30', price: 70000 }} viewerId={OWNER} actors={actors} />,
    );
    await waitFor(async () => expect(await vaca()).toContain(MSG.attendance.ownerShare(formatPesos(70000))));
    expect(loads).toEqual([
      { reservationId: 7, fieldId: 4 },
      { reservationId: 7, fieldId: 4 },
    ]);
  });
});

describe('one who paid the owner and left the team', () => {
  afterEach(cleanup);

  it('stays on the owner’s vaca, paid, until he unmarks them once he gave the money back; also when nobody goes now', async () => {
    const marks: unknown[] = [];
    const gone = { playerId: 9, name: 'Mateo Gómez', paid: true };
    const left: AttendanceData = { going: [], notGoing: [], pending: [julian, beto, luis], share: null, left: [gone] };
    const actors = {
      ...fakeActors(['answer'], []),
      load: fromPromise(async () => ({ attendance: left, paymentInstructions: null })),
      markPaid: fromPromise(async ({ input }: { input: unknown }) => {
        marks.push(input);
        return { ...left, left: [] };
      }),
    } as never;
    renderView(<Attendance reservation={RESERVATION} viewerId={OWNER} actors={actors} />);
    const part = await screen.findByTestId('vaca-owed');
    // Nobody goes, so no share: the list carries la vaca's title itself.
    expect(within(part).getByText(MSG.attendance.vacaTitle)).toBeTruthy();
    expect(part.textContent).toContain(MSG.attendance.leftPaid(1));
    expect(part.textContent).toContain(MSG.attendance.leftMark);
    const box = within(part).getByRole('checkbox', { name: MSG.attendance.markPaid('Mateo Gómez') }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    await waitFor(() => expect(screen.queryByTestId('vaca-owed')).toBeNull());
    expect(marks).toEqual([{ reservationId: 7, playerId: 9, paid: false }]);
  });
});

describe('once the game started, or was played', () => {
  afterEach(cleanup);
  const loaded = (attendance: AttendanceData) =>
    ({
      ...fakeActors(['answer', 'markPaid'], []),
      load: fromPromise(async () => ({ attendance, paymentInstructions: null })),
    }) as never;

  it('reads who went and keeps la vaca for the owner to mark who paid, with no answers to give and no reminders', async () => {
    const calls: Call[] = [];
    const actors = { ...(loaded(FIRST) as object), ...fakeActors(['markPaid'], calls) } as never;
    renderView(<Attendance reservation={RESERVATION} viewerId={OWNER} actors={actors} answersOpen={false} />);
    const vaca = await screen.findByTestId('vaca');
    const part = section();
    expect(within(part).getByText(MSG.attendance.answersClosed)).toBeTruthy();
    expect(buttonLabelled(MSG.attendance.going, part)).toBeNull();
    expect(within(part).queryAllByRole('link', { name: /^Recordarle a/ })).toEqual([]);
    fireEvent.click(within(vaca).getByRole('checkbox', { name: MSG.attendance.markPaid('Ana Díaz') }));
    await waitFor(() => expect(calls).toEqual([expect.objectContaining({ src: 'markPaid', input: { reservationId: 7, playerId: 2, paid: true } })]));
  });

  it('shows nothing when nobody said they went and nobody’s money is left to give back', async () => {
    let settled = false;
    const nobody: AttendanceData = { going: [], notGoing: [], pending: [julian, ana, beto, luis], share: null, left: [] };
    const actors = {
      ...fakeActors(['answer', 'markPaid'], []),
      load: fromPromise(async () => {
        settled = true;
        return { attendance: nobody, paymentInstructions: null };
      }),
    } as never;
    renderView(<Attendance reservation={RESERVATION} viewerId={OWNER} actors={actors} answersOpen={false} />);
    await waitFor(() => expect(settled).toBe(true));
    await actAsync(async () => {});
    expect(screen.queryByRole('region', { name: MSG.attendance.title })).toBeNull();
  });
});

describe('a cancelled game', () => {
  afterEach(cleanup);
  const CANCELED = { ...RESERVATION, status: 'CANCELED' } as Reservation;
  const gone = { playerId: 9, name: 'Mateo Gómez', paid: true };
  /** Ana had paid and goes; Beto had said 'No voy' after paying; Mateo paid and left the team. */
  const paid: AttendanceData = {
    going: [{ ...ana, paid: true }, julian],
    notGoing: [{ ...beto, paid: true }],
    pending: [luis],
    share: 45000,
    left: [gone],
  };
  const actorsFor = (attendance: AttendanceData, calls: Call[] = []) =>
    ({
      ...fakeActors(['answer', 'markPaid'], calls),
      load: fromPromise(async () => ({ attendance, paymentInstructions: null })),
    }) as never;

  it('lists to the owner every share he was paid, to give back and unmark, and nothing else of who goes', async () => {
    const calls: Call[] = [];
    renderView(<Attendance reservation={CANCELED} viewerId={OWNER} actors={actorsFor(paid, calls)} answersOpen={false} />);
    const part = await screen.findByTestId('vaca-owed');
    expect(screen.getByRole('region', { name: MSG.attendance.vacaTitle })).toBeTruthy();
    expect(part.textContent).toContain(MSG.attendance.refundShares(3));
    const boxes = within(part).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => [b.getAttribute('aria-label'), b.checked])).toEqual([
      [MSG.attendance.markPaid('Ana Díaz'), true],
      [MSG.attendance.markPaid('Beto Ruiz'), true],
      [MSG.attendance.markPaid('Mateo Gómez'), true],
    ]);
    expect(within(part).getAllByText(MSG.attendance.leftMark)).toHaveLength(1);
    expect(screen.queryByTestId('attendance-count')).toBeNull();
    expect(screen.queryByText(MSG.attendance.ownerShare(formatPesos(45000)))).toBeNull();
    fireEvent.click(boxes[1]);
    await waitFor(() => expect(calls).toEqual([expect.objectContaining({ src: 'markPaid', input: { reservationId: 7, playerId: 3, paid: false } })]));
  });

  it('tells a member who paid to ask the owner for it back, and shows nothing to one who did not', async () => {
    renderView(<Attendance reservation={CANCELED} viewerId={ana.playerId} actors={actorsFor({ ...paid, left: [] })} answersOpen={false} />);
    expect(await screen.findByText(MSG.attendance.askRefund('Julián Pérez'))).toBeTruthy();
    cleanup();
    let settled = false;
    const actors = {
      ...fakeActors(['answer', 'markPaid'], []),
      load: fromPromise(async () => {
        settled = true;
        return { attendance: { ...paid, left: [] }, paymentInstructions: null };
      }),
    } as never;
    renderView(<Attendance reservation={CANCELED} viewerId={luis.playerId} actors={actors} answersOpen={false} />);
    await waitFor(() => expect(settled).toBe(true));
    await actAsync(async () => {});
    expect(screen.queryByTestId('attendance')).toBeNull();
  });
});

describe('one who paid the owner and then said "No voy"', () => {
  afterEach(cleanup);
  const away: AttendanceData = { going: [julian], notGoing: [{ ...ana, paid: true }], pending: [beto, luis], share: 90000, left: [] };
  const actors = {
    ...fakeActors(['answer', 'markPaid'], []),
    load: fromPromise(async () => ({ attendance: away, paymentInstructions: null })),
  } as never;

  it('stays on the owner’s vaca, paid, as money to give back; the member reads to ask for it', async () => {
    renderView(<Attendance reservation={RESERVATION} viewerId={OWNER} actors={actors} />);
    const part = await screen.findByTestId('vaca-owed');
    expect(part.textContent).toContain(MSG.attendance.owedBack(1));
    expect(within(part).getByText(MSG.attendance.notGoingMark, { exact: true })).toBeTruthy();
    expect((within(part).getByRole('checkbox', { name: MSG.attendance.markPaid('Ana Díaz') }) as HTMLInputElement).checked).toBe(true);
    cleanup();
    renderView(<Attendance reservation={RESERVATION} viewerId={ana.playerId} actors={actors} />);
    expect(await screen.findByText(MSG.attendance.youPaidNotGoing('Julián Pérez'))).toBeTruthy();
  });
});

describe('a share that changed after it was paid', () => {
  afterEach(cleanup);
  const loaded = (attendance: AttendanceData, calls: Call[] = []) =>
    ({
      ...fakeActors(['answer'], []),
      ...fakeActors(['markPaid'], calls),
      load: fromPromise(async () => ({ attendance, paymentInstructions: null })),
    }) as never;
  // 90.000 among 3 is 30.000: Ana paid 22.500 when they were 4, Beto 45.000 when they were 2.
  const changed: AttendanceData = {
    going: [julian, { ...ana, paid: true, paidAmount: 22500 }, { ...beto, paid: true, paidAmount: 45000 }],
    notGoing: [],
    pending: [luis],
    share: 30000,
    left: [{ playerId: 9, name: 'Mateo Gómez', paid: true, paidAmount: 30000 }],
  };

  it('tells the owner the rest each one owes or he gives back, and a tick records the rest paid', async () => {
    const calls: Call[] = [];
    renderView(<Attendance reservation={RESERVATION} viewerId={OWNER} actors={loaded(changed, calls)} />);
    const vaca = await screen.findByTestId('vaca');
    expect(vaca.textContent).toContain(MSG.attendance.paidShort(formatPesos(22500), formatPesos(7500)));
    expect(vaca.textContent).toContain(MSG.attendance.paidOver(formatPesos(45000), formatPesos(15000)));
    // Beto paid in full (and more): counted as paid, ticked; Ana, who owes the rest, is not.
    expect(vaca.textContent).toContain(MSG.attendance.collected(1, 2));
    const box = (name: string) => within(vaca).getByRole('checkbox', { name: MSG.attendance.markPaid(name) }) as HTMLInputElement;
    expect([box('Ana Díaz').checked, box('Beto Ruiz').checked]).toEqual([false, true]);
    fireEvent.click(box('Ana Díaz'));
    await waitFor(() => expect(calls).toEqual([expect.objectContaining({ src: 'markPaid', input: { reservationId: 7, playerId: 2, paid: true } })]));
    // What he gives back to one who left says how much.
    expect((await screen.findByTestId('vaca-owed')).textContent).toContain(formatPesos(30000));
  });

  it('tells the member what they paid and the rest', async () => {
    renderView(<Attendance reservation={RESERVATION} viewerId={ana.playerId} actors={loaded(changed)} />);
    const vaca = await screen.findByTestId('vaca');
    expect(vaca.textContent).toContain(MSG.attendance.youPaidShort(formatPesos(22500), formatPesos(7500)));
    expect(vaca.textContent).not.toContain(MSG.attendance.youPaid);
  });
});
