/**
 * A long form's unsaved input, kept in the tab (sessionStorage) while it is filled: a reload, or a phone that
 * dropped the tab while its owner looked something up, opens the form with it instead of starting over. The
 * page clears it once the form is saved or left with 'Cancelar'. Only the form's own fields are taken back,
 * and only text, numbers and null, so a draft written by an older version of the form cannot break it.
 */
const PREFIX = 'canchas:draft:';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked by the browser's settings: the form works, without drafts
  }
}

/** The kept input for `key` over `initial`, or null when there is none or it is the same as `initial`. */
export function readDraft<V extends object>(key: string, initial: V): V | null {
  let kept: unknown;
  try {
    kept = JSON.parse(storage()?.getItem(PREFIX + key) ?? 'null');
  } catch {
    return null;
  }
  if (!kept || typeof kept !== 'object') return null;
  const values = { ...initial } as Record<string, unknown>;
  for (const name of Object.keys(values)) {
    const value = (kept as Record<string, unknown>)[name];
    if (value === null || typeof value === 'string' || typeof value === 'number') values[name] = value;
  }
  return sameValues(values, initial) ? null : (values as V);
}

/** Keeps `values` for `key`, or forgets them when they are `initial` again. */
export function writeDraft<V extends object>(key: string, values: V, initial: V) {
  try {
    if (sameValues(values, initial)) storage()?.removeItem(PREFIX + key);
    else storage()?.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // storage full or blocked: the input is simply not kept
  }
}

export function clearDraft(key: string) {
  storage()?.removeItem(PREFIX + key);
}

function sameValues(a: object, b: object) {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  return Object.keys(right).every((name) => left[name] === right[name]);
}
