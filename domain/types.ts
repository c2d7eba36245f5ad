/** The shapes the API answers with (docs/api.md), shared by the server and the app. */
import type { ApplicationStatus, DocumentType, FieldStatus, NotificationKind, PaymentMethod, ReservationStatus, Role, SkipReason } from './constants';

/**
 * A user as the API shows them. Who sees which field (docs/api.md, "Who sees what"): the user themselves
 * sees everything; `cellphone` is shown to signed-in players (the WhatsApp contact); `email` to a team
 * owner who searched that exact address; `age` and the document to nobody else.
 */
export interface UserSummary {
  id: number;
  firstName: string;
  lastName: string;
  city: string;
  age?: number;
  cellphone?: string;
  documentType?: DocumentType;
  documentNumber?: string;
  email?: string;
  imageUrl: string | null;
  role: Role;
  /**
   * A player's 'Mostrar mi celular a otros jugadores' (docs/api.md, "Who sees what"): present on the caller's own record
   * only; other players see `cellphone` only when it is on.
   */
  showCellphone?: boolean;
}

/** The fields every answer about the caller themselves carries (log-in, refresh, own profile). */
export type PrivateUserFields = Required<Pick<UserSummary, 'age' | 'cellphone' | 'documentType' | 'documentNumber' | 'email'>>;

export interface TeamRef {
  id: number;
  name: string;
  ownerId: number;
  city: string;
  neighborhood: string;
  imageUrl: string | null;
}

export interface Player extends UserSummary {
  role: 'PLAYER';
  team: TeamRef | null;
}

export interface Admin extends UserSummary {
  role: 'FIELD_ADMIN';
  field: { id: number; name: string } | null;
}

export type User = Player | Admin;

/** The caller as they see themselves: every field present. */
export type OwnUser = User & PrivateUserFields;

export interface LoginResponse {
  token: string;
  user: OwnUser;
  /** The data-treatment policy in force was not accepted yet (it changed since): the app asks, `POST /user/me/consent` records it. */
  consentDue: boolean;
}

/** A consent to the data-treatment policy, as the person's data export shows it. */
export interface Consent {
  policyVersion: string;
  acceptedAt: string;
  source: 'REGISTER' | 'LOGIN';
}

/** A payment or refund recorded on one of the person's bookings (the export). */
export interface MyMovement {
  reservationId: number;
  kind: 'PAYMENT' | 'REFUND';
  amount: number;
  method: PaymentMethod;
  recordedAt: string;
}

/** `GET /user/me/data`: everything the product keeps of the caller (docs/api.md, "Your data"). */
export interface MyData {
  exportedAt: string;
  policyVersion: string;
  profile: OwnUser;
  consents: Consent[];
  team: Team | null;
  field: Field | null;
  bookings: Reservation[];
  requests: Application[];
  payments: MyMovement[];
  /** A field's administrator: the customers of their manual bookings, as they wrote them. */
  customers: KnownCustomer[];
  /** Their notices ('Avisos'), newest first. */
  notices: Notification[];
  /** The phones and browsers told of their notices by Web Push ('Avisos en este teléfono'). */
  devices: { endpoint: string; subscribedAt: string }[];
  /** Their answers to '¿Quién va?' on their team's bookings, and whether the owner marked their share paid. */
  attendance: { reservationId: number; going: boolean; paid: boolean; paidAmount: number | null; answeredAt: string }[];
  /** The teams they left of their own accord, which keep them from being added back by the owner. */
  teamsLeft: { teamId: number; teamName: string; leftAt: string; byOwner: boolean }[];
}

export interface ReservationTeam {
  id: number;
  ownerId: number;
  name: string;
  city: string;
  neighborhood: string;
}

export interface ReservationField {
  id: number;
  name: string;
  address: string;
  city: string;
  hourlyRate: number;
  openingHour: string;
  closingHour: string;
  /**
   * 'WhatsApp de la cancha' and 'Cómo pagar el abono' (docs/api.md, "Who sees what"): only to the field's
   * administrator and to the members of a team holding an ACTIVE reservation there; null to anyone else and
   * when the field has none.
   */
  whatsapp?: string | null;
  paymentInstructions?: string | null;
}

export interface Reservation {
  id: number;
  status: ReservationStatus;
  reservationDate: string;
  startTime: string;
  endTime: string;
  hours: number;
  /** null once the team was deleted; teamName keeps the name it had. */
  team: ReservationTeam | null;
  field: ReservationField | null;
  teamName: string;
  fieldName: string;
  /**
   * A manual booking's customer (docs/api.md, "Manual bookings"): shown only to the field's administrator;
   * null on a team's booking, absent for anyone else.
   */
  customer?: ReservationCustomer | null;
  /** The weekly fixed turn this booking belongs to; shown only to the field's administrator. */
  seriesId?: string | null;
  /**
   * The total agreed when it was booked, each hour at its band's rate (domain/pricing.ts); a later change of
   * the field's rates leaves it as it was. Absent on another team's or a customer's slot shown as 'Ocupado'.
   */
  price?: number;
  /**
   * What the field's administrator has received for it so far, 0 to `price` (docs/product.md, "Payments");
   * shown where the price is.
   */
  paid?: number;
  /** Of `paid`, what the administrator gave back once it was cancelled (0 to `paid`); shown where the price is. */
  refunded?: number;
  /**
   * Its team or customer did not come ('No se presentó', docs/product.md "No-shows"): its field's administrator
   * cancelled it after its start, so its status is CANCELED.
   */
  noShow?: boolean;
}

/** A member of the booking's team, as '¿Quién va?' lists them (GET /reservation/{id}/attendance). */
export interface AttendanceEntry {
  playerId: number;
  name: string;
  /** Whether they paid their share to the team's owner, as the owner marked it (never what the field received). */
  paid: boolean;
  /**
   * What they paid him: the share when he marked it (a share that grew or shrank since leaves a rest to pay or to give
   * back, domain/attendance.ts); absent while not paid, or for a mark made before amounts were kept.
   */
  paidAmount?: number;
  /** An adult member's cellphone, to the team's members only (the owner's WhatsApp reminder); absent otherwise. */
  cellphone?: string;
}

/** Who of the team goes to a booking, and each one's share of its price (docs/api.md, "Who is going"). */
export interface Attendance {
  going: AttendanceEntry[];
  notGoing: AttendanceEntry[];
  /** The team's members who have not answered. */
  pending: AttendanceEntry[];
  /** The price divided among those going, rounded up to $ 100; null when nobody goes. */
  share: number | null;
  /** To the team's owner alone, those who paid him their share and left the team since (empty to anyone else). */
  left: AttendanceEntry[];
}

/** A team's record (GET /team/{id}/record): its bookings played and finalized, and those it did not show up to. */
export interface TeamRecord {
  kept: number;
  noShow: number;
}

/** What a team did to a booking of the field (docs/api.md, "Field news"). */
/** MOVED_AWAY: the team moved it from this field to another one (the other field has it as BOOKED). */
export type NewsKind = 'BOOKED' | 'MOVED' | 'CANCELED' | 'MOVED_AWAY';

/** The field's news since its administrator last looked: `total` of them, the latest `items` first. */
export interface FieldNews {
  /** From when: the administrator's last look, or NEWS_FIRST_DAYS before the first. */
  since: string;
  /** When the server read them: 'Marcar como revisadas' marks them seen up to it. */
  readAt: string;
  total: number;
  items: { kind: NewsKind; at: string; reservation: Reservation }[];
}

/** Whom a field's administrator reaches about a team's booking (GET /reservation/{id}/contact): the team's owner. */
export interface TeamContact {
  name: string;
  /** An adult's cellphone; null for a minor, whose cellphone nobody else sees. */
  cellphone: string | null;
}

export interface ReservationCustomer {
  name: string;
  /** null for a walk-in booked without it (docs/api.md, "Manual bookings"), and once the field's administrator deleted the customer (the name then reads 'Cliente'). */
  cellphone: string | null;
  note: string | null;
}

/**
 * A customer the field's administrator booked by hand before (GET /reservation/field/{id}/customers): the name last
 * written for that cellphone, how many of their bookings were not cancelled, and the day of the latest one.
 */
export interface KnownCustomer {
  name: string;
  cellphone: string;
  bookings: number;
  lastDate: string;
}

/** The answer of POST /reservation/manual: what was booked, and the weeks of a fixed turn left out and why. */
export interface ManualReservationResult {
  reservations: Reservation[];
  skipped: { date: string; reason: SkipReason }[];
}

export interface Field {
  id: number;
  name: string;
  address: string;
  city: string;
  /** The day rate ('Tarifa diurna'), per hour. */
  hourlyRate: number;
  /** 'Tarifa nocturna' for the hours that start at or after nightFrom ('HH:mm'); both null when the field has none. */
  nightRate: number | null;
  nightFrom: string | null;
  /** 'Tarifa fin de semana y festivos': all day on Saturdays, Sundays and Colombian holidays; null when none. */
  weekendRate: number | null;
  /** 'Se puede reservar hasta N días antes' (1 to 365). */
  bookingHorizonDays: number;
  openingHour: string;
  closingHour: string;
  status: FieldStatus;
  imageUrl: string | null;
  adminId: number;
  /** Its administrator, by name only. */
  admin: { id: number; firstName: string; lastName: string };
  /** As on ReservationField: only to its administrator and to teams holding an ACTIVE reservation there; else null. */
  whatsapp?: string | null;
  paymentInstructions?: string | null;
  /** Present on GET /field/{id} and /field/admin/{adminId}: the latest reservations, newest first. */
  reservations?: Reservation[];
  /** Present on GET /field/{id} and /field/admin/{adminId}: the days it is closed, from today on, soonest first. */
  closedDays?: ClosedDay[];
}

/** A field as the free-field search lists it (GET /field/free): where it is and its hours. */
export interface FreeFieldInfo {
  id: number;
  name: string;
  address: string;
  city: string;
  openingHour: string;
  closingHour: string;
}

/** One answer of GET /field/free: a field free for the whole slot and the slot's total by its rate bands. */
export interface FreeField {
  field: FreeFieldInfo;
  price: number;
}

/** One answer of GET /field/free/near: a field's free start times within two hours of the asked one, each with its total. */
export interface NearFreeField {
  field: FreeFieldInfo;
  times: { startTime: string; price: number }[];
}

/**
 * GET /field/{id}/public: a field as anyone may read it, signed in or not, to choose a start time: its public
 * data, the times its ACTIVE reservations not yet ended take (nothing of whose they are) and its closed days.
 */
export interface PublicField extends Omit<Field, 'reservations' | 'closedDays'> {
  busy: { reservationDate: string; startTime: string; endTime: string; status: 'ACTIVE' }[];
  closedDays: ClosedDay[];
}

/** A day a field's administrator closed the field, and why when they said (docs/product.md, "Closed days"). */
export interface ClosedDay {
  date: string;
  reason: string | null;
}

export interface Team {
  id: number;
  name: string;
  city: string;
  neighborhood: string;
  maxPlayers: number;
  ownerId: number;
  imageUrl: string | null;
  members: Player[];
  memberCount: number;
  reservations?: Reservation[];
  /**
   * To a member other than its owner, on their own team: the day of its first ACTIVE booking not started whose share
   * of la vaca they paid him (docs/product.md, "La vaca"); absent when none.
   */
  sharePaidOn?: string;
}

/** A team's calendar feed (GET, POST and DELETE /team/{id}/calendar): the feed's path on the server, null while it is off. */
export interface TeamCalendar {
  path: string | null;
}

/**
 * A team as its invitation link shows it to anyone, signed in or not (GET /team/invite/{secret}): no member's
 * name, no personal data, only how many they are.
 */
export interface InvitedTeam {
  id: number;
  name: string;
  city: string;
  neighborhood: string;
  /** How many players it has now. */
  members: number;
  maxPlayers: number;
}

/** A team's invitation link as its owner gets it (POST /team/{id}/invite): the app page's address and its end, ISO 8601. */
export interface TeamInvite {
  url: string;
  expiresAt: string;
}

/** The team's live invitation link as its owner reads it (GET /team/{id}/invite): until when it works, null when none. */
export interface TeamInviteState {
  expiresAt: string | null;
}

export interface Application {
  id: number;
  player: Player;
  team: TeamRef;
  description: string;
  statusRequest: ApplicationStatus;
  applicationDate: string;
  /** REQUEST: the player asked to join, the team's owner answers. INVITATION: the owner invited the player, who answers. */
  kind: 'REQUEST' | 'INVITATION';
}

export interface AvailabilityResult {
  team: ReservationTeam;
  field: ReservationField;
  reservationDate: string;
  startTime: string;
  endTime: string;
  hours: number;
  /** The total the booking would cost, each hour at its band's rate: what POST /reservation stores. */
  price: number;
}

/** A notice kept for its user (docs/api.md, "Notifications"). `link`: the app's screen it is about. */
export interface Notification {
  id: number;
  kind: NotificationKind;
  text: string;
  link: string;
  createdAt: string;
  readAt: string | null;
}

export interface Page<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
  size: number;
  number: number;
}

export interface ApiMessage {
  message: string;
}

/** The claims of a session token (docs/api.md, "Token"). */
export interface TokenClaims {
  /** The user's e-mail. */
  sub: string;
  role: Role;
  /** The user's id. */
  uid: number;
  /** The user's token version: a password or e-mail change, or "log out everywhere", raises it. */
  ver: number;
  /** When the session's log-in happened (seconds since 1970); refresh stops 30 days after it. */
  auth_time: number;
  /** The session's id, the same in every token from its log-in on; its log-out ends it. */
  sid: string;
  exp: number;
  iat: number;
}

/** The answer of a password change: a fresh token for the caller's own session (every other one ended). */
export interface SessionRenewal {
  token: string;
  user: OwnUser;
}

/** The answer of PUT /user/{player|admin}: the user, plus a fresh token when the e-mail changed. */
export type ProfileUpdateResponse = OwnUser & { token?: string };

/** One cell of the field's heat map: booked time on that ISO weekday (1 = lunes … 7 = domingo) in that clock hour. */
export interface OccupancyCell {
  weekday: number;
  /** The clock hour, 0–23: 18 is 18:00–19:00. */
  hour: number;
  /** Booked hours summed over the range's days (a booking from 18:30 adds 0.5 to 18 and to 19). */
  hours: number;
}

/** Money of one week (Monday to Sunday) by the reservations' agreed prices, in pesos. */
export interface RevenueWeek {
  /** The Monday, YYYY-MM-DD. */
  weekStart: string;
  finished: number;
  active: number;
  /** What the field's administrator recorded as received of the week's finished and active bookings. */
  received: number;
}

/** A change of what a field received for a reservation (PAYMENT) or gave back of it (REFUND); below zero, a correction. */
export interface CashMovement {
  id: number;
  kind: 'PAYMENT' | 'REFUND';
  amount: number;
  method: PaymentMethod;
  /** When it was recorded, ISO 8601. */
  recordedAt: string;
  reservationId: number;
  /** The team's name, or the manual booking's customer. */
  bookedBy: string;
  reservationDate: string;
  startTime: string;
  endTime: string;
}

/** The answer of GET /field/{id}/cash (docs/api.md, "Cash book"): a Bogota day of the field's cash book. */
export interface CashDay {
  date: string;
  /** The day's payments less their corrections, and what was given back. */
  received: number;
  refunded: number;
  /** What is in hand by each way the money came or went (received less given back), those that moved only. */
  byMethod: { method: PaymentMethod; amount: number }[];
  /** In the order they were recorded. */
  movements: CashMovement[];
}

/** The answer of GET /field/{id}/stats (docs/api.md): occupancy and revenue of the caller's own field. */
export interface FieldStats {
  /** Bogota's today when it was computed, and the days each figure covers (both ends included). */
  today: string;
  range: { occupancy: { from: string; to: string }; revenue: { from: string; to: string } };
  openingHour: string;
  closingHour: string;
  /** Only the cells with booked time, by weekday then hour. */
  occupancy: OccupancyCell[];
  /** Every week of the range, oldest first, zeros included. */
  revenue: RevenueWeek[];
}
