/**
 * A card of the team's page that loads something of its own (the invite link, the calendar): its titled frame,
 * and while loading or after a failed load the spinner or the Spanish error with 'Reintentar' in place of its body.
 */
import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../components/failure';
import { Loading } from '../../components/Loading';

interface Load {
  status: 'loading' | 'success' | 'failure';
  error: unknown;
  reload: () => void;
}

export function TeamSectionCard({
  id,
  icon,
  title,
  load,
  failedTitle,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  load: Load;
  failedTitle: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" mt="xl" component="section" aria-labelledby={id}>
      <Group gap="xs" mb="xs" wrap="nowrap">
        {icon}
        <Title order={2} fz="xl" id={id}>
          {title}
        </Title>
      </Group>
      {load.status === 'loading' ? (
        <Loading />
      ) : load.status === 'failure' ? (
        <LoadFailed title={failedTitle} error={load.error} onRetry={load.reload} />
      ) : (
        children
      )}
    </Card>
  );
}
