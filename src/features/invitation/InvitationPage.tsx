/**
 * /invitacion/{secret} (docs/product.md, "Team invitations"): a team's invitation, with or without an account. It
 * shows the team (name, city and barrio, 'N de M jugadores'); a visitor is asked to log in or register, and both
 * bring them back here; a player joins with one tap; an administrator is told that only players join. The flow is
 * the invitation machine (machines/invitation.ts), its requests from ./api.ts; tests may give other actors.
 */
import { Alert, Button, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconMapPin, IconShirtSport, IconUsers } from '@tabler/icons-react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import * as MSG from '../../../domain/messages';
import { invitationMachine } from '../../../machines/invitation';
import { Loading } from '../../components/Loading';
import { inspector } from '../../inspect';
import { useSession } from '../../session/useSession';
import { invitationActors, refreshSessionUser } from './api';

export default function InvitationPage() {
  const { secret = '' } = useParams();
  // Another invitation opened from this one starts over.
  return <InvitationView key={secret} secret={secret} />;
}

interface Props {
  secret: string;
  /** The machine's requests; the real ones by default. */
  actors?: typeof invitationActors;
  /** After joining: the session's user is read again (their team changed). */
  onJoined?: () => void;
}

export function InvitationView({ secret, actors = invitationActors, onJoined = refreshSessionUser }: Props) {
  // Made once: @xstate/react starts a new actor whenever it is given another machine.
  const [machine] = useState(() => invitationMachine.provide({ actors, actions: { onJoined: () => onJoined() } }));
  const actor = useActorRef(machine, { input: { secret }, inspect: inspector?.inspect });
  const state = useSelector(
    actor,
    (s) => ({ value: s.value as string, team: s.context.team, message: s.context.message }),
    (a, b) => a.value === b.value && a.team === b.team && a.message === b.message,
  );
  const session = useSession();
  const here = `/invitacion/${secret}`;

  if (state.value === 'loading') return <Loading />;

  return (
    <Container size="xs" px={0} py="md">
      {state.value === 'invalid' || state.value === 'loadFailed' || !state.team ? (
        <Stack gap="md">
          <Title order={1} fz="h2">
            {MSG.invite.pageTitle}
          </Title>
          {state.value === 'loadFailed' ? (
            <Alert color="red" variant="light" title={MSG.invite.loadFailed} role="alert">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{state.message}</Text>
                <Button size="sm" variant="white" color="red" onClick={() => actor.send({ type: 'RETRY' })}>
                  {MSG.failure.retry}
                </Button>
              </Stack>
            </Alert>
          ) : (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} role="alert">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{MSG.invite.invalid}</Text>
                <Button component={Link} to="/home" size="sm" variant="default">
                  {MSG.failure.goHome}
                </Button>
              </Stack>
            </Alert>
          )}
        </Stack>
      ) : (
        <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby="invitation-title">
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
                <IconShirtSport size={32} />
              </ThemeIcon>
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text size="sm" c="dimmed">
                  {MSG.invite.pageTitle}
                </Text>
                <Title order={1} fz="h2" id="invitation-title" style={{ overflowWrap: 'anywhere' }}>
                  {MSG.invite.heading(state.team.name)}
                </Title>
              </Stack>
            </Group>
            <Stack gap={6}>
              <Group gap={6} wrap="nowrap">
                <IconMapPin size={18} aria-hidden />
                <Text size="sm">{MSG.invite.neighborhood(state.team.neighborhood, state.team.city)}</Text>
              </Group>
              <Group gap={6} wrap="nowrap">
                <IconUsers size={18} aria-hidden />
                <Text size="sm">{MSG.invite.players(String(state.team.members), String(state.team.maxPlayers))}</Text>
              </Group>
            </Stack>
            <Outcome
              state={state.value}
              teamName={state.team.name}
              message={state.message}
              session={session}
              here={here}
              join={() => actor.send({ type: 'JOIN' })}
              retry={() => actor.send({ type: 'RETRY' })}
            />
          </Stack>
        </Card>
      )}
    </Container>
  );
}

/** What the invitation offers the one who opened it, by the flow's state and who they are. */
function Outcome({
  state,
  teamName,
  message,
  session,
  here,
  join,
  retry,
}: {
  state: string;
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
  if (state === 'failed') {
    return (
      <Alert color="red" variant="light" title={MSG.invite.joinFailed} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{message}</Text>
          <Button size="sm" variant="white" color="red" onClick={retry}>
            {MSG.failure.retry}
          </Button>
        </Stack>
      </Alert>
    );
  }
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
  return (
    <Button size="md" fullWidth onClick={join} loading={state === 'joining'}>
      {MSG.invite.join(teamName)}
    </Button>
  );
}
