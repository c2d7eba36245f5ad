/**
 * The time grid scrolls inside its 450 px, so keyboard users must be able to focus and scroll it.
 * A focusable scroller cannot sit between the calendar's ARIA table rows, so the table roles go:
 * the grid is read as its events' text (each says team or field and its hours), not as a table of
 * hundreds of empty half-hour cells.
 */
import { useEffect, useRef } from 'react';

function makeScrollerReachable(root: HTMLElement) {
  for (const el of root.querySelectorAll<HTMLElement>(
    '[role="table"],[role="rowgroup"],[role="row"],[role="cell"],[role="columnheader"],[role="rowheader"],[role="gridcell"]',
  )) {
    el.removeAttribute('role');
    for (const attr of [...el.attributes]) if (attr.name.startsWith('aria-') && attr.name !== 'aria-hidden') el.removeAttribute(attr.name);
  }
  for (const el of root.querySelectorAll<HTMLElement>('div')) {
    const { overflowY } = getComputedStyle(el);
    if ((overflowY === 'auto' || overflowY === 'scroll') && !el.hasAttribute('tabindex')) {
      el.tabIndex = 0;
      el.setAttribute('aria-label', 'Horario de reservas');
    }
  }
}

/** The ref of the box around the calendar: what the calendar draws in it, now and as it moves, is made reachable. */
export function useReachableScroller() {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const observer = new MutationObserver(() => makeScrollerReachable(root));
    makeScrollerReachable(root);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return box;
}
