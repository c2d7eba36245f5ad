/**
 * An invitation whose team cannot be shown, under 'Invitación a un equipo': a link that is no longer valid, with the way
 * home; or a load that failed, with its reason and 'Reintentar' (`InvitationFailed`, which a failed join shows too).
 */
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import * as MSG from '../../../domain/messages';

/** `failed`: the invitation could not be read (`message` says why); otherwise the link is not valid. */
export function InvitationUnavailable({ failed, message, onRetry }: { failed: boolean; message: string | null; onRetry: () => void }) {
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {MSG.invite.pageTitle}
      </Title>
      {failed ? (
        <InvitationFailed title={MSG.invite.loadFailed} message={message} onRetry={onRetry} />
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
  );
}

/** A call of the invitation's that failed: what failed, why, and 'Reintentar'. */
export function InvitationFailed({ title, message, onRetry }: { title: string; message: string | null; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="sm" variant="white" color="red" onClick={onRetry}>
          {MSG.failure.retry}
        </Button>
      </Stack>
    </Alert>
  );
}
