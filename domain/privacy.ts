/**
 * Personal data as Colombian law asks (Ley 1581 de 2012, Decreto 1377 de 2013; docs/product.md, "Your data and your
 * rights"): the version of the data-treatment policy a person accepted, and the limits that keep the player
 * directory from being harvested.
 */

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

/** How a deleted person reads where their name was kept (a field of theirs with money recorded). */
export const DELETED_USER = { firstName: 'Usuario', lastName: 'eliminado' } as const;

/** How a booking reads once its field's administrator deleted the customer ('Cliente', without a cellphone). */
export const DELETED_CUSTOMER_NAME = 'Cliente';
