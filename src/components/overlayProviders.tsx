/**
 * The dialogs' and toasts' code, a chunk of its own loaded by ./overlays.tsx when the first dialog or
 * toast is asked for: the modals' provider (labels 'Aceptar'/'Cancelar'), the toasts, and their styles.
 */
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { AppNotifications } from './AppNotifications';

export { modals } from '@mantine/modals';
export { notifications } from '@mantine/notifications';

/** Mounted once; `onReady` runs after the providers' own effects, when they listen for modals.open and notifications.show. */
export function OverlayProviders({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return (
    <ModalsProvider labels={{ confirm: 'Aceptar', cancel: 'Cancelar' }}>
      <AppNotifications />
    </ModalsProvider>
  );
}
