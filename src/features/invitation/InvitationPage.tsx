/**
 * /invitacion/{secret} (docs/product.md, "Team invitations"): a team's invitation, with or without an account. It
 * shows the team (name, city and barrio, 'N de M jugadores'); a visitor is asked to log in or register, and both
 * bring them back here; a player joins with one tap; an administrator is told that only players join. The flow is
 * the invitation machine (machines/invitation.ts), its requests from ./api.ts; tests may give other actors.
 */
import { Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapPin, IconShirtSport, IconUsers } from '@tabler/icons-react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import * as MSG from '../../../domain/messages';
import { invitationMachine } from '../../../machines/invitation';
import { Loading } from '../../components/Loading';
import { inspector } from '../../inspect';
import { useSession } from '../../session/useSession';
import { invitationActors, refreshSessionUser } from './api';
import { InvitationOutcome } from './InvitationOutcome';
import { InvitationUnavailable } from './InvitationUnavailable';

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
    <Container size="xs" px={{ base: 'xs', sm: 'md' }} py="md">
      {state.value === 'invalid' || state.value === 'loadFailed' || !state.team ? (
        <InvitationUnavailable failed={state.value === 'loadFailed'} message={state.message} onRetry={() => actor.send({ type: 'RETRY' })} />
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
            <InvitationOutcome
              state={state.value}
              teamId={state.team.id}
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
