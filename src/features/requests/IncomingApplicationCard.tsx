/**
 * A request to join the owner's team. A pending one runs the application machine (its answer request
 * from ./api.ts): Aceptar / Rechazar, a confirmation, the answer, and the final state, or back to pending
 * with the error. Tests may give the card other actors.
 */
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { TitledModal } from '../../components/TitledModal';
import { inspector } from '../../inspect';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { cityAndAge, fullName, relativeDayLabel } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import type { Application } from '../../../domain/types';
import { applicationMachine } from '../../../machines/application';
import { notify } from '../../components/notify';
import { applicationActors } from './api';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';
import { PlayerAvatar } from '../../components/PlayerAvatar';

interface Props {
  application: Application;
  onAnswered: () => void;
  /** The application machine's actors; the real request by default. */
  actors?: typeof applicationActors;
}

export function IncomingApplicationCard({ application, onAnswered, actors = applicationActors }: Props) {
  const name = fullName(application.player);
  return (
    <Card withBorder radius="lg" padding="md" shadow="xs" component="article" aria-label={`Solicitud de ${name}`}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <PlayerAvatar player={application.player} size={44} />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={700} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Text size="sm" c="dimmed">
              {cityAndAge(application.player)} · {relativeDayLabel(application.applicationDate)}
            </Text>
            {application.statusRequest !== 'PENDING' && <ApplicationStatusBadge status={application.statusRequest} />}
          </Stack>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'break-word' }}>
          {application.description}
        </Text>
        {application.statusRequest === 'PENDING' && <Answer application={application} name={name} onAnswered={onAnswered} actors={actors} />}
      </Stack>
    </Card>
  );
}

function Answer({
  application,
  name,
  onAnswered,
  actors,
}: {
  application: Application;
  name: string;
  onAnswered: () => void;
  actors: typeof applicationActors;
}) {
  // The machine is made once per card: @xstate/react starts a new actor whenever it is given another machine.
  const [machine] = useState(() =>
    applicationMachine.provide({
      actors,
      actions: {
        onAnswered: () => {
          notify.success(MSG.application.answered);
          onAnswered();
        },
      },
    }),
  );
  const actor = useActorRef(machine, { input: { applicationId: application.id }, inspect: inspector?.inspect });
  const state = useSelector(
    actor,
    (s) => ({ value: s.value as string, decision: s.context.decision, error: s.context.error }),
    (a, b) => a.value === b.value && a.error === b.error && a.decision === b.decision,
  );

  if (state.value === 'accepted' || state.value === 'rejected') {
    return (
      <Group justify="flex-end">
        <ApplicationStatusBadge status={state.value === 'accepted' ? 'ACCEPTED' : 'REJECTED'} />
      </Group>
    );
  }
  const accepting = state.decision === 'ACCEPTED';
  const asking = state.value === 'confirming' || state.value === 'answering';
  return (
    <>
      {/* The failure is said here, on its card, once: no passing notice repeats it. */}
      {state.error && (
        <Alert color="red" variant="light" p="xs" title={state.error === MSG.application.answerFailed ? undefined : MSG.application.answerFailed}>
          {state.error}
        </Alert>
      )}
      <Group grow gap="sm">
        <Button color="red" variant="light" onClick={() => actor.send({ type: 'REJECT' })}>
          Rechazar
        </Button>
        <Button onClick={() => actor.send({ type: 'ACCEPT' })}>Aceptar</Button>
      </Group>
      <TitledModal
        opened={asking}
        onClose={() => actor.send({ type: 'CANCEL' })}
        title={accepting ? MSG.application.acceptConfirmTitle : MSG.application.rejectConfirmTitle}
        closeOnClickOutside={state.value === 'confirming'}
        closeOnEscape={state.value === 'confirming'}
        withCloseButton={state.value === 'confirming'}
      >
        <Text>{accepting ? MSG.application.acceptConfirmText(name) : MSG.application.rejectConfirmText(name)}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => actor.send({ type: 'CANCEL' })} disabled={state.value === 'answering'}>
            {MSG.auth.cancel}
          </Button>
          <Button
            color={accepting ? 'cancha' : 'red'}
            onClick={() => actor.send({ type: 'CONFIRM' })}
            loading={state.value === 'answering'}
            data-autofocus
          >
            {accepting ? 'Sí, aceptar' : 'Sí, rechazar'}
          </Button>
        </Group>
      </TitledModal>
    </>
  );
}
