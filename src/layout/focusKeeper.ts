/**
 * Where the keyboard goes when what it was on disappears: a reservation's 'Cancelar reserva' once the card
 * shows it cancelled, a request's 'Aceptar' once the request is gone, 'Página siguiente' on the last page, the
 * booking's 'Confirmar reserva' once the next screen opens. The browser would leave focus on the page's body,
 * and a keyboard or screen-reader user would start over from the top without being told anything changed.
 *
 * Instead, a button busy with its own request (disabled while it shows its loader: 'Cerrar este día') gets
 * the focus back when the answer has come, if it is still there. Otherwise focus stays in the dialog it was in,
 * while that dialog is open; else goes back to where it was before a dialog or a picker opened, when that
 * control is still there (a dialog that does not return it itself: a date picker's calendar); else to the card
 * (an `article`) that control was in, when that card is still on screen; else, on the same screen, to what now
 * stands where the part that held it stood (the figures a failed load's 'Reintentar' brings back), without
 * scrolling; else to the screen's title (its `h1`).
 * A dialog's own return of focus comes first: this only acts when focus has been left on the body.
 */
import { useEffect } from 'react';

/** Focuses an element, one not focusable by itself (a card, a title) too, without adding it to the Tab order. */
function focusQuietly(target: HTMLElement) {
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: target.tagName !== 'H1' });
}

export function useFocusKeeper() {
  useEffect(() => {
    let last: HTMLElement | null = null;
    // The dialog the last control focused is in, if any.
    let dialog: HTMLElement | null = null;
    // The last control focused outside any dialog (the one that opened it), and the card it is in.
    let opener: HTMLElement | null = null;
    let card: HTMLElement | null = null;
    // A busy button the focus was on, to be given it back once it is enabled again.
    let waiting: HTMLElement | null = null;
    // The screen's title and the place of the last control: each element around it, with its position in its parent.
    let title: Element | null = null;
    let around: { el: HTMLElement; index: number }[] = [];
    const placeOf = (lost: HTMLElement) => {
      const result: { el: HTMLElement; index: number }[] = [];
      for (let el = lost; el.parentElement && el.parentElement !== document.body; el = el.parentElement) {
        result.push({ el: el.parentElement, index: Array.prototype.indexOf.call(el.parentElement.children, el) });
      }
      return result;
    };
    /** What stands where the part holding the lost control stood, if the screen is the same. */
    const inItsPlace = (): HTMLElement | null => {
      if (!title?.isConnected) return null;
      const kept = around.findIndex(({ el }) => el.isConnected);
      if (kept <= 0) return null;
      const { el, index } = around[kept];
      const now = el.children[index] ?? el;
      return now instanceof HTMLElement && !now.closest('[role="dialog"]') ? now : null;
    };
    const onFocus = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement)) return;
      last = event.target;
      waiting = null;
      dialog = last.closest('[role="dialog"]');
      if (dialog) return;
      title = document.querySelector('main h1');
      around = placeOf(last);
      opener = last;
      card = last.closest('article');
    };
    const usable = (el: HTMLElement | null): boolean => Boolean(el?.isConnected && !el.matches(':disabled'));
    const check = () => {
      if (!last) return;
      // Lost: on the body, or still on a control just disabled (the browser moves it to the body a little later).
      const onBody = document.activeElement === document.body;
      if (!onBody && !(document.activeElement === last && !usable(last))) return;
      if (usable(last)) {
        if (waiting === last && onBody) focusQuietly(last);
        return;
      }
      if (last.isConnected && last.hasAttribute('data-loading')) {
        waiting = last;
        return;
      }
      const target = [dialog, opener, card, inItsPlace(), document.querySelector<HTMLElement>('main h1')].find(usable);
      if (target) {
        last = target;
        focusQuietly(target);
      }
    };
    // Checked after the DOM changed (a removed control, a disabled one, a new screen), once the change settles. A
    // focused button that turns busy is noted at once: its answer may come before the next frame's check, which
    // would then find it enabled again with the focus on the body, and not know it was waiting.
    let pending = 0;
    const observer = new MutationObserver(() => {
      if (last?.isConnected && last.hasAttribute('data-loading')) waiting = last;
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(check);
    });
    document.addEventListener('focusin', onFocus);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    return () => {
      document.removeEventListener('focusin', onFocus);
      observer.disconnect();
      cancelAnimationFrame(pending);
    };
  }, []);
}
