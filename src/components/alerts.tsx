import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MSG } from '../../domain/messages';

/** A modal with a title, a text and an 'Aceptar' button (the product's alert dialogs, docs/product.md: Messages). */
export function alertModal(title: string, text: string, onClose?: () => void) {
  const id = modals.open({
    title: <Text fw={700}>{title}</Text>,
    onClose,
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
}

/** A confirmation with the product's texts; resolves true when the user confirms. */
export function confirmModal(title: string, text: string, confirmLabel = 'Sí', color = 'cancha'): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: <Text fw={700}>{title}</Text>,
      children: <Text>{text}</Text>,
      labels: { confirm: confirmLabel, cancel: MSG.auth.cancel },
      confirmProps: { color },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
