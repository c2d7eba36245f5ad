/**
 * home-admin's 'Caja del día' (docs/product.md, "Cash book"): what the administrator recorded as received and given
 * back on a day (today unless another is chosen), each movement with its time, how it changed hands and its booking,
 * and the day's totals, also by way of payment. It loads through the load machine (useLoad): a skeleton while loading, 'Reintentar' when it fails, and
 * its own text when the day has nothing.
 */
import { Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatPesos, instantTime12, reservationWhen } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { cashEffect, cashMovementLabel, cashNet, signedPesos } from '../../../domain/payment';
import type { CashDay } from '../../../domain/types';
import { DateField } from '../../components/DateField';
import { LoadFailed } from '../../components/failure';
import { useLoad } from '../../components/useLoad';
import { useToday } from '../../components/useNow';
import { useRefreshOnReturn } from '../../components/useRefreshOnReturn';
import { loadCashDay } from './api';
import { FIGURE_COLS, StatsCard, StatsFigure } from './StatsCard';

export function CashBook({ fieldId }: { fieldId: number }) {
  const today = useToday();
  // Today, turning at midnight, unless the administrator chose another day.
  const [chosen, setDay] = useState<string | null>(null);
  const day = chosen ?? today;
  const read = () => loadCashDay(fieldId, day);
  const book = useLoad(read, [fieldId, day]);
  // A payment recorded meanwhile (another tab, another phone) shows without a reload.
  useRefreshOnReturn(read, [fieldId, day], book.setData);
  return (
    <StatsCard id="cash-title" title={MSG.cash.title} text={MSG.cash.text}>
      <DateField label={MSG.cash.dayLabel} value={day} today={today} max={today} onChange={(date) => date && setDay(date)} maw={320} />
      {book.status === 'failure' ? (
        <LoadFailed title={MSG.cash.loadFailed} error={book.error} onRetry={book.reload} />
      ) : book.status === 'loading' || !book.data ? (
        <Skeleton height={96} radius="md" aria-hidden />
      ) : (
        <CashDayView book={book.data} />
      )}
    </StatsCard>
  );
}

function CashDayView({ book }: { book: CashDay }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={FIGURE_COLS} spacing="xs" verticalSpacing={4} data-testid="cash-totals">
        <StatsFigure label={MSG.cash.received} value={formatPesos(book.received)} />
        <StatsFigure label={MSG.cash.refunded} value={formatPesos(book.refunded)} />
        <StatsFigure label={MSG.cash.net} value={formatPesos(cashNet(book))} />
      </SimpleGrid>
      {book.byMethod.length > 0 && (
        <Text size="sm" data-testid="cash-by-method">
          {MSG.cash.byMethod}:{' '}
          {book.byMethod.map((m, i) => (
            // Each way with its amount on one line; what left by it written as the movements write it ('− $ 10.000').
            <span key={m.method} style={{ whiteSpace: 'nowrap' }}>
              {i > 0 && ' · '}
              {MSG.payment.methods[m.method]} {m.amount < 0 ? signedPesos(m.amount) : formatPesos(m.amount)}
            </span>
          ))}
        </Text>
      )}
      {book.movements.length === 0 ? (
        <Text c="dimmed">{MSG.cash.empty}</Text>
      ) : (
        <Stack component="ul" gap="xs" aria-label={MSG.cash.listLabel} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {book.movements.map((m) => {
            const effect = cashEffect(m);
            return (
              <Group component="li" key={m.id} justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {instantTime12(new Date(m.recordedAt))} · {cashMovementLabel(m)} · {MSG.payment.methods[m.method]}
                  </Text>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {m.bookedBy}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {reservationWhen(m)}
                  </Text>
                </div>
                <Text fw={700} c={effect < 0 ? 'red.8' : 'cancha.8'} style={{ whiteSpace: 'nowrap' }}>
                  {signedPesos(effect)}
                </Text>
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
