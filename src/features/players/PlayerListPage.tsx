/**
 * /dashboard/player/list (docs/product.md: Screens): the other players, 8 a page, marked by team (own team, another
 * team, no team), each with a WhatsApp contact link (country code 57).
 */
import { Box, Button, Card, Center, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { cityAndAge, fullName, whatsappLink } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import type { Player } from '../../../domain/types';
import { LoadFailed } from '../../components/failure';
import { Pages } from '../../components/Pages';
import { Loading } from '../../components/Loading';
import { useLoad } from '../../components/useLoad';
import { useSession } from '../../session/useSession';
import { loadPlayerPage } from './api';
import { PlayerAvatar } from '../../components/PlayerAvatar';

type Belonging = 'own' | 'other' | 'none';

const LEGEND: Record<Belonging, { label: string; color: string }> = {
  own: { label: 'Tu equipo', color: 'var(--mantine-color-cancha-6)' },
  other: { label: 'Otro equipo', color: 'var(--mantine-color-blue-6)' },
  none: { label: 'Sin equipo', color: 'var(--mantine-color-gray-5)' },
};

export default function PlayerListPage() {
  const { player: me } = useSession();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const players = useLoad(() => loadPlayerPage(page), [page]);
  const belonging = (p: Player): Belonging => (!p.team ? 'none' : p.team.id === me?.team?.id ? 'own' : 'other');

  return (
    <Container size="lg" px={0}>
      <Title order={1} mb={4}>
        Jugadores disponibles
      </Title>
      <Text c="dimmed" mb="sm">
        Encuentra jugadores y escríbeles por WhatsApp.
      </Text>
      <Group gap="lg" mb="md" role="list" aria-label="Convenciones">
        {(Object.keys(LEGEND) as Belonging[]).map((k) => (
          <Group key={k} gap={6} role="listitem">
            <Box w={12} h={12} style={{ borderRadius: 99, background: LEGEND[k].color }} aria-hidden />
            <Text size="sm">{LEGEND[k].label}</Text>
          </Group>
        ))}
      </Group>
      {players.status === 'loading' ? (
        <Loading />
      ) : players.status === 'failure' ? (
        <LoadFailed title={MSG.player.listFailed} error={players.error} onRetry={players.reload} />
      ) : (
        <>
          {(players.data?.content ?? []).length === 0 ? (
            <Text c="dimmed">No hay otros jugadores registrados.</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }}>
              {players.data!.content.map((p) => (
                <PlayerCard key={p.id} player={p} belonging={belonging(p)} />
              ))}
            </SimpleGrid>
          )}
          {(players.data?.totalPages ?? 0) > 1 && (
            <Center mt="lg">
              <Pages
                label="Páginas de jugadores"
                total={players.data!.totalPages}
                value={page}
                onChange={(n) => setParams((prev) => ({ ...Object.fromEntries(prev), page: String(n) }))}
              />
            </Center>
          )}
        </>
      )}
    </Container>
  );
}

function PlayerCard({ player, belonging }: { player: Player; belonging: Belonging }) {
  const name = fullName(player);
  const { color, label } = LEGEND[belonging];
  return (
    <Card withBorder radius="lg" padding="md" shadow="xs" component="article" aria-label={name} style={{ borderLeft: `5px solid ${color}` }}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <PlayerAvatar player={player} size={48} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {cityAndAge(player)}
            </Text>
          </Stack>
        </Group>
        <Text size="sm" title={label} style={{ overflowWrap: 'anywhere' }}>
          <Text span c="dimmed">
            Equipo:{' '}
          </Text>
          {player.team?.name ?? 'Sin equipo'}
        </Text>
        {player.cellphone && (
          <Button
            component="a"
            href={whatsappLink(player.cellphone)}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            color="green"
            leftSection={<IconBrandWhatsapp size={18} />}
            mt="auto"
            aria-label={`Contactar a ${name} por WhatsApp`}
          >
            Contactar
          </Button>
        )}
        {!player.cellphone && (
          <Text size="sm" c="dimmed" mt="auto">
            {MSG.privacy.noContact}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
