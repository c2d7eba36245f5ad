/** The profile's 'Seguridad': 'Cambiar contraseña' and 'Cerrar sesión en todos los dispositivos'. */
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDevices, IconLock } from '@tabler/icons-react';
import * as MSG from '../../../domain/messages';
import { errorMessage } from '../../api/http';
import { confirmModal } from '../../components/alerts';
import { notify } from '../../components/notify';
import { forgetDeviceSubscription } from '../../components/serviceWorker';
import { sendSession } from '../../session/useSession';
import { profileApi } from './api';
import { featureDialog } from '../../components/TitledModal';

const ChangePasswordModal = featureDialog(() => import('./ChangePasswordModal').then((m) => m.ChangePasswordModal));

export function SecurityCard() {
  const [passwordOpen, password] = useDisclosure(false);

  async function logoutEverywhere() {
    if (!(await confirmModal(MSG.auth.logoutAllConfirmTitle, MSG.auth.logoutAllConfirmText, MSG.auth.logoutAllConfirm, 'red'))) return;
    try {
      await profileApi.logoutEverywhere();
      notify.success(MSG.auth.loggedOutEverywhere);
      // This session ended too, and with it this device's notices.
      void forgetDeviceSubscription();
      sendSession({ type: 'LOGOUT' });
    } catch (error) {
      notify.error(MSG.auth.logoutAllFailed, errorMessage(error, MSG.general.saveFailed));
    }
  }

  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" mt="md">
      <Stack gap="sm">
        <Text fw={700}>{MSG.user.securityTitle}</Text>
        <Group>
          <Button variant="light" leftSection={<IconLock size={18} />} onClick={password.open}>
            {MSG.auth.changePasswordTitle}
          </Button>
          {/* Its long name wraps on a phone instead of being cut ('…en todos los dispos'). */}
          <Button
            variant="light"
            color="red"
            leftSection={<IconDevices size={18} />}
            onClick={() => void logoutEverywhere()}
            h="auto"
            mih={36}
            py={6}
            maw="100%"
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
          >
            {MSG.auth.logoutAllTitle}
          </Button>
        </Group>
      </Stack>
      <ChangePasswordModal opened={passwordOpen} onClose={password.close} />
    </Card>
  );
}
