/**
 * A long form's unsaved input, kept in the tab (sessionStorage) while it is filled: a reload, or a phone that
 * dropped the tab while its owner looked something up, opens the form with it instead of starting over. Only
 * the fields changed from the saved values are kept, and they are laid over the saved values as they are when
 * the form opens again, so a change saved meanwhile elsewhere (another tab, a phone) is not undone by fields
 * nobody touched here. Only the form's own fields come back, and only as text, numbers or null, so a draft
 * written by an older version of the form cannot break it. The form forgets it on 'Cancelar', its page once
 * saved, and the tab every draft when its user logs out (./formDraftStorage.ts).
 */
import { PREFIX, storage } from './formDraftStorage';

type Values = Record<string, unknown>;

/** The saved values with the kept changes over them, or null when nothing kept differs from them. */
export function readDraft<V extends object>(key: string, saved: V): V | null {
  let kept: unknown;
  try {
    kept = JSON.parse(storage()?.getItem(PREFIX + key) ?? 'null');
  } catch {
    return null;
  }
  if (!kept || typeof kept !== 'object') return null;
  const values = { ...saved } as Values;
  for (const name of Object.keys(values)) {
    const value = (kept as Values)[name];
    if (value === null || typeof value === 'string' || typeof value === 'number') values[name] = value;
  }
  return changes(values, saved) ? (values as V) : null;
}

/** Keeps what of `values` differs from `saved`, or forgets the draft when nothing does. */
export function writeDraft<V extends object>(key: string, values: V, saved: V) {
  const changed = changes(values, saved);
  try {
    if (changed) storage()?.setItem(PREFIX + key, JSON.stringify(changed));
    else storage()?.removeItem(PREFIX + key);
  } catch {
    // storage full or blocked: the input is simply not kept
  }
}

export function clearDraft(key: string) {
  storage()?.removeItem(PREFIX + key);
}

/** The fields of `values` that differ from `saved`, or null when none does. */
function changes(values: object, saved: object): Values | null {
  const changed = Object.fromEntries(
    Object.entries(saved).flatMap(([name, value]) => ((values as Values)[name] === value ? [] : [[name, (values as Values)[name]]])),
  );
  return Object.keys(changed).length > 0 ? changed : null;
}
