/**
 * /dashboard/team (docs/product.md: Screens, Flows and states, Roles and permissions): the player's team with its shield, data and roster. The owner
 * edits, changes the shield, removes members and deletes the team; the other members may leave. Every
 * member sees the team's calendar feed ('Calendario del equipo'); the owner invites by link ('Invitar por enlace'). A player
 * without a team sees how to get one.
 */
import { ActionIcon, Card, Container, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlus, IconUserMinus } from '@tabler/icons-react';
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
import { useRefreshOnReturn } from '../../components/useRefreshOnReturn';
import { useOnNotice } from '../../layout/notices';
import { changesRoster } from '../../../domain/noticeEffects';
import { useSubmit } from '../../components/useSubmit';
import { deferredPart } from '../../components/deferred';
import { useSession } from '../../session/useSession';
import { loadMyTeam, removeMember as removeMemberOf } from './api';
import { MemberCard } from './MemberCard';
import { TeamHeader } from './TeamHeader';
import { WithoutTeam } from './WithoutTeam';
import { Hint } from '../../components/Hint';
import { teamHasRoom } from '../../../domain/teams';

/** Below the roster, each with an answer of its own to wait for: their code comes as the team is drawn. */
const InvitePanel = deferredPart(() => import('./InvitePanel').then((m) => m.InvitePanel), 280);
const TeamCalendarCard = deferredPart(() => import('./TeamCalendarCard').then((m) => m.TeamCalendarCard), 200);

export default function TeamPage() {
  const team = useLoad(loadMyTeam);
  // Somebody joined by the link, or the player was accepted, added or removed: the roster follows, quietly.
  const refresh = useRefreshOnReturn(loadMyTeam, [], team.setData, { everyMinute: false });
  useOnNotice((notice) => {
    if (changesRoster(notice.kind)) refresh();
  });
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

function TeamView({ team, reload }: { team: Team; reload: () => void }) {
  const { player } = useSession();
  const owner = ownsTeam(player, team);
  const hasRoom = teamHasRoom(team);

  const removeMember = useSubmit((playerId: number) => removeMemberOf(playerId, team.id), {
    onSuccess: () => {
      notify.success(MSG.team.playerRemoved);
      reload();
    },
    onError: (e) => notify.error(errorMessage(e, MSG.team.removeFailed)),
  });

  const askRemove = async (id: number, name: string) => {
    if (await confirmModal(MSG.team.removeConfirmTitle, MSG.team.removeConfirmText(name), 'Sí, eliminar', 'red')) removeMember.submit(id);
  };

  return (
    <Container size="lg" px={0}>
      <Title order={1} mb="md">
        Mi equipo
      </Title>
      {player && <TeamHeader team={team} owner={owner} playerId={player.id} reload={reload} />}

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
