/**
 * A game's reminders (docs/api.md, "Notifications"): the day before (24 hours before it starts) and two hours before,
 * a notice to every member of the team. They are jobs of a queue kept in the database (pg-boss, on PostgreSQL through
 * the app's pool and on PGlite through the same connection as everything else), so they survive a restart and any
 * process may run them.
 *
 * - Each reminder is one job whose id is derived from the booking, the reminder and the booking's start: scheduled by
 *   every process that looks (at a booking's change, at start-up and every few minutes), it is inserted once.
 * - A booking moved gets the jobs of its new start, and its pending jobs of another start are cancelled (moved back to
 *   a start it had, that start's cancelled jobs are taken up again); a booking cancelled or finalised has its pending jobs cancelled. A job that runs anyway (cancelled too late) finds the
 *   booking not ACTIVE, or starting at another time, and tells no one.
 * - Each notice of a reminder carries a key unique per user (`once_key`), so a job run twice (its process died after
 *   the notice was written, before the job was marked done) tells no one twice.
 */
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import { hoursSpan } from '../../domain/format';
import * as MSG from '../../domain/messages';
import type { Database, Db } from '../db/client';
import { insertNoticeRows } from '../data/notifications';
import { pendingJobIds } from '../data/reminders';
import { reminderBookings, reminderState, teamBookingsStarting } from '../data/reservations';
import { membershipsOf } from '../data/teams';
import { NOTICE_LINKS } from './notifications';

export const REMINDER_QUEUE = 'canchas-reminder';
const HOUR_MS = 60 * 60 * 1000;

/** How long before the game each reminder goes. */
export const REMINDERS = { REMINDER_DAY_BEFORE: 24 * HOUR_MS, REMINDER_TWO_HOURS: 2 * HOUR_MS } as const;
export type ReminderKind = keyof typeof REMINDERS;
/** A reminder whose moment passed longer ago than this (every process was down then) is not sent any more. */
const LATE_MS = 30 * 60 * 1000;
/** How often each process looks for bookings whose reminders are not scheduled yet (a process that died in between). */
export const REMINDER_SWEEP_MS = 5 * 60 * 1000;

interface ReminderJob {
  reservationId: number;
  kind: ReminderKind;
  /** The booking's start the reminder is for (ISO). */
  startsAt: string;
}

/** A UUID that is always the same for the same reminder of the same booking's start. */
export function reminderJobId(job: ReminderJob): string {
  const hex = createHash('sha256').update(`${job.reservationId}|${job.kind}|${job.startsAt}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** What a statement that lost a race for pg-boss's schema fails with: a duplicate schema, table or type, a deadlock. */
const LOST_RACE = ['23505', '42P07', '42710', '40P01'];

/**
 * Several processes starting at once on one new database race to create pg-boss's schema and queue, and the loser's
 * statement fails on what the winner just made or on the winner's locks: it tries again (at most five times) and by
 * then finds them made.
 */
async function racingStart(step: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await step();
      return;
    } catch (error) {
      if (attempt >= 5 || !LOST_RACE.includes((error as { code?: string }).code ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400 * attempt));
    }
  }
}

/**
 * How many due jobs a process takes at once, run together in one transaction: 10,000 reminders due at the same moment
 * are sent within a minute by two processes (docs/benchmarks.md, "Reminders due at once"). One job a polling interval
 * took hours.
 */
export const REMINDER_BATCH = 100;

export class Reminders {
  private boss: PgBoss;
  private worker?: string;
  private sweeper?: NodeJS.Timeout;

  constructor(
    private readonly database: Pick<Database, 'db' | 'executeSql'>,
    private readonly now: () => Date,
    private readonly options: { pollingSeconds?: number; sweep?: boolean } = {},
  ) {
    this.boss = this.newBoss();
  }

  private newBoss(): PgBoss {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => this.database.executeSql(text, values) as Promise<{ rows: unknown[] }> as Promise<{ rows: never[] }> },
      schedule: false,
      // Completed jobs stay (their ids taken) until their game has long passed.
      archiveCompletedAfterSeconds: 3 * 24 * 60 * 60,
    });
    boss.on('error', (error) => console.error('Recordatorios:', error.message));
    return boss;
  }

  get db(): Db {
    return this.database.db;
  }

  /** Starts the queue (creating its tables the first time), works its jobs and, unless told not to, sweeps. */
  async start(): Promise<void> {
    await this.startBoss();
    await racingStart(() => this.boss.createQueue(REMINDER_QUEUE));
    this.worker = await this.boss.work<ReminderJob>(
      REMINDER_QUEUE,
      { pollingIntervalSeconds: this.options.pollingSeconds ?? 2, batchSize: REMINDER_BATCH },
      (jobs) => this.runBatch(jobs),
    );
    if (this.options.sweep !== false) {
      await this.sweep().catch((error: Error) => console.error('Recordatorios:', error.message));
      this.sweeper = setInterval(() => void this.sweep().catch((error: Error) => console.error('Recordatorios:', error.message)), REMINDER_SWEEP_MS);
      this.sweeper.unref();
    }
  }

  /**
   * Runs a batch of due jobs, all in one transaction (`remindAll`). A full batch means more are likely due (many games at
   * the same hour): the worker fetches again at once instead of after its polling interval. When the batch's
   * transaction fails, its jobs run one by one: those that run are marked done, and only those that fail again are
   * failed (to be retried).
   */
  private async runBatch(jobs: PgBoss.Job<ReminderJob>[]): Promise<void> {
    if (jobs.length === REMINDER_BATCH && this.worker) this.boss.notifyWorker(this.worker);
    try {
      await this.remindAll(jobs);
      return;
    } catch {
      // One job may be what fails: each alone.
    }
    const done: string[] = [];
    let failure: unknown;
    for (const job of jobs) {
      try {
        await this.remind(job.id, job.data);
        done.push(job.id);
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure === undefined) return;
    if (done.length > 0) await this.boss.complete(REMINDER_QUEUE, done);
    throw failure;
  }

  /** Starts pg-boss (see `racingStart`), on a fresh instance after a failure: a failed one stays half started. */
  private async startBoss(): Promise<void> {
    let first = true;
    await racingStart(async () => {
      if (!first) this.boss = this.newBoss();
      first = false;
      await this.boss.start();
    });
  }

  async stop(): Promise<void> {
    clearInterval(this.sweeper);
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000 });
  }

  /**
   * Brings the booking's reminders in line with it: the jobs of its current start when it is a team's ACTIVE booking
   * (those whose moment is still ahead, or just passed), none pending for any other start. A booking just made has no
   * jobs of another start: `created` schedules its jobs without this search (which reads every pending job of the queue).
   */
  async sync(reservationId: number): Promise<void> {
    const row = await reminderState(this.db, reservationId);
    const wanted = row && row.status === 'ACTIVE' && row.teamId !== null ? await this.schedule(reservationId, row.startsAt, row.changedAt) : [];
    // A booking moved back to a start it had: that start's jobs, cancelled by the first move, are the ones wanted again.
    if (wanted.length > 0) await this.boss.resume(REMINDER_QUEUE, wanted);
    const stale = (await pendingJobIds(this.database, REMINDER_QUEUE, reservationId)).filter((id) => !wanted.includes(id));
    if (stale.length > 0) await this.boss.cancel(REMINDER_QUEUE, stale);
  }

  /**
   * The reminders of a team booking just made (ACTIVE, starting at `startsAt`): its jobs, with no read of the booking and
   * no search for jobs of another start (it has none).
   */
  async created(reservationId: number, startsAt: Date): Promise<void> {
    await this.schedule(reservationId, startsAt, this.now());
  }

  /**
   * Inserts the booking's reminder jobs for `startsAt` (each once, whoever asks: a job whose id is taken is left as it
   * is), all in one statement; the ids of those that apply. A reminder whose moment had passed when the booking took
   * that start (`changedAt`: booked or moved at 1 p. m. for 2:30 p. m.) is none: 'En dos horas' would come at once.
   */
  private async schedule(reservationId: number, startsAt: Date, changedAt: Date): Promise<string[]> {
    const jobs: PgBoss.JobInsert<ReminderJob>[] = [];
    for (const [kind, lead] of Object.entries(REMINDERS) as [ReminderKind, number][]) {
      const at = new Date(startsAt.getTime() - lead);
      if (at.getTime() < changedAt.getTime() || at.getTime() < this.now().getTime() - LATE_MS) continue;
      const data: ReminderJob = { reservationId, kind, startsAt: startsAt.toISOString() };
      jobs.push({ id: reminderJobId(data), name: REMINDER_QUEUE, data, startAfter: at, retryLimit: 5, retryDelay: 30, retryBackoff: true });
    }
    if (jobs.length > 0) await this.boss.insert(jobs);
    return jobs.map((job) => job.id!);
  }

  /** The team bookings still to come within the next day whose reminders may not be scheduled yet. */
  async sweep(): Promise<void> {
    const now = this.now();
    const soon = await teamBookingsStarting(this.db, now, new Date(now.getTime() + REMINDERS.REMINDER_DAY_BEFORE + REMINDER_SWEEP_MS * 2));
    for (const booking of soon) await this.schedule(booking.id, booking.startsAt, booking.changedAt);
  }

  /** Runs a reminder: every member of the team is told, once, if the booking is still ACTIVE at that start. */
  async remind(jobId: string, job: ReminderJob): Promise<void> {
    await this.remindAll([{ id: jobId, data: job }]);
  }

  /**
   * Runs reminders together, in one transaction of three statements whatever their number (the bookings, their teams'
   * members, the notices): each tells every member of its team, once, if its booking is still ACTIVE at that start.
   */
  async remindAll(jobs: readonly { id: string; data: ReminderJob }[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.db.transaction(async (tx) => {
      const bookings = await reminderBookings(tx, [...new Set(jobs.map((job) => job.data.reservationId))]);
      const byId = new Map(bookings.map((b) => [b.id, b]));
      const due = jobs.flatMap((job) => {
        const booking = byId.get(job.data.reservationId);
        if (!booking || booking.status !== 'ACTIVE' || booking.startsAt.toISOString() !== job.data.startsAt) return [];
        if (booking.teamId === null) return [];
        return [{ job, booking, teamId: booking.teamId }];
      });
      if (due.length === 0) return;
      const members = await membershipsOf(tx, [...new Set(due.map((d) => d.teamId))]);
      const now = this.now();
      const rows = due.flatMap(({ job, booking, teamId }) => {
        const remind = job.data.kind === 'REMINDER_DAY_BEFORE' ? MSG.notification.reminderDayBefore : MSG.notification.reminderTwoHours;
        const text = remind(booking.teamName, `${booking.fieldName}, ${hoursSpan(booking)}`);
        const link = NOTICE_LINKS.teamBookings(booking.reservationDate);
        return members
          .filter((m) => m.teamId === teamId)
          .map((m) => ({ userId: m.playerId, kind: job.data.kind, text, link, createdAt: now, onceKey: `reminder:${job.id}` }));
      });
      if (rows.length > 0) await insertNoticeRows(tx, rows, true);
    });
  }
}
