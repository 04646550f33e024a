/** The id of the script element in which the Worker hands a listing's page data to the SPA. */
export const LISTING_DATA_ID = 'listing-data';
