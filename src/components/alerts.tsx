import { Button, Group, Text } from '@mantine/core';
import * as MSG from '../../domain/messages';
import { withOverlays } from './overlays';

/**
 * A modal with a title, a text and an 'Aceptar' button (the product's alert dialogs, docs/product.md: Messages).
 * The dialogs' code loads with the first one (./overlays.tsx); if it cannot be downloaded, the browser's own alert says the same.
 */
export function alertModal(title: string, text: string, onClose?: () => void) {
  withOverlays(
    ({ modals, openClosedByBack }) =>
      openClosedByBack((closed) => {
        const id = modals.open({
          title: <Text fw={700}>{title}</Text>,
          // What follows (another screen, the focus back on an input) once the dialog's entry has gone.
          onClose: () => void closed().then(onClose),
          children: (
            <>
              <Text>{text}</Text>
              <Group justify="flex-end" mt="md">
                <Button onClick={() => modals.close(id)} data-autofocus>
                  {MSG.auth.accept}
                </Button>
              </Group>
            </>
          ),
        });
        return id;
      }),
    () => {
      window.alert(`${title}\n\n${text}`);
      onClose?.();
    },
  );
}

/** A confirmation with the product's texts; resolves true when the user confirms. */
export function confirmModal(title: string, text: string, confirmLabel = 'Sí', color = 'cancha'): Promise<boolean> {
  return new Promise((resolve) => {
    withOverlays(
      ({ modals, openClosedByBack }) => {
        let confirmed = false;
        openClosedByBack((closed) =>
          modals.openConfirmModal({
            title: <Text fw={700}>{title}</Text>,
            children: <Text>{text}</Text>,
            labels: { confirm: confirmLabel, cancel: MSG.auth.cancel },
            confirmProps: { color },
            onConfirm: () => (confirmed = true),
            // Confirmed, or cancelled (also by ×, Escape, a tap outside or Back), once the dialog's entry has gone.
            onClose: () => void closed().then(() => resolve(confirmed)),
          }),
        );
      },
      () => resolve(window.confirm(`${title}\n\n${text}`)),
    );
  });
}
