/** A member of the roster: photo, name, role in the team, and the owner's action on them. */
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { cityAndAge, fullName } from '../../../domain/format';
import type { Player } from '../../../domain/types';
import { PlayerAvatar } from '../../components/PlayerAvatar';

interface Props {
  player: Player;
  isOwner: boolean;
  isYou: boolean;
  action?: ReactNode;
}

export function MemberCard({ player, isOwner, isYou, action }: Props) {
  const name = fullName(player);
  return (
    <Card withBorder radius="lg" padding="md" shadow="xs" component="article" aria-label={name}>
      <Group gap="md" wrap="nowrap" align="center">
        <PlayerAvatar player={player} size={48} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text fw={700} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            {isOwner && (
              <Badge size="xs" variant="light" color="yellow" style={{ flexShrink: 0 }}>
                Dueño
              </Badge>
            )}
            {isYou && (
              <Badge size="xs" variant="outline" style={{ flexShrink: 0 }}>
                Tú
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" truncate>
            {cityAndAge(player)}
          </Text>
        </Stack>
        {action}
      </Group>
    </Card>
  );
}
