/**
 * The team's calendar feed (docs/api.md, "Team calendar"): how far back it reaches, how often an app reads it, its
 * path and the address a calendar app subscribes to. Apart from ./share.ts, which writes the file, so that 'Mi
 * equipo' downloads these lines and not the sharing of a booking.
 */
/** How far back a team's calendar feed reaches, in days (later bookings are all in it). */
export const CALENDAR_FEED_DAYS_BACK = 30;
/** How often a subscribed calendar app is asked to read the feed again, in minutes. */
export const CALENDAR_FEED_REFRESH_MINUTES = 60;

/** The feed's path under the API for its secret: '/api/v1/calendar/{token}.ics'. */
export const calendarFeedPath = (token: string) => `/api/v1/calendar/${token}.ics`;

/** The address a calendar app subscribes to: the page's origin with webcal:// in place of http(s)://. */
export const webcalUrl = (origin: string, path: string) => `${origin.replace(/^https?:\/\//, 'webcal://')}${path}`;
