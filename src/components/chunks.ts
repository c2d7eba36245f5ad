/**
 * A chunk downloaded when first wanted, and asked for again after a failure (docs/architecture.md, "Lazy chunks"): what
 * the deferred parts (./deferred.tsx), the deferred dialogs (./deferredDialog.tsx), the date fields (./DateField.tsx)
 * and the field's charts are made of. A page downloads only the kinds of deferral it uses.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { withFailedStyles } from './failedStyles';

const loaders = new Set<() => Promise<unknown>>();

/**
 * Downloads every deferred part declared so far, and those their chunks declare in turn (the view suites call it
 * before their tests).
 */
export async function preloadDeferred(): Promise<void> {
  for (let done = 0; done < loaders.size;) {
    done = loaders.size;
    await Promise.all([...loaders].map((load) => load()));
  }
}

export interface Chunk<C> {
  /** Downloads the chunk once (again after a failure); resolves to what it holds. */
  preload: () => Promise<C>;
  /** What it holds, once downloaded. */
  loaded: () => C | undefined;
}

/** A chunk of a deferred part, downloaded at its first `preload`. */
export function chunk<C>(load: () => Promise<C>): Chunk<C> {
  let loaded: C | undefined;
  let loading: Promise<C> | undefined;
  const download = withFailedStyles(load);
  const preload = () =>
    (loading ??= download().then(
      (value) => (loaded = value),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  loaders.add(preload);
  return { preload, loaded: () => loaded };
}

/**
 * The component a chunk holds, asked for once `wanted`: undefined until it has come, at once if it already had
 * (a part then renders with no fallback). `failed` when it could not be downloaded; `retry` asks again.
 */
export function useChunk<P>(part: Chunk<ComponentType<P>>, wanted: boolean) {
  const [component, setComponent] = useState(part.loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted || component || failed) return;
    let current = true;
    part.preload().then(
      (loaded) => current && setComponent(() => loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [part, wanted, component, failed]);
  return { component, failed, retry: () => setFailed(false) };
}
