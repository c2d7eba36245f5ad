/** Toasts with the app's look; every text comes from domain/messages. The toasts' code loads with the first one (./overlays.tsx). */
import { withOverlays } from './overlays';

const show = (color: string, title: string, message?: string, autoClose = 3000) =>
  withOverlays(({ notifications }) => notifications.show({ color, title, message: message ?? '', autoClose, withBorder: true }));

export const notify = {
  success: (title: string, message?: string) => show('teal', title, message),
  error: (title: string, message?: string) => show('red', title, message),
  warning: (title: string, message?: string) => show('yellow', title, message, 4000),
};
