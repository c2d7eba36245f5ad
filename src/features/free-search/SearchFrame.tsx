/** The search's frame, the same before its code has come (on /home) and after: its heading, what it asks, its content. */
import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import * as MSG from '../../../domain/messages';

export function SearchFrame({ children }: { children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby="free-search-title" withBorder radius="lg" padding="lg" mb="xl">
      <Stack gap="sm">
        <div>
          <Title order={2} id="free-search-title" fz="xl">
            {MSG.searchEntry.title}
          </Title>
          <Text size="sm" c="dimmed">
            {MSG.searchEntry.intro}
          </Text>
        </div>
        {children}
      </Stack>
    </Card>
  );
}
