/**
 * The app's entry. /home, /login and /register arrive prerendered (scripts/prerender.mjs): the page is
 * hydrated, after the lazy screen it shows is downloaded, so the first render matches its HTML. Every
 * other path gets the empty shell and is rendered here.
 */
import './styles/public';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { createAppRouter, resolveLazyRoutes } from './router';
import './session/session';

const container = document.getElementById('root')!;

if (container.firstElementChild) {
  // Not a top-level await: the lazy screen's chunk imports modules of this one, which must finish evaluating first.
  void resolveLazyRoutes(window.location.pathname).then(() => {
    const router = createAppRouter();
    // Hydration as a transition yields to the browser every few milliseconds instead of one long task.
    startTransition(() => {
      hydrateRoot(
        container,
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>,
      );
    });
  });
} else {
  createRoot(container).render(
    <AppProviders>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>,
  );
}
