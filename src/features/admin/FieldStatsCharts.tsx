/**
 * The charts of home-admin, loaded lazily by FieldStats.tsx: 'Ocupación', a heat map of booked hours by weekday
 * (rows, lunes first) and clock hour (columns, the field's hours), drawn with MatrixChart; 'Ingresos', revenue per
 * week with finalized and active reservations stacked, drawn with BarChart. @mantine/charts, recharts and the
 * charts' styles arrive with this chunk only, when there is something to chart.
 */
import '@mantine/charts/styles.layer.css';
import { BarChart, MatrixChart, type MatrixChartCell } from '@mantine/charts';
import { Box, Group, ScrollArea, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import { dayMonthLabel, formatPesos, formatPesosShort } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { amountDue } from '../../../domain/payment';
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
import type { FieldStats, RevenueWeek } from '../../../domain/types';

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
            getTooltipLabel={(cell) =>
              `${WEEKDAY_NAMES[weekdayOf(cell.y) - 1]}, ${hourRange(hourOf(cell.x))}: ${cell.value ? bookedHours(cell.value) : MSG.stats.noBookedHours}`
            }
            getCellProps={(cell) =>
              ({ 'data-weekday': weekdayOf(cell.y), 'data-hour': hourOf(cell.x), 'data-hours': cell.value ?? 0 }) as React.ComponentProps<'rect'>
            }
            aria-label={MSG.stats.heatmapLabel}
            style={{ overflow: 'visible' }}
          />
        </ScrollArea>
      </Box>
      <Text size="xs" c="dimmed">
        {MSG.stats.hourAxis}
      </Text>
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

export function Revenue({ weeks }: { weeks: RevenueWeek[] }) {
  // On a phone the 8 weeks' labels are slanted, so they do not run into each other.
  const compact = useMediaQuery('(max-width: 36em)') ?? false;
  const finished = weeks.reduce((sum, w) => sum + w.finished, 0);
  const active = weeks.reduce((sum, w) => sum + w.active, 0);
  const received = weeks.reduce((sum, w) => sum + w.received, 0);
  const weekOf = (weekStart: string) => MSG.stats.weekOf(dayMonthLabel(weekStart));
  return (
    <Stack gap="xs">
      <Box role="group" aria-label={MSG.stats.revenueChartLabel}>
        <BarChart
          h={260}
          data={weeks}
          dataKey="weekStart"
          type="stacked"
          series={[
            { name: 'finished', label: MSG.stats.finished, color: 'cancha.7' },
            { name: 'active', label: MSG.stats.active, color: 'cancha.3' },
          ]}
          valueFormatter={formatPesos}
          xAxisProps={{
            tickFormatter: dayMonthLabel,
            interval: 0,
            fontSize: 11,
            ...(compact ? { angle: -45, textAnchor: 'end', height: 48 } : {}),
          }}
          yAxisProps={{ tickFormatter: formatPesosShort, width: 88, fontSize: 11 }}
          // Before any bar is pointed at, the tooltip is in the page, hidden, with no label: it then says nothing.
          tooltipProps={{ labelFormatter: (label: unknown) => (typeof label === 'string' && label ? weekOf(label) : '') }}
          withLegend
          maxBarWidth={48}
        />
      </Box>
      <Group gap="md" data-testid="revenue-total">
        <Text size="sm">
          <Text span fw={700}>
            {MSG.stats.revenueTotal}
          </Text>{' '}
          {MSG.stats.finished} {formatPesos(finished)} · {MSG.stats.active} {formatPesos(active)}
        </Text>
      </Group>
      {/* What the payments recorded on the cards add up to, and the rest (docs/product.md, "Payments"). */}
      <Text size="sm" data-testid="revenue-received">
        {MSG.stats.received} {formatPesos(received)} ·{' '}
        <Text span fw={700}>
          {MSG.stats.toCollect} {formatPesos(amountDue(finished + active, received))}
        </Text>
      </Text>
      <VisuallyHidden>
        <Table>
          <caption>{MSG.stats.revenueTableLabel}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{MSG.stats.week}</Table.Th>
              <Table.Th scope="col">{MSG.stats.finished}</Table.Th>
              <Table.Th scope="col">{MSG.stats.active}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {weeks.map((w) => (
              <Table.Tr key={w.weekStart}>
                <Table.Th scope="row">{weekOf(w.weekStart)}</Table.Th>
                <Table.Td>{formatPesos(w.finished)}</Table.Td>
                <Table.Td>{formatPesos(w.active)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}
