/**
 * /dashboard/requests (docs/product.md: Screens, Flows and states): the player's own requests to join teams and, for a team owner, the
 * requests to their team, the pending ones first, to accept or reject.
 */
import { Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import * as MSG from '../../../domain/messages';
import type { Application } from '../../../domain/types';
import { LoadFailed } from '../../components/failure';
import { Loading } from '../../components/Loading';
import { useLoad } from '../../components/useLoad';
import { loadRequests } from './api';
import { IncomingApplicationCard } from './IncomingApplicationCard';
import { OwnApplicationCard } from './OwnApplicationCard';

const pendingFirst = (list: Application[]) => [...list].sort((a, b) => Number(b.statusRequest === 'PENDING') - Number(a.statusRequest === 'PENDING'));

export default function RequestsPage() {
  const requests = useLoad(loadRequests);
  const data = requests.data;
  const empty = data && (data.incoming ?? []).length === 0 && data.mine.length === 0;

  return (
    <Container size="lg" px={0}>
      <Title order={1} mb="md">
        Solicitudes
      </Title>
      {/* A reload after an answer keeps the list on screen. */}
      {!data && requests.status === 'loading' ? (
        <Loading />
      ) : !data && requests.status === 'failure' ? (
        <LoadFailed title={MSG.application.loadFailed} error={requests.error} onRetry={requests.reload} />
      ) : empty ? (
        <Stack align="center" gap="xs" py="xl">
          <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden>
            <IconMailOff size={34} />
          </ThemeIcon>
          <Text c="dimmed">{MSG.application.empty}</Text>
        </Stack>
      ) : (
        data && (
          <Stack gap="xl">
            {data.incoming && data.incoming.length > 0 && (
              <section aria-labelledby="incoming-title">
                <Title order={2} fz="lg" mb="sm" id="incoming-title">
                  Solicitudes para tu equipo
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                  {pendingFirst(data.incoming).map((a) => (
                    <IncomingApplicationCard key={a.id} application={a} onAnswered={requests.reload} />
                  ))}
                </SimpleGrid>
              </section>
            )}
            {data.mine.length > 0 && (
              <section aria-labelledby="mine-title">
                <Title order={2} fz="lg" mb="sm" id="mine-title">
                  Mis solicitudes
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                  {data.mine.map((a) => (
                    <OwnApplicationCard key={a.id} application={a} onAnswered={requests.reload} />
                  ))}
                </SimpleGrid>
              </section>
            )}
          </Stack>
        )
      )}
    </Container>
  );
}
