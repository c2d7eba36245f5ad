/**
 * A transaction PostgreSQL aborted to break a deadlock or a serialization conflict is run again
 * (server/db/client.ts, retryingConflicts): racing bookings then get their real answer, not TRY_AGAIN.
 */
import { describe, expect, it } from 'vitest';
import { retryingConflicts } from '../../server/db/client';

const pgError = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code });

describe('retryingConflicts', () => {
  it('runs the work again after a deadlock or a serialization failure, and answers what the next try gives', async () => {
    for (const code of ['40P01', '40001']) {
      let tries = 0;
      const answer = await retryingConflicts(async () => {
        tries++;
        if (tries === 1) throw pgError(code);
        return 'reservada';
      });
      expect([answer, tries]).toEqual(['reservada', 2]);
    }
  });

  it('gives up after three tries, and never retries any other failure', async () => {
    let tries = 0;
    await expect(
      retryingConflicts(async () => {
        tries++;
        throw pgError('40P01');
      }),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(tries).toBe(3);
    tries = 0;
    await expect(
      retryingConflicts(async () => {
        tries++;
        throw pgError('23P01');
      }),
    ).rejects.toMatchObject({ code: '23P01' });
    expect(tries).toBe(1);
  });
});
