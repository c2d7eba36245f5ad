/** Toasts with the app's look; every text comes from domain/messages. The toasts' code loads with the first one (./overlays.tsx). */
import { withOverlays } from './overlays';

/**
 * A failure or a warning is never silent: when the toasts' code cannot be downloaded (the connection
 * dropped, which is often why the action failed), the browser's own alert says the same, as alertModal does.
 */
const browserAlert = (title: string, message?: string) => () => window.alert(message ? `${title}\n\n${message}` : title);

const show = (color: string, title: string, message?: string, autoClose = 3000, onUnavailable?: () => void) =>
  withOverlays(({ notifications }) => notifications.show({ color, title, message: message ?? '', autoClose, withBorder: true }), onUnavailable);

export const notify = {
  success: (title: string, message?: string) => show('teal', title, message),
  error: (title: string, message?: string) => show('red', title, message, 3000, browserAlert(title, message)),
  warning: (title: string, message?: string) => show('yellow', title, message, 4000, browserAlert(title, message)),
};
