// @vitest-environment happy-dom
/**
 * The invitation page as a player uses it (docs/product.md, "Team invitations"): every path of the invitation
 * graph is replayed against InvitationView with its `load` and `join` requests replaced by fakes, for a signed-in
 * player. In each state the suite checks what the page says, which buttons it offers, and which request went out
 * with which secret. A visitor's and an administrator's page are checked apart.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type AnyActorRef } from 'xstate';
import * as MSG from '../../domain/messages';
import { invitationMachine } from '../../machines/invitation';
import { InvitationView } from '../../src/features/invitation/InvitationPage';
import { SessionContext } from '../../src/session/useSession';
import { apiError, describeViewPaths, done, failed, fakeActors, flush, type Call } from '../machines/paths';
import { actAsync, buttonLabelled, isShown, renderView } from './setup';

vi.mock('../../src/inspect', async () => ({ inspector: (await import('../machines/paths')).viewInspector }));

const SECRET = 'AbCdEfGhIjKlMnOpQrSt_-';
const TEAM = { id: 7, name: 'Los Costeños', city: 'Cartagena', neighborhood: 'Getsemaní', members: 3, maxPlayers: 6 };
const offline = Object.assign(new Error('Network Error'), { isAxiosError: true });

/** A session as the app's actor reads to a view: signed in (a player or an administrator) or anonymous. */
function sessionOf(user: { id: number; role: 'PLAYER' | 'FIELD_ADMIN'; firstName: string; team?: { id: number } | null } | null): AnyActorRef {
  const machine = createMachine({
    context: { user, claims: user ? { role: user.role } : null },
    initial: user ? 'signedIn' : 'anonymous',
    states: { anonymous: {}, signedIn: { initial: 'ready', states: { ready: {} } } },
  });
  return createActor(machine).start();
}
const PLAYER = { id: 40, role: 'PLAYER' as const, firstName: 'Yeison', team: null };

function page(calls: Call[], log: string[], session: AnyActorRef) {
  window.history.replaceState(null, '', `/invitacion/${SECRET}`);
  return renderView(
    <SessionContext.Provider value={session as never}>
      <InvitationView secret={SECRET} actors={fakeActors(['load', 'join'], calls)} onJoined={() => log.push('joined')} />
    </SessionContext.Provider>,
  );
}

const text = () => document.body.textContent ?? '';
const joinButton = () => buttonLabelled(MSG.invite.join(TEAM.name));
const link = (name: string) => [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === name && isShown(a)) ?? null;

const EVENTS = [
  { type: 'JOIN' },
  { type: 'RETRY' },
  done('load', { team: TEAM }),
  failed('load', apiError(404, 'NOT_FOUND', MSG.invite.invalid)),
  failed('load', offline),
  done('join', { ...TEAM, members: [], memberCount: 4 }),
  failed('join', apiError(409, 'TEAM_FULL', MSG.team.full)),
  failed('join', apiError(409, 'ALREADY_HAS_TEAM', MSG.team.youAlreadyHaveTeam)),
  failed('join', apiError(404, 'NOT_FOUND', MSG.invite.invalid)),
  failed('join', offline),
] as const;

describeViewPaths({
  name: 'invitation',
  machine: invitationMachine,
  inputs: [{ secret: SECRET }],
  events: EVENTS,
  act: actAsync,
  render: ({ calls, log }) => page(calls, log, sessionOf(PLAYER)),
  drive: (event, { actor }) => {
    const label = event.type === 'JOIN' ? MSG.invite.join(TEAM.name) : MSG.failure.retry;
    const button = buttonLabelled(label);
    if (!button || button.disabled || button.getAttribute('data-loading') === 'true') {
      // Nothing on screen sends it in this state: the machine must ignore it.
      actor.send(event);
      return;
    }
    fireEvent.click(button);
  },
  check: ({ snapshot, calls, log, event }) => {
    const pending = calls.filter((c) => !c.settled);
    switch (snapshot.value) {
      case 'loading':
        expect(screen.getByRole('status').textContent).toMatch(/^Cargando/);
        expect(pending.at(-1)).toMatchObject({ src: 'load', input: { secret: SECRET } });
        break;
      case 'loadFailed':
        expect(text()).toContain(MSG.invite.loadFailed);
        expect(text()).toContain(MSG.failure.offline);
        expect(buttonLabelled(MSG.failure.retry)).not.toBeNull();
        expect(joinButton()).toBeNull();
        break;
      case 'invalid':
        expect(text()).toContain(MSG.invite.invalid);
        expect(joinButton()).toBeNull();
        expect(link(MSG.failure.goHome)?.getAttribute('href')).toBe('/home');
        expect(log).not.toContain('joined');
        break;
      case 'shown':
        expect(screen.getByRole('heading', { name: MSG.invite.heading(TEAM.name) })).toBeTruthy();
        expect(text()).toContain(MSG.invite.players('3', '6'));
        expect(text()).toContain(MSG.invite.neighborhood('Getsemaní', 'Cartagena'));
        expect(joinButton()!.disabled).toBe(false);
        expect(pending).toEqual([]);
        expect(text()).not.toContain(MSG.invite.visitor);
        break;
      case 'joining':
        expect(joinButton()!.getAttribute('data-loading')).toBe('true');
        expect(pending).toHaveLength(1);
        expect(pending[0]).toMatchObject({ src: 'join', input: { secret: SECRET } });
        break;
      case 'joined':
        expect(text()).toContain(MSG.invite.joined(TEAM.name));
        // The count has the player in it: the team the join answered.
        expect(text()).toContain(MSG.invite.players('4', '6'));
        expect(link(MSG.invite.goToTeam)?.getAttribute('href')).toBe('/dashboard/team');
        expect(joinButton()).toBeNull();
        expect(log).toEqual(['joined']);
        break;
      case 'refused':
        expect([MSG.team.full, MSG.team.youAlreadyHaveTeam].some((m) => text().includes(m))).toBe(true);
        expect(joinButton()).toBeNull();
        expect(link(MSG.invite.goToTeam)).not.toBeNull();
        break;
      case 'failed':
        expect(text()).toContain(MSG.invite.joinFailed);
        expect(text()).toContain(MSG.failure.offline);
        expect(buttonLabelled(MSG.failure.retry)).not.toBeNull();
        expect(event?.type === 'xstate.error.actor.join' || event?.type === 'JOIN').toBe(true);
        break;
      default:
        throw new Error(`unexpected state ${JSON.stringify(snapshot.value)}`);
    }
  },
});

describe('the invitation to whom cannot join with a tap', () => {
  async function shown(session: AnyActorRef) {
    const calls: Call[] = [];
    const view = page(calls, [], session);
    await act(async () => {
      calls[0].resolve({ team: TEAM });
      await flush();
    });
    return view;
  }

  it('a visitor is asked to log in or register, and both links carry the invitation back', async () => {
    const view = await shown(sessionOf(null));
    expect(text()).toContain(MSG.invite.visitor);
    expect(joinButton()).toBeNull();
    expect(link(MSG.invite.login)?.getAttribute('href')).toBe('/login');
    expect(link(MSG.invite.register)?.getAttribute('href')).toBe('/register');
    view.unmount();
  });

  it('an administrator is told that only players join', async () => {
    const view = await shown(sessionOf({ id: 9, role: 'FIELD_ADMIN', firstName: 'Marta' }));
    expect(text()).toContain(MSG.invite.notPlayer);
    expect(joinButton()).toBeNull();
    view.unmount();
  });

  it('a player with a team, this one or another, is told so before any tap, with the way to their team', async () => {
    for (const [team, said] of [
      [{ id: TEAM.id }, MSG.invite.alreadyMember(TEAM.name)],
      [{ id: 99 }, MSG.invite.inAnotherTeam(TEAM.name)],
    ] as const) {
      const view = await shown(sessionOf({ ...PLAYER, team }));
      expect(text()).toContain(said);
      expect(joinButton()).toBeNull();
      expect(link(MSG.invite.goToTeam)?.getAttribute('href')).toBe('/dashboard/team');
      view.unmount();
    }
  });
});
