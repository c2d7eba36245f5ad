/** home-player and field/list: 'Canchas disponibles' (docs/product.md: Screens); home-player searches a free field too. */
import { Container, Group, Title } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router-dom';
import { FreeSearchEntry } from '../free-search';
import { FieldGrid } from './FieldGrid';
import { BackButton } from '../../components/BackButton';

export default function FieldListPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const showHeader = params.get('showHeader') !== 'false';
  const showBack = !pathname.endsWith('/home-player');
  return (
    <Container size="lg" px={0}>
      {showHeader && (
        <Group mb="md" gap="sm">
          {showBack && <BackButton to="/dashboard" />}
          <Title order={1}>Canchas disponibles</Title>
        </Group>
      )}
      {/* home-player: 'Buscar cancha libre' first, then every field. */}
      {!showBack && <FreeSearchEntry eager />}
      <FieldGrid />
    </Container>
  );
}
