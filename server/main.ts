/** Starts the product: database (migrated), demo data on a fresh database, the API and the built app. */
import { getRequestListener } from '@hono/node-server';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { createTokenService } from './auth/tokens';
import { adapterErrors, answerClientErrors } from './http/clientError';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './seed';
import { ActiveFieldsCache, FIELDS_CHANNEL } from './services/activeFields';
import { filterPagesKept } from './services/kept';
import { RESERVATION_LISTS_CHANNEL } from './services/reservations';
import { NoticeHub } from './services/notifications';
import { PushService } from './services/push';
import { Reminders } from './services/reminders';
import { purgeThrottles, THROTTLE_PURGE_MS } from './auth/throttle';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
// The public field list is kept in the process. On PostgreSQL other processes may change it: this one
// LISTENs for their changes and keeps nothing while it cannot (services/activeFields.ts).
const activeFields = new ActiveFieldsCache(database.kind === 'pglite');
await activeFields.follow(database, FIELDS_CHANNEL);
// So are the reservation filter's pages: every write to what they show is told by the database
// (RESERVATION_LISTS_CHANNEL), on PGlite too.
const filterPages = filterPagesKept(false);
await filterPages.follow(database, RESERVATION_LISTS_CHANNEL);
// Notices reach the user's open streams in whichever process holds them (NOTIFY at each notice's commit).
const notices = new NoticeHub();
await notices.follow(database);
// And the user's devices, by Web Push: one process sends each notice.
const push = new PushService(database.db, { vapid: config.vapid });
push.follow(notices);
// The games' reminders, a queue of jobs in the database that any process works.
const reminders = new Reminders(database, () => new Date());
await reminders.start();
const deps = {
  db: database.db,
  tokens: createTokenService(config.jwtSecret, config.tokenTtlSeconds),
  now: () => new Date(),
  bookingHorizonDays: config.bookingHorizonDays,
  trustProxy: config.trustProxy,
  registrationsPerHour: config.registrationsPerHour,
  teamBookingsPerDay: config.teamBookingsPerDay,
  memberAddsPerDay: config.memberAddsPerDay,
  activeFields,
  filterPages,
  notices,
  push,
  reminders,
};

if (config.seedDemo) {
  const logins = await seedDemoData(deps.db);
  if (logins) {
    console.log('\nDatos de demostración cargados. Ingresos de prueba (contraseña para todos: %s):', logins.password);
    for (const l of logins.users) console.log(`  ${l.role.padEnd(12)} ${l.email.padEnd(28)} ${l.note}`);
  }
}

// Throttle rows whose window is over go, so the table holds only what the last day's attempts left.
const purge = () => purgeThrottles(deps.db, deps.now()).catch((error) => console.error('No se pudieron borrar los contadores vencidos:', error));
void purge();
setInterval(purge, THROTTLE_PURGE_MS).unref();

const app = createApp(deps, { staticRoot: config.staticRoot });
// @hono/node-server's listener with our error handler: its `serve` answers a request it cannot read with an empty 400.
const server = createServer(getRequestListener(app.fetch, { hostname: config.host, errorHandler: adapterErrors }));
server.listen(config.port, config.host, () => {
  const info = server.address() as AddressInfo;
  console.log(
    `\nCanchas escuchando en http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${info.port} (base de datos: ${database.kind === 'pglite' ? `PGlite en ${config.dataDir}` : 'PostgreSQL'})`,
  );
});

answerClientErrors(server);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: cerrando…`);
  // Stop taking connections, let requests in flight finish (5 s at most), then close the database.
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(resolve, 5000).unref();
  });
  await reminders.stop().catch(() => {});
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
