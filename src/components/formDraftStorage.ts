/**
 * Where ./formDraft.ts keeps the forms' unsaved input, apart from it so that the session (on every page)
 * can forget it at log-out without loading the drafts' code: whoever uses the phone next finds nothing of it.
 */
export const PREFIX = 'canchas:draft:';

export function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked by the browser's settings: the form works, without drafts
  }
}

/** Forgets every draft of the tab. */
export function clearDrafts() {
  const kept = storage();
  for (const key of Object.keys(kept ?? {})) if (key.startsWith(PREFIX)) kept?.removeItem(key);
}
