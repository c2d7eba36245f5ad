/**
 * The field's news ('Novedades' on home-admin, docs/api.md "Field news"): what teams did to the field's bookings since
 * its administrator last looked (booked online, moved to another time or from another field, moved away to another field,
 * cancelled), the latest first, each booking
 * once, by the last thing done to it. The administrator's own bookings and changes are not news to them.
 */
import { NEWS_FIRST_DAYS, NEWS_MAX } from '../../domain/constants';
import type { FieldNews, NewsKind, Reservation } from '../../domain/types';
import type { CurrentUser } from '../context';
import type { Db } from '../db/client';
import { fieldMovesSince, reservationsByIds, teamChangesSince } from '../data/reservations';
import { newsSeenAt, setNewsSeenAt } from '../data/users';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function fieldNews(db: Db, user: CurrentUser, fieldId: number, now: Date): Promise<FieldNews> {
  // Before the first look: the last days' news.
  const since = (await newsSeenAt(db, user.id)) ?? new Date(now.getTime() - NEWS_FIRST_DAYS * DAY_MS);
  const rows = await teamChangesSince(db, fieldId, since);
  // The team's moves from one field to another since then: a booking that reached this field is new to it, one that
  // left it went to another field ('se movió a otra cancha').
  const moves = await fieldMovesSince(db, fieldId, since);
  const latestMove = (id: number, leaving: boolean) =>
    moves
      .filter((m) => m.reservationId === id && (m.from === fieldId) === leaving)
      .reduce<Date | null>((latest, m) => (latest === null || m.at > latest ? m.at : latest), null);
  const here = new Set(rows.map((r) => r.id));
  const latest: { id: number; kind: NewsKind; at: Date }[] = rows.map((r) => {
    // Listed in the order that wins a tie: a move that brought it here is its booking here, not a change of time.
    const events: [NewsKind, Date | null][] = [
      ['BOOKED', latestMove(r.id, false)],
      ['BOOKED', r.createdAt],
      ['MOVED', r.movedAt],
      ['CANCELED', r.canceledAt],
    ];
    const [kind, at] = events.filter(([, when]) => when !== null && when > since).sort((a, b) => b[1]!.getTime() - a[1]!.getTime())[0];
    return { id: r.id, kind, at: at! };
  });
  for (const id of new Set(moves.filter((m) => m.from === fieldId && !here.has(m.reservationId)).map((m) => m.reservationId))) {
    latest.push({ id, kind: 'MOVED_AWAY', at: latestMove(id, true)! });
  }
  latest.sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id);
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
    items: shown.map((n) => ({ kind: n.kind, at: n.at.toISOString(), reservation: shownTo(n.kind, byId.get(n.id)!) })),
  };
}

/** A booking that went to another field: its time and team, not what the other field charges or received. */
function shownTo(kind: NewsKind, reservation: Reservation): Reservation {
  if (kind !== 'MOVED_AWAY') return reservation;
  const { price: _price, paid: _paid, refunded: _refunded, customer: _customer, seriesId: _series, ...rest } = reservation;
  return rest;
}

/**
 * 'Marcar como revisadas': the news up to `until` (when the screen read them) are seen; what came after stays news. A
 * look never goes back in time, nor past the server's now.
 */
export async function markNewsSeen(db: Db, user: CurrentUser, until: Date, now: Date): Promise<void> {
  const seen = until > now ? now : until;
  await setNewsSeenAt(db, user.id, seen);
}
