// @vitest-environment happy-dom
/**
 * 'Registrar pago' and 'Registrar devolución' as the field's administrator uses them (docs/product.md,
 * "Payments"): every shortest path and edge of machines/payment.ts replayed against the real PaymentModal, its
 * `record` request a fake. The user types the amount, leaves it, picks the method, taps 'Pagó el total' /
 * 'Devolví todo' and the save button, and closes with Escape or ×. In each state the suite checks what the
 * dialog shows (the amount, the reason under it, the busy button) and what the card was told.
 */
import { fireEvent, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { formatPesos, parsePesos } from '../../domain/format';
import * as MSG from '../../domain/messages';
import type { Reservation } from '../../domain/types';
import { amountRefusal, paymentMachine } from '../../machines/payment';
import { PaymentModal } from '../../src/features/payments/PaymentModal';
import { apiError, describeViewPaths, done, failed, fakeActors, type Call } from '../machines/paths';
import { actAsync, buttonLabelled, renderView, shownDialog, spaced } from './setup';

vi.mock('../../src/inspect', async () => ({ inspector: (await import('../machines/paths')).viewInspector }));

const LIVE = { id: 5, status: 'ACTIVE', price: 180000, paid: 50000, refunded: 0 } as Reservation;
const CANCELED = { id: 6, status: 'CANCELED', price: 180000, paid: 50000, refunded: 0 } as Reservation;
const noAnswer = Object.assign(new Error('Network Error'), { name: 'AxiosError', isAxiosError: true });

const EVENTS = [
  { type: 'AMOUNT_CHANGED', amount: 90000 },
  { type: 'AMOUNT_CHANGED', amount: 999999 },
  { type: 'AMOUNT_LEFT' },
  { type: 'METHOD_CHANGED', method: 'NEQUI' },
  { type: 'FILL_ALL' },
  { type: 'SUBMIT' },
  { type: 'CLOSE', via: 'Escape' },
  { type: 'CLOSE', via: '×' },
  done('record', { ...LIVE, paid: 90000 }),
  failed('record', apiError(409, 'RESERVATION_CANCELED', MSG.payment.canceled)),
  failed('record', noAnswer),
] as const;

const words = (r: Reservation) => (r.status === 'CANCELED' ? MSG.refund : MSG.payment);
const amountInput = () => screen.getByRole('textbox') as HTMLInputElement;
const pending = (calls: Call[]) => calls.filter((c) => !c.settled);

describeViewPaths({
  name: 'payment',
  machine: paymentMachine,
  inputs: [{ reservation: LIVE }, { reservation: CANCELED }],
  events: EVENTS,
  simplePaths: false,
  timeout: 240_000,
  // The method changes no step of the flow (it goes with the request, which the checks read): states are told apart without it.
  serializeState: ({ value, context: { kind, amount, checked } }) => JSON.stringify({ value, kind, amount, checked }),
  act: actAsync,
  render: ({ calls, log, input }) =>
    renderView(
      <PaymentModal
        opened
        reservation={(input as { reservation: Reservation }).reservation}
        name="Los Costeños"
        actors={fakeActors(['record'], calls)}
        onClose={() => log.push('close')}
        onSaved={(r) => log.push(`saved:${r.paid}`)}
        onRefused={() => log.push('refused')}
        onUnsure={() => log.push('unsure')}
      />,
    ),
  drive: (event, { actor, snapshot }) => {
    const r = snapshot.context.reservation;
    const dialog = shownDialog()!;
    // While saving the amount and the method take no input: nothing on screen sends a change, which the machine ignores.
    if ((event.type === 'AMOUNT_CHANGED' || event.type === 'METHOD_CHANGED') && amountInput().readOnly) {
      expect((screen.getByRole('combobox') as HTMLSelectElement).disabled).toBe(true);
      actor.send(event);
      return;
    }
    switch (event.type) {
      case 'AMOUNT_CHANGED': {
        const amount = (event as unknown as { amount: number | '' }).amount;
        fireEvent.change(amountInput(), { target: { value: amount === '' ? '' : String(amount) } });
        return;
      }
      case 'AMOUNT_LEFT':
        fireEvent.blur(amountInput());
        return;
      case 'METHOD_CHANGED':
        fireEvent.change(screen.getByRole('combobox'), { target: { value: (event as unknown as { method: string }).method } });
        return;
      case 'FILL_ALL':
        fireEvent.click(buttonLabelled(r.status === 'CANCELED' ? MSG.refund.refundAll : MSG.payment.payAll, dialog)!);
        return;
      case 'SUBMIT':
        fireEvent.click(buttonLabelled(words(r).save, dialog)!);
        return;
      case 'CLOSE':
        if ((event as unknown as { via: string }).via === 'Escape') fireEvent.keyDown(dialog, { key: 'Escape' });
        else fireEvent.click(dialog.querySelector('button.mantine-Modal-close')!);
        return;
    }
  },
  check: ({ snapshot, calls, log, event }) => {
    const { context } = snapshot;
    const r = context.reservation;
    const dialog = shownDialog();
    switch (snapshot.value) {
      case 'editing':
      case 'saving': {
        expect(dialog!.textContent).toContain(words(r).title);
        expect(spaced(dialog!.textContent)).toContain(spaced(formatPesos(r.status === 'CANCELED' ? r.paid! : r.price!)));
        // The amount shown is the machine's; the reason under it is the rule's, once left or sent.
        const typed = amountInput().value;
        expect(typed.trim() === '' ? '' : parsePesos(typed)).toBe(context.amount);
        const error = dialog!.querySelector('.mantine-InputWrapper-error');
        expect(error?.textContent ?? null).toBe(context.problem);
        if (context.problem) expect(context.problem).toBe(amountRefusal(r, context.amount));
        const save = buttonLabelled(words(r).save, dialog!)!;
        if (snapshot.value === 'saving') {
          expect(save.getAttribute('data-loading')).toBe('true');
          expect(pending(calls)).toHaveLength(1);
          expect(pending(calls)[0].input).toEqual({ id: r.id, kind: context.kind, amount: context.amount, method: context.method });
        } else {
          expect(pending(calls)).toEqual([]);
          if (event?.type === 'xstate.error.actor.record') expect(log.at(-1)).toBe('unsure');
        }
        break;
      }
      case 'saved':
        expect(log.slice(-2)).toEqual(['saved:90000', 'close']);
        expect(screen.getAllByText(words(r).saved).length).toBeGreaterThan(0);
        break;
      case 'refused':
        expect(log.slice(-2)).toEqual(['refused', 'close']);
        expect(screen.getAllByText(MSG.payment.canceled).length).toBeGreaterThan(0);
        break;
      case 'closed':
        expect(log.at(-1)).toBe('close');
        expect(pending(calls)).toEqual([]);
        break;
    }
  },
});
