/** /push: the caller's devices told of their notices by Web Push (docs/api.md, "Push"). */
import { Hono } from 'hono';
import * as MSG from '../../domain/messages';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '../../domain/schemas';
import type { AppDeps, AppEnv } from '../context';
import { notFound } from '../http/errors';
import { jsonBody } from '../http/input';

export function pushRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const push = () => {
    if (!deps.push) throw notFound();
    return deps.push;
  };

  /** The server's public VAPID key, which the browser subscribes with (`applicationServerKey`). */
  app.get('/push/key', (c) => c.json({ publicKey: push().publicKey }));

  app.post('/push/subscription', async (c) => {
    const input = await jsonBody(c, pushSubscriptionSchema);
    await push().subscribe(c.get('user').id, c.get('claims').sid, input, deps.now());
    return c.json({ message: MSG.push.subscribed }, 201);
  });

  app.delete('/push/subscription', async (c) => {
    const { endpoint } = await jsonBody(c, pushUnsubscribeSchema);
    await push().unsubscribe(c.get('user').id, endpoint);
    return c.body(null, 204);
  });

  return app;
}
