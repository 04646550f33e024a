/**
 * The specifications a listing of a cooling unit may give (listing photos and specifications,
 * decision 014), written once: the database schema, the listing schema, the forms and the filters
 * import them from here. Apart from domain.ts so the pages that only show a listing (every product
 * card) do not download them.
 */

/**
 * The brands of cooling units sold in Bangladesh, as a listing stores them; `other` for the rest.
 * Brand names read the same in every language (domain.ts's brandName writes them).
 */
export const acBrands = [
  'gree',
  'walton',
  'general',
  'samsung',
  'lg',
  'midea',
  'haier',
  'daikin',
  'panasonic',
  'mitsubishi',
  'carrier',
  'singer',
  'vision',
  'transtec',
  'elite',
  'chigo',
  'hitachi',
  'sharp',
  'toshiba',
  'jamuna',
  'minister',
  'other',
] as const;
export type AcBrand = (typeof acBrands)[number];

/** Kinds of cooling unit. An air cooler blows over water and has no capacity in tons. */
export const acTypes = ['split', 'window', 'portable', 'cassette', 'ceiling-floor', 'air-cooler'] as const;
export type AcType = (typeof acTypes)[number];
export const TONLESS_TYPE = 'air-cooler' satisfies AcType;

/** Capacities in tons, in the steps units are sold in. */
export const acTons = [0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4, 5] as const;

/** The longest warranty a listing can say is left, in months. */
export const WARRANTY_MONTHS_MAX = 120;
