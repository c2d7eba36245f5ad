/**
 * The phone's Back closes the dialog on top, as it does in a phone's own apps, instead of leaving the screen under
 * it (docs/architecture.md, "Dialogs and Back"). An open dialog has an entry of its own in the browser's history, at
 * the screen's address: the entry keeps the router's state and adds the dialog's id. Back leaves that entry, and
 * the dialog closes. A dialog closed otherwise (×, Escape, its work done) takes its entry back, so the next Back
 * leaves the screen. A dialog whose link opens another screen leaves its entry behind, under the new screen's:
 * coming to it again (Back from that screen, or Forward) moves on one more entry the same way, so one Back
 * still comes back to the screen, and no press lands on a dialog that is no longer there.
 */
import { useEffect, useRef } from 'react';

const DIALOG = 'dialog';

type Entry = { [DIALOG]?: string } | null;

const entryDialog = () => (window.history.state as Entry)?.[DIALOG];

/** The dialogs with an entry in the history now. */
const held = new Set<string>();

/** The browser's Navigation API, where there is one: it tells whether a move through the history went back or forward. */
const navigation = (globalThis as { navigation?: EventTarget & { currentEntry: { index: number } | null } }).navigation;

/** The index of the entry the last move through the history left (undefined without the Navigation API). */
let leftIndex: number | undefined;

/** A dialog's entry being taken back, the browser not there yet: an entry added meanwhile waits for it. */
let takingBack: Promise<void> | undefined;

if (typeof window !== 'undefined') {
  navigation?.addEventListener('currententrychange', (event) => {
    leftIndex = (event as Event & { from: { index: number } }).from.index;
  });
  // An entry of a dialog no longer open: on to the next, in the same direction.
  window.addEventListener('popstate', () => {
    const dialog = entryDialog();
    if (dialog === undefined || held.has(dialog)) return;
    const here = navigation?.currentEntry?.index;
    window.history.go(leftIndex !== undefined && here !== undefined && leftIndex < here ? 1 : -1);
  });
}

/**
 * Resolves once the browser is back on the screen's entry after the dialogs closed in this render: a move of the
 * address made before then would be undone by the browser's own (the session ended from a dialog, say).
 */
export const historySettled = (): Promise<void> => takingBack ?? Promise.resolve();

/**
 * Gives the dialog `id` an entry in the history, on which Back calls `onBack`. Returns what to call when the dialog
 * closes: it takes the entry back, unless Back or another screen already left it, and resolves once the browser is
 * back on the screen's entry (a move of the address made before then would be undone by the browser's own).
 */
export function holdBackEntry(id: string, onBack: () => void): () => Promise<void> {
  let closed = false;
  const left = () => {
    if (entryDialog() === id) return;
    release();
    onBack();
  };
  const release = () => {
    window.removeEventListener('popstate', left);
    held.delete(id);
  };
  void (takingBack ?? Promise.resolve()).then(() => {
    if (closed) return;
    window.history.pushState({ ...(window.history.state as object | null), [DIALOG]: id }, '');
    held.add(id);
    window.addEventListener('popstate', left);
  });
  return () => {
    closed = true;
    const ours = held.has(id) && entryDialog() === id;
    release();
    if (!ours) return Promise.resolve();
    const back = new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true })).then(() => {
      if (takingBack === back) takingBack = undefined;
    });
    takingBack = back;
    window.history.back();
    return back;
  };
}

/** While `active`, the dialog `id` has its entry in the history, and Back calls `onClose`. */
export function useCloseOnBack(id: string, active: boolean, onClose: () => void) {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!active) return;
    const release = holdBackEntry(id, () => close.current());
    return () => void release();
  }, [id, active]);
}
