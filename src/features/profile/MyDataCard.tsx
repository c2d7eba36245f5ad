/**
 * The profile's 'Mis datos' (docs/product.md, "Your data and your rights"): 'Descargar mis datos' saves one JSON file of
 * everything Canchas keeps of the person; 'Eliminar mi cuenta' runs machines/accountDeletion.ts, which asks the password
 * again and, once the server deleted the account, ends the session on /home.
 */
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import * as MSG from '../../../domain/messages';
import { accountDeletionMachine } from '../../../machines/accountDeletion';
import { errorMessage } from '../../api/http';
import { notify } from '../../components/notify';
import { featureDialog } from '../../components/TitledModal';
import { useSubmit } from '../../components/useSubmit';
import { inspector } from '../../inspect';
import { sendSession } from '../../session/useSession';
import { deleteAccount, downloadMyData } from './api';

/** 'Eliminar mi cuenta' with its password field: its code comes when it first opens. */
const DeleteAccountDialog = featureDialog(() => import('./DeleteAccountDialog').then((m) => m.DeleteAccountDialog));

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
  const [password, setPassword] = useState('');
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
      <DeleteAccountDialog
        opened={state === 'confirming' || state === 'deleting'}
        onClose={close}
        deletion={deletion}
        password={password}
        onPassword={setPassword}
      />
    </Card>
  );
}
