/**
 * home-admin's 'Hoy en tu cancha' (docs/product.md, "home-admin"): how many bookings the field has today, their
 * hours, their total and what is still to collect, with a link to them in the list. Loaded through the load
 * machine (useLoad): a skeleton while loading, 'Reintentar' when it fails.
 */
import { Anchor, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatPesos } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { daySummary } from '../../../domain/payment';
import { LoadFailed } from '../../components/failure';
import { SMALL_LINK_TARGET } from '../../components/targets';
import { useLoad } from '../../components/useLoad';
import { useToday } from '../../components/useNow';
import { useFollowBookings } from '../../layout/useFollowBookings';
import { loadDayReservations } from './api';
import { FIGURE_COLS, StatsCard, StatsFigure } from './StatsCard';

export function TodayCard({ fieldId }: { fieldId: number }) {
  const today = useToday();
  const read = () => loadDayReservations(fieldId, today);
  const day = useLoad(read, [fieldId, today]);
  // What teams booked, moved or cancelled meanwhile shows at once; what was paid in another tab, on coming back.
  useFollowBookings('field', read, [fieldId, today], day.setData);
  const summary = day.data && daySummary(day.data);
  return (
    <StatsCard id="today-title" title={MSG.stats.todayTitle} text={MSG.stats.todayText}>
      {day.status === 'failure' ? (
        <LoadFailed title={MSG.stats.todayFailed} error={day.error} onRetry={day.reload} />
      ) : !summary ? (
        <Skeleton height={52} radius="md" aria-hidden />
      ) : summary.count === 0 ? (
        <Text c="dimmed">{MSG.stats.todayEmpty}</Text>
      ) : (
        <>
          <SimpleGrid cols={FIGURE_COLS} spacing="xs" verticalSpacing={4} data-testid="today-figures">
            <StatsFigure label={MSG.stats.todayBookings(String(summary.count))} value={MSG.stats.todayHours(String(summary.hours))} />
            <StatsFigure label={MSG.stats.todayTotal} value={formatPesos(summary.total)} />
            <StatsFigure label={MSG.stats.todayDue} value={formatPesos(summary.due)} />
          </SimpleGrid>
          <Anchor component={Link} to={`/dashboard/reservation/list/field?date=${today}`} fz="sm" style={SMALL_LINK_TARGET}>
            {MSG.stats.todaySee}
          </Anchor>
        </>
      )}
    </StatsCard>
  );
}
