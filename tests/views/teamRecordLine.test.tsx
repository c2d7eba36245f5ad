// @vitest-environment happy-dom
/**
 * A team's record on the administrator's reservation card (src/features/reservation-list/TeamRecordLine.tsx), its
 * request faked at the HTTP endpoint: read again when the card's reservation changes status, so 'No se presentó' or a
 * finalize shows in it without a reload.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as MSG from '../../domain/messages';
import { TeamRecordLine } from '../../src/features/reservation-list/TeamRecordLine';
import { actAsync, renderView } from './setup';

const api = vi.hoisted(() => ({ record: vi.fn() }));
vi.mock('../../src/api/endpoints/teams', () => api);

let view: ReturnType<typeof renderView> | undefined;
afterEach(() => {
  view?.unmount();
  api.record.mockReset();
});

describe('the team record on a card', () => {
  it("is read again when the card's reservation changes status, not otherwise", async () => {
    api.record.mockResolvedValueOnce({ kept: 2, noShow: 0 }).mockResolvedValueOnce({ kept: 2, noShow: 1 });
    await actAsync(async () => {
      view = renderView(<TeamRecordLine teamId={4} status="Activa" />);
    });
    expect((await screen.findByTestId('team-record')).textContent).toBe(MSG.attendance.record(2, 0));
    await actAsync(async () => {
      view!.rerender(<TeamRecordLine teamId={4} status="Activa" />);
    });
    expect(api.record).toHaveBeenCalledTimes(1);
    await actAsync(async () => {
      view!.rerender(<TeamRecordLine teamId={4} status="No se presentó" />);
    });
    expect(api.record).toHaveBeenCalledTimes(2);
    expect((await screen.findByText(MSG.attendance.record(2, 1))).dataset.testid).toBe('team-record');
  });
});
