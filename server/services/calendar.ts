/**
 * The team's calendar feed (docs/product.md, "Team calendar"): a secret URL that calendar apps subscribe to
 * (webcal), turned on, replaced and turned off by the team's owner, read by its members. The secret is
 * 32 random bytes in base64url; replacing it or turning the feed off makes the old URL answer 404, and so
 * does a member's leaving or removal (services/teams.ts, removeMember).
 */
import * as MSG from '../../domain/messages';
import { CALENDAR_FEED_DAYS_BACK, CALENDAR_FEED_REFRESH_MINUTES, calendarFeedPath } from '../../domain/calendarFeed';
import { calendarIcs, type ShareableReservation } from '../../domain/share';
import { addDays, todayInAppZone } from '../../domain/time';
import type { TeamCalendar } from '../../domain/types';
import type { CurrentUser } from '../context';
import type { Db } from '../db/client';
import { teamFeedRows } from '../data/reservations';
import { teamByCalendarToken, updateTeamRow } from '../data/teams';
import { notFound } from '../http/errors';
import { memberTeam, newCalendarSecret, ownedTeam } from './teams';

/** The shape of a feed's secret in its URL: 32 bytes in base64url, 43 characters. */
export const CALENDAR_TOKEN_PATTERN = '[A-Za-z0-9_-]{43}';

const calendarOf = (token: string | null): TeamCalendar => ({ path: token === null ? null : calendarFeedPath(token) });

/** The feed as a member sees it: its path, or null while it is off. */
export async function teamCalendar(db: Db, user: CurrentUser, teamId: number): Promise<TeamCalendar> {
  const team = await memberTeam(db, user, teamId);
  return calendarOf(team.calendarToken);
}

/** Turns the feed on with a new secret, or replaces the secret: the old URL stops working at once. Owner only. */
export async function renewCalendar(db: Db, user: CurrentUser, teamId: number): Promise<TeamCalendar> {
  return db.transaction(async (tx) => {
    await ownedTeam(tx, user, teamId, { lock: true });
    const token = newCalendarSecret();
    await updateTeamRow(tx, teamId, { calendarToken: token });
    return calendarOf(token);
  });
}

/** Turns the feed off: its URL answers 404 from now on. Owner only; turning off a feed that is off is no error. */
export async function disableCalendar(db: Db, user: CurrentUser, teamId: number): Promise<TeamCalendar> {
  return db.transaction(async (tx) => {
    await ownedTeam(tx, user, teamId, { lock: true });
    await updateTeamRow(tx, teamId, { calendarToken: null });
    return calendarOf(null);
  });
}

/**
 * The feed of the team whose secret this is: its ACTIVE and FINISHED reservations from
 * CALENDAR_FEED_DAYS_BACK days ago on (cancelled ones are left out, so a subscribed calendar drops them), each
 * with its field's name and address. Nothing personal: no player, no cellphone, no e-mail. An unknown or
 * revoked secret is 404.
 */
export async function calendarFeed(db: Db, token: string, now: Date): Promise<string> {
  const team = await teamByCalendarToken(db, token);
  if (!team) throw notFound();
  const rows = await teamFeedRows(db, team.id, addDays(todayInAppZone(now), -CALENDAR_FEED_DAYS_BACK));
  const events: ShareableReservation[] = rows.map((r) => ({
    id: r.id,
    reservationDate: r.reservationDate,
    startTime: r.startTime,
    endTime: r.endTime,
    teamName: team.name,
    field: { name: r.fieldName, address: r.address, city: r.city },
  }));
  return calendarIcs(events, now, { name: MSG.calendar.feedName(team.name), refreshMinutes: CALENDAR_FEED_REFRESH_MINUTES });
}
