/** The cards of home-admin's figures (its stats, today's games, the cash book, the news): a titled card and a labelled figure. */
import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './StatsCard.module.css';

/** One figure's card: its title, what it counts, and the figure (or its skeleton, or its empty text). */
export function StatsCard({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id={id}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </div>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * One figure of a card: 'Recibido' / '$ 270.000'. On a phone the label and the figure share a row, the figure on the
 * right, one figure a row, so that an amount up to '$ 99.999.999' never runs into its neighbour; on a wider screen
 * the label goes above the figure, in the card's columns.
 */
export function StatsFigure({ label, value }: { label: string; value: string }) {
  return (
    <div className={classes.figure}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg" className={classes.value}>
        {value}
      </Text>
    </div>
  );
}

/** The figures of a card: one a row on a phone, `cols` side by side from 36em. */
export const FIGURE_COLS = { base: 1, xs: 3 } as const;
