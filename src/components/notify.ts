/** Toasts with the app's look; every text comes from domain/messages. The toasts' code loads with the first one (./overlays.tsx). */
import { withOverlays } from './overlays';

/**
 * A failure or a warning is never silent: when the toasts' code cannot be downloaded (the connection dropped, which
 * is often why the action failed), a plain notice of the page's own says the same where the toasts show, read out
 * as they are ('Cerrar aviso' closes it; it goes by itself after a few seconds). Never the browser's alert, which
 * stops the page.
 */
const plainNotice = (title: string, message?: string) => () => {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'position:fixed;left:12px;right:12px;bottom:calc(76px + env(safe-area-inset-bottom));z-index:1000;max-width:420px;margin:0 auto;' +
    'padding:12px 48px 12px 14px;border-radius:8px;background:#fff;border:1px solid #e03131;box-shadow:0 4px 12px rgba(0,0,0,.15);' +
    'font:14px/1.45 system-ui,sans-serif;color:#1a1b1e';
  const heading = document.createElement('strong');
  heading.textContent = title;
  box.append(heading);
  if (message) {
    const text = document.createElement('div');
    text.textContent = message;
    box.append(text);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', 'Cerrar aviso');
  close.style.cssText = 'position:absolute;top:6px;right:6px;width:36px;height:36px;border:0;background:none;font-size:22px;cursor:pointer';
  const remove = () => box.remove();
  close.onclick = remove;
  box.append(close);
  document.body.append(box);
  setTimeout(remove, 8000);
};

const show = (color: string, title: string, message?: string, autoClose = 3000, onUnavailable?: () => void) =>
  withOverlays(({ notifications }) => notifications.show({ color, title, message: message ?? '', autoClose, withBorder: true }), onUnavailable);

export const notify = {
  success: (title: string, message?: string) => show('teal', title, message),
  error: (title: string, message?: string) => show('red', title, message, 3000, plainNotice(title, message)),
  warning: (title: string, message?: string) => show('yellow', title, message, 4000, plainNotice(title, message)),
};
