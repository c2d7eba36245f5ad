// @vitest-environment happy-dom
/**
 * 'Salir del equipo' (docs/product.md, "La vaca"): a member who paid the owner their share of a game to come is
 * reminded, in the confirmation, to ask for it back; others read only that they leave the team.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import * as MSG from '../../domain/messages';
import type { Player, Team } from '../../domain/types';
import { TeamHeader } from '../../src/features/teams/TeamHeader';
import { actAsync, buttonLabelled, renderView, shownDialog, spaced } from './setup';

vi.mock('../../src/features/teams/api', () => ({ deleteTeam: vi.fn(), removeMember: vi.fn() }));

let view: ReturnType<typeof renderView> | undefined;
afterEach(() => view?.unmount());

const player = (id: number, firstName: string, lastName: string) => ({ id, firstName, lastName, role: 'PLAYER', team: { id: 7 } }) as Player;
const team = (sharePaidOn?: string): Team => ({
  id: 7,
  name: 'Los Costeños',
  city: 'Cartagena',
  neighborhood: 'Manga',
  maxPlayers: 10,
  ownerId: 1,
  imageUrl: null,
  members: [player(1, 'Julián', 'Pérez'), player(2, 'Ana', 'Díaz')],
  memberCount: 2,
  ...(sharePaidOn ? { sharePaidOn } : {}),
});

async function confirmationOfLeaving(shown: Team) {
  await actAsync(async () => {
    view = renderView(<TeamHeader team={shown} owner={false} playerId={2} reload={() => {}} />);
  });
  await actAsync(async () => {
    fireEvent.click(screen.getByText('Salir del equipo'));
  });
  await waitFor(() => expect(shownDialog()).toBeTruthy());
  const text = spaced(shownDialog()!.textContent);
  // Cancelled: nothing is sent.
  await actAsync(async () => {
    fireEvent.click(buttonLabelled(MSG.auth.cancel, shownDialog()!)!);
  });
  return text;
}

it('reminds a member who paid their share of a game to come to ask the owner for it back', async () => {
  const text = await confirmationOfLeaving(team('2030-06-22'));
  expect(text).toContain(`${MSG.team.leaveConfirmText('Los Costeños')} ${MSG.team.leaveSharePaid('Julián Pérez', 'sábado 22 de junio')}`);
});

it('tells a member who paid nothing only that they leave the team', async () => {
  const text = await confirmationOfLeaving(team());
  expect(text).toContain(MSG.team.leaveConfirmText('Los Costeños'));
  expect(text).not.toContain('vaca');
});
