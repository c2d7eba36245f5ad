/** field: the administrator's own field, or 'No tienes una cancha registrada.' (docs/product.md: Screens). */
import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlus, IconSoccerField } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import * as MSG from '../../../domain/messages';
import { errorStatus } from '../../api/http';
import { LoadFailed } from '../../components/failure';
import { Loading } from '../../components/Loading';
import { useLoad } from '../../components/useLoad';
import { useNow } from '../../components/useNow';
import { useSession } from '../../session/useSession';
import { loadFieldOfAdmin } from './api';
import { FieldDetails } from './FieldDetails';
import { useFieldDeletion } from './useFieldDeletion';

export default function MyFieldPage() {
  const { admin } = useSession();
  // The session's user arrives after the token; the field is asked for once the id is known.
  if (!admin) return <Loading />;
  return <MyField adminId={admin.id} />;
}

function MyField({ adminId }: { adminId: number }) {
  const field = useLoad(() => loadFieldOfAdmin(adminId), [adminId]);
  const now = useNow();
  const { askToDelete, deleting } = useFieldDeletion();

  if (field.status === 'loading') return <Loading />;
  if (field.status === 'failure' && errorStatus(field.error) === 404) return <NoField />;
  if (field.status === 'failure' || !field.data) {
    return <LoadFailed title={MSG.field.loadFailed} error={field.error} onRetry={field.reload} />;
  }
  const f = field.data;
  return (
    <Container size="md" px={0}>
      <FieldDetails
        field={f}
        now={now}
        isOwner
        onDelete={() => void askToDelete(f.id)}
        deleting={deleting}
        onPictureChanged={(imageUrl) => field.setData({ ...f, imageUrl })}
      />
    </Container>
  );
}

function NoField() {
  return (
    <Container size="sm" px={0}>
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Stack align="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
            <IconSoccerField size={36} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {MSG.empty.field}
          </Title>
          <Text c="dimmed">Registra tu cancha para que los equipos puedan encontrarla y reservarla.</Text>
          <Button component={Link} to="/dashboard/field/form" leftSection={<IconPlus size={18} />}>
            Registrar cancha
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
