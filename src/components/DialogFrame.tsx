/**
 * The dialog behind src/components/TitledModal.tsx, with Mantine's Modal, in a chunk of their own. A dialog as the app's dialogs open: centred, its title in bold. While it fades out it takes no tap: the second
 * tap of a double tap, landing just as the first one's answer closes it, would otherwise press its button again
 * (a payment recorded twice, a booking sent twice). Escape closes only the dialog on top: a dialog opened from
 * another (a payment's or 'Cambiar horario' over a booking's detail on the calendar) closes alone, as Mantine's
 * own stack of modals does. The phone's Back closes the dialog on top and stays on the screen (`useBackCloses`).
 */
import { Modal, Text, type ModalProps } from '@mantine/core';
import { useEffect, useId, useRef, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';

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

export type TitledModalProps = Omit<ModalProps, 'title' | 'centered'> & {
  title: ReactNode;
  /** Back closes it (true unless its flow keeps its own history entry, as the booking summary does). */
  closeOnBack?: boolean;
};

/** The history entry an open dialog adds, of the same address: `state.dialog` names it. */
const isEntryOf = (id: string) => (window.history.state as { dialog?: string } | null)?.dialog === id;

/** A dialog's entry being taken back (`history.back()` answers later, with a popstate): settles once it is. */
let goingBack: Promise<void> | null = null;

function takeEntryBack() {
  let settle = () => {};
  const back = new Promise<void>((resolve) => (settle = resolve));
  goingBack = back;
  // Told by the popstate that answers it (in some environments at once, within back()).
  const done = () => {
    window.removeEventListener('popstate', done);
    if (goingBack === back) goingBack = null;
    settle();
  };
  window.addEventListener('popstate', done);
  window.history.back();
}

/**
 * Back closes the dialog, as a person on a phone expects, instead of leaving the screen and what the dialog held.
 * Opening it adds a history entry of the same address (React Router's state kept in it); Back takes that entry away
 * and closes the dialog; closing it otherwise (its buttons, Escape, ×) takes the entry back. A dialog opening as
 * another closes (a confirmation in place of a booking's detail) adds its entry once the other's is gone. Left by a
 * navigation of its own (a link inside it), the new address stays.
 */
function useBackCloses(id: string, opened: boolean, onClose: () => void, enabled: boolean) {
  const latest = useRef({ opened, onClose });
  latest.current = { opened, onClose };
  useEffect(() => {
    if (!enabled || !opened) return;
    let active = true;
    let added = false;
    const add = () => {
      if (!active) return;
      if (goingBack) return void goingBack.then(add);
      if (!isEntryOf(id)) window.history.pushState({ ...window.history.state, dialog: id }, '');
      added = true;
    };
    queueMicrotask(add);
    const back = () => {
      if (added && !goingBack && !isEntryOf(id)) latest.current.onClose();
    };
    window.addEventListener('popstate', back);
    return () => {
      active = false;
      window.removeEventListener('popstate', back);
      // Still open just after (React's second run of effects in development): its entry stays.
      queueMicrotask(() => {
        if (!latest.current.opened && isEntryOf(id)) takeEntryBack();
      });
    };
  }, [id, opened, enabled]);
}

export function DialogFrame({ title, closeOnBack = true, ...rest }: TitledModalProps) {
  const id = useId();
  useEffect(() => {
    openDialogs.set(id, rest.opened);
    return () => openDialogs.set(id, false);
  }, [id, rest.opened]);
  useBackCloses(id, rest.opened, rest.onClose, closeOnBack);
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
