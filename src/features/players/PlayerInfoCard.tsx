/** The player found by e-mail in add/player: who they are and whether they already have a team. */
import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { fullName } from '../../../domain/format';
import type { Player } from '../../../domain/types';
import { PlayerAvatar } from '../../components/PlayerAvatar';

export function PlayerInfoCard({ player, action }: { player: Player; action: ReactNode }) {
  const name = fullName(player);
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="article" aria-label={name}>
      <Stack>
        <Group gap="md" wrap="nowrap">
          <PlayerAvatar player={player} size={64} lazy={false} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            {player.email && (
              <Text size="sm" c="dimmed" truncate>
                {player.email}
              </Text>
            )}
            {player.team ? (
              <Badge color="blue" variant="light" maw="100%" title={player.team.name}>
                Equipo: {player.team.name}
              </Badge>
            ) : (
              <Badge color="gray" variant="light" w="fit-content">
                Sin equipo
              </Badge>
            )}
          </Stack>
        </Group>
        <SimpleGrid cols={3} spacing="xs">
          <Info label="Ciudad" value={player.city} />
          {player.age !== undefined && <Info label="Edad" value={`${player.age} años`} />}
          {player.cellphone && <Info label="Celular" value={player.cellphone} />}
        </SimpleGrid>
        {action}
      </Stack>
    </Card>
  );
}

function Info({ label, value }: { label: string; value: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" truncate>
        {value}
      </Text>
    </div>
  );
}
