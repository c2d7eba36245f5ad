/**
 * The dialogs' and toasts' code, a chunk of its own loaded by ./overlays.tsx when the first dialog or
 * toast is asked for: the modals' provider (labels 'Aceptar'/'Cancelar'), the toasts, and their styles.
 */
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { modals, ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { AppNotifications } from './AppNotifications';
import { holdBackEntry } from './dialogHistory';

export { modals };
export { notifications } from '@mantine/notifications';

/**
 * Opens one of the manager's modals (`open` opens it, calling `closed` from its onClose, and returns its id) with an
 * entry in the history: Back closes it, as it does the app's other dialogs (./dialogHistory.ts). `closed` resolves
 * once the browser is back on the screen's entry: a move to another screen waits for it.
 */
export function openClosedByBack(open: (closed: () => Promise<void>) => string): void {
  let release = () => Promise.resolve();
  const id = open(() => release());
  release = holdBackEntry(id, () => modals.close(id));
}

/** Mounted once; `onReady` runs after the providers' own effects, when they listen for modals.open and notifications.show. */
export function OverlayProviders({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return (
    <ModalsProvider labels={{ confirm: 'Aceptar', cancel: 'Cancelar' }}>
      <AppNotifications />
    </ModalsProvider>
  );
}
