/** profile (docs/product.md: Screens): the user's own data and photo, with the image-change modal (docs/product.md: Validation, 'Foto actualizada'). */
import { Button, Card, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { OwnUser } from '../../../domain/types';
import { assetUrl } from '../../api/http';
import { PROFILE_FALLBACK_IMAGE } from '../../components/fallbackImages';
import { ImageUploadModal } from '../../components/ImageUploadModal';
import { Loading } from '../../components/Loading';
import { reloadUser, useSession } from '../../session/useSession';
import { IconPencil } from '@tabler/icons-react';
import * as MSG from '../../../domain/messages';
import { profileApi } from './api';
import { featureDialog } from '../../components/TitledModal';
import { deferredPart } from '../../components/deferred';
import { ProfileHeader } from './ProfileHeader';
import { MyDataCard } from './MyDataCard';
import { SecurityCard } from './SecurityCard';

/** 'Avisos en este teléfono' waits for the browser's answer (is this device subscribed?) anyway: its code comes beside it. */
const PushCard = deferredPart(() => import('./PushCard').then((m) => m.PushCard), 130);
const EditProfileModal = featureDialog(() => import('./EditProfileModal').then((m) => m.EditProfileModal));

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

export default function ProfilePage() {
  const { user } = useSession();
  if (!user) return <Loading />;
  // The session's user comes from the log-in, refresh or own profile: every field of their own is present.
  return <Profile user={user as OwnUser} />;
}

function Profile({ user }: { user: OwnUser }) {
  const [photoOpen, photo] = useDisclosure(false);
  const [editOpen, edit] = useDisclosure(false);
  const belongsTo =
    user.role === 'PLAYER'
      ? { label: 'Equipo', value: user.team?.name ?? 'Sin equipo' }
      : { label: 'Cancha', value: user.field?.name ?? 'No tienes cancha registrada' };
  return (
    <Container size="md" px={0}>
      <Card withBorder radius="lg" padding="lg" shadow="xs">
        <Stack gap="lg">
          <ProfileHeader user={user} subtitle={user.email} onChangePhoto={photo.open} />
          <Divider />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Item label="Correo electrónico" value={user.email} />
            <Item label="Celular" value={user.cellphone} />
            <Item label="Ciudad" value={user.city} />
            <Item label="Edad" value={`${user.age} años`} />
            <Item label="Documento" value={`${MSG.user.documentTypeNames[user.documentType]} ${user.documentNumber}`} />
            <Item label={belongsTo.label} value={belongsTo.value} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="light" leftSection={<IconPencil size={18} />} onClick={edit.open}>
              {MSG.user.edit}
            </Button>
          </Group>
        </Stack>
      </Card>
      <PushCard />
      <SecurityCard />
      <MyDataCard />
      <EditProfileModal user={user} opened={editOpen} onClose={edit.close} />
      <ImageUploadModal
        opened={photoOpen}
        onClose={photo.close}
        upload={(file) => profileApi.uploadImage(user.role, user.id, file)}
        onUploaded={() => void reloadUser()}
        currentImage={assetUrl(user.imageUrl)}
        fallbackImage={PROFILE_FALLBACK_IMAGE}
      />
    </Container>
  );
}
