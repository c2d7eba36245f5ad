/**
 * The last search asked, kept on the page's history entry, so that Back from a result's field finds the search as it
 * was and asks it again (docs/product.md, "Finding a free field"). Kept in React Router's own state of the entry
 * (`usr`), as /register keeps its form (src/features/auth/registerDraft.ts). Light, for /home's first download: the check of
 * what is kept is the panel's.
 */
import type { FreeSearch } from '../../../domain/schemas';

type EntryState = { usr?: Record<string, unknown> | null } | null;

const entryState = () => window.history.state as EntryState;

/** Keeps `search` on the current history entry. */
export function keepSearch(search: FreeSearch) {
  const entry = entryState() ?? {};
  window.history.replaceState({ ...entry, usr: { ...entry.usr, freeSearch: search } }, '');
}

/** Whether the entry keeps a search: the search's code is then brought at once (FreeSearchEntry). */
export const entryKeepsSearch = () => entryState()?.usr?.freeSearch !== undefined;

/** What the entry keeps as the search, to be checked (freeSearchSchema) before it is asked. */
export const keptSearch = (): unknown => entryState()?.usr?.freeSearch;
