import * as MSG from '../../domain/messages';
import { withOverlays } from '../components/overlays';
import { sendSession } from '../session/useSession';
import { forgetDeviceSubscription } from '../components/serviceWorker';

/** The session ends, and this device stops being told of its notices (the server forgets it with the session). */
function logout() {
  void forgetDeviceSubscription();
  sendSession({ type: 'LOGOUT' });
}

/** Log-out asks first (docs/product.md: Messages); the session machine does the rest. */
export function confirmLogout() {
  withOverlays(
    ({ modals, openClosedByBack }) => {
      let confirmed = false;
      openClosedByBack((closed) =>
        modals.openConfirmModal({
          title: MSG.auth.logoutConfirmTitle,
          children: MSG.auth.logoutConfirmText,
          labels: { confirm: MSG.auth.logoutConfirm, cancel: MSG.auth.cancel },
          confirmProps: { color: 'red' },
          onConfirm: () => (confirmed = true),
          // Once out, the dashboard's guard takes the user to /login, ready to come back in: after the dialog's
          // entry in the history has gone, so that the browser's step back does not undo that move.
          onClose: () => void closed().then(() => confirmed && logout()),
        }),
      );
    },
    () => {
      if (window.confirm(`${MSG.auth.logoutConfirmTitle}\n\n${MSG.auth.logoutConfirmText}`)) logout();
    },
  );
}
