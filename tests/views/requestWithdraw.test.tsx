// @vitest-environment happy-dom
/**
 * 'Retirar solicitud' (docs/product.md, "Join requests"): a player withdraws their own pending request after confirming;
 * an answered request, or an invitation, offers no such button.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import * as MSG from '../../domain/messages';
import type { Application } from '../../domain/types';
import { OwnApplicationCard } from '../../src/features/requests/OwnApplicationCard';
import { actAsync, buttonLabelled, renderView, shownDialog } from './setup';

const api = vi.hoisted(() => ({ answerInvitation: vi.fn(), withdrawRequest: vi.fn() }));
vi.mock('../../src/features/requests/api', () => api);

let view: ReturnType<typeof renderView> | undefined;
beforeEach(() => api.withdrawRequest.mockReset().mockResolvedValue({ message: MSG.application.withdrawn }));
afterEach(() => view?.unmount());

const request = (values: Partial<Application> = {}) =>
  ({
    id: 31,
    kind: 'REQUEST',
    statusRequest: 'PENDING',
    description: 'Quiero jugar',
    applicationDate: '2030-06-10',
    team: { id: 7, name: 'Los Costeños', city: 'Cartagena', neighborhood: 'Manga', imageUrl: null },
    player: { id: 2, firstName: 'Ana', lastName: 'Díaz' },
    ...values,
  }) as Application;

it('withdraws a pending request once confirmed, and lets the list read again', async () => {
  const answered = vi.fn();
  await actAsync(async () => {
    view = renderView(<OwnApplicationCard application={request()} onAnswered={answered} />);
  });
  await actAsync(async () => {
    fireEvent.click(screen.getByText(MSG.application.withdraw));
  });
  await waitFor(() => expect(shownDialog()?.textContent).toContain(MSG.application.withdrawConfirmText('Los Costeños')));
  await actAsync(async () => {
    fireEvent.click(buttonLabelled('Sí, retirar', shownDialog()!)!);
  });
  await waitFor(() => expect(answered).toHaveBeenCalled());
  expect(api.withdrawRequest.mock.calls[0][0]).toBe(31);
});

it.each([{ statusRequest: 'REJECTED' }, { kind: 'INVITATION' }] as const)('offers nothing to withdraw on %o', async (values) => {
  await actAsync(async () => {
    view = renderView(<OwnApplicationCard application={request(values)} />);
  });
  expect(screen.queryByText(MSG.application.withdraw)).toBeNull();
});
