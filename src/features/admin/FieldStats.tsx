/**
 * home-admin's 'Ocupación' and 'Ingresos' (docs/product.md, "home-admin"): the figures load through the load
 * machine (useLoad), with skeleton cards while loading, 'Reintentar' when they fail, and the charts themselves
 * (@mantine/charts with recharts, and their styles) in a chunk of their own that only this screen downloads.
 */
import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import * as MSG from '../../../domain/messages';
import { LoadFailed } from '../../components/failure';
import { useLoad } from '../../components/useLoad';
import { loadFieldStats } from './api';
import { StatsCard } from './StatsCard';

const FieldStatsCharts = lazy(() => import('./FieldStatsCharts'));

function StatsSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true">
      <VisuallyHidden role="status">{MSG.stats.loading}</VisuallyHidden>
      <StatsCard id="occupancy-title" title={MSG.stats.occupancyTitle} text={MSG.stats.occupancyText}>
        <Skeleton height={200} radius="md" />
      </StatsCard>
      <StatsCard id="revenue-title" title={MSG.stats.revenueTitle} text={MSG.stats.revenueText}>
        <Skeleton height={260} radius="md" />
      </StatsCard>
    </Stack>
  );
}

export function FieldStats({ fieldId }: { fieldId: number }) {
  const stats = useLoad(() => loadFieldStats(fieldId), [fieldId]);
  if (stats.status === 'loading' || !stats.data) {
    if (stats.status === 'failure') return <LoadFailed title={MSG.stats.loadFailed} error={stats.error} onRetry={stats.reload} />;
    return <StatsSkeleton />;
  }
  return (
    <Suspense fallback={<StatsSkeleton />}>
      <FieldStatsCharts stats={stats.data} />
    </Suspense>
  );
}
