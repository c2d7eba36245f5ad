// @vitest-environment happy-dom
/**
 * home-admin's cards about today ('Hoy en tu cancha', 'Caja del día'), left open past midnight: they read the new day
 * (docs/product.md, "home-admin"). Their requests are replaced by fakes that note the day asked.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CashDay } from '../../domain/types';
import { CashBook } from '../../src/features/admin/CashBook';
import { TodayCard } from '../../src/features/admin/TodayCard';
import { actAsync, renderView } from './setup';

const asked = vi.hoisted(() => ({ cash: [] as string[], today: [] as string[] }));
vi.mock('../../src/features/admin/api', async (original) => ({
  ...(await original<object>()),
  loadCashDay: async (_field: number, date: string): Promise<CashDay> => {
    asked.cash.push(date);
    return { date, received: 0, refunded: 0, byMethod: [], movements: [] };
  },
  loadDayReservations: async (_field: number, date: string) => {
    asked.today.push(date);
    return [];
  },
}));

describe("home-admin's day", () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('turns at midnight: today’s bookings and the cash book read the new day', async () => {
    // Sunday 16 June 2030, 11:58 p. m. in Bogota.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2030-06-17T04:58:00Z'));
    await actAsync(async () => {
      renderView(
        <>
          <TodayCard fieldId={4} />
          <CashBook fieldId={4} />
        </>,
      );
    });
    expect([asked.today, asked.cash]).toEqual([['2030-06-16'], ['2030-06-16']]);
    await actAsync(async () => {
      vi.advanceTimersByTime(3 * 60_000);
    });
    expect([asked.today.at(-1), asked.cash.at(-1)]).toEqual(['2030-06-17', '2030-06-17']);
  });
});
