/** The cards of home-admin's figures (its stats, today's games, the cash book, the news): a titled card and a labelled figure. */
import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

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

/** One figure of a card, its label above it: 'Recibido' / '$ 270.000'. */
export function StatsFigure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {value}
      </Text>
    </div>
  );
}
