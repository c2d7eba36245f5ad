/** A dialog as the app's dialogs open: centred, its title in bold. */
import { Modal, Text, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';

export function TitledModal({ title, ...rest }: Omit<ModalProps, 'title' | 'centered'> & { title: ReactNode }) {
  return (
    <Modal
      {...rest}
      centered
      title={
        <Text span fw={700}>
          {title}
        </Text>
      }
    />
  );
}
