/** One of the player's own requests to join a team, with its state. */
import { Card, Group, Stack, Text } from '@mantine/core';
import { relativeDayLabel } from '../../../domain/format';
import type { Application } from '../../../domain/types';
import { TeamShield } from '../../components/TeamShield';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';

export function OwnApplicationCard({ application }: { application: Application }) {
  const { team } = application;
  return (
    <Card withBorder radius="lg" padding="md" shadow="xs" component="article" aria-label={`Solicitud a ${team.name}`}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <TeamShield imageUrl={team.imageUrl} name={team.name} size={44} />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={700} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
              {team.name}
            </Text>
            <Text size="sm" c="dimmed">
              {team.neighborhood}, {team.city} · {relativeDayLabel(application.applicationDate)}
            </Text>
            <ApplicationStatusBadge status={application.statusRequest} />
          </Stack>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'break-word' }}>
          {application.description}
        </Text>
      </Stack>
    </Card>
  );
}
