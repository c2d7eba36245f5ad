/**
 * Notices kept per user (docs/api.md, "Notifications"): written by the service that makes a change, in its
 * transaction, and read, marked read and streamed by their user alone. The database tells every process of each
 * notice at its commit (the trigger of migration 0019 NOTIFYs `canchas_notification` with the user's id); a
 * process wakes that user's open streams (`NoticeHub`), which then read what is new for them.
 */
import { movedToAnotherDay } from '../../domain/attendance';
import { NOTIFICATION_HEARTBEAT_SECONDS, type NotificationKind } from '../../domain/constants';
import { bookingInFull, fullName, listOfNames } from '../../domain/format';
import * as MSG from '../../domain/messages';
import type { Notification, Page } from '../../domain/types';
import type { Database, Db } from '../db/client';
import {
  insertNoticeRows,
  latestNoticeId,
  markAllRead,
  markNoticeRead,
  noticeRows,
  noticeRowsAfter,
  noticeRowsByIds,
  unreadCount,
} from '../data/notifications';
import { bookingFacts, type BookingFacts } from '../data/reservations';
import { sharesPaidBy } from '../data/attendance';
import { teamMemberIds, teamRecord } from '../data/teams';
import { userName } from '../data/users';
import { notFound } from '../http/errors';
import { offsetOf, toPage, type PageRequest } from './paging';

/** Told by the database at the commit of every notice, with its user's id as the payload. */
export const NOTIFICATION_CHANNEL = 'canchas_notification';

export { bookingFacts, latestNoticeId, markAllRead, teamMemberIds, unreadCount, type BookingFacts };

/** The app's screens a notice links to (src/router.tsx). */
export const NOTICE_LINKS = {
  requests: '/dashboard/requests',
  team: '/dashboard/team',
  teams: '/dashboard/team/list',
  teamBookings: (date: string) => `/dashboard/reservation/list/team?date=${date}`,
  fieldBookings: (date: string) => `/dashboard/reservation/list/field?date=${date}`,
};

export interface Notice {
  kind: NotificationKind;
  text: string;
  link: string;
  /** The person the text names, when it names one: the notice is deleted with their account. */
  aboutUserId?: number;
}

/**
 * Keeps `notice` for each of `userIds` (once each), inside the caller's transaction. With `onceKey`, a user who
 * already has a notice of that key gets no second one (a reminder run twice).
 */
export async function notify(tx: Db, userIds: readonly number[], notice: Notice, now: Date, onceKey?: string): Promise<void> {
  const to = [...new Set(userIds)];
  if (to.length === 0) return;
  await insertNoticeRows(
    tx,
    to.map((userId) => ({ userId, ...notice, createdAt: now, onceKey })),
    onceKey !== undefined,
  );
}

/** Keeps several notices, each for its users (once each), in one statement inside the caller's transaction. */
export async function notifyEach(tx: Db, notices: readonly (readonly [userIds: readonly number[], notice: Notice])[], now: Date): Promise<void> {
  const rows = notices.flatMap(([userIds, notice]) => [...new Set(userIds)].map((userId) => ({ userId, ...notice, createdAt: now })));
  if (rows.length > 0) await insertNoticeRows(tx, rows);
}

export type BookingEvent = 'CREATED' | 'MOVED' | 'CANCELED' | 'FINISHED' | 'NO_SHOW';

/**
 * A team's booking changed (`after`; `before` is where a move took it from): every member of the team is told but
 * whoever made the change, and the field's administrator when a team made it (made, moved or cancelled; their own
 * changes are not news to them). A move to another field is, to the first field's administrator, a cancellation.
 * Every notice is written in one statement; `memberIds` are the team's members when the caller has read them already
 * in its transaction (a booking reads them with the team), else they are read here.
 */
export async function tellBooking(
  tx: Db,
  event: BookingEvent,
  after: BookingFacts,
  actorId: number,
  now: Date,
  before?: BookingFacts,
  memberIds?: readonly number[],
): Promise<void> {
  if (after.teamId === null || after.teamName === null) return;
  const team = after.teamName;
  const when = bookingInFull(after);
  const members = (memberIds ?? (await teamMemberIds(tx, after.teamId))).filter((id) => id !== actorId);
  // A move says where and when the booking was, too.
  const previous = before ? bookingInFull(before) : '';
  const teamText = {
    CREATED: MSG.notification.bookingCreated,
    MOVED: (t: string, w: string) =>
      (before && movedToAnotherDay(before, after) ? MSG.notification.bookingMovedDay : MSG.notification.bookingMoved)(t, w, previous),
    CANCELED: MSG.notification.bookingCanceled,
    FINISHED: MSG.notification.bookingFinished,
    NO_SHOW: MSG.notification.bookingNoShow,
  }[event](team, when);
  const link = NOTICE_LINKS.teamBookings(after.reservationDate);
  // A game cancelled: who had paid the owner their share of the vaca is told to ask for it back, also one who left the
  // team since (their list of teams is where the notice leads them); the owner, when the field cancelled it, whose
  // shares he holds to give back (when he cancelled it himself, its confirmation named them).
  const marked = event === 'CANCELED' ? await sharesPaidBy(tx, after.id) : [];
  const ownerId = marked.length > 0 ? (await teamRecord(tx, after.teamId))!.ownerId : null;
  const paid = marked.filter((id) => id !== actorId && id !== ownerId);
  const refunds = paid.length > 0 && ownerId !== actorId;
  const plain = members.filter((id) => !paid.includes(id) && !(refunds && id === ownerId));
  const notices: [number[], Notice][] = [[plain, { kind: `BOOKING_${event}`, text: teamText, link }]];
  const nameOf = async (id: number) => fullName(await userName(tx, id));
  if (paid.length > 0) {
    const text = MSG.notification.bookingCanceledSharePaid(team, when, await nameOf(ownerId!));
    const [stayed, gone] = [paid.filter((id) => members.includes(id)), paid.filter((id) => !members.includes(id))];
    notices.push([stayed, { kind: 'BOOKING_CANCELED', text, link }], [gone, { kind: 'BOOKING_CANCELED', text, link: NOTICE_LINKS.teams }]);
  }
  if (refunds) {
    const names: string[] = [];
    for (const id of paid) names.push(await nameOf(id));
    const text = MSG.notification.bookingCanceledRefund(team, when, listOfNames(names), paid.length);
    notices.push([[ownerId!], { kind: 'BOOKING_CANCELED', text, link }]);
  }
  // Finalising and 'No se presentó' are the field's own doing, never news to it.
  if (event !== 'FINISHED' && event !== 'NO_SHOW' && actorId !== after.fieldAdminId) {
    if (before && before.fieldId !== after.fieldId) {
      const text = MSG.notification.fieldBookingCanceled(before.teamName ?? team, bookingInFull(before));
      notices.push([[before.fieldAdminId], { kind: 'FIELD_BOOKING_CANCELED', text, link: NOTICE_LINKS.fieldBookings(before.reservationDate) }]);
    }
    const fieldKind = before && before.fieldId !== after.fieldId ? 'CREATED' : event;
    const fieldText = {
      CREATED: MSG.notification.fieldBookingCreated,
      MOVED: (t: string, w: string) => MSG.notification.fieldBookingMoved(t, w, previous),
      CANCELED: MSG.notification.fieldBookingCanceled,
    }[fieldKind](team, when);
    notices.push([
      [after.fieldAdminId],
      { kind: `FIELD_BOOKING_${fieldKind}`, text: fieldText, link: NOTICE_LINKS.fieldBookings(after.reservationDate) },
    ]);
  }
  await notifyEach(tx, notices, now);
}

type NoticeRow = { id: number; kind: string; text: string; link: string; createdAt: Date; readAt: Date | null };

export const toNotification = (r: NoticeRow): Notification => ({
  id: r.id,
  kind: r.kind as NotificationKind,
  text: r.text,
  link: r.link,
  createdAt: r.createdAt.toISOString(),
  readAt: r.readAt?.toISOString() ?? null,
});

/** The user's notices, newest first. */
export async function noticePage(db: Db, userId: number, pageRequest: PageRequest): Promise<Page<Notification>> {
  const { rows, total } = await noticeRows(db, userId, { offset: offsetOf(pageRequest), size: pageRequest.size });
  return toPage(rows.map(toNotification), total, pageRequest);
}

/** Marks one of the user's own notices read (once: a second time keeps the first moment); anyone else's is 404. */
export async function markRead(db: Db, userId: number, id: number, now: Date): Promise<void> {
  if (!(await markNoticeRead(db, userId, id, now))) throw notFound(MSG.notification.notFound);
}

/** The user's notices after `afterId`, oldest first: what a stream has not sent yet (a prepared statement). */
export async function noticesAfter(db: Db, userId: number, afterId: number, limit = 100): Promise<Notification[]> {
  const rows = await noticeRowsAfter(db, userId, afterId, limit);
  return rows.map(toNotification);
}

/** Users' notices by id, for a caller that knows them (push delivery). */
export async function noticesByIds(db: Db, ids: number[]): Promise<(Notification & { userId: number })[]> {
  if (ids.length === 0) return [];
  const rows = await noticeRowsByIds(db, ids);
  return rows.map((r) => ({ ...toNotification(r), userId: r.userId }));
}

/** The notice streams one user keeps open in a process (tabs, phones): a new one past it ends their oldest. */
export const NOTICE_STREAMS_PER_USER = 10;

/**
 * The open notice streams of a process, by user. A stream waits to be woken: by the database's notification of a
 * notice of its user (any process's: PostgreSQL LISTEN, PGlite in the process), or by all at once when a lost
 * LISTEN connection listens again (it may have missed some); each stream then reads what is new for it.
 */
export class NoticeHub {
  /** Each user's streams, oldest first: what wakes each one, and what ends it. */
  private waiting = new Map<number, Map<() => void, () => void>>();
  private told: ((userId: number) => void)[] = [];

  constructor(
    readonly heartbeatMs = NOTIFICATION_HEARTBEAT_SECONDS * 1000,
    /** The streams a user keeps open in the process: one more ends their oldest (a tab left open elsewhere reconnects). */
    readonly streamsPerUser = NOTICE_STREAMS_PER_USER,
  ) {}

  /**
   * Calls `wake` at each notice of the user until the returned function is called; `end` when the user opened
   * `streamsPerUser` newer streams.
   */
  subscribe(userId: number, wake: () => void, end: () => void = () => {}): () => void {
    let streams = this.waiting.get(userId);
    if (!streams) this.waiting.set(userId, (streams = new Map()));
    streams.set(wake, end);
    for (const [oldest, endOldest] of streams) {
      if (streams.size <= this.streamsPerUser) break;
      streams.delete(oldest);
      endOldest();
    }
    return () => {
      streams.delete(wake);
      if (streams.size === 0 && this.waiting.get(userId) === streams) this.waiting.delete(userId);
    };
  }

  wake(userId: number): void {
    for (const wake of this.waiting.get(userId)?.keys() ?? []) wake();
  }

  /** Calls `tell` with the user's id at each notice of any user (Web Push delivery, services/push.ts). */
  onNotice(tell: (userId: number) => void): void {
    this.told.push(tell);
  }

  wakeAll(): void {
    for (const streams of this.waiting.values()) for (const wake of streams.keys()) wake();
  }

  /** How many streams are open in the process. */
  get streams(): number {
    let n = 0;
    for (const streams of this.waiting.values()) n += streams.size;
    return n;
  }

  follow(database: Pick<Database, 'listen'>): Promise<void> {
    return database.listen(NOTIFICATION_CHANNEL, {
      onNotify: (payload) => {
        const userId = Number(payload);
        if (!Number.isInteger(userId)) return;
        this.wake(userId);
        for (const tell of this.told) tell(userId);
      },
      onState: (listening) => {
        if (listening) this.wakeAll();
      },
    });
  }
}
