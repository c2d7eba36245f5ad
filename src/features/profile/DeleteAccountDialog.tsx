/** 'Eliminar mi cuenta' (docs/product.md, "Your data and your rights"): what the person should know first, and the password. */
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import * as MSG from '../../../domain/messages';
import { ownsTeam } from '../../../domain/permissions';
import type { accountDeletionMachine } from '../../../machines/accountDeletion';
import { TitledModal } from '../../components/TitledModal';
import { PasswordField } from '../../components/PasswordField';
import { useSession } from '../../session/useSession';

interface Props {
  opened: boolean;
  onClose: () => void;
  deletion: ActorRefFrom<typeof accountDeletionMachine>;
  password: string;
  onPassword: (password: string) => void;
}

export function DeleteAccountDialog({ opened, onClose, deletion, password, onPassword }: Props) {
  const deleting = useSelector(deletion, (s) => s.matches('deleting'));
  const error = useSelector(deletion, (s) => s.context.error);
  const { player } = useSession();
  const ownTeam = player?.team && ownsTeam(player, player.team) ? player.team : null;
  return (
    <TitledModal opened={opened} onClose={onClose} title={MSG.privacy.deleteTitle}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // The password stays typed: a failure (no connection, say) is answered by the same press.
          deletion.send({ type: 'SUBMIT', password });
        }}
      >
        <Stack>
          <Text size="sm">{MSG.privacy.deleteText}</Text>
          {ownTeam && (
            // The server refuses an owner whose team has others (Canchas cannot hand a team over): said before the password.
            <Alert color="yellow" variant="light">
              <Text size="sm">{MSG.privacy.ownerNotice(ownTeam.name)}</Text>
              <Anchor component={Link} to="/dashboard/team" size="sm" fw={700} c="dark.8" underline="always" display="inline-block" py={4}>
                {MSG.privacy.ownerNoticeLink}
              </Anchor>
            </Alert>
          )}
          {player?.team && !ownTeam && (
            // A member may have paid the owner a share of a game to come: he keeps reading it, without their name.
            <Alert color="yellow" variant="light">
              <Text size="sm">{MSG.privacy.memberNotice(player.team.name)}</Text>
            </Alert>
          )}
          <PasswordField
            label={MSG.privacy.deletePassword}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => onPassword(event.currentTarget.value)}
            data-autofocus
          />
          {error && (
            <Alert color="red" variant="light" role="alert" title={MSG.privacy.deleteFailed}>
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {MSG.auth.cancel}
            </Button>
            <Button type="submit" color="red" loading={deleting}>
              {MSG.privacy.deleteConfirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </TitledModal>
  );
}
