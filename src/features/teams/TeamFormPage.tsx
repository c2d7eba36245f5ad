/**
 * /dashboard/team/form (create) and /dashboard/team/form/{id} (edit), docs/product.md: Screens, Validation, Messages. A team that
 * cannot be loaded for editing sends the player back to /dashboard/team with the message.
 */
import { Button, Card, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { OpenedFrom } from '../../components/NoTeamPanel';
import { useForm } from '@mantine/form';
import { IconArrowLeft } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import * as v from 'valibot';
import { TEAM_MAX_PLAYERS, TEAM_MIN_PLAYERS } from '../../../domain/constants';
import * as MSG from '../../../domain/messages';
import { ownsTeam } from '../../../domain/permissions';
import { teamFormDefaults, teamFormSchema, type TeamForm } from '../../../domain/teamSchema';
import type { Team } from '../../../domain/types';
import { errorMessage } from '../../api/http';
import { CHECK_ON_LEAVE, focusFirstInvalid, schemaValidator } from '../../components/formValidation';
import { isTransientFailure } from '../../components/failure';
import { Loading } from '../../components/Loading';
import { notify } from '../../components/notify';
import { useLoad } from '../../components/useLoad';
import { WholeNumberInput } from '../../components/WholeNumberInput';
import { useSubmit } from '../../components/useSubmit';
import { pendingBooking } from '../../components/pendingBooking';
import { useSession, reloadUser } from '../../session/useSession';
import { createTeam, loadTeamToEdit, updateTeam } from './api';
import { EditPageFailed } from '../../components/BackButton';

export default function TeamFormPage() {
  const { id } = useParams();
  return id ? <EditTeam key={id} id={Number(id)} /> : <TeamFormCard />;
}

class NotOwner extends Error {}

function EditTeam({ id }: { id: number }) {
  const navigate = useNavigate();
  const team = useLoad(async () => {
    try {
      const { player, team: loaded } = await loadTeamToEdit(id);
      if (!ownsTeam(player, loaded)) throw new NotOwner();
      return loaded;
    } catch (error) {
      // Offline or a server failure: the page offers 'Reintentar' (below); a refusal goes back to the team.
      if (!(error instanceof NotOwner) && isTransientFailure(error)) throw error;
      notify.error(MSG.team.loadFailed, error instanceof NotOwner ? MSG.team.notOwner : errorMessage(error, ''));
      navigate('/dashboard/team', { replace: true });
      throw error;
    }
  });
  if (team.status === 'failure' && isTransientFailure(team.error)) {
    return <EditPageFailed heading="Editar equipo" to="/dashboard/team" title={MSG.team.loadFailed} error={team.error} onRetry={team.reload} />;
  }
  if (team.status !== 'success' || !team.data) return <Loading />;
  return <TeamFormCard team={team.data} />;
}

type TeamFormValues = Omit<typeof teamFormDefaults, 'maxPlayers'> & { maxPlayers: number | string };

function TeamFormCard({ team }: { team?: Team }) {
  const navigate = useNavigate();
  // Opened from another screen (the field list's 'Crear equipo'): leaving goes Back there; else to the team.
  const openedFrom = (useLocation().state as Partial<OpenedFrom> | null)?.from;
  const leave = {
    component: Link,
    to: '/dashboard/team',
    onClick: (event: MouseEvent) => {
      if (!openedFrom) return;
      event.preventDefault();
      void navigate(-1);
    },
  };
  const { player } = useSession();
  const form = useForm<TeamFormValues>({
    mode: 'controlled',
    initialValues: team ? { name: team.name, city: team.city, neighborhood: team.neighborhood, maxPlayers: team.maxPlayers } : teamFormDefaults,
    validate: schemaValidator(teamFormSchema),
    ...CHECK_ON_LEAVE,
  });
  const save = useSubmit(
    (values: TeamForm, key: string) =>
      team
        ? updateTeam({ ...values, id: team.id, ownerId: team.ownerId, imageUrl: team.imageUrl })
        : createTeam({ ...values, ownerId: player!.id }, key),
    {
      onSuccess: () => {
        notify.success(team ? MSG.team.updated : MSG.team.registered);
        // A new team made to book a time chosen before (docs/product.md, "Finding a free field") goes on to that booking.
        // The session's player then carries the new team, which the booking page reads.
        const kept = team ? null : pendingBooking();
        if (kept) void reloadUser().then(() => navigate(kept));
        else navigate('/dashboard/team');
      },
      onError: (error) => notify.error(errorMessage(error, MSG.general.saveFailed)),
    },
  );
  const onSubmit = form.onSubmit((values) => save.submit(v.parse(teamFormSchema, values)), focusFirstInvalid);

  return (
    <Container size="sm" px={0}>
      <Group mb="md" gap="sm">
        <Button {...leave} variant="subtle" leftSection={<IconArrowLeft size={18} />} px="xs">
          Volver
        </Button>
        <Title order={1}>{team ? 'Editar equipo' : 'Crear equipo'}</Title>
      </Group>
      <Card withBorder radius="lg" padding="lg" shadow="xs">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            {!team && (
              <Text size="sm" c="dimmed">
                Serás el dueño del equipo: podrás agregar jugadores, responder solicitudes y reservar canchas.
              </Text>
            )}
            <TextInput label="Nombre del equipo" required {...form.getInputProps('name')} />
            <TextInput label="Ciudad" required {...form.getInputProps('city')} />
            <TextInput label="Barrio" required {...form.getInputProps('neighborhood')} />
            <WholeNumberInput
              label="Máximo de jugadores"
              required
              min={TEAM_MIN_PLAYERS}
              max={TEAM_MAX_PLAYERS}
              {...form.getInputProps('maxPlayers')}
            />
            <Group justify="flex-end" mt="sm">
              <Button {...leave} variant="default">
                Cancelar
              </Button>
              <Button type="submit" loading={save.submitting}>
                {team ? 'Guardar cambios' : 'Crear equipo'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Container>
  );
}
