/**
 * home-admin's 'Ocupación' chart (re-exported by FieldStatsCharts.tsx, the lazy chunk): a heat map of booked hours by
 * weekday (rows, lunes first) and clock hour (columns, the field's hours), drawn with MatrixChart, short day names and
 * smaller cells on a narrow screen; a cell tapped or clicked told under it (a tooltip follows a mouse only), then the
 * busiest hours and the total of booked hours.
 */
import { MatrixChart, type MatrixChartCell } from '@mantine/charts';
import { Box, ScrollArea, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useState } from 'react';
import * as MSG from '../../../domain/messages';
import {
  busiestText,
  formatHours,
  hourLabel12,
  hourRange,
  ISO_WEEKDAYS,
  occupancyHourColumns,
  WEEKDAY_NAMES,
  WEEKDAY_SHORT_NAMES,
} from '../../../domain/stats';
import type { FieldStats } from '../../../domain/types';

const bookedHours = (hours: number) => MSG.stats.bookedHours(formatHours(hours));

/** Narrow screens: short day names and cells as small as 12 px, scrolling sideways below that. */
const GAP = 2;
const MIN_CELL = 12;
const MAX_CELL = 44;

export function Occupancy({ stats }: { stats: FieldStats }) {
  const { ref, width } = useElementSize();
  const columns = occupancyHourColumns(
    stats.openingHour,
    stats.closingHour,
    stats.occupancy.map((c) => c.hour),
  );
  const compact = width > 0 && width < 560;
  const names = compact ? WEEKDAY_SHORT_NAMES : WEEKDAY_NAMES;
  const yLabelsWidth = compact ? 34 : 80;
  const cellSize = width > 0 ? Math.max(MIN_CELL, Math.min(MAX_CELL, Math.floor((width - yLabelsWidth) / columns.length) - GAP)) : MIN_CELL;
  const byKey = new Map(stats.occupancy.map((c) => [`${c.weekday}-${c.hour}`, c]));
  const data: MatrixChartCell[] = ISO_WEEKDAYS.flatMap((weekday) =>
    columns.map((hour) => ({ x: hourLabel12(hour), y: names[weekday - 1], value: byKey.get(`${weekday}-${hour}`)?.hours ?? null })),
  );
  const busiest = busiestText(stats.occupancy);
  /** The clock hour a column's 12-hour label names. */
  const hourOf = (label: string) => columns[columns.findIndex((h) => hourLabel12(h) === label)];
  const total = stats.occupancy.reduce((sum, c) => sum + c.hours, 0);
  const weekdayOf = (label: string) => (names as readonly string[]).indexOf(label) + 1;
  const cellText = (cell: MatrixChartCell) =>
    `${WEEKDAY_NAMES[weekdayOf(cell.y) - 1]}, ${hourRange(hourOf(cell.x))}: ${cell.value ? bookedHours(cell.value) : MSG.stats.noBookedHours}`;
  // A tap shows no tooltip (it follows a mouse): the cell tapped or clicked is told under the chart.
  const [picked, setPicked] = useState<string | null>(null);

  return (
    <Stack gap="xs">
      <Box ref={ref} w="100%">
        <ScrollArea type="auto" scrollbars="x" offsetScrollbars>
          <MatrixChart
            data={data}
            xLabels={columns.map(hourLabel12)}
            yLabels={[...names]}
            withXLabels
            withYLabels
            // '8 p. m.' is wider than a cell: the hours stand upright under their columns, read from the bottom up.
            xLabelsPosition="bottom"
            xLabelsRotation={-90}
            xLabelsHeight={60}
            yLabelsWidth={yLabelsWidth}
            cellSize={cellSize}
            gap={GAP}
            cellRadius={3}
            fontSize={compact ? 10 : 12}
            domain={[0, Math.max(...stats.occupancy.map((c) => c.hours))]}
            colors={['cancha.2', 'cancha.4', 'cancha.6', 'cancha.8']}
            emptyColor="gray.1"
            withLegend
            legendLabels={[MSG.stats.legendLess, MSG.stats.legendMore]}
            withTooltip
            getTooltipLabel={cellText}
            getCellProps={(cell) =>
              ({
                'data-weekday': weekdayOf(cell.y),
                'data-hour': hourOf(cell.x),
                'data-hours': cell.value ?? 0,
                onClick: () => setPicked(cellText(cell)),
              }) as React.ComponentProps<'rect'>
            }
            aria-label={MSG.stats.heatmapLabel}
            style={{ overflow: 'visible' }}
          />
        </ScrollArea>
      </Box>
      <Text size="xs" c="dimmed">
        {MSG.stats.hourAxis}
      </Text>
      {(picked !== null || compact) && (
        <Text size="sm" aria-live="polite" data-testid="occupancy-picked" c={picked === null ? 'dimmed' : undefined}>
          {picked ?? MSG.stats.cellHint}
        </Text>
      )}
      <Text size="sm" data-testid="occupancy-busiest">
        <Text span fw={700}>
          {MSG.stats.busiest}
        </Text>{' '}
        {busiest}
      </Text>
      <Text size="sm" data-testid="occupancy-total">
        <Text span fw={700}>
          {MSG.stats.totalHours}
        </Text>{' '}
        {bookedHours(total)}
      </Text>
    </Stack>
  );
}
