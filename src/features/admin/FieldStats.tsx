/**
 * home-admin's 'Ocupación' and 'Ingresos' (docs/product.md, "home-admin"): the figures load through the load
 * machine (useLoad), with skeleton cards while loading and 'Reintentar' when they fail. The charts themselves
 * (@mantine/charts with recharts, and their styles: about 120 KB) are in a chunk of their own, downloaded only when
 * there is something to chart and the cards come near the screen; on a phone they are below the first screenful. A
 * chart whose code cannot be downloaded (the phone went offline meanwhile) says so in its card, with 'Reintentar'.
 */
import { Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { useState, type ComponentType } from 'react';
import * as MSG from '../../../domain/messages';
import { chunk, useChunk, type Chunk } from '../../components/chunks';
import { LoadFailed } from '../../components/failure';
import { useLoad } from '../../components/useLoad';
import { loadFieldStats } from './api';
import { StatsCard } from './StatsCard';

const occupancy = chunk(() => import('./FieldStatsCharts').then((m) => m.Occupancy));
const revenue = chunk(() => import('./FieldStatsCharts').then((m) => m.Revenue));

/** How far below the screen the cards start downloading their charts. */
const NEAR_MARGIN = '300px 0px';

export function FieldStats({ fieldId }: { fieldId: number }) {
  const stats = useLoad(() => loadFieldStats(fieldId), [fieldId]);
  const { ref, entry } = useIntersection({ rootMargin: NEAR_MARGIN });
  const [near, setNear] = useState(false);
  if (entry?.isIntersecting && !near) setNear(true);
  if (stats.status === 'failure' && !stats.data) {
    return <LoadFailed title={MSG.stats.loadFailed} error={stats.error} onRetry={stats.reload} />;
  }
  const data = stats.status === 'loading' ? undefined : stats.data;
  return (
    <Stack gap="lg" ref={ref} aria-busy={data ? undefined : true}>
      {!data && <VisuallyHidden role="status">{MSG.stats.loading}</VisuallyHidden>}
      <StatsCard id="occupancy-title" title={MSG.stats.occupancyTitle} text={MSG.stats.occupancyText}>
        <Chart
          height={200}
          near={near}
          empty={data && data.occupancy.length === 0 && MSG.stats.empty}
          part={occupancy}
          props={data && { stats: data }}
        />
      </StatsCard>
      <StatsCard id="revenue-title" title={MSG.stats.revenueTitle} text={MSG.stats.revenueText}>
        <Chart
          height={260}
          near={near}
          empty={data?.revenue.every((w) => w.finished === 0 && w.active === 0) && MSG.stats.revenueEmpty}
          part={revenue}
          props={data && { weeks: data.revenue }}
        />
      </StatsCard>
    </Stack>
  );
}

interface ChartProps<P> {
  height: number;
  near: boolean;
  empty: string | false | undefined;
  /** The chart's code, and what it draws (undefined while the figures load). */
  part: Chunk<ComponentType<P>>;
  props: P | undefined;
}

/**
 * A card's chart: its empty text when there is nothing to chart, else a skeleton until the chart is near and its code
 * has come, or why it could not come.
 */
function Chart<P extends object>({ height, near, empty, part, props }: ChartProps<P>) {
  const { component: Loaded, failed, retry } = useChunk(part, near && props !== undefined && !empty);
  if (empty) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {empty}
      </Text>
    );
  }
  if (failed) return <LoadFailed title={MSG.stats.chartFailed} onRetry={retry} />;
  return Loaded && props ? <Loaded {...props} /> : <Skeleton height={height} radius="md" />;
}
