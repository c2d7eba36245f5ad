/**
 * Parts of a screen whose code comes after the screen's first paint (docs/architecture.md, "Lazy chunks"): the
 * date pickers, dialogs and the forms inside them. A screen then downloads what it shows first, and each such
 * part's chunk starts downloading as soon as the screen is on the page, so it is usually there before it is
 * touched. A chunk that cannot be downloaded reaches the screen's error boundary, as a screen's own code does.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

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

/**
 * `load`'s component, rendered as `Fallback` until its chunk is there. Once the chunk is loaded, a part that
 * mounts afterwards renders at once, with no fallback; a mounted part never changes its shape (which would
 * start it over).
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, Fallback: ComponentType<P> = Nothing) {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (Loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  loaders.add(preload);
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Deferred(props: P) {
    const [Ready] = useState(() => Loaded);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={<Fallback {...props} />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Deferred, { preload });
}

/**
 * A dialog whose code comes after the screen's first paint: nothing is rendered until it first opens (and then it
 * stays, for its closing transition and its state); its chunk is downloaded as soon as the screen is on the page.
 */
export function deferredDialog<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Dialog = deferred(load);
  return function DeferredDialog(props: P) {
    const [shown, setShown] = useState(props.opened);
    if (props.opened && !shown) setShown(true);
    useEffect(() => {
      Dialog.preload().catch(() => undefined);
    }, []);
    return shown ? <Dialog {...props} /> : null;
  };
}

function Nothing() {
  return null;
}
