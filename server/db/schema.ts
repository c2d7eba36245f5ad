/**
 * The database of the product. One users table holds both roles, so e-mail, document number and
 * cellphone are unique across players and field administrators. The rules the database itself keeps
 * (no overlapping ACTIVE reservations of a field, one ACTIVE reservation per team) are in the custom
 * migration 0001_booking_constraints.sql.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const images = pgTable('images', {
  hash: text('hash').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  /** The small variant (WebP, at most 128 px on the long side) for avatars and lists. */
  smallBytes: bytea('small_bytes'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    role: text('role', { enum: ['PLAYER', 'FIELD_ADMIN'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    city: text('city').notNull(),
    age: integer('age').notNull(),
    cellphone: text('cellphone').notNull(),
    documentType: text('document_type', { enum: ['CC', 'TI', 'PA'] }).notNull(),
    documentNumber: text('document_number').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    imageHash: text('image_hash').references(() => images.hash),
    /** Raised when the password or e-mail changes or on "log out everywhere": older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** An administrator's last look at their field's news ('Novedades': what teams booked, moved or cancelled); null until then. */
    newsSeenAt: timestamp('news_seen_at', { withTimezone: true }),
    /** The `Idempotency-Key` the sign-up came with: the same sign-up sent again after its answer was lost is answered with this account. */
    registrationKey: uuid('registration_key'),
    /** A digest of the sign-up's whole body: the same key sent again is answered with the account only for the very same request. */
    registrationDigest: text('registration_digest'),
    /** 'Mostrar mi celular a otros jugadores': whether other players see this player's cellphone (off unless chosen). */
    showCellphone: boolean('show_cellphone').notNull().default(false),
    /**
     * A deleted account whose row stays, anonymised: an administrator whose field had money recorded, a player in la
     * vaca's record (services/privacy.ts). No list of players shows it, and it cannot be added or invited.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_registration_key').on(t.registrationKey),
    // Unique whatever the case: "ab123" and "AB123" are one document.
    uniqueIndex('users_document_number_lower_key').on(sql`lower(${t.documentNumber})`),
    uniqueIndex('users_cellphone_key').on(t.cellphone),
    index('users_role_id_idx').on(t.role, t.id),
    check('users_role_check', sql`${t.role} in ('PLAYER', 'FIELD_ADMIN')`),
  ],
);

export const fields = pgTable(
  'fields',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    /** The day rate ('Tarifa diurna'), per hour. */
    hourlyRate: integer('hourly_rate').notNull(),
    /** Optional night rate ('Tarifa nocturna') for the hours that start at or after nightFrom ('Desde', HH:mm). */
    nightRate: integer('night_rate'),
    nightFrom: text('night_from'),
    /** Optional rate for Saturdays, Sundays and Colombian holidays ('Tarifa fin de semana y festivos'). */
    weekendRate: integer('weekend_rate'),
    /** How many days ahead a team may book ('Se puede reservar hasta N días antes'). */
    bookingHorizonDays: integer('booking_horizon_days').notNull().default(60),
    openingHour: text('opening_hour').notNull(),
    closingHour: text('closing_hour').notNull(),
    status: text('status', { enum: ['ACTIVE', 'INACTIVE'] })
      .notNull()
      .default('ACTIVE'),
    imageHash: text('image_hash').references(() => images.hash),
    /** 'WhatsApp de la cancha': a cellphone of 10 digits; shown only to its administrator and to teams holding a booking there. */
    whatsapp: text('whatsapp'),
    /** 'Cómo pagar el abono' (a Nequi number, a Bre-B key…), up to 200 characters; shown as the WhatsApp is. */
    paymentInstructions: text('payment_instructions'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fields_admin_id_key').on(t.adminId),
    index('fields_status_idx').on(t.status, t.id),
    check('fields_hours_check', sql`${t.openingHour} < ${t.closingHour}`),
    check('fields_rate_check', sql`${t.hourlyRate} >= 0`),
    check('fields_night_rate_check', sql`(${t.nightRate} is null) = (${t.nightFrom} is null) and (${t.nightRate} is null or ${t.nightRate} >= 0)`),
    check('fields_weekend_rate_check', sql`${t.weekendRate} is null or ${t.weekendRate} >= 0`),
    check('fields_horizon_check', sql`${t.bookingHorizonDays} between 1 and 365`),
    check('fields_whatsapp_check', sql`${t.whatsapp} is null or ${t.whatsapp} ~ '^[0-9]{10}$'`),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    city: text('city').notNull(),
    neighborhood: text('neighborhood').notNull(),
    maxPlayers: integer('max_players').notNull(),
    imageHash: text('image_hash').references(() => images.hash),
    /** The secret of the team's calendar feed (webcal); null while the feed is off. Replacing it revokes the old URL. */
    calendarToken: text('calendar_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('teams_owner_id_key').on(t.ownerId),
    uniqueIndex('teams_calendar_token_key').on(t.calendarToken),
    check('teams_max_players_check', sql`${t.maxPlayers} >= 4`),
  ],
);

/** A player belongs to at most one team: the player is the key. */
export const teamMembers = pgTable(
  'team_members',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('team_members_team_id_idx').on(t.teamId, t.joinedAt)],
);

/**
 * The days a field's administrator closed it ('Días de cierre': a holiday, works on the pitch), from the field's
 * opening to its closing; nobody books on them (docs/product.md, "Closed days").
 */
export const fieldClosures = pgTable(
  'field_closures',
  {
    fieldId: integer('field_id')
      .notNull()
      .references(() => fields.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** Why, as the players read it ('Mantenimiento de la grama'); null when not said. */
    reason: text('reason'),
  },
  (t) => [primaryKey({ columns: [t.fieldId, t.day] })],
);

/**
 * The players who left a team, and when: of their own accord, its owner may not add them back (they would be kept in
 * a team they left, and out of any other; they come back only by a request of their own); removed by its owner
 * (`byOwner`), he may. Either way the time keeps them among the players of a game that had started
 * (data/attendance.ts). Joining the team again deletes the row.
 */
export const teamDepartures = pgTable(
  'team_departures',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leftAt: timestamp('left_at', { withTimezone: true }).notNull().defaultNow(),
    byOwner: boolean('by_owner').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.playerId] })],
);

/**
 * A reservation keeps the names of its team and field, so the history still reads right after
 * either is deleted (their ids then become null).
 */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    fieldId: integer('field_id').references(() => fields.id, { onDelete: 'set null' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    fieldName: text('field_name').notNull(),
    teamName: text('team_name').notNull(),
    reservationDate: date('reservation_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    hours: integer('hours').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['ACTIVE', 'FINISHED', 'CANCELED'] })
      .notNull()
      .default('ACTIVE'),
    /** A manual booking (phone, WhatsApp, walk-in) has no team but a customer; team_name then keeps the customer's name. */
    customerName: text('customer_name'),
    customerCellphone: text('customer_cellphone'),
    note: text('note'),
    /** The occurrences of one weekly fixed turn ('turno fijo') share it. */
    seriesId: text('series_id'),
    /** The total agreed when the booking was made, across rate bands; a later change of rates does not alter it. */
    price: integer('price').notNull(),
    /** What the field's administrator has received for it so far (a deposit, or the whole price): 0 to price. */
    paid: integer('paid').notNull().default(0),
    /** Of what was received, what the administrator gave back once the reservation was cancelled: 0 to paid. */
    refunded: integer('refunded').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its team's owner last moved it to another time (the field's news); null if never. */
    movedAt: timestamp('moved_at', { withTimezone: true }),
    /** When its team cancelled it (its owner, or the team's deletion): the field's news; null otherwise. */
    teamCanceledAt: timestamp('team_canceled_at', { withTimezone: true }),
    /** Its team or customer did not come ('No se presentó'): its field's administrator cancelled it after its start. */
    noShow: boolean('no_show').notNull().default(false),
  },
  (t) => [
    index('reservations_series_idx').on(t.seriesId, t.reservationDate),
    index('reservations_field_date_idx').on(t.fieldId, t.reservationDate, t.startTime),
    index('reservations_team_date_idx').on(t.teamId, t.reservationDate, t.startTime),
    index('reservations_field_status_idx').on(t.fieldId, t.status),
    // home-admin's figures (server/services/stats.ts) read a field's ACTIVE and FINISHED bookings of some weeks:
    // every column they use is in this index, so they are index-only scans that never visit the table's pages
    // (which, for one field's weeks, lie scattered among every other field's bookings).
    index('reservations_field_stats_idx')
      .on(t.fieldId, t.reservationDate, t.status, t.startTime, t.hours, t.price, t.paid)
      .where(sql`${t.status} in ('ACTIVE', 'FINISHED')`),
    index('reservations_team_status_idx').on(t.teamId, t.status),
    // A team's record ('No se presentó M') counts its no-shows, few among its bookings.
    index('reservations_team_no_show_idx')
      .on(t.teamId)
      .where(sql`${t.noShow}`),
    check('reservations_hours_check', sql`${t.hours} between 1 and 3`),
    check('reservations_range_check', sql`${t.startsAt} < ${t.endsAt}`),
    check('reservations_paid_check', sql`${t.paid} between 0 and ${t.price}`),
    check('reservations_refunded_check', sql`${t.refunded} between 0 and ${t.paid}`),
    // A customer has a name and a cellphone, and is never on a team's booking.
    // A customer has a name (and a cellphone, except a walk-in's, or one the administrator deleted, whose name then
    // reads 'Cliente': DELETED_CUSTOMER_NAME in domain/privacy.ts), and is never on a team's booking.
    check(
      'reservations_customer_check',
      sql`(${t.customerName} is null and ${t.customerCellphone} is null) or (${t.customerName} is not null and ${t.teamId} is null)`,
    ),
    check('reservations_no_show_check', sql`not ${t.noShow} or ${t.status} = 'CANCELED'`),
    // An ACTIVE booking holds a team or a customer (a deleted team's bookings are canceled before its id is cleared).
    check('reservations_party_check', sql`${t.status} <> 'ACTIVE' or ${t.teamId} is not null or ${t.customerName} is not null`),
  ],
);

/**
 * The field's cash book (docs/product.md, "Cash book"): each change of what was received for a reservation
 * (PAYMENT) or given back of it (REFUND), as its administrator recorded it and when. An amount below zero corrects
 * an earlier one. The reservation's `paid` and `refunded` are the sums; these rows say on which day the money moved.
 */
export const paymentMovements = pgTable(
  'payment_movements',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    fieldId: integer('field_id')
      .notNull()
      .references(() => fields.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['PAYMENT', 'REFUND'] }).notNull(),
    amount: integer('amount').notNull(),
    /** How it changed hands: 'CASH', 'NEQUI', 'DAVIPLATA', 'TRANSFER' or 'CARD'. */
    method: text('method', { enum: ['CASH', 'NEQUI', 'DAVIPLATA', 'TRANSFER', 'CARD'] })
      .notNull()
      .default('CASH'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_movements_field_idx').on(t.fieldId, t.recordedAt), check('payment_movements_amount_check', sql`${t.amount} <> 0`)],
);

export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    status: text('status', { enum: ['PENDING', 'ACCEPTED', 'REJECTED'] })
      .notNull()
      .default('PENDING'),
    /** REQUEST: the player asked and the team's owner answers; INVITATION: the owner asked and the player answers. */
    kind: text('kind', { enum: ['REQUEST', 'INVITATION'] })
      .notNull()
      .default('REQUEST'),
    applicationDate: timestamp('application_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_one_pending_key')
      .on(t.playerId, t.teamId)
      .where(sql`${t.status} = 'PENDING'`),
    index('applications_team_idx').on(t.teamId, t.applicationDate),
    index('applications_player_idx').on(t.playerId, t.applicationDate),
    check('applications_kind_check', sql`${t.kind} in ('REQUEST', 'INVITATION')`),
  ],
);

/**
 * Counters of the throttles (failed log-ins, registrations, uploads), in the database so that several
 * server processes share them. `key` names what is counted, e.g. `login:<e-mail>|<address>`.
 */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/**
 * Sessions ended by their own log-out (`POST /auth/logout`): a token whose `sid` is here is refused, though
 * its signature and times are good. A row is needed only while a token of its session could still be used
 * (30 days after the log-in, then an hour), and is deleted after that.
 */
export const endedSessions = pgTable('ended_sessions', {
  sessionId: text('session_id').primaryKey(),
  endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
});

/**
 * The answers of requests a client sent with an `Idempotency-Key` (docs/api.md, "A lost answer"), kept a day: the same
 * request sent again with the same key, after its answer was lost on the way, gets this answer instead of being made
 * twice. Written in the request's own transaction, so a request that failed leaves no row.
 */
export const requestAnswers = pgTable(
  'request_answers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: uuid('key').notNull(),
    /** What was asked (a hash of the call and its body): the key sent again with another request is refused. */
    requestHash: text('request_hash').notNull(),
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * Each consent to the data-treatment policy (docs/product.md, "Your data and your rights"): the version accepted and when,
 * at sign-up or at a log-in after the policy changed. The proof the law asks to keep, while the account lives.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    policyVersion: text('policy_version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    source: text('source', { enum: ['REGISTER', 'LOGIN'] }).notNull(),
  },
  (t) => [index('consents_user_idx').on(t.userId, t.acceptedAt), check('consents_source_check', sql`${t.source} in ('REGISTER', 'LOGIN')`)],
);

/** A team's booking moved by its owner from one field to another: news to both (docs/api.md, "Field news"). */
export const reservationFieldMoves = pgTable(
  'reservation_field_moves',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    fromFieldId: integer('from_field_id')
      .notNull()
      .references(() => fields.id, { onDelete: 'cascade' }),
    toFieldId: integer('to_field_id')
      .notNull()
      .references(() => fields.id, { onDelete: 'cascade' }),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('reservation_field_moves_from_idx').on(t.fromFieldId, t.movedAt), index('reservation_field_moves_to_idx').on(t.toFieldId, t.movedAt)],
);

/**
 * A team's invitation link (docs/api.md, "Team invitations"): one live link per team (the team is the key), kept
 * as the SHA-256 of its secret, so a copy of the database holds no link that works; valid until `expiresAt`.
 */
export const teamInvites = pgTable(
  'team_invites',
  {
    teamId: integer('team_id')
      .primaryKey()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the secret the link carries. */
    secretHash: text('secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('team_invites_secret_hash_key').on(t.secretHash)],
);

/**
 * Who of a team goes to its booking (docs/product.md, "Who is going"): each member's answer ('Voy' / 'No voy'), and
 * whether they paid their share ('la vaca') to the team's owner, as the owner marks it. No money moves through the
 * app: this never changes what the field recorded as received. A member with no row has not answered.
 */
export const reservationAttendance = pgTable(
  'reservation_attendance',
  {
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    going: boolean('going').notNull(),
    paid: boolean('paid').notNull().default(false),
    /** The share when the owner marked it paid, what the member gave him; null while not paid (or marked before it was kept). */
    paidAmount: integer('paid_amount'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.reservationId, t.playerId] }), index('reservation_attendance_player_idx').on(t.playerId)],
);

/**
 * Notices kept per user (docs/api.md "Notifications"): a join request, a team's change, a booking's change, a reminder.
 * Written in the transaction of the change that causes them; each insert is told to the processes that LISTEN on
 * `canchas_notification` (its user's id as the payload) by the trigger of migration 0019.
 */
export const notification = pgTable(
  'notification',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When a process took it to send to the user's devices (Web Push): one process sends each notice, once. */
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    /** Names a notice made once only (a game's reminder): a second insert of the user's same key is nothing. */
    onceKey: text('once_key'),
    /** The person the text names (who asked to join, who joined): the notice goes with their account. */
    aboutUserId: integer('about_user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('notification_once_key')
      .on(t.userId, t.onceKey)
      .where(sql`${t.onceKey} is not null`),
    index('notification_user_idx').on(t.userId, t.id),
    index('notification_about_idx')
      .on(t.aboutUserId)
      .where(sql`${t.aboutUserId} is not null`),
    index('notification_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** A device's Web Push subscription ('Avisos en este teléfono'): one user's, by its push service's endpoint. */
export const pushSubscription = pgTable(
  'push_subscription',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The session (the token's `sid`) it was made in: its log-out removes it. */
    sessionId: text('session_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('push_subscription_endpoint_key').on(t.endpoint), index('push_subscription_user_idx').on(t.userId)],
);

export const schema = {
  images,
  users,
  fields,
  teams,
  teamInvites,
  teamMembers,
  reservations,
  reservationAttendance,
  applications,
  throttles,
  endedSessions,
  requestAnswers,
  consents,
  reservationFieldMoves,
  notification,
  pushSubscription,
};
