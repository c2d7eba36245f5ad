/**
 * The field list's cards, with what stands above them (a player's missing team, the team's ACTIVE reservation or
 * its failed check). Its own chunk: the list shows 'Cargando' until the fields' answer, and the prerendered home's
 * first paint has no card, so a first visit downloads this code beside that answer (FieldGrid), not before it.
 */
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { appNow } from '../../../domain/clock';
import type { Field, Reservation } from '../../../domain/types';
import { NoTeamPanel } from '../../components/NoTeamPanel';
import { useNow } from '../../components/useNow';
import { useSession } from '../../session/useSession';
import { ActiveReservationFailed, ActiveReservationNotice } from './ActiveReservationNotice';
import { FieldCard } from './FieldCard';

export default function FieldCards({
  list,
  activeReservation,
  activeCheckFailed,
}: {
  list: Field[];
  activeReservation: Reservation | null;
  activeCheckFailed: { error: unknown; retry: () => void } | null;
}) {
  // Read as the cards render, not when the page opened: by then the list's own answer has set the app's clock
  // (a phone whose clock is off is corrected by it); useNow re-renders every minute.
  useNow();
  const now = appNow();
  const session = useSession();
  const isPlayer = session.role === 'PLAYER' && session.isAuthenticated;
  const hasTeam = isPlayer && (session.player?.team?.id ?? null) !== null;
  // The names' headings come under the page's: the dashboard's screen title (h1), /home's 'Canchas disponibles' (h2).
  const heading = session.isAuthenticated ? 2 : 3;
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
                <FieldCard key={f.id} field={f} now={now} heading={heading} to={`/dashboard/field/detail/${f.id}`} action="Ver cancha" />
              ) : (
                <FieldCard key={f.id} field={f} now={now} heading={heading} to={hasTeam ? `/dashboard/reservation/form/field/${f.id}` : undefined} />
              )
            ) : session.isAuthenticated ? (
              <FieldCard key={f.id} field={f} now={now} heading={heading} to={`/dashboard/field/detail/${f.id}`} />
            ) : (
              // A visitor sees the field's free times before any account (docs/product.md, "A field's times for visitors").
              <FieldCard key={f.id} field={f} now={now} heading={heading} to={`/cancha/${f.id}`} />
            ),
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
