/**
 * The dialog behind src/components/TitledModal.tsx, with Mantine's Modal, in a chunk of their own. A dialog as the app's dialogs open: centred, its title in bold. While it fades out it takes no tap: the second
 * tap of a double tap, landing just as the first one's answer closes it, would otherwise press its button again
 * (a payment recorded twice, a booking sent twice). Escape closes only the dialog on top: a dialog opened from
 * another (a payment's or 'Cambiar horario' over a booking's detail on the calendar) closes alone, as Mantine's
 * own stack of modals does. The phone's Back closes the dialog on top too (./dialogHistory.ts), not the screen under it.
 */
import { Modal, Text, type ModalProps } from '@mantine/core';
import { useEffect, useId, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { useCloseOnBack } from './dialogHistory';

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

/**
 * `ownHistory`: the dialog's flow keeps its own entry in the history (the booking summary's, machines/booking.ts),
 * so the dialog adds none.
 */
export type TitledModalProps = Omit<ModalProps, 'title' | 'centered'> & { title: ReactNode; ownHistory?: boolean };

export function DialogFrame({ title, ownHistory = false, ...rest }: TitledModalProps) {
  const id = useId();
  useEffect(() => {
    openDialogs.set(id, rest.opened);
    return () => openDialogs.set(id, false);
  }, [id, rest.opened]);
  // Back closes the dialog only when it may be closed now (not while its work is being sent).
  useCloseOnBack(id, rest.opened && !ownHistory, () => rest.closeOnEscape !== false && rest.onClose());
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
