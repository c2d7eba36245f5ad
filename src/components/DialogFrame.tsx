/**
 * The dialog behind src/components/TitledModal.tsx, with Mantine's Modal, in a chunk of their own. A dialog as the app's dialogs open: centred, its title in bold. While it fades out it takes no tap: the second
 * tap of a double tap, landing just as the first one's answer closes it, would otherwise press its button again
 * (a payment recorded twice, a booking sent twice). Escape closes only the dialog on top: a dialog opened from
 * another (a payment's or 'Cambiar horario' over a booking's detail on the calendar) closes alone, as Mantine's
 * own stack of modals does.
 */
import { Modal, Text, type ModalProps } from '@mantine/core';
import { useEffect, useId, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';

const ignore = (event: MouseEvent) => {
  event.preventDefault();
  event.stopPropagation();
};

/** The dialogs open, the latest last. */
const open: string[] = [];
const listeners = new Set<() => void>();
const openDialogs = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  top: () => open.at(-1),
  set(id: string, opened: boolean) {
    const at = open.indexOf(id);
    if (opened === at >= 0) return;
    if (opened) open.push(id);
    else open.splice(at, 1);
    for (const listener of listeners) listener();
  },
};

export type TitledModalProps = Omit<ModalProps, 'title' | 'centered'> & { title: ReactNode };

export function DialogFrame({ title, ...rest }: TitledModalProps) {
  const id = useId();
  useEffect(() => {
    openDialogs.set(id, rest.opened);
    return () => openDialogs.set(id, false);
  }, [id, rest.opened]);
  const top = useSyncExternalStore(openDialogs.subscribe, openDialogs.top, openDialogs.top);
  return (
    <Modal
      {...rest}
      centered
      closeOnEscape={rest.closeOnEscape !== false && (top === undefined || top === id)}
      onClickCapture={rest.opened ? rest.onClickCapture : ignore}
      title={
        <Text span fw={700}>
          {title}
        </Text>
      }
    />
  );
}
