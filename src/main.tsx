/**
 * The app's entry. /home, /login and /register arrive prerendered (scripts/prerender.mjs) and are hydrated
 * once the lazy screen they show has downloaded (src/boot.js asked for its chunk with this one). Every other
 * path gets the empty shell and is rendered here.
 */
import './react-init';
import './styles/public';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './AppProviders';
import { AppRoutes, preloadPrerendered } from './router';
import './session/session';

const container = document.getElementById('root')!;
const app = (
  <AppProviders>
    <AppRoutes />
  </AppProviders>
);

if (container.firstElementChild) {
  // Not a top-level await: the screen's chunk imports modules of this one, which must finish evaluating
  // first. A screen that fails to download is hydrated anyway, and its boundary shows the failure.
  void preloadPrerendered(window.location.pathname)
    .catch(() => {})
    .then(() => {
      // Hydration as a transition yields to the browser every few milliseconds instead of one long task.
      startTransition(() => {
        hydrateRoot(container, app);
      });
    });
} else {
  createRoot(container).render(app);
}
