/** Pictures shown until a user or a team uploads their own (docs/product.md: Screens: fallback images). */
export const PROFILE_FALLBACK_IMAGE = '/images/profile-fallback.svg';
export const TEAM_FALLBACK_IMAGE = '/images/team-fallback.svg';
export const FIELD_FALLBACK_IMAGE = '/images/field-fallback.svg';
