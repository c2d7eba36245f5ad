/**
 * Dialogs and toasts load when first needed (docs/architecture.md, "Lazy chunks"): @mantine/modals,
 * @mantine/notifications, their styles and focus traps are no part of a first visit. The app mounts
 * `OverlayHost` once (src/main.tsx); the first alert, confirmation or toast downloads ./overlayProviders,
 * mounts its providers there, waits until they listen, and then shows itself. Where the providers are
 * already given (the view tests' harness), `withOverlays` runs as soon as the module is loaded.
 */
import { type ComponentType, useEffect, useState } from 'react';
import { withFailedStyles } from './failedStyles';

type Overlays = typeof import('./overlayProviders');
type Host = ComponentType<{ onReady: () => void }>;

let loaded: Overlays | null = null;
let loading: Promise<Overlays> | null = null;
let mountHost: ((host: Host, onReady: () => void) => void) | null = null;
const download = withFailedStyles(() => import('./overlayProviders'));

/** Loads dialogs and toasts (once) and resolves when they can be shown. */
export function loadOverlays(): Promise<Overlays> {
  loading ??= download().then(
    (m) =>
      new Promise<Overlays>((resolve) => {
        const ready = () => {
          loaded = m;
          resolve(m);
        };
        if (mountHost) mountHost(m.OverlayProviders, ready);
        else ready();
      }),
    (error: unknown) => {
      // Offline or a replaced deploy: the next dialog tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Loads dialogs and toasts as soon as a form is live: its answer (an error, 'Registro exitoso') is shown in
 * them, and a phone that loses its connection before sending could not download them any more.
 */
export function useOverlaysLoaded() {
  useEffect(() => {
    loadOverlays().catch(() => undefined);
  }, []);
}

/** Runs `show` with the dialogs' and toasts' APIs: at once when they are loaded, else once they are. */
export function withOverlays(show: (overlays: Overlays) => void, onUnavailable?: () => void): void {
  if (loaded) show(loaded);
  else loadOverlays().then(show, () => onUnavailable?.());
}

/** Where the dialogs' and toasts' providers mount when first needed; inside MantineProvider. */
export function OverlayHost() {
  const [mounted, setMounted] = useState<{ Host: Host; onReady: () => void } | null>(null);
  useEffect(() => {
    mountHost = (Host, onReady) => setMounted({ Host, onReady });
    return () => {
      mountHost = null;
    };
  }, []);
  return mounted ? <mounted.Host onReady={mounted.onReady} /> : null;
}
