/**
 * A small link in running text is still a finger's target: at least 24 px high (WCAG 2.2 target size; the a11y
 * journeys check every link and button on screen), its text centred in it, only as wide as its text.
 */
export const SMALL_LINK_TARGET = { display: 'inline-flex', alignItems: 'center', minHeight: 24, alignSelf: 'flex-start' } as const;

/** A link that is only an icon (a WhatsApp reminder beside a name): a square a thumb finds, the icon centred in it. */
export const ICON_LINK_TARGET = { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: 36, minHeight: 36 } as const;
