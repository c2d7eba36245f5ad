/** home-player and field/list: 'Canchas disponibles' (docs/product.md: Screens). */
import { Button, Container, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useLocation, useSearchParams } from 'wouter';
import { useNavigate } from '../../navigation';
import { FieldGrid } from './FieldGrid';

export default function FieldListPage() {
  const [pathname] = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const showHeader = params.get('showHeader') !== 'false';
  const showBack = !pathname.endsWith('/home-player');
  return (
    <Container size="lg" px={0}>
      {showHeader && (
        <Group mb="md" gap="sm">
          {showBack && (
            <Button variant="subtle" leftSection={<IconArrowLeft size={18} />} onClick={() => navigate(-1)} px="xs">
              Volver
            </Button>
          )}
          <Title order={1}>Canchas disponibles</Title>
        </Group>
      )}
      <FieldGrid />
    </Container>
  );
}
