/** The profile's 'Avisos en este teléfono' (docs/product.md, "Notices"): this device told of the user's notices by Web Push. */
import { Alert, Card, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import * as MSG from '../../../domain/messages';
import { errorMessage } from '../../api/http';
import { PushDenied, subscribeDevice, unsubscribeDevice } from '../../components/devicePush';
import { currentSubscription, pushSupported } from '../../components/serviceWorker';
import { notify } from '../../components/notify';
import { useSubmit } from '../../components/useSubmit';

export function PushCard() {
  const supported = pushSupported();
  const [on, setOn] = useState<boolean | null>(supported ? null : false);
  const [denied, setDenied] = useState(false);
  useEffect(() => {
    if (!supported) return;
    let current = true;
    currentSubscription().then(
      (subscription) => current && setOn(subscription !== null),
      () => current && setOn(false),
    );
    return () => {
      current = false;
    };
  }, [supported]);
  const toggle = useSubmit((wanted: boolean) => (wanted ? subscribeDevice() : unsubscribeDevice()), {
    onSuccess: (_, wanted) => {
      setOn(wanted);
      setDenied(false);
      notify.success(wanted ? MSG.notices.pushOn : MSG.notices.pushOff);
    },
    onError: (error, wanted) => {
      if (error instanceof PushDenied) setDenied(true);
      else notify.error(errorMessage(error, wanted ? MSG.notices.pushFailed : MSG.notices.pushOffFailed));
    },
  });
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" mt="md">
      <Stack gap="sm">
        <Switch
          label={MSG.notices.pushLabel}
          description={supported ? MSG.notices.pushHelp : MSG.notices.pushUnsupported}
          checked={on === true}
          disabled={!supported || on === null || toggle.submitting}
          onChange={(event) => toggle.submit(event.currentTarget.checked)}
          size="md"
        />
        {denied && (
          <Alert color="yellow" variant="light">
            <Text size="sm">{MSG.notices.pushDenied}</Text>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
