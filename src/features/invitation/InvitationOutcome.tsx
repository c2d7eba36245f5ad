/**
 * What an invitation offers the one who opened it, under the invited team's card, by the flow's state and who they are:
 * joined or refused with 'Ir a mi equipo', a failed join with 'Reintentar', a visitor's 'Iniciar sesión' and
 * 'Registrarme' (both bring them back), an administrator told that only players join, or a player's join button.
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import * as MSG from '../../../domain/messages';
import { Loading } from '../../components/Loading';
import type { useSession } from '../../session/useSession';
import { InvitationFailed } from './InvitationUnavailable';

export function InvitationOutcome({
  state,
  teamId,
  teamName,
  message,
  session,
  here,
  join,
  retry,
}: {
  state: string;
  teamId: number;
  teamName: string;
  message: string | null;
  session: ReturnType<typeof useSession>;
  here: string;
  join: () => void;
  retry: () => void;
}) {
  const toTeam = (
    <Button component={Link} to="/dashboard/team" variant="light">
      {MSG.invite.goToTeam}
    </Button>
  );
  if (state === 'joined') {
    return (
      <Alert color="teal" variant="light" icon={<IconCheck />} role="status">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{MSG.invite.joined(teamName)}</Text>
          {toTeam}
        </Stack>
      </Alert>
    );
  }
  if (state === 'refused') {
    return (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{message}</Text>
          {toTeam}
        </Stack>
      </Alert>
    );
  }
  if (state === 'failed') return <InvitationFailed title={MSG.invite.joinFailed} message={message} onRetry={retry} />;
  if (!session.isAuthenticated) {
    // Log-in and sign-up bring the visitor back here (docs/product.md, "Team invitations").
    const back = { returnTo: here };
    return (
      <Stack gap="sm">
        <Text size="sm">{MSG.invite.visitor}</Text>
        <Group gap="sm" grow>
          <Button component={Link} to="/login" state={back}>
            {MSG.invite.login}
          </Button>
          <Button component={Link} to="/register" state={back} variant="light">
            {MSG.invite.register}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (!session.user) return <Loading />;
  if (session.admin) {
    return (
      <Alert color="yellow" variant="light" role="alert">
        <Text size="sm">{MSG.invite.notPlayer}</Text>
      </Alert>
    );
  }
  // Already in a team, this one or another: said before any tap (joining would be refused).
  const ownTeam = session.player?.team;
  if (ownTeam && state === 'shown') {
    return (
      <Alert color={ownTeam.id === teamId ? 'teal' : 'yellow'} variant="light" role="status">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{ownTeam.id === teamId ? MSG.invite.alreadyMember(teamName) : MSG.invite.inAnotherTeam(teamName)}</Text>
          {toTeam}
        </Stack>
      </Alert>
    );
  }
  return (
    <Button size="md" fullWidth onClick={join} loading={state === 'joining'}>
      {MSG.invite.join(teamName)}
    </Button>
  );
}
