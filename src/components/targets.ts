/**
 * A small link in running text is still a finger's target: at least 24 px high (WCAG 2.2 target size; the a11y
 * journeys check every link and button on screen), its text centred in it, only as wide as its text.
 */
export const SMALL_LINK_TARGET = { display: 'inline-flex', alignItems: 'center', minHeight: 24, alignSelf: 'flex-start' } as const;
