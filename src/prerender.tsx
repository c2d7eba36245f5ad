/**
 * The public pages rendered to HTML at build time (scripts/prerender.mjs builds this module for Node and
 * calls `render` for each path). The same routes and providers as the app; the session is anonymous here,
 * as it is in the browser's first (hydrating) render. `prerender` waits for the lazy screens, so the HTML
 * holds the whole page.
 */
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import * as MSG from '../domain/messages';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './router';

export const PRERENDERED_PATHS = ['/home', '/login', '/register', '/privacidad', '/terminos'];

/** What src/boot.js says when the app's code cannot be downloaded. */
export const BOOT_FAILURE = { title: MSG.failure.appTitle, text: MSG.failure.screenText, retry: MSG.failure.retry };

export async function render(path: string): Promise<string> {
  const { prelude } = await prerender(
    <AppProviders>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
    // One piece of HTML: no boundary is sent apart with an inline script to reveal it (the CSP allows none).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
