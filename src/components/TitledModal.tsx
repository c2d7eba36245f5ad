/**
 * The app's dialog (./DialogFrame.tsx): Mantine's Modal and its focus trap and scroll lock come when a dialog first
 * opens (./deferredDialog.tsx), and a dialog is drawn from its first opening on.
 */
import type { ComponentType } from 'react';
import { deferredDialog } from './deferredDialog';
import type { TitledModalProps } from './DialogFrame';

export const TitledModal = deferredDialog<TitledModalProps>(() => import('./DialogFrame').then((m) => m.DialogFrame));

/**
 * A feature's dialog, drawn in a TitledModal: its chunk and the frame's download together when it first opens, one
 * wait instead of two in a row.
 */
export function featureDialog<P extends { opened: boolean; onClose: () => void }>(load: () => Promise<ComponentType<P>>) {
  return deferredDialog<P>(() => Promise.all([load(), TitledModal.preload()]).then(([dialog]) => dialog));
}
