/** A team in team/list: shield, name, place and room; clicking it opens the join request when it can take one. */
import { Badge, Card, Group, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import * as MSG from '../../../domain/messages';
import type { Team } from '../../../domain/types';
import { TeamShield } from '../../components/TeamShield';
import { teamHasRoom } from '../../../domain/teams';

interface Props {
  team: Team;
  mine: boolean;
  /** The player has a PENDING request to this team: 'Solicitud enviada' instead of the way to ask. */
  requested?: boolean;
  /** Absent when the team cannot take a request from this player. */
  onClick?: () => void;
}

export function TeamCard({ team, mine, requested = false, onClick }: Props) {
  const full = !teamHasRoom(team);
  const body = (
    <Card withBorder radius="lg" padding="lg" shadow="xs" h="100%" style={{ cursor: onClick ? 'pointer' : 'default' }}>
      <Stack gap="sm">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <TeamShield imageUrl={team.imageUrl} name={team.name} size={56} />
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={700} fz="lg" lh={1.25} style={{ overflowWrap: 'anywhere' }}>
              {team.name}
            </Text>
            <Group gap={4} wrap="nowrap" align="flex-start">
              <IconMapPin size={14} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
              {/* Whole, over as many lines as it takes: a phone has no pointer to show a cut one. */}
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {team.neighborhood}, {team.city}
              </Text>
            </Group>
            {mine ? (
              <Badge variant="filled" w="fit-content">
                Tu equipo
              </Badge>
            ) : requested ? (
              <Badge color="yellow" variant="light" w="fit-content">
                {MSG.application.sent}
              </Badge>
            ) : full ? (
              <Badge color="gray" variant="light" w="fit-content">
                Completo
              </Badge>
            ) : null}
          </Stack>
        </Group>
        <div>
          <Group justify="space-between" mb={4}>
            <Text size="sm">Jugadores</Text>
            <Text size="sm" fw={700}>
              {team.memberCount}/{team.maxPlayers}
            </Text>
          </Group>
          <Progress value={(team.memberCount / team.maxPlayers) * 100} color={full ? 'gray' : 'cancha'} size="sm" aria-hidden />
        </div>
      </Stack>
    </Card>
  );
  return onClick ? (
    <UnstyledButton onClick={onClick} aria-label={`Solicitar unirme a ${team.name}`} style={{ display: 'block', height: '100%' }}>
      {body}
    </UnstyledButton>
  ) : (
    <article aria-label={team.name}>{body}</article>
  );
}
