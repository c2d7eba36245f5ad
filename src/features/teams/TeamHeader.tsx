/**
 * The card at the top of /dashboard/team (docs/product.md, "Teams and fields"): the shield (the owner changes it), the name,
 * where the team plays and its numbers; the owner edits or deletes the team, another member leaves it.
 */
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCamera, IconLogout, IconMapPin, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { dayInWords, fullName } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import type { Team } from '../../../domain/types';
import { errorMessage } from '../../api/http';
import { confirmModal } from '../../components/alerts';
import { Hint } from '../../components/Hint';
import { notify } from '../../components/notify';
import { TeamShield } from '../../components/TeamShield';
import { useSubmit } from '../../components/useSubmit';
import { deleteTeam, removeMember as removeMemberOf } from './api';
import { TeamImageModal } from './TeamImageModal';

interface TeamHeaderProps {
  team: Team;
  /** Whether the signed-in player owns the team, and who that player is (a member who leaves it). */
  owner: boolean;
  playerId: number;
  reload: () => void;
}

export function TeamHeader({ team, owner, playerId, reload }: TeamHeaderProps) {
  // Reloading the page also reloads the session's user, so the menu drops the links that need a team.
  const leftTeam = (title: string) => {
    notify.success(title);
    reload();
  };
  const removeTeam = useSubmit(() => deleteTeam(team.id), {
    onSuccess: () => leftTeam(MSG.team.deleted),
    onError: (e) => notify.error(errorMessage(e, MSG.team.deleteFailed)),
  });
  const leave = useSubmit(() => removeMemberOf(playerId, team.id), {
    onSuccess: () => leftTeam(MSG.team.left),
    onError: (e) => notify.error(errorMessage(e, MSG.team.leaveFailed)),
  });
  const askDelete = async () => {
    if (await confirmModal(MSG.team.deleteConfirmTitle, MSG.team.deleteConfirmText, 'Sí, eliminar', 'red')) removeTeam.submit(undefined);
  };
  const askLeave = async () => {
    // A member who paid the owner their share of a game to come is reminded to ask for it back.
    const owner = team.members.find((m) => m.id === team.ownerId);
    const text = [MSG.team.leaveConfirmText(team.name)];
    if (team.sharePaidOn && owner) text.push(MSG.team.leaveSharePaid(fullName(owner), dayInWords(team.sharePaidOn)));
    if (await confirmModal(MSG.team.leaveConfirmTitle, text.join(' '), 'Sí, salir', 'red')) leave.submit(undefined);
  };

  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" mb="xl">
      <Group align="center" gap="lg" wrap="wrap">
        <div style={{ position: 'relative' }}>
          <TeamShield imageUrl={team.imageUrl} name={team.name} size={104} eager />
          {owner && (
            <TeamImageModal team={team} onUploaded={reload}>
              {(open) => (
                <Hint label="Cambiar escudo">
                  <ActionIcon
                    onClick={open}
                    radius="xl"
                    size="lg"
                    aria-label="Cambiar escudo"
                    style={{ position: 'absolute', right: -6, bottom: -6, boxShadow: 'var(--mantine-shadow-sm)' }}
                  >
                    <IconCamera size={18} />
                  </ActionIcon>
                </Hint>
              )}
            </TeamImageModal>
          )}
        </div>
        <Stack gap={6} style={{ flex: '1 1 220px', minWidth: 0 }}>
          {/* A long name keeps its words whole: the badge goes under it rather than squeeze it. */}
          <Group gap="xs">
            <Title order={2} fz={{ base: 22, sm: 26 }} style={{ minWidth: 0, overflowWrap: 'break-word' }}>
              {team.name}
            </Title>
            {owner && (
              <Badge variant="light" color="yellow" style={{ flexShrink: 0 }}>
                Dueño
              </Badge>
            )}
          </Group>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {team.neighborhood}, {team.city}
            </Text>
          </Group>
          <Group gap="lg" mt={4}>
            <Stat label={team.memberCount === 1 ? 'Integrante' : 'Integrantes'} value={team.memberCount} />
            <Stat label="Máximo de jugadores" value={team.maxPlayers} />
          </Group>
        </Stack>
        <Group gap="sm" style={{ flex: '1 1 100%' }} justify="flex-end">
          {owner ? (
            <>
              <Button component={Link} to={`/dashboard/team/form/${team.id}`} variant="light" leftSection={<IconPencil size={18} />}>
                Editar
              </Button>
              <Button color="red" variant="light" leftSection={<IconTrash size={18} />} onClick={askDelete} loading={removeTeam.submitting}>
                Eliminar equipo
              </Button>
            </>
          ) : (
            <Button color="red" variant="light" leftSection={<IconLogout size={18} />} onClick={askLeave} loading={leave.submitting}>
              Salir del equipo
            </Button>
          )}
        </Group>
      </Group>
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text fz={22} fw={800} c="cancha.8" lh={1.1}>
        {value}
      </Text>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
    </div>
  );
}
