/**
 * A dialog as the app's dialogs open: centred, its title in bold. While it fades out it takes no tap: the second
 * tap of a double tap, landing just as the first one's answer closes it, would otherwise press its button again
 * (a payment recorded twice, a booking sent twice).
 */
import { Modal, Text, type ModalProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';

const ignore = (event: MouseEvent) => {
  event.preventDefault();
  event.stopPropagation();
};

export function TitledModal({ title, ...rest }: Omit<ModalProps, 'title' | 'centered'> & { title: ReactNode }) {
  return (
    <Modal
      {...rest}
      centered
      onClickCapture={rest.opened ? rest.onClickCapture : ignore}
      title={
        <Text span fw={700}>
          {title}
        </Text>
      }
    />
  );
}
