/**
 * The HTTP server: the auth service under /auth, the main API under /api/v1, and the built app
 * when a static root is given: the prerendered pages (dist/prerendered/) for exactly their paths and
 * index.html for every other client route.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { serveStatic } from '@hono/node-server/serve-static';
import * as MSG from '../domain/messages';
import { IMAGE_MAX_BYTES } from '../domain/constants';
import { requireAuth } from './api/auth';
import { apiRoutes, publicApiRoutes } from './api/routes';
import { authRoutes } from './auth/routes';
import type { AppDeps, AppEnv } from './context';
import { errorBody, errorResponse, HttpError, notFound } from './http/errors';
import { inlineScriptHashes, noStore, securityHeaders } from './http/headers';

/** How many method-and-path answers of `isKnown` a process keeps at most (then it starts again). */
const KNOWN_PATHS_KEPT = 10_000;

export function createApp(deps: AppDeps, options: { staticRoot?: string } = {}) {
  const app = new Hono<AppEnv>();
  const root = options.staticRoot && existsSync(join(options.staticRoot, 'index.html')) ? options.staticRoot : null;
  const indexHtml = root ? readFileSync(join(root, 'index.html'), 'utf8') : '';
  const prerendered = root ? prerenderedPages(join(root, 'prerendered')) : new Map<string, PrerenderedPage>();
  app.onError((err, c) => errorResponse(err, c));
  // The pages' one inline script (the build's src/boot.js) is allowed by its hash, read from the pages themselves.
  const scriptHashes = inlineScriptHashes([indexHtml, ...[...prerendered.values()].map((page) => page.plain)]);
  app.use('*', securityHeaders({ trustProxy: deps.trustProxy, scriptHashes }));
  // Answers of the API and the auth service are never kept by a cache unless they say otherwise.
  app.use('/api/*', noStore());
  app.use('/auth/*', noStore());

  // JSON bodies are small; uploads may carry one image plus the multipart envelope. A body of declared
  // length (Content-Length without Transfer-Encoding: Node's parser holds the body to it) is judged by the
  // header alone, and a GET's or HEAD's is never read. Only a body of unknown length goes through hono's
  // bodyLimit, which counts it as it arrives: asking for the body stream, as it does first, turns Node's
  // request into a whole web Request, which cost a small POST about a tenth of its CPU (docs/benchmarks.md).
  const limit = (maxSize: number): MiddlewareHandler => {
    const tooLarge = () => {
      throw maxSize > 64 * 1024
        ? new HttpError(413, 'IMAGE_TOO_LARGE', MSG.image.tooLarge)
        : new HttpError(413, 'BODY_TOO_LARGE', MSG.general.bodyTooLarge);
    };
    const counted = bodyLimit({ maxSize, onError: tooLarge });
    return async (c, next) => {
      if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
      const length = c.req.header('content-length');
      if (length !== undefined && c.req.header('transfer-encoding') === undefined && /^\d+$/.test(length)) {
        if (Number(length) > maxSize) tooLarge();
        return next();
      }
      return counted(c, next);
    };
  };
  app.use('/auth/*', limit(16 * 1024));
  const uploadLimit = limit(IMAGE_MAX_BYTES + 64 * 1024);
  const apiLimit = limit(64 * 1024);
  app.use('/api/v1/*', async (c, next) => {
    const isUpload = c.req.method === 'POST' && c.req.path.endsWith('/upload-image');
    return (isUpload ? uploadLimit : apiLimit)(c, next);
  });

  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.route('/auth', authRoutes(deps));
  app.route('/api/v1', publicApiRoutes(deps));
  // A path no route answers is 404 with or without a token: the token is asked only on known routes.
  const api = apiRoutes(deps);
  // The answer for a method and path is kept (at most KNOWN_PATHS_KEPT short ones: most calls are to the
  // same few paths): the router is asked again for the request itself, and one search is a few µs a call.
  const known = new Map<string, boolean>();
  const isKnown = (method: string, path: string) => {
    const key = `${method === 'HEAD' ? 'GET' : method} ${path}`;
    let answer = known.get(key);
    if (answer === undefined) {
      answer = api.router.match(method === 'HEAD' ? 'GET' : method, path.slice('/api/v1'.length))[0].length > 0;
      if (key.length <= 200) {
        if (known.size >= KNOWN_PATHS_KEPT) known.clear();
        known.set(key, answer);
      }
    }
    return answer;
  };
  app.use('/api/v1/*', async (c, next) => {
    if (!isKnown(c.req.method, c.req.path)) throw notFound();
    return next();
  });
  app.use('/api/v1/*', requireAuth(deps));
  // This process's own writes reach its kept reservation pages at once (other processes' by NOTIFY): after
  // any signed-in call of the API that may have written, that is, not refused (4xx). Availability only
  // reads; /auth writes nothing a reservation list shows (accounts, sessions, throttles).
  if (deps.filterPages) {
    const pages = deps.filterPages;
    app.use('/api/v1/*', async (c, next) => {
      const reads =
        c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS' || c.req.path === '/api/v1/reservation/availability';
      try {
        await next();
      } finally {
        const refused = c.res.status >= 400 && c.res.status < 500;
        if (!reads && !refused) pages.invalidate();
      }
    });
  }
  app.route('/api/v1', api);
  app.all('/api/*', (c) => c.json(errorBody(notFound()), 404));
  app.all('/auth/*', (c) => c.json(errorBody(notFound()), 404));
  // The policy and the terms have Spanish addresses; the English ones people type or old links carry lead there.
  for (const [from, to] of Object.entries(LEGAL_REDIRECTS)) app.get(from, (c) => c.redirect(to, 301));

  if (root) {
    app.use(
      '/assets/*',
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    // A missing file (an old bundle's /assets/x.js, /nada.png...) is a 404, not the app's page.
    app.get('/assets/*', (c) => c.text(MSG.general.notFound, 404));
    // The pages the build prerendered (dist/prerendered/<page>.html, scripts/prerender.mjs) for exactly their
    // path; the server maps file names to paths and knows nothing of what they show.
    app.get('*', async (c, next) => {
      const page = prerendered.get(c.req.path);
      if (!page) return next();
      c.header('Cache-Control', 'no-cache');
      c.header('Content-Type', 'text/html; charset=UTF-8');
      c.header('Vary', 'Accept-Encoding');
      const accepts = c.req.header('accept-encoding') ?? '';
      const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
      if (!encoding) return c.body(page.plain);
      c.header('Content-Encoding', encoding);
      return c.body(new Uint8Array(encoding === 'br' ? page.br : page.gzip));
    });
    // The files at the root (index.html for '/', the icons) are not hashed: a browser asks again before it
    // uses its copy, so a new build's page is never stale.
    app.use('*', serveStatic({ root, onFound: (_path, c) => c.header('Cache-Control', 'no-cache') }));
    app.get('*', (c) => {
      if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.text(MSG.general.notFound, 404);
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml);
    });
  }
  return app;
}

/** The English addresses of the legal pages, each to its page (docs/product.md, "Your data and your rights"). */
const LEGAL_REDIRECTS: Record<string, string> = { '/privacy': '/privacidad', '/terms': '/terminos' };

interface PrerenderedPage {
  plain: string;
  br: Buffer;
  gzip: Buffer;
}

/** `/home` → the contents of home.html, with its compressed copies (brotli and gzip, written beside it at build time). */
function prerenderedPages(dir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.html')) continue;
    const path = join(dir, file);
    pages.set(`/${file.slice(0, -'.html'.length)}`, {
      plain: readFileSync(path, 'utf8'),
      br: readFileSync(`${path}.br`),
      gzip: readFileSync(`${path}.gz`),
    });
  }
  return pages;
}
