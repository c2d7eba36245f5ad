// @vitest-environment happy-dom
/**
 * Answering a join request as the team's owner does it (docs/product.md, "Join requests"): every path of
 * the application graph is replayed against IncomingApplicationCard with its `answer` request replaced by
 * a fake. In each state the suite checks the card's buttons, the confirmation, the error under the
 * buttons, the final badge and notice, and which answer went out for which request.
 */
import { fireEvent, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import * as MSG from '../../domain/messages';
import type { Application } from '../../domain/types';
import { applicationMachine } from '../../machines/application';
import { IncomingApplicationCard } from '../../src/features/requests/IncomingApplicationCard';
import { apiError, describeViewPaths, done, failed, fakeActors, type Call } from '../machines/paths';
import { actAsync, buttonLabelled, isShown, renderView, shownDialog } from './setup';

vi.mock('../../src/inspect', async () => ({ inspector: (await import('../machines/paths')).viewInspector }));

const TEAM_FULL = 'El equipo está completo.';
const APPLICATION = {
  id: 12,
  player: { id: 4, firstName: 'Ana', lastName: 'Díaz', city: 'Bogotá', age: 24, imageUrl: null, role: 'PLAYER' },
  team: { id: 3, name: 'Los Costeños' },
  description: 'Juego de lateral los sábados.',
  statusRequest: 'PENDING',
  applicationDate: '2026-11-18',
} as unknown as Application;

const EVENTS = [
  { type: 'ACCEPT' },
  { type: 'REJECT' },
  { type: 'CANCEL' },
  { type: 'CONFIRM' },
  done('answer', { ...APPLICATION, statusRequest: 'ACCEPTED' }),
  failed('answer', apiError(409, 'TEAM_FULL', TEAM_FULL)),
  failed('answer', new Error('Network Error')),
] as const;

const cardElement = () => document.querySelector<HTMLElement>('article[aria-label="Solicitud de Ana Díaz"]')!;
const dialog = shownDialog;
/** A button of the card itself (the confirmation, rendered in place under test, excluded). */
const cardButton = (label: string) => {
  const button = buttonLabelled(label, cardElement());
  return button && !button.closest('[role="dialog"]') ? button : null;
};
const pending = (calls: Call[]) => calls.filter((c) => !c.settled);
const alertText = () => {
  const message = cardElement().querySelector('.mantine-Alert-message');
  return isShown(message) ? message.textContent : null;
};

describeViewPaths({
  name: 'application',
  machine: applicationMachine,
  inputs: [{ applicationId: 12 }],
  events: EVENTS,
  act: actAsync,
  render: ({ calls, log }) =>
    renderView(<IncomingApplicationCard application={APPLICATION} onAnswered={() => log.push('reload')} actors={fakeActors(['answer'], calls)} />),
  drive: (event, { actor }) => {
    if (event.type === 'ACCEPT' || event.type === 'REJECT') {
      fireEvent.click(cardButton(event.type === 'ACCEPT' ? 'Aceptar' : 'Rechazar')!);
      return;
    }
    const modal = dialog();
    if (!modal) {
      // Without the confirmation nothing on screen sends it: the machine must ignore it.
      actor.send(event);
      return;
    }
    const label = event.type === 'CANCEL' ? MSG.auth.cancel : actor.getSnapshot().context.decision === 'ACCEPTED' ? 'Sí, aceptar' : 'Sí, rechazar';
    fireEvent.click(buttonLabelled(label, modal)!);
  },
  check: ({ snapshot, calls, log, event, previous }) => {
    const { context } = snapshot;
    const entered = previous?.value !== snapshot.value;
    switch (snapshot.value) {
      case 'pending': {
        expect(dialog()).toBeNull();
        expect(pending(calls)).toEqual([]);
        expect(cardButton('Aceptar')!.disabled).toBe(false);
        expect(cardButton('Rechazar')!.disabled).toBe(false);
        if (event?.type === 'xstate.error.actor.answer') {
          const error = (event as unknown as { error: unknown }).error;
          // On the card, once: the generic text, or it as the title over the server's reason; no notice repeats it.
          expect(alertText()).toBe(error instanceof Error ? MSG.application.answerFailed : TEAM_FULL);
          expect(screen.getAllByText(MSG.application.answerFailed)).toHaveLength(1);
        } else if (entered) {
          expect(alertText()).toBeNull();
        }
        break;
      }
      case 'confirming':
      case 'answering': {
        const accepting = context.decision === 'ACCEPTED';
        if (snapshot.value === 'confirming' && entered) expect(event?.type).toBe(accepting ? 'ACCEPT' : 'REJECT');
        const modal = dialog()!;
        expect(modal.textContent).toContain(accepting ? MSG.application.acceptConfirmTitle : MSG.application.rejectConfirmTitle);
        expect(modal.textContent).toContain(
          accepting ? MSG.application.acceptConfirmText('Ana Díaz') : MSG.application.rejectConfirmText('Ana Díaz'),
        );
        const confirm = buttonLabelled(accepting ? 'Sí, aceptar' : 'Sí, rechazar', modal)!;
        const cancel = buttonLabelled(MSG.auth.cancel, modal)!;
        // Choosing again clears the last error.
        expect(alertText()).toBeNull();
        if (snapshot.value === 'confirming') {
          expect(pending(calls)).toEqual([]);
          expect(confirm.disabled).toBe(false);
          expect(cancel.disabled).toBe(false);
        } else {
          expect(confirm.getAttribute('data-loading')).toBe('true');
          expect(cancel.disabled).toBe(true);
          expect(pending(calls)).toHaveLength(1);
          expect(calls.at(-1)).toMatchObject({ src: 'answer', settled: false, input: { id: 12, decision: context.decision } });
        }
        break;
      }
      case 'accepted':
      case 'rejected': {
        const accepted = snapshot.value === 'accepted';
        expect(event?.type).toBe('xstate.done.actor.answer');
        expect(calls.at(-1)?.input).toEqual({ id: 12, decision: accepted ? 'ACCEPTED' : 'REJECTED' });
        expect(dialog()).toBeNull();
        expect(cardButton('Aceptar')).toBeNull();
        expect(cardButton('Rechazar')).toBeNull();
        expect(cardElement().textContent).toContain(accepted ? 'Aceptada' : 'Rechazada');
        expect(screen.getByText(MSG.application.answered)).toBeTruthy();
        // The list reloads once.
        expect(log).toEqual(['reload']);
        break;
      }
      default:
        throw new Error(`unexpected state ${JSON.stringify(snapshot.value)}`);
    }
  },
});
