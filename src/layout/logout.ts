import * as MSG from '../../domain/messages';
import { withOverlays } from '../components/overlays';
import { sendSession } from '../session/useSession';

/** Log-out asks first (docs/product.md: Messages); the session machine does the rest. */
export function confirmLogout() {
  withOverlays(
    ({ modals }) =>
      modals.openConfirmModal({
        title: MSG.auth.logoutConfirmTitle,
        children: MSG.auth.logoutConfirmText,
        labels: { confirm: MSG.auth.logoutConfirm, cancel: MSG.auth.cancel },
        confirmProps: { color: 'red' },
        // Once out, the dashboard's guard takes the user to /login, ready to come back in.
        onConfirm: () => sendSession({ type: 'LOGOUT' }),
      }),
    () => {
      if (window.confirm(`${MSG.auth.logoutConfirmTitle}\n\n${MSG.auth.logoutConfirmText}`)) sendSession({ type: 'LOGOUT' });
    },
  );
}
