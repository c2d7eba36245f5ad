/**
 * The public pages rendered to HTML at build time (scripts/prerender.mjs builds this module for Node and
 * calls `render` for each path). The same routes and providers as the app, through React Router's static
 * handler; the session is anonymous here, as it is in the browser's first (hydrating) render.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { routes } from './router';

export const PRERENDERED_PATHS = ['/home', '/login', '/register'];

export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: no inline script with the router's state (the CSP allows none, and these routes load no data).
  return renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}
