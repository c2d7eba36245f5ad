/** home-player and field/list: 'Canchas disponibles' (docs/product.md: Screens); home-player searches a free field too. */
import { Container, Group, Title } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router-dom';
import { FreeSearchEntry } from '../free-search';
import { FieldGrid } from './FieldGrid';
import { useActiveReservation, useTeamId } from './useActiveReservation';
import { BackButton } from '../../components/BackButton';

export default function FieldListPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const showHeader = params.get('showHeader') !== 'false';
  const showBack = !pathname.endsWith('/home-player');
  // Read once for the search and the cards: while the team holds a booking, neither offers another.
  const active = useActiveReservation(useTeamId());
  return (
    <Container size="lg" px={0}>
      {showHeader && (
        <Group mb="md" gap="sm">
          {showBack && <BackButton to="/dashboard" />}
          <Title order={1}>Canchas disponibles</Title>
        </Group>
      )}
      {/* home-player: 'Buscar cancha libre' first, then every field. */}
      {!showBack && <FreeSearchEntry eager holdsBooking={active.reservation !== null} />}
      <FieldGrid active={active} />
    </Container>
  );
}
