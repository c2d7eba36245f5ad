/** The active fields as cards, for the public home and the players' list. Tests may give another loader. */
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useDeferredValue } from 'react';
import { appNow } from '../../../domain/clock';
import * as MSG from '../../../domain/messages';
import type { Field } from '../../../domain/types';
import { LoadFailed } from '../../components/failure';
import { Loading } from '../../components/Loading';
import { useLoad } from '../../components/useLoad';
import { useNow } from '../../components/useNow';
import { useSession } from '../../session/useSession';
import { ActiveReservationFailed, ActiveReservationNotice, useActiveReservation } from './ActiveReservationNotice';
import { loadActiveFields } from './api';
import { FieldCard } from './FieldCard';
import { NoTeamPanel } from '../../components/NoTeamPanel';

export function FieldGrid({ load = loadActiveFields }: { load?: (signal: AbortSignal) => Promise<Field[]> }) {
  // The cards are rendered as a transition, which yields to the browser between cards: the list arriving
  // is not one long task on a slow phone (docs/architecture.md).
  const fields = useDeferredValue(useLoad(load));
  // Read as the cards render, not when the page opened: by then the list's own answer has set the app's clock
  // (a phone whose clock is off is corrected by it); useNow re-renders every minute.
  useNow();
  const now = appNow();
  const session = useSession();
  const isPlayer = session.role === 'PLAYER' && session.isAuthenticated;
  const teamId = isPlayer ? (session.player?.team?.id ?? null) : null;
  const hasTeam = teamId !== null;
  // A team holding an ACTIVE reservation learns it here, before any form; the cards then open the fields.
  const { reservation: activeReservation, failed: activeCheckFailed } = useActiveReservation(teamId);

  if (fields.status === 'loading') return <Loading />;
  // A failure is not an empty list: it says so, with 'Reintentar', which also tries again the team's check
  // that failed with it (one press mends the screen).
  if (fields.status === 'failure') {
    const retry = () => {
      fields.reload();
      activeCheckFailed?.retry();
    };
    return <LoadFailed title={MSG.failure.fieldsLoadFailed} error={fields.error} onRetry={retry} />;
  }
  const list = fields.data ?? [];
  return (
    <Stack>
      {isPlayer && session.player && !hasTeam && <NoTeamPanel />}
      {activeReservation && <ActiveReservationNotice reservation={activeReservation} now={now} />}
      {activeCheckFailed && <ActiveReservationFailed failed={activeCheckFailed} />}
      {list.length === 0 ? (
        <Text c="dimmed">No hay canchas disponibles por ahora.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {list.map((f) =>
            isPlayer ? (
              activeReservation ? (
                <FieldCard key={f.id} field={f} now={now} to={`/dashboard/field/detail/${f.id}`} action="Ver cancha" />
              ) : (
                <FieldCard key={f.id} field={f} now={now} to={hasTeam ? `/dashboard/reservation/form/field/${f.id}` : undefined} />
              )
            ) : session.isAuthenticated ? (
              <FieldCard key={f.id} field={f} now={now} to={`/dashboard/field/detail/${f.id}`} />
            ) : (
              // A visitor sees the field's free times before any account (docs/product.md, "A field's times for visitors").
              <FieldCard key={f.id} field={f} now={now} to={`/cancha/${f.id}`} />
            ),
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
