/**
 * The app's toasts: top right on wide screens; on phones at the bottom, above the dashboard's bottom bar and the floating 'Hacer nueva reserva'
 * (src/styles/notifications.css), so they never cover a page's title or its first buttons.
 */
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import '../styles/notifications.css';

export function AppNotifications() {
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return <Notifications position={phone ? 'bottom-center' : 'top-right'} classNames={{ root: 'app-notifications' }} />;
}
