/**
 * One of the player's own requests to join a team, with its state, which they may withdraw while it is pending; or an
 * invitation a team's owner sent them, which they accept (joining the team) or reject while it is pending
 * (docs/product.md, "Join requests").
 */
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { relativeDayLabel } from '../../../domain/format';
import * as MSG from '../../../domain/messages';
import type { Application } from '../../../domain/types';
import { errorMessage } from '../../api/http';
import { confirmModal } from '../../components/alerts';
import { notify } from '../../components/notify';
import { TeamShield } from '../../components/TeamShield';
import { useSubmit } from '../../components/useSubmit';
import { reloadUser } from '../../session/useSession';
import { answerInvitation, withdrawRequest } from './api';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';

export function OwnApplicationCard({ application, onAnswered }: { application: Application; onAnswered?: () => void }) {
  const { team } = application;
  const invitation = application.kind === 'INVITATION';
  const answer = useSubmit(answerInvitation, {
    onSuccess: (answered) => {
      notify.success(MSG.application.answered);
      // Accepted: the player is in the team now, and the menu follows.
      if (answered.statusRequest === 'ACCEPTED') void reloadUser();
      onAnswered?.();
    },
    onError: (error) => notify.error(MSG.application.answerFailed, errorMessage(error, '')),
  });
  const withdraw = useSubmit(withdrawRequest, {
    onSuccess: () => {
      notify.success(MSG.application.withdrawn);
      onAnswered?.();
    },
    onError: (error) => notify.error(MSG.application.withdrawFailed, errorMessage(error, '')),
  });
  const askWithdraw = async () => {
    if (await confirmModal(MSG.application.withdrawConfirmTitle, MSG.application.withdrawConfirmText(team.name), 'Sí, retirar', 'red')) {
      withdraw.submit(application.id);
    }
  };
  const label = invitation ? MSG.invitation.received(team.name) : `Solicitud a ${team.name}`;
  return (
    <Card withBorder radius="lg" padding="md" shadow="xs" component="article" aria-label={label}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <TeamShield imageUrl={team.imageUrl} name={team.name} size={44} />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={700} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
              {label}
            </Text>
            <Text size="sm" c="dimmed">
              {team.neighborhood}, {team.city} · {relativeDayLabel(application.applicationDate)}
            </Text>
            <ApplicationStatusBadge status={application.statusRequest} />
          </Stack>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'break-word' }}>
          {application.description}
        </Text>
        {!invitation && application.statusRequest === 'PENDING' && (
          <Group>
            <Button variant="default" color="red" loading={withdraw.sending !== undefined} onClick={askWithdraw}>
              {MSG.application.withdraw}
            </Button>
          </Group>
        )}
        {invitation && application.statusRequest === 'PENDING' && (
          <Group grow>
            <Button
              variant="default"
              loading={answer.sending?.decision === 'REJECTED'}
              onClick={() => answer.submit({ id: application.id, decision: 'REJECTED' })}
            >
              {MSG.invitation.reject}
            </Button>
            <Button loading={answer.sending?.decision === 'ACCEPTED'} onClick={() => answer.submit({ id: application.id, decision: 'ACCEPTED' })}>
              {MSG.invitation.accept}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
