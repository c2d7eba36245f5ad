/** field/detail/{id}: any field; its administrator gets the owner's view (docs/product.md: Screens). */
import { Box, Container } from '@mantine/core';
import { useParams } from 'react-router-dom';
import * as MSG from '../../../domain/messages';
import { ownsField } from '../../../domain/permissions';
import { LoadFailed } from '../../components/failure';
import { Loading } from '../../components/Loading';
import { useLoad } from '../../components/useLoad';
import { useNow } from '../../components/useNow';
import { useSession } from '../../session/useSession';
import { ActiveReservationFailed } from './ActiveReservationNotice';
import { useActiveReservation } from './useActiveReservation';
import { loadField } from './api';
import { FieldDetails } from './FieldDetails';
import { useFieldDeletion } from './useFieldDeletion';
import { BackButton } from '../../components/BackButton';

export default function FieldDetailPage() {
  const { id } = useParams();
  const field = useLoad(() => loadField(Number(id)), [id]);
  const { admin, player, user } = useSession();
  const now = useNow();
  const { askToDelete, deleting } = useFieldDeletion();
  // A team holding an ACTIVE reservation is told so here, as on the field list, instead of 'Reservar cancha'.
  const active = useActiveReservation(player?.team?.id ?? null);

  // Until the session's user is known, owner and visitor cannot be told apart.
  if (field.status === 'loading' || !user) return <Loading />;
  if (field.status === 'failure' || !field.data) {
    return (
      <Container size="md" px={0}>
        <BackButton to="/dashboard" mb="sm" />
        <LoadFailed
          title={MSG.field.loadFailed}
          error={field.error}
          onRetry={() => {
            field.reload();
            active.failed?.retry();
          }}
        />
      </Container>
    );
  }
  const f = field.data;
  const isOwner = ownsField(admin, f);
  const hasTeam = Boolean(player?.team);
  return (
    <Container size="md" px={0}>
      {active.failed && !isOwner && (
        <Box mb="md">
          <ActiveReservationFailed failed={active.failed} />
        </Box>
      )}
      <FieldDetails
        field={f}
        now={now}
        isOwner={isOwner}
        visitor={
          isOwner
            ? undefined
            : {
                canBook: !admin && (hasTeam || !player) && active.known,
                needsTeam: Boolean(player && !hasTeam),
                activeReservation: active.reservation,
              }
        }
        onDelete={() => void askToDelete(f.id)}
        deleting={deleting}
        onPictureChanged={(imageUrl) => field.setData({ ...f, imageUrl })}
      />
    </Container>
  );
}
