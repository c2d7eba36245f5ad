/**
 * home-admin's 'Ingresos' chart (re-exported by FieldStatsCharts.tsx, the lazy chunk): revenue per week with
 * finalized and active reservations stacked, drawn with BarChart; the totals, what was received and what is left to
 * collect; and, for a screen reader, the weeks as a table.
 */
import { BarChart } from '@mantine/charts';
import { Box, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { dayMonthLabel, formatPesos, formatPesosShort } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import { amountDue } from '../../../domain/payment';
import type { RevenueWeek } from '../../../domain/types';

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
