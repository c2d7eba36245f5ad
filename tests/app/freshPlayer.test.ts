/**
 * 'Mi equipo' and 'Solicitudes' read the player fresh (an owner may have accepted or removed them meanwhile), and
 * ask what they show beside that read, for the player as last known (src/session/currentPlayer.ts): one round trip
 * when nothing changed, and one time limit, not two in a row, when the server does not answer. When the fresh player
 * belongs elsewhere, what they show is asked again for them.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Player } from '../../domain/types';

const session = vi.hoisted(() => ({ user: null as unknown, fresh: null as unknown, reload: null as null | (() => void) }));
const asked = vi.hoisted(() => [] as string[]);

vi.mock('../../src/session/useSession', () => ({
  sessionActor: { getSnapshot: () => ({ context: { user: session.user } }) },
  // The fresh read answers when the test says so.
  reloadUser: () =>
    new Promise<void>((resolve) => {
      session.reload = () => {
        session.user = session.fresh;
        resolve();
      };
    }),
}));
vi.mock('../../src/api/endpoints/teams', () => ({
  byId: (id: number) => (asked.push(`team ${id}`), id === 1 ? Promise.reject(new Error('no longer a member')) : Promise.resolve({ id })),
}));
vi.mock('../../src/api/endpoints/requests', () => ({
  ofPlayer: (id: number) => (asked.push(`requests of player ${id}`), Promise.resolve([{ id: 10, kind: 'REQUEST' }])),
  ofTeam: (id: number) => (
    asked.push(`requests to team ${id}`),
    Promise.resolve([
      { id: 20, kind: 'REQUEST' },
      { id: 21, kind: 'INVITATION' },
    ])
  ),
}));

const { loadMyTeam } = await import('../../src/features/teams/api');
const { loadRequests } = await import('../../src/features/requests/api');

const player = (team: { id: number; ownerId: number } | null): Player =>
  ({ id: 5, role: 'PLAYER', name: 'Ana', team: team && { id: team.id, name: 'Los Costeños', ownerId: team.ownerId } }) as unknown as Player;
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  asked.length = 0;
});

describe('a screen that reads the player fresh', () => {
  it('asks for the team beside the fresh read, and once when it did not change', async () => {
    session.user = session.fresh = player({ id: 2, ownerId: 9 });
    const team = loadMyTeam();
    await settle();
    // Asked before the fresh player answered.
    expect(asked).toEqual(['team 2']);
    session.reload!();
    expect(await team).toEqual({ id: 2 });
    expect(asked).toEqual(['team 2']);
  });

  it('asks for the new team when the player moved meanwhile, whatever the old one answered', async () => {
    session.user = player({ id: 1, ownerId: 9 });
    session.fresh = player({ id: 2, ownerId: 9 });
    const team = loadMyTeam();
    await settle();
    session.reload!();
    expect(await team).toEqual({ id: 2 });
    expect(asked).toEqual(['team 1', 'team 2']);
  });

  it('shows no team once the player was removed meanwhile', async () => {
    session.user = player({ id: 2, ownerId: 9 });
    session.fresh = player(null);
    const none = loadMyTeam();
    await settle();
    session.reload!();
    expect(await none).toBeNull();
    expect(asked).toEqual(['team 2']);
  });

  it('asks for the requests to the team beside the fresh read, and again when the player came to own one', async () => {
    session.user = session.fresh = player({ id: 2, ownerId: 5 });
    const owner = loadRequests();
    await settle();
    expect(asked).toEqual(['requests of player 5', 'requests to team 2']);
    session.reload!();
    // The owner's own invitations are not theirs to answer.
    expect(await owner).toEqual({ mine: [{ id: 10, kind: 'REQUEST' }], incoming: [{ id: 20, kind: 'REQUEST' }] });
    expect(asked).toHaveLength(2);

    asked.length = 0;
    session.user = player(null);
    session.fresh = player({ id: 3, ownerId: 5 });
    const founded = loadRequests();
    await settle();
    session.reload!();
    expect((await founded).incoming).toEqual([{ id: 20, kind: 'REQUEST' }]);
    expect(asked).toEqual(['requests of player 5', 'requests of player 5', 'requests to team 3']);
  });
});
