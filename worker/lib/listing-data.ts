/** The id of the script element in which the Worker hands a listing's page data to the SPA. */
export const LISTING_DATA_ID = 'listing-data';

/**
 * The attribute marking a first screen already in a page's HTML (a listing's, written by the
 * Worker; the home's hero, by the build): the SPA keeps it on screen until the page's route is
 * ready to render over it (web/main.tsx).
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';
