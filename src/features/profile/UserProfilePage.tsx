/**
 * profile/{user}/{id} (docs/product.md: Screens): another user's names and photo, read only. 'admin' in the path reads an
 * administrator, anything else a player; a refused load says 'No se pudo cargar el perfil' and goes to
 * the own profile (docs/product.md: Messages); a load without an answer, or a server failure, offers 'Reintentar' below 'Volver'.
 */
import { Card, Container } from '@mantine/core';
import { useParams } from 'react-router-dom';
import * as MSG from '../../../domain/messages';
import type { User } from '../../../domain/types';
import { profileApi } from './api';
import { isTransientFailure, LoadFailed } from '../../components/failure';
import { Loading } from '../../components/Loading';
import { RedirectOnFailure } from '../../components/RedirectOnFailure';
import { useLoad } from '../../components/useLoad';
import { ProfileHeader } from './ProfileHeader';
import { BackButton } from '../../components/BackButton';

export default function UserProfilePage() {
  const { user: kind, id } = useParams();
  const profile = useLoad<User>(() => (kind === 'admin' ? profileApi.admin(Number(id)) : profileApi.player(Number(id))), [kind, id]);

  if (profile.status === 'loading') return <Loading />;
  if (profile.status === 'failure' && !isTransientFailure(profile.error)) {
    return <RedirectOnFailure message={MSG.user.profileLoadFailed} to="/dashboard/profile" />;
  }
  return (
    <Container size="md" px={0}>
      <BackButton to="/dashboard" mb="sm" />
      {profile.data ? (
        <Card withBorder radius="lg" padding="lg" shadow="xs">
          <ProfileHeader user={profile.data} subtitle={profile.data.city} />
        </Card>
      ) : (
        // Offline or a server failure: the same page again with 'Reintentar' (and 'Volver' above it).
        <LoadFailed title={MSG.user.profileLoadFailed} error={profile.error} onRetry={profile.reload} />
      )}
    </Container>
  );
}
