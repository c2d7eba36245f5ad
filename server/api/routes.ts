/** The main API (docs/product.md: Calls), assembled from one router per area. */
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { AppDeps, AppEnv } from '../context';
import { fields } from '../db/schema';
import { calendarFeed, CALENDAR_TOKEN_PATTERN } from '../services/calendar';
import { listFields } from '../services/fields';
import { applicationRoutes } from './applications';
import { fieldRoutes } from './fields';
import { publicImageRoutes } from './images';
import { notificationRoutes } from './notifications';
import { pushRoutes } from './push';
import { reservationRoutes } from './reservations';
import { teamRoutes } from './teams';
import { userRoutes } from './users';

/** Routes that need no token: the public home's field list, stored images and a team's calendar feed (its secret is in the path). */
export function publicApiRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const loadActive = () => listFields(deps.db, null, eq(fields.status, 'ACTIVE'));
  app.get('/field/active', async (c) => c.json(await (deps.activeFields ? deps.activeFields.get(loadActive) : loadActive())));
  app.route('/', publicImageRoutes(deps));
  // A calendar app reads this without a session: the secret is the permission. Private, and read again soon.
  app.get(`/calendar/:file{${CALENDAR_TOKEN_PATTERN}\\.ics}`, async (c) => {
    const body = await calendarFeed(deps.db, c.req.param('file').slice(0, -'.ics'.length), deps.now());
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="reservas-equipo.ics"',
      'Cache-Control': 'private, max-age=300',
      'X-Robots-Tag': 'noindex',
    });
  });
  return app;
}

export function apiRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.route('/', userRoutes(deps));
  app.route('/', fieldRoutes(deps));
  app.route('/', teamRoutes(deps));
  app.route('/', reservationRoutes(deps));
  app.route('/', applicationRoutes(deps));
  app.route('/', notificationRoutes(deps));
  app.route('/', pushRoutes(deps));
  return app;
}
