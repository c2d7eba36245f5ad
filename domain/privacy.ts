/**
 * Personal data as Colombian law asks (Ley 1581 de 2012, Decreto 1377 de 2013; docs/product.md, "Your data and your
 * rights"): the version of the data-treatment policy a person accepted, and the limits that keep the player
 * directory from being harvested.
 */
import type { ReservationStatus } from './constants';
import { daysBetween } from './time';

/**
 * The version of the 'Política de tratamiento de datos personales' (the page /privacidad) in force. A new version (a
 * change of what is collected, why, or who sees it) is a new date here: everybody is asked again at their next log-in.
 */
export const POLICY_VERSION = '2026-11-29';

/** Whether a person whose latest consent was to `accepted` (null: never) must accept the policy again. */
export const consentDue = (accepted: string | null): boolean => accepted !== POLICY_VERSION;

/** The most players one request of the directory (`GET /user/player`) answers: a larger `size` is refused (400). */
export const DIRECTORY_PAGE_MAX = 50;

/**
 * Pages of the player directory one account may read in an hour; past it, 429 DIRECTORY_THROTTLED for the rest of the
 * hour. Many times what a person browses, far fewer than reading the whole list of a city's players takes.
 */
export const DIRECTORY_PAGES_PER_HOUR = 30;

/**
 * Other people's profiles (`GET /user/{kind}/{id}`) one account may open in an hour; past it, 429 PROFILE_THROTTLED for
 * the rest of the hour: the directory's limit would protect nothing if the players could be read one id after another.
 */
export const PROFILE_VIEWS_PER_HOUR = 120;

/** How many days after a game its team's contact is still given to the field's administrator. */
export const TEAM_CONTACT_DAYS = 7;

/**
 * Whether the field's administrator is given the contact of the team that booked (docs/api.md, "Who sees what"): to
 * reach them about this booking, so while it is ACTIVE and for TEAM_CONTACT_DAYS after its game (a balance to
 * collect, something left behind); never once it was cancelled, as the team no longer sees the field's contact then.
 */
export const teamContactOpen = (booking: { status: ReservationStatus; reservationDate: string }, today: string): boolean =>
  booking.status === 'ACTIVE' || (booking.status === 'FINISHED' && daysBetween(booking.reservationDate, today) <= TEAM_CONTACT_DAYS);

/** How a deleted person reads where their name was kept (a field of theirs with money recorded). */
export const DELETED_USER = { firstName: 'Usuario', lastName: 'eliminado' } as const;

/** How a booking reads once its field's administrator deleted the customer ('Cliente', without a cellphone). */
export const DELETED_CUSTOMER_NAME = 'Cliente';
