/** The home page's featured listing section. */
export const FEATURED_BUILDS_ID = 'featured-builds';
