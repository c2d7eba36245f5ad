/**
 * /dashboard/team/list (docs/product.md: Screens): the teams as cards; a card opens the join-request modal, except for a
 * team the player already asked to join ('Solicitud enviada'). showHeader=false hides the header.
 */
import { Alert, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as MSG from '../../../domain/messages';
import type { Team } from '../../../domain/types';
import { LoadFailed } from '../../components/failure';
import { Loading } from '../../components/Loading';
import { useLoad } from '../../components/useLoad';
import { useSession } from '../../session/useSession';
import { loadTeams } from './api';
import { TeamCard } from './TeamCard';
import { teamHasRoom } from '../../../domain/teams';
import { BackButton } from '../../components/BackButton';
import { featureDialog } from '../../components/TitledModal';

const JoinRequestModal = featureDialog(() => import('./JoinRequestModal').then((m) => m.JoinRequestModal));

export default function TeamListPage() {
  const [params] = useSearchParams();
  const showHeader = params.get('showHeader') !== 'false';
  const { player } = useSession();
  const teams = useLoad(loadTeams);
  const [joining, setJoining] = useState<Team | null>(null);
  const myTeamId = player?.team?.id ?? null;

  return (
    <Container size="lg" px={0}>
      {showHeader && (
        <>
          <Group mb={4} gap="sm">
            <BackButton to="/dashboard/team" />
            <Title order={1}>Equipos disponibles</Title>
          </Group>
          <Text c="dimmed" mb="md">
            Elige un equipo y envía una solicitud a su dueño para unirte.
          </Text>
        </>
      )}
      {myTeamId !== null && (
        <Alert color="blue" variant="light" mb="md">
          {MSG.application.alreadyInTeam}
        </Alert>
      )}
      {teams.status === 'loading' ? (
        <Loading />
      ) : teams.status === 'failure' ? (
        <LoadFailed title={MSG.team.listFailed} error={teams.error} onRetry={teams.reload} />
      ) : (teams.data?.teams ?? []).length === 0 ? (
        <Text c="dimmed">Aún no hay equipos registrados.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {(teams.data?.teams ?? []).map((t) => {
            const requested = teams.data?.requested.includes(t.id) ?? false;
            return (
              <TeamCard
                key={t.id}
                team={t}
                mine={t.id === myTeamId}
                requested={requested}
                onClick={player && myTeamId === null && !requested && teamHasRoom(t) ? () => setJoining(t) : undefined}
              />
            );
          })}
        </SimpleGrid>
      )}
      {player && (
        <JoinRequestModal opened={joining !== null} team={joining} playerId={player.id} onClose={() => setJoining(null)} onSent={teams.reload} />
      )}
    </Container>
  );
}
