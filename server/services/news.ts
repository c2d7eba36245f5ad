/**
 * The field's news ('Novedades' on home-admin, docs/api.md "Field news"): what teams did to the field's bookings since
 * its administrator last looked (booked online, moved to another time, cancelled), the latest first, each booking
 * once, by the last thing done to it. The administrator's own bookings and changes are not news to them.
 */
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { NEWS_FIRST_DAYS, NEWS_MAX } from '../../domain/constants';
import type { FieldNews, NewsKind } from '../../domain/types';
import type { CurrentUser } from '../context';
import type { Db } from '../db/client';
import { reservations, users } from '../db/schema';
import { ofField, reservationsByIds } from './reservations';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function fieldNews(db: Db, user: CurrentUser, fieldId: number, now: Date): Promise<FieldNews> {
  const [me] = await db.select({ seenAt: users.newsSeenAt }).from(users).where(eq(users.id, user.id));
  // Before the first look: the last days' news.
  const since = me?.seenAt ?? new Date(now.getTime() - NEWS_FIRST_DAYS * DAY_MS);
  const rows = await db
    .select({ id: reservations.id, createdAt: reservations.createdAt, movedAt: reservations.movedAt, canceledAt: reservations.teamCanceledAt })
    .from(reservations)
    .where(
      and(
        ofField(fieldId),
        // A team's booking: a customer's is the administrator's own.
        isNull(reservations.customerName),
        or(gt(reservations.createdAt, since), gt(reservations.movedAt, since), gt(reservations.teamCanceledAt, since)),
      ),
    );
  const latest = rows
    .map((r) => {
      const events: [NewsKind, Date | null][] = [
        ['BOOKED', r.createdAt],
        ['MOVED', r.movedAt],
        ['CANCELED', r.canceledAt],
      ];
      const [kind, at] = events.filter(([, when]) => when !== null && when > since).sort((a, b) => b[1]!.getTime() - a[1]!.getTime())[0];
      return { id: r.id, kind, at: at! };
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id);
  const shown = latest.slice(0, NEWS_MAX);
  const byId = new Map(
    (
      await reservationsByIds(
        db,
        shown.map((n) => n.id),
      )
    ).map((r) => [r.id, r]),
  );
  return {
    since: since.toISOString(),
    readAt: now.toISOString(),
    total: latest.length,
    items: shown.map((n) => ({ kind: n.kind, at: n.at.toISOString(), reservation: byId.get(n.id)! })),
  };
}

/**
 * 'Marcar como revisadas': the news up to `until` (when the screen read them) are seen; what came after stays news. A
 * look never goes back in time, nor past the server's now.
 */
export async function markNewsSeen(db: Db, user: CurrentUser, until: Date, now: Date): Promise<void> {
  const seen = until > now ? now : until;
  await db
    .update(users)
    .set({ newsSeenAt: seen })
    .where(and(eq(users.id, user.id), or(isNull(users.newsSeenAt), lt(users.newsSeenAt, seen))));
}
