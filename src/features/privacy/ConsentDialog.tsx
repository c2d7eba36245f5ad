/**
 * 'Actualizamos nuestra política de datos' (docs/product.md, "Your data and your rights"): shown in the dashboard while
 * the log-in said the policy in force is not accepted yet. 'Acepto la nueva política' records it; 'Cerrar sesión'
 * declines it (the policy is needed to use Canchas; the account can be deleted from the profile).
 */
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import * as MSG from '../../../domain/messages';
import { errorMessage } from '../../api/http';
import { notify } from '../../components/notify';
import { useSubmit } from '../../components/useSubmit';
import { setConsentDue } from '../../session/consent';
import { sendSession } from '../../session/useSession';
import { acceptPolicy } from './api';

export default function ConsentDialog() {
  const accept = useSubmit(() => acceptPolicy(), {
    onSuccess: () => {
      setConsentDue(false);
      notify.success(MSG.privacy.consentRecorded);
    },
    onError: (error) => notify.error(MSG.privacy.consentFailed, errorMessage(error, '')),
  });
  const decline = () => {
    setConsentDue(false);
    sendSession({ type: 'LOGOUT' });
  };
  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={
        <Text fw={700} component="span">
          {MSG.privacy.consentTitle}
        </Text>
      }
    >
      <Stack>
        <Text size="sm">{MSG.privacy.consentText}</Text>
        <Anchor href="/privacidad" target="_blank" rel="noopener" size="sm" w="fit-content" py={4}>
          {MSG.privacy.policyLink}
        </Anchor>
        <Group justify="flex-end">
          <Button variant="default" onClick={decline}>
            {MSG.session.logout}
          </Button>
          <Button loading={accept.submitting} onClick={() => accept.submit(undefined)}>
            {MSG.privacy.consentAccept}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
