import { modals } from '@mantine/modals';
import { MSG } from '../../domain/messages';
import { navigateTo } from '../session/session';
import { sendSession } from '../session/useSession';

/** Log-out asks first (spec §8); the session machine does the rest. */
export function confirmLogout() {
  modals.openConfirmModal({
    title: MSG.auth.logoutConfirmTitle,
    children: MSG.auth.logoutConfirmText,
    labels: { confirm: MSG.auth.logoutConfirm, cancel: MSG.auth.cancel },
    confirmProps: { color: 'red' },
    // Leave the dashboard first, so its guard does not send the user to /login on the way out.
    onConfirm: async () => {
      await navigateTo('/home');
      sendSession({ type: 'LOGOUT' });
    },
  });
}
