/** The main API (docs/product.md: Calls), assembled from one router per area. */
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../context';
import { fields } from '../db/schema';
import { listFields } from '../services/fields';
import { applicationRoutes } from './applications';
import { fieldRoutes } from './fields';
import { publicImageRoutes } from './images';
import { reservationRoutes } from './reservations';
import { teamRoutes } from './teams';
import { userRoutes } from './users';

/** Routes that need no token: the public home's field list and stored images. */
export function publicApiRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const loadActive = () => listFields(deps.db, null, eq(fields.status, 'ACTIVE'));
  app.get('/field/active', async (c) => c.json(await (deps.activeFields ? deps.activeFields.get(loadActive) : loadActive())));
  app.route('/', publicImageRoutes(deps));
  return app;
}

export function apiRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.route('/', userRoutes(deps));
  app.route('/', fieldRoutes(deps));
  app.route('/', teamRoutes(deps));
  app.route('/', reservationRoutes(deps));
  app.route('/', applicationRoutes(deps));
  return app;
}
