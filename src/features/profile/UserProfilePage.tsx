/**
 * profile/{user}/{id} (docs/product.md: Screens): another user's names and photo, read only. 'admin' in the path reads an
 * administrator, anything else a player; a refused load says 'No se pudo cargar la info' and goes to
 * the own profile (docs/product.md: Messages); a load without an answer, or a server failure, offers 'Reintentar'.
 */
import { Button, Card, Container } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useParams } from 'wouter';
import { useNavigate } from '../../navigation';
import * as MSG from '../../../domain/messages';
import type { User } from '../../../domain/types';
import { profileApi } from './api';
import { LoadFailed } from '../../components/failure';
import { Loading } from '../../components/Loading';
import { isTransientFailure, RedirectOnFailure } from '../../components/RedirectOnFailure';
import { useLoad } from '../../components/useLoad';
import { ProfileHeader } from './ProfileHeader';

export default function UserProfilePage() {
  const { user: kind, id } = useParams();
  const navigate = useNavigate();
  const profile = useLoad<User>(() => (kind === 'admin' ? profileApi.admin(Number(id)) : profileApi.player(Number(id))), [kind, id]);

  if (profile.status === 'loading') return <Loading />;
  // Offline or a server failure: the same page again with 'Reintentar'; a refusal goes to the own profile.
  if (profile.status === 'failure' && isTransientFailure(profile.error)) {
    return <LoadFailed title={MSG.user.profileLoadFailed} error={profile.error} onRetry={profile.reload} />;
  }
  if (profile.status === 'failure' || !profile.data) return <RedirectOnFailure message={MSG.user.profileLoadFailed} to="/dashboard/profile" />;
  const user = profile.data;
  return (
    <Container size="md" px={0}>
      <Button variant="subtle" leftSection={<IconArrowLeft size={18} />} onClick={() => navigate(-1)} px="xs" mb="sm">
        Volver
      </Button>
      <Card withBorder radius="lg" padding="lg" shadow="xs">
        <ProfileHeader user={user} subtitle={user.city} />
      </Card>
    </Container>
  );
}
