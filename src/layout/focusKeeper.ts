/**
 * Where the keyboard goes when what it was on disappears: a reservation's 'Cancelar reserva' once the card
 * shows it cancelled, a request's 'Aceptar' once the request is gone, 'Página siguiente' on the last page, the
 * booking's 'Confirmar reserva' once the next screen opens. The browser would leave focus on the page's body,
 * and a keyboard or screen-reader user would start over from the top without being told anything changed.
 *
 * Instead, focus goes back to where it was before a dialog or a picker opened, when that control is still
 * there (a dialog that does not return it itself: a date picker's calendar); else to the card (an `article`)
 * that control was in, when that card is still on screen; else to the screen's title (its `h1`). A dialog's
 * own return of focus comes first: this only acts when focus has been left on the body.
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
    // The last control focused outside any dialog (the one that opened it), and the card it is in.
    let opener: HTMLElement | null = null;
    let card: HTMLElement | null = null;
    const onFocus = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement)) return;
      last = event.target;
      if (last.closest('[role="dialog"]')) return;
      opener = last;
      card = last.closest('article');
    };
    const usable = (el: HTMLElement | null): el is HTMLElement => Boolean(el?.isConnected && !el.matches(':disabled'));
    const check = () => {
      if (document.activeElement !== document.body || !last || usable(last)) return;
      const target = [opener, card, document.querySelector<HTMLElement>('main h1')].find(usable);
      if (target) {
        last = target;
        focusQuietly(target);
      }
    };
    // Checked after the DOM changed (a removed control, a disabled one, a new screen), once the change settles.
    let pending = 0;
    const observer = new MutationObserver(() => {
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
