/** The main API (spec §7), assembled from one router per area. */
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../context';
import { fields, images } from '../db/schema';
import { notFound } from '../http/errors';
import { listFields } from '../services/fields';
import { userRoutes } from './users';

/** Routes that need no token: the public home's field list and stored images. */
export function publicApiRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/field/active', async (c) => c.json(await listFields(db, eq(fields.status, 'ACTIVE'))));
  app.get('/images/:hash{[0-9a-f]{64}}', async (c) => {
    const [image] = await db.select().from(images).where(eq(images.hash, c.req.param('hash'))).limit(1);
    if (!image) throw notFound();
    return c.body(new Uint8Array(image.bytes), 200, {
      'Content-Type': image.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return app;
}

export function apiRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.route('/', userRoutes(deps));
  return app;
}
