/**
 * /dashboard/team (docs/product.md: Screens, Flows and states, Roles and permissions): the player's team with its shield, data and roster. The owner
 * edits, changes the shield, removes members and deletes the team; the other members may leave. Every
 * member sees the team's calendar feed ('Calendario del equipo'); the owner invites by link ('Invitar por enlace'). A player
 * without a team sees how to get one.
 */
import { ActionIcon, Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCamera, IconLogout, IconMapPin, IconPencil, IconPlus, IconSearch, IconShirtSport, IconTrash, IconUserMinus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import * as MSG from '../../../domain/messages';
import { ownsTeam } from '../../../domain/permissions';
import type { Team } from '../../../domain/types';
import { errorMessage } from '../../api/http';
import { confirmModal } from '../../components/alerts';
import { LoadFailed } from '../../components/failure';
import { Loading } from '../../components/Loading';
import { notify } from '../../components/notify';
import { useLoad } from '../../components/useLoad';
import { useSubmit } from '../../components/useSubmit';
import { useSession } from '../../session/useSession';
import { deleteTeam, loadMyTeam, removeMember as removeMemberOf } from './api';
import { MemberCard } from './MemberCard';
import { InvitePanel } from './InvitePanel';
import { TeamCalendarCard } from './TeamCalendarCard';
import { TeamImageModal } from './TeamImageModal';
import { TeamShield } from '../../components/TeamShield';
import { Hint } from '../../components/Hint';
import { teamHasRoom } from '../../../domain/teams';

export default function TeamPage() {
  const team = useLoad(loadMyTeam);
  if (team.status === 'loading') return <Loading />;
  if (team.status === 'failure') {
    return (
      <Container size="lg" px={0}>
        <Title order={1} mb="md">
          Mi equipo
        </Title>
        <LoadFailed title={MSG.team.loadFailed} error={team.error} onRetry={team.reload} />
      </Container>
    );
  }
  return team.data ? <TeamView team={team.data} reload={team.reload} /> : <WithoutTeam />;
}

function WithoutTeam() {
  return (
    <Container size="sm" px={0}>
      <Title order={1} mb="md">
        Mi equipo
      </Title>
      <Card withBorder radius="lg" padding="xl" shadow="xs">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
            <IconShirtSport size={40} />
          </ThemeIcon>
          <Title order={2} fz="xl">
            {MSG.team.noTeamTitle}
          </Title>
          <Text c="dimmed">{MSG.team.noTeamText}</Text>
          <Group justify="center" mt="sm">
            <Button component={Link} to="/dashboard/team/form" leftSection={<IconPlus size={18} />}>
              Crear equipo
            </Button>
            <Button component={Link} to="/dashboard/team/list" variant="light" leftSection={<IconSearch size={18} />}>
              Buscar equipos
            </Button>
          </Group>
        </Stack>
      </Card>
    </Container>
  );
}

function TeamView({ team, reload }: { team: Team; reload: () => void }) {
  const { player } = useSession();
  const owner = ownsTeam(player, team);
  const hasRoom = teamHasRoom(team);

  // Reloading the page also reloads the session's user, so the menu drops the links that need a team.
  const leftTeam = (title: string) => {
    notify.success(title);
    reload();
  };
  const removeTeam = useSubmit(() => deleteTeam(team.id), {
    onSuccess: () => leftTeam(MSG.team.deleted),
    onError: (e) => notify.error(errorMessage(e, MSG.team.deleteFailed)),
  });
  const leave = useSubmit(() => removeMemberOf(player!.id, team.id), {
    onSuccess: () => leftTeam(MSG.team.left),
    onError: (e) => notify.error(errorMessage(e, MSG.team.leaveFailed)),
  });
  const removeMember = useSubmit((playerId: number) => removeMemberOf(playerId, team.id), {
    onSuccess: () => {
      notify.success(MSG.team.playerRemoved);
      reload();
    },
    onError: (e) => notify.error(errorMessage(e, MSG.team.removeFailed)),
  });

  const askDelete = async () => {
    if (await confirmModal(MSG.team.deleteConfirmTitle, MSG.team.deleteConfirmText, 'Sí, eliminar', 'red')) removeTeam.submit(undefined);
  };
  const askLeave = async () => {
    if (await confirmModal(MSG.team.leaveConfirmTitle, MSG.team.leaveConfirmText(team.name), 'Sí, salir', 'red')) leave.submit(undefined);
  };
  const askRemove = async (id: number, name: string) => {
    if (await confirmModal(MSG.team.removeConfirmTitle, MSG.team.removeConfirmText(name), 'Sí, eliminar', 'red')) removeMember.submit(id);
  };

  return (
    <Container size="lg" px={0}>
      <Title order={1} mb="md">
        Mi equipo
      </Title>
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
            <Group gap="xs" wrap="nowrap">
              <Title order={2} fz={{ base: 22, sm: 26 }} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
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
              <Stat label="Integrantes" value={team.memberCount} />
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

      <Title order={2} fz="xl" mb="sm">
        Jugadores
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {team.members.map((m) => (
          <MemberCard
            key={m.id}
            player={m}
            isOwner={ownsTeam(m, team)}
            isYou={m.id === player?.id}
            action={
              owner && !ownsTeam(m, team) ? (
                <Hint label="Eliminar del equipo">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Eliminar a ${m.firstName} ${m.lastName}`}
                    onClick={() => askRemove(m.id, `${m.firstName} ${m.lastName}`)}
                    loading={removeMember.submitting}
                  >
                    <IconUserMinus size={20} />
                  </ActionIcon>
                </Hint>
              ) : null
            }
          />
        ))}
        {owner && hasRoom && (
          <Card
            component={Link}
            to="/dashboard/add/player"
            withBorder
            radius="lg"
            padding="lg"
            style={{ borderStyle: 'dashed', borderWidth: 2, background: 'transparent' }}
          >
            <Group gap="md" wrap="nowrap" h="100%">
              <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
                <IconPlus size={26} />
              </ThemeIcon>
              <div>
                <Text fw={700}>Agregar jugador</Text>
                <Text size="sm" c="dimmed">
                  {team.maxPlayers - team.memberCount === 1 ? 'Queda 1 cupo' : `Quedan ${team.maxPlayers - team.memberCount} cupos`}
                </Text>
              </div>
            </Group>
          </Card>
        )}
      </SimpleGrid>

      {owner && <InvitePanel teamId={team.id} teamName={team.name} />}
      <TeamCalendarCard teamId={team.id} owner={owner} memberCount={team.memberCount} />
    </Container>
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
