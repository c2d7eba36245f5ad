/** Business constants of the product (docs/product.md: Limits and constants). Each rule's number lives here once. */
export const APP_TIME_ZONE = 'America/Bogota';
/** Colombia keeps UTC-5 all year (no daylight saving since 1993), so the offset is a constant. */
export const APP_UTC_OFFSET_MINUTES = -5 * 60;

export const ROLES = ['PLAYER', 'FIELD_ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const DOCUMENT_TYPES = ['CC', 'TI', 'PA'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DEFAULT_CITY = 'Cartagena';
export const DEFAULT_DOCUMENT_TYPE: DocumentType = 'CC';

export const CELLPHONE_DIGITS = 10;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SYMBOLS = '@$!%*?&#()_-^+=';
export const AGE_MIN = 5;
export const AGE_MAX = 100;
/** From this age a player's cellphone is their contact for other players; a minor's reaches nobody else (docs/api.md, "Who sees what"). */
export const ADULT_AGE = 18;

export const BOOKING_MIN_HOURS = 1;
export const BOOKING_MAX_HOURS = 3;
export const SLOT_MINUTES = 30;
/** Days offered as chips, today included ('Hoy', 'Mañana', 'sáb 5'…): the booking page's and the free-field search's; later ones on a calendar. */
export const DAY_CHIPS = 14;
export const UPCOMING_WINDOW_HOURS = 2;
/**
 * How many days ahead a field takes bookings unless its administrator sets another number
 * ('Se puede reservar hasta N días antes', 1 to 365).
 */
export const BOOKING_HORIZON_DAYS = 60;
export const BOOKING_HORIZON_MIN_DAYS = 1;
export const BOOKING_HORIZON_MAX_DAYS = 365;
/** The highest rate a field may charge per hour, in pesos. */
export const RATE_MAX = 100_000_000;
/** The highest amount of pesos a payment or refund may name (a booking costs at most 3 hours at RATE_MAX). */
export const PESOS_MAX = 1_000_000_000;

/** A weekly fixed turn ('turno fijo') of a manual booking runs for 2 to 26 weeks. */
export const SERIES_MIN_WEEKS = 2;
export const SERIES_MAX_WEEKS = 26;
/** The longest note of a manual booking. */
export const NOTE_MAX_LENGTH = 200;
/** The longest 'Cómo pagar el abono' of a field (a Nequi number and its holder, a Bre-B key…). */
export const PAYMENT_INSTRUCTIONS_MAX_LENGTH = 200;

/** How long a team's invitation link works after its owner created or renewed it (docs/product.md, "Team invitations"). */
export const INVITE_VALID_DAYS = 7;
/** The customers 'Reserva manual' suggests: the field's most recent ones (docs/product.md, "Manual bookings and turno fijo"). */
export const KNOWN_CUSTOMERS_MAX = 200;
/** The field's news ('Novedades'): at most this many shown, and before the administrator's first look, this many days' worth. */
export const NEWS_MAX = 20;
export const NEWS_FIRST_DAYS = 7;
/**
 * What a notice tells (docs/api.md, "Notifications"): a join request received (the team's owner) or answered (the
 * player); a player added to or removed from a team, or joining it by its invitation link (the owner); a team's booking made, moved, cancelled, finalised or marked 'No se presentó' (its
 * members); a team's booking on a field made, moved or cancelled (the field's administrator); a game's reminders.
 */
export const NOTIFICATION_KINDS = [
  'REQUEST_RECEIVED',
  'REQUEST_ACCEPTED',
  'REQUEST_REJECTED',
  'TEAM_ADDED',
  'TEAM_REMOVED',
  'TEAM_JOINED',
  'TEAM_LEFT',
  'INVITATION_ACCEPTED',
  'INVITATION_DECLINED',
  'BOOKING_CREATED',
  'BOOKING_MOVED',
  'BOOKING_CANCELED',
  'BOOKING_FINISHED',
  'BOOKING_NO_SHOW',
  'FIELD_BOOKING_CREATED',
  'FIELD_BOOKING_MOVED',
  'FIELD_BOOKING_CANCELED',
  'REMINDER_DAY_BEFORE',
  'REMINDER_TWO_HOURS',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** The notices of one page of 'Avisos' unless the call asks for another size. */
export const NOTIFICATION_PAGE_SIZE = 20;
/** How often an open notice stream sends a heartbeat comment, and checks that its session still holds. */
export const NOTIFICATION_HEARTBEAT_SECONDS = 25;
/** The longest reason of a closed day ('Mantenimiento de la grama'). */
export const CLOSURE_REASON_MAX_LENGTH = 80;
/** The longest period of one download of a field's reservations ('Descargar reservas'): a year, leap day included. */
export const DOWNLOAD_MAX_DAYS = 366;
/** How a payment or a refund changed hands (the cash book's 'Medio de pago'); cash unless said. */
export const PAYMENT_METHODS = ['CASH', 'NEQUI', 'DAVIPLATA', 'TRANSFER', 'CARD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Why a week of a fixed turn was not booked: a Colombian holiday, or the slot was already taken. */
export const SKIP_REASONS = ['HOLIDAY', 'TAKEN', 'CLOSED'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** The minimum of players: 4 (docs/product.md, Validation), in the rule and its message alike. */
export const TEAM_MIN_PLAYERS = 4;
export const TEAM_DEFAULT_MAX_PLAYERS = 4;
export const TEAM_MAX_PLAYERS = 30;

export const DESCRIPTION_MIN_LENGTH = 3;
export const DESCRIPTION_MAX_LENGTH = 200;

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export const RESERVATION_PAGE_SIZE = 6;
export const PLAYER_PAGE_SIZE = 8;
export const FIELD_DETAIL_NEXT_RESERVATIONS = 2;
export const MAX_PAGE_SIZE = 100;

export const MENU_REDIRECT_BREAKPOINT_PX = 768;
export const CALENDAR_DAY_VIEW_BREAKPOINT_PX = 1000;
export const CALENDAR_HEIGHT_PX = 450;

export const TOKEN_STORAGE_KEY = 'token';
export const PHONE_COUNTRY_CODE = '57';
export const LOADING_DOTS_INTERVAL_MS = 500;

export const FIELD_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type FieldStatus = (typeof FIELD_STATUSES)[number];
export const FIELD_STATUS_LABELS: Record<FieldStatus, string> = { ACTIVE: 'ACTIVA', INACTIVE: 'INACTIVA' };

export const RESERVATION_STATUSES = ['ACTIVE', 'FINISHED', 'CANCELED'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  ACTIVE: 'Activa',
  FINISHED: 'Finalizada',
  CANCELED: 'Cancelada',
};
export const RESERVATION_STATUS_COLORS: Record<ReservationStatus, string> = {
  ACTIVE: '#22c55e',
  FINISHED: '#6b7280',
  CANCELED: '#ef4444',
};
export const RESERVATION_OTHER_COLOR = '#3b82f6';
/** How another team's booking reads on a field's calendar: the slot is taken, whose is not said. */
export const BUSY_TEAM_NAME = 'Ocupado';

export const APPLICATION_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  PENDING: 'Pendiente',
  ACCEPTED: 'Aceptada',
  REJECTED: 'Rechazada',
};
