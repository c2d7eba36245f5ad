/**
 * The profile's 'Mis datos' (docs/product.md, "Your data and your rights"): 'Descargar mis datos' saves one JSON file of
 * everything Canchas keeps of the person; 'Eliminar mi cuenta' runs machines/accountDeletion.ts, which asks the password
 * again and, once the server deleted the account, ends the session on /home.
 */
import { Alert, Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { fromPromise } from 'xstate';
import * as MSG from '../../../domain/messages';
import { ownsTeam } from '../../../domain/permissions';
import { accountDeletionMachine } from '../../../machines/accountDeletion';
import { errorMessage } from '../../api/http';
import { notify } from '../../components/notify';
import { PasswordField } from '../../components/PasswordField';
import { TitledModal } from '../../components/TitledModal';
import { useSubmit } from '../../components/useSubmit';
import { inspector } from '../../inspect';
import { sendSession, useSession } from '../../session/useSession';
import { deleteAccount, downloadMyData } from './api';

export function MyDataCard() {
  // The browser shows the file it saved: no notice of ours (on a phone it would cover the buttons below).
  const download = useSubmit(() => downloadMyData(), {
    onError: (error) => notify.error(MSG.privacy.downloadFailed, errorMessage(error, '')),
  });
  const [machine] = useState(() =>
    accountDeletionMachine.provide({
      actors: { deleteAccount: fromPromise(({ input }) => deleteAccount(input)) },
      actions: {
        // The account is gone: the session ends, and the dashboard sends to /home (not to the log-in of an account that is gone).
        onDeleted: () => sendSession({ type: 'ACCOUNT_DELETED' }),
      },
    }),
  );
  const deletion = useActorRef(machine, { inspect: inspector?.inspect });
  const state = useSelector(deletion, (s) => s.value);
  const error = useSelector(deletion, (s) => s.context.error);
  const [password, setPassword] = useState('');
  const { player } = useSession();
  const ownTeam = player?.team && ownsTeam(player, player.team) ? player.team : null;
  const close = () => {
    setPassword('');
    deletion.send({ type: 'CANCEL' });
  };

  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" mt="md" component="section" aria-labelledby="mis-datos">
      <Stack gap="sm">
        <Text fw={700} id="mis-datos" component="h2" fz="md" m={0}>
          {MSG.privacy.myData}
        </Text>
        <Text size="sm" c="dimmed">
          {MSG.privacy.myDataText}
        </Text>
        <Group>
          <Button variant="light" leftSection={<IconDownload size={18} />} loading={download.submitting} onClick={() => download.submit(undefined)}>
            {MSG.privacy.download}
          </Button>
          <Button variant="light" color="red" leftSection={<IconTrash size={18} />} onClick={() => deletion.send({ type: 'OPEN' })}>
            {MSG.privacy.deleteAccount}
          </Button>
        </Group>
      </Stack>
      <TitledModal opened={state === 'confirming' || state === 'deleting'} onClose={close} title={MSG.privacy.deleteTitle}>
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
              onChange={(event) => setPassword(event.currentTarget.value)}
              data-autofocus
            />
            {error && (
              <Alert color="red" variant="light" role="alert" title={MSG.privacy.deleteFailed}>
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {MSG.auth.cancel}
              </Button>
              <Button type="submit" color="red" loading={state === 'deleting'}>
                {MSG.privacy.deleteConfirm}
              </Button>
            </Group>
          </Stack>
        </form>
      </TitledModal>
    </Card>
  );
}
