/**
 * The app's dialog (./DialogFrame.tsx): Mantine's Modal and its focus trap and scroll lock come after the screen's
 * first paint (./deferred.tsx), and a dialog is drawn from its first opening on.
 */
import { deferredDialog } from './deferred';
import type { TitledModalProps } from './DialogFrame';

export const TitledModal = deferredDialog<TitledModalProps>(() => import('./DialogFrame').then((m) => m.DialogFrame));
