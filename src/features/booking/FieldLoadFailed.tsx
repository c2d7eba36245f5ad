/**
 * A field that could not be read: 'No se pudo cargar la información de la cancha' with the reason, 'Reintentar' when
 * another try may help (`onRetry`), and the way back (`back`: where and what it reads).
 */
import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import * as MSG from '../../../domain/messages';

export function FieldLoadFailed({
  reason,
  onRetry,
  back,
  title = MSG.field.loadFailed,
}: {
  reason: string | null;
  onRetry?: () => void;
  back: { to: string; label: string };
  /** What could not be read, when it is not the field. */
  title?: string;
}) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Text size="sm" mb="sm">
        {reason}
      </Text>
      <Group gap="sm">
        {onRetry && (
          <Button size="xs" onClick={onRetry}>
            {MSG.failure.retry}
          </Button>
        )}
        <Button size="xs" variant="light" component={Link} to={back.to}>
          {back.label}
        </Button>
      </Group>
    </Alert>
  );
}

/** The failure on its own page. */
export function FieldLoadFailedPage(props: Parameters<typeof FieldLoadFailed>[0] & { py?: string }) {
  return (
    <Container size="sm" px={0} py={props.py}>
      <FieldLoadFailed {...props} />
    </Container>
  );
}
