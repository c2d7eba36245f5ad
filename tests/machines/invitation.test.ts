/**
 * The invitation page's flow (docs/product.md, "Team invitations"): every path of the machine's graph is
 * replayed on a real actor whose `load` and `join` requests are fakes; in each state the suite checks which
 * request went out with which secret and what the page would say.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import * as MSG from '../../domain/messages';
import { invitationMachine } from '../../machines/invitation';
import { apiError, describePaths, done, failed, fakeActors, flush, type Call } from './paths';

const SECRET = 'AbCdEfGhIjKlMnOpQrSt_-';
const TEAM = { id: 7, name: 'Los Costeños', city: 'Cartagena', neighborhood: 'Getsemaní', members: 3, maxPlayers: 6 };
const offline = Object.assign(new Error('Network Error'), { isAxiosError: true });

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
  failed('join', apiError(503, 'INTERNAL', 'x')),
  failed('join', offline),
] as const;

function build(calls: Call[], log: string[]) {
  return invitationMachine.provide({
    actors: fakeActors(['load', 'join'], calls),
    actions: { onJoined: () => void log.push('joined') },
  });
}

const errorOf = (event: unknown) => (event as { error: { response?: { status: number; data: { message: string } } } }).error;

describePaths({
  name: 'invitation',
  build,
  inputs: [{ secret: SECRET }],
  events: EVENTS,
  check: ({ snapshot, calls, log, event }) => {
    const { context } = snapshot;
    expect(context.secret).toBe(SECRET);
    switch (snapshot.value) {
      case 'loading':
        expect(calls.at(-1)).toMatchObject({ src: 'load', settled: false, input: { secret: SECRET } });
        break;
      case 'loadFailed':
        expect(context.message).toBe(MSG.failure.offline);
        expect(context.team).toBeNull();
        break;
      case 'invalid':
        expect(snapshot.status).toBe('done');
        expect(context.message).toBe(MSG.invite.invalid);
        expect(log).not.toContain('joined');
        break;
      case 'shown':
        expect(context.team).toEqual(TEAM);
        expect(calls.filter((c) => c.src === 'join')).toEqual([]);
        break;
      case 'joining':
        expect(calls.at(-1)).toMatchObject({ src: 'join', settled: false, input: { secret: SECRET } });
        break;
      case 'failed':
        // Nothing was decided: no answer, or the server failed; RETRY sends it again.
        if (event?.type === 'xstate.error.actor.join')
          expect(context.message).toBe(errorOf(event).response ? MSG.failure.server : MSG.failure.offline);
        else expect([MSG.failure.server, MSG.failure.offline]).toContain(context.message);
        break;
      case 'refused': {
        expect(snapshot.status).toBe('done');
        // The server's own refusal: the usual Spanish texts of a full team or a player with a team.
        expect([MSG.team.full, MSG.team.youAlreadyHaveTeam]).toContain(context.message);
        if (event?.type === 'xstate.error.actor.join') expect(context.message).toBe(errorOf(event).response!.data.message);
        break;
      }
      case 'joined':
        expect(snapshot.status).toBe('done');
        expect(log).toEqual(['joined']);
        expect(calls.filter((c) => c.src === 'join').at(-1)?.input).toEqual({ secret: SECRET });
        break;
      default:
        throw new Error(`unexpected state ${JSON.stringify(snapshot.value)}`);
    }
  },
});

describe('invitation, beyond the graph', () => {
  it('a double tap on "Unirme" sends one join', async () => {
    const calls: Call[] = [];
    const actor = createActor(build(calls, []), { input: { secret: SECRET } }).start();
    calls[0].resolve({ team: TEAM });
    await flush();
    actor.send({ type: 'JOIN' });
    actor.send({ type: 'JOIN' });
    await flush();
    expect(actor.getSnapshot().value).toBe('joining');
    expect(calls.filter((c) => c.src === 'join')).toHaveLength(1);
  });

  it('leaving the page stops the join under way', async () => {
    const calls: Call[] = [];
    const actor = createActor(build(calls, []), { input: { secret: SECRET } }).start();
    calls[0].resolve({ team: TEAM });
    await flush();
    actor.send({ type: 'JOIN' });
    await flush();
    actor.stop();
    expect(calls.at(-1)!.signal.aborted).toBe(true);
  });
});
