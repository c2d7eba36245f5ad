import { modals } from '@mantine/modals';
import { MSG } from '../../domain/messages';
import { sendSession } from '../session/useSession';

/** Log-out asks first (docs/product.md: Messages); the session machine does the rest. */
export function confirmLogout() {
  modals.openConfirmModal({
    title: MSG.auth.logoutConfirmTitle,
    children: MSG.auth.logoutConfirmText,
    labels: { confirm: MSG.auth.logoutConfirm, cancel: MSG.auth.cancel },
    confirmProps: { color: 'red' },
    // Once out, the dashboard's guard takes the user to /login, ready to come back in.
    onConfirm: () => sendSession({ type: 'LOGOUT' }),
  });
}
