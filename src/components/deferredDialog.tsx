/** The dialogs of docs/architecture.md, "Lazy chunks": TitledModal (Mantine's Modal) and every feature's dialog. */
import { Button, Group, Loader, Paper, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import * as MSG from '../../domain/messages';
import { chunk, useChunk } from './chunks';
import classes from './deferredDialog.module.css';

/**
 * A dialog whose code comes when it first opens: nothing is rendered until then (and from then on it stays, for its
 * closing transition and its state). While its chunk downloads, a spinner over the screen holds the place of the
 * dialog and keeps a second tap from reaching the screen below; a chunk that cannot be downloaded says so in the
 * dialog's place, with 'Reintentar' and 'Cerrar'.
 */
export function deferredDialog<P extends { opened: boolean; onClose: () => void }>(load: () => Promise<ComponentType<P>>) {
  const part = chunk(load);
  function DeferredDialog(props: P) {
    const { component: Dialog, failed, retry } = useChunk(part, props.opened);
    // Closed after a failure: the next opening asks again.
    if (!props.opened && failed) retry();
    if (Dialog) return <Dialog {...props} />;
    if (!props.opened) return null;
    return failed ? <DialogFailed onRetry={retry} onClose={props.onClose} /> : <DialogLoading />;
  }
  return Object.assign(DeferredDialog, part);
}

function DialogLoading() {
  return (
    <div className={classes.dialogPlace} role="status" aria-label={MSG.general.loading}>
      <Loader size="md" />
    </div>
  );
}

function DialogFailed({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  return (
    <div className={classes.dialogPlace} data-failed>
      <Paper role="alert" shadow="md" radius="md" p="lg" m="md" maw={360} withBorder>
        <Text>{MSG.failure.dialogFailed}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {MSG.failure.close}
          </Button>
          <Button onClick={onRetry}>{MSG.failure.retry}</Button>
        </Group>
      </Paper>
    </div>
  );
}
