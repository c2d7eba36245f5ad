/**
 * Deleting one's account (docs/product.md, "Your data and your rights"): every path of the machine's graph is replayed
 * on a real actor whose `deleteAccount` request is a fake; in each state the suite checks what was sent, what the
 * confirmation shows and that the session is ended only once the server deleted the account.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import * as MSG from '../../domain/messages';
import { accountDeletionMachine } from '../../machines/accountDeletion';
import { apiError, describePaths, done, failed, fakeActors, flush, type Call } from './paths';

const WRONG = 'La contraseña actual no es correcta.';

const EVENTS = [
  { type: 'OPEN' },
  { type: 'CANCEL' },
  { type: 'SUBMIT', password: 'Clave-Segura1' },
  { type: 'SUBMIT', password: '' },
  done('deleteAccount', undefined),
  failed('deleteAccount', apiError(401, 'WRONG_PASSWORD', WRONG)),
  failed('deleteAccount', apiError(409, 'TEAM_HAS_MEMBERS', MSG.privacy.ownerWithMembers)),
] as const;

function build(calls: Call[], log: string[]) {
  return accountDeletionMachine.provide({
    actors: fakeActors(['deleteAccount'], calls),
    actions: { onDeleted: () => void log.push('deleted') },
  });
}

describePaths({
  name: 'accountDeletion',
  build,
  inputs: [undefined],
  events: EVENTS,
  check: ({ snapshot, calls, log, event, previous }) => {
    const { context } = snapshot;
    // The session ends only with the server's deletion.
    if (snapshot.value !== 'deleted') expect(log).toEqual([]);
    expect(context.password === '' || snapshot.value === 'deleting').toBe(true);
    switch (snapshot.value) {
      case 'idle':
        expect(context.error).toBeNull();
        expect(calls.filter((c) => !c.settled)).toEqual([]);
        break;
      case 'confirming':
        expect(calls.filter((c) => !c.settled)).toEqual([]);
        if (event?.type === 'xstate.error.actor.deleteAccount') {
          const { error } = event as unknown as { error: { response: { data: { message: string } } } };
          expect(context.error).toBe(error.response.data.message);
        } else if (event?.type === 'SUBMIT') {
          expect(context.error).toBe(MSG.validation.passwordRequired);
        } else if (previous?.value !== 'confirming') {
          expect(context.error).toBeNull();
        } else {
          // An event the confirmation ignores leaves its message as it was.
          expect(context.error).toBe(previous.context.error);
        }
        break;
      case 'deleting':
        expect(calls.at(-1)).toMatchObject({ src: 'deleteAccount', settled: false, input: { password: 'Clave-Segura1' } });
        expect(context.error).toBeNull();
        break;
      case 'deleted':
        expect(snapshot.status).toBe('done');
        expect(log).toEqual(['deleted']);
        break;
      default:
        throw new Error(`unexpected state ${JSON.stringify(snapshot.value)}`);
    }
  },
});

describe('account deletion, beyond the graph', () => {
  it('a double tap on the confirmation sends one deletion; cancelling meanwhile changes nothing', async () => {
    const calls: Call[] = [];
    const actor = createActor(build(calls, [])).start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SUBMIT', password: 'Clave-Segura1' });
    actor.send({ type: 'SUBMIT', password: 'Clave-Segura1' });
    actor.send({ type: 'CANCEL' });
    await flush();
    expect(actor.getSnapshot().value).toBe('deleting');
    expect(calls.map((c) => c.input)).toEqual([{ password: 'Clave-Segura1' }]);
  });

  it('no connection reads as such, and the password is asked again', async () => {
    const calls: Call[] = [];
    const actor = createActor(build(calls, [])).start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'SUBMIT', password: 'Clave-Segura1' });
    await flush();
    calls[0].reject(Object.assign(new Error('Network Error'), { isAxiosError: true }));
    await flush();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context).toEqual({ password: '', error: MSG.failure.offline });
  });
});
