/** /field: the fields, and each administrator's changes to their own. */
import { Hono } from 'hono';
import * as MSG from '../../domain/messages';
import { cashDateSchema, closedDateSchema, closedDaySchema, fieldCreateSchema, fieldUpdateSchema, newsSeenSchema } from '../../domain/schemas';
import { todayInAppZone } from '../../domain/time';
import type { Field } from '../../domain/types';
import type { AppDeps, AppEnv, CurrentUser } from '../context';
import { notFound } from '../http/errors';
import { idParam, jsonBody, parse } from '../http/input';
import { closeDay, closedDaysFrom, reopenDay } from '../services/closures';
import { requireRole, requireSelf } from '../services/access';
import { createField, deleteField, fieldDetailOf, listFields, ownedField, setFieldImage, updateField } from '../services/fields';
import { cashDay } from '../services/cashBook';
import { fieldNews, markNewsSeen } from '../services/news';
import { fieldStats } from '../services/stats';
import { uploadImage } from './images';

export function fieldRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const app = new Hono<AppEnv>();
  // After a change to a field (committed or not), this process's public list is read again.
  const changing = async <T>(change: () => Promise<T>): Promise<T> => {
    try {
      return await change();
    } finally {
      deps.activeFields?.invalidate();
    }
  };
  /** A field's page: its data, reservations as the viewer may see them, and its closed days from today on. */
  const pageOf = async (of: { id: number } | { adminId: number }, viewer: CurrentUser): Promise<Field | null> => {
    const field = await fieldDetailOf(db, of, viewer, now());
    return field && { ...field, closedDays: await closedDaysFrom(db, field.id, todayInAppZone(now())) };
  };
  const detail = async (id: number, viewer: CurrentUser) => (await pageOf({ id }, viewer))!;

  app.get('/field', async (c) => c.json(await listFields(db, c.get('user'))));

  app.get('/field/admin/:adminId', async (c) => {
    const field = await pageOf({ adminId: idParam(c, 'adminId') }, c.get('user'));
    if (!field) throw notFound(MSG.field.none);
    return c.json(field);
  });

  app.get('/field/:id', async (c) => {
    const field = await pageOf({ id: idParam(c) }, c.get('user'));
    if (!field) throw notFound(MSG.field.notFound);
    return c.json(field);
  });

  /** home-admin's figures: booked hours by weekday and hour, revenue per week; only the field's administrator. */
  app.get('/field/:id/stats', async (c) => {
    const field = await ownedField(db, c.get('user'), idParam(c));
    return c.json(await fieldStats(db, field, now()));
  });

  /** The field's cash book of a Bogota day: what was received and given back, and for which reservation. */
  app.get('/field/:id/cash', async (c) => {
    const field = await ownedField(db, c.get('user'), idParam(c));
    return c.json(await cashDay(db, field.id, parse(cashDateSchema, c.req.query('date') ?? '')));
  });

  /** 'Novedades': what teams booked, moved or cancelled since the field's administrator last looked. */
  app.get('/field/:id/news', async (c) => {
    const user = c.get('user');
    const field = await ownedField(db, user, idParam(c));
    return c.json(await fieldNews(db, user, field.id, now()));
  });

  /** 'Marcar como revisadas': the news read at `until` are seen. */
  app.put('/field/:id/news/seen', async (c) => {
    const user = c.get('user');
    await ownedField(db, user, idParam(c));
    const { until } = await jsonBody(c, newsSeenSchema);
    await markNewsSeen(db, user, new Date(until), now());
    return c.json(await fieldNews(db, user, idParam(c), now()));
  });

  /** 'Días de cierre': the field's administrator closes a day (with an optional reason) or opens it again. */
  app.put('/field/:id/closed-days/:date', async (c) => {
    const date = parse(closedDateSchema, c.req.param('date'));
    const { reason } = await jsonBody(c, closedDaySchema);
    return c.json(await closeDay(db, c.get('user'), idParam(c), date, reason, now()));
  });

  app.delete('/field/:id/closed-days/:date', async (c) => {
    const date = parse(closedDateSchema, c.req.param('date'));
    return c.json(await reopenDay(db, c.get('user'), idParam(c), date, now()));
  });

  app.post('/field', async (c) => {
    const user = c.get('user');
    const { adminId, ...input } = await jsonBody(c, fieldCreateSchema);
    requireRole(user, 'FIELD_ADMIN');
    requireSelf(user, adminId, 'NOT_OWNER', MSG.field.notOwner);
    const id = await changing(() => createField(db, user, input));
    return c.json(await detail(id, user), 201);
  });

  app.put('/field', async (c) => {
    const user = c.get('user');
    const { id, adminId, cancelOutside, ...input } = await jsonBody(c, fieldUpdateSchema);
    requireSelf(user, adminId, 'NOT_OWNER', MSG.field.notOwner);
    await changing(() => updateField(db, user, id, input, { cancelOutside, now: now() }));
    return c.json(await detail(id, user));
  });

  app.delete('/field/:id', async (c) => {
    await changing(() => deleteField(db, c.get('user'), idParam(c), now()));
    return c.json({ message: MSG.field.deleted });
  });

  app.post('/field/:id/upload-image', async (c) => {
    const user = c.get('user');
    const id = idParam(c);
    await ownedField(db, user, id);
    await changing(() => uploadImage(c, deps, user.id, (tx, hash) => setFieldImage(tx, id, hash)));
    return c.json(await detail(id, user));
  });

  return app;
}
