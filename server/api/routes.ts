/** The main API (docs/product.md: Calls), assembled from one router per area. */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { calendarFeed, CALENDAR_TOKEN_PATTERN } from '../services/calendar';
import { listActiveFields, publicField } from '../services/fields';
import { invitedTeam } from '../services/invites';
import { badRequest, notFound } from '../http/errors';
import { idParam, parse } from '../http/input';
import * as MSG from '../../domain/messages';
import { freeFields, nearFreeFields } from '../services/freeFields';
import { freeSearchRefusal } from '../../domain/freeSearch';
import { BOOKING_HORIZON_MAX_DAYS } from '../../domain/constants';
import { freeSearchSchema, type FreeSearch } from '../../domain/schemas';
import { applicationRoutes } from './applications';
import { fieldRoutes } from './fields';
import { publicImageRoutes } from './images';
import { notificationRoutes } from './notifications';
import { pushRoutes } from './push';
import { reservationRoutes } from './reservations';
import { teamRoutes } from './teams';
import { userRoutes } from './users';

/**
 * The free-field search's input (docs/api.md, "Free fields"): `date`, `start` and `hours` of the query, read as
 * the booking's date, start time and hours (so each refusal has the booking's code), then held to the clock
 * and to the server's ceiling horizon.
 */
function freeSearchInput(query: Record<string, string>, deps: AppDeps): FreeSearch {
  const search = parse(freeSearchSchema, { reservationDate: query.date, startTime: query.start, hours: query.hours });
  const refusal = freeSearchRefusal(search, deps.now(), deps.bookingHorizonDays ?? BOOKING_HORIZON_MAX_DAYS);
  if (refusal) throw badRequest(refusal.code, refusal.message);
  return search;
}

/** Routes that need no token: the public home's field list, stored images and a team's calendar feed (its secret is in the path). */
export function publicApiRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const loadActive = () => listActiveFields(deps.db);
  app.get('/field/active', async (c) => c.json(await (deps.activeFields ? deps.activeFields.get(loadActive) : loadActive())));
  // 'Buscar cancha libre': anyone may ask which fields are free at a time, and near it when none is.
  app.get('/field/free', async (c) => c.json(await freeFields(deps.db, freeSearchInput(c.req.query(), deps), deps.now())));
  app.get('/field/free/near', async (c) => c.json(await nearFreeFields(deps.db, freeSearchInput(c.req.query(), deps), deps.now())));
  // A field's page for visitors too: its start times free, taken or past (no reservation's owner, price or payment).
  app.get('/field/:id{[0-9]+}/public', async (c) => {
    const field = await publicField(deps.db, idParam(c), deps.now());
    if (!field) throw notFound(MSG.field.notFound);
    return c.json(field);
  });
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
  // The team a link invites to, for anyone: the secret is the permission (128 bits, never guessed), and the
  // answer holds nothing personal. Not kept by any cache, not indexed.
  app.get('/team/invite/:secret', async (c) => {
    c.header('X-Robots-Tag', 'noindex');
    return c.json(await invitedTeam(deps.db, c.req.param('secret'), deps.now()));
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
