/**
 * Failure is a screen too (docs/product.md, "Messages"): what a load that failed shows, distinct from an
 * empty list, with 'Reintentar' (unless the server refused what was asked for). A network failure and a server
 * failure read differently.
 */
import { Alert, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import * as MSG from '../../domain/messages';
import { noAnswerReason } from '../../machines/failureReason';
import { errorMessage, errorStatus } from '../api/http';

/** Why a request failed, as a person reads it: no connection, the server failing, or the server's reason. */
export function failureText(error: unknown): string {
  const status = errorStatus(error);
  if (status === undefined) return noAnswerReason(error);
  return status >= 500 ? MSG.failure.server : errorMessage(error, MSG.failure.server);
}

interface LoadFailedProps {
  /** What could not be loaded ('No pudimos cargar las canchas.'). */
  title: string;
  error?: unknown;
  onRetry: () => void;
  children?: ReactNode;
}

/**
 * A failure that another try may mend: no answer came, the server failed (5xx), the session was being renewed
 * (401), or something on the way timed out or throttled (408, 429). What the server refused ('La cancha no
 * existe.', not theirs, an address whose id is not a number) gets the same answer again.
 */
export function isTransientFailure(error: unknown): boolean {
  const status = errorStatus(error) ?? 500;
  return status >= 500 || status === 401 || status === 408 || status === 429;
}

/**
 * A load that failed, inside a screen: the title, why, and 'Reintentar', unless the server refused it
 * (`isTransientFailure`): then the reason shows without it, beside the screen's way back.
 */
export function LoadFailed({ title, error, onRetry, children }: LoadFailedProps) {
  const gone = !isTransientFailure(error);
  return (
    <Alert color="red" variant="light" icon={<IconCloudOff />} title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{failureText(error)}</Text>
        {(!gone || children) && (
          <Group>
            {!gone && (
              <Button size="sm" variant="white" color="red" onClick={onRetry}>
                {MSG.failure.retry}
              </Button>
            )}
            {children}
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

interface FailureScreenProps {
  title: string;
  text: string;
  onRetry: () => void;
  /** 'Reintentar' shows it is at work (while the retry checks the connection). */
  retrying?: boolean;
  children?: ReactNode;
}

/** A whole screen that could not be shown: the title, the text, 'Reintentar' and a way out. */
export function FailureScreen({ title, text, onRetry, retrying = false, children }: FailureScreenProps) {
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center" role="alert">
        <IconCloudOff size={40} color="var(--mantine-color-red-7)" aria-hidden />
        <Title order={2} fz="xl">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Group justify="center" mt="xs">
          <Button onClick={onRetry} loading={retrying}>
            {MSG.failure.retry}
          </Button>
          {children}
        </Group>
      </Stack>
    </Center>
  );
}
