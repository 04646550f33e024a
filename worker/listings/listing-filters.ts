/**
 * The filters of the public lists, each written once: the SQL condition a list applies
 * (listing-queries.ts) and the same test of a listing already read, for saved searches that check
 * a new listing against what people asked /allproduct for (worker/saved-searches). The two cannot
 * drift apart, as a second rule set would.
 */
import { eq, gte, lte, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { products, type Product } from '../db/schema';
import { toMinor } from '../../shared/money';
import type { ListQuery } from '../../shared/schemas/listings';
import { hasSearchWords } from './listing-search';

type Value = string | number | boolean;

/** What a listing in hand needs for `matchesListQuery`: the filtered columns and its search terms. */
export type FilterableListing = Pick<
  Product,
  | 'categoryId'
  | 'condition'
  | 'district'
  | 'division'
  | 'brand'
  | 'acType'
  | 'tons'
  | 'inverter'
  | 'inspected'
  | 'sellerId'
  | 'priceMinor'
  | 'searchTerms'
>;

/** The filters a query may set: those of a list or of a saved search (which has no seller). */
export type FilterQuery = Omit<ListQuery, 'sort' | 'limit' | 'cursor' | 'seller'> & { seller?: string | undefined };

interface Filter {
  /** Its value's name among a search's bound values (listing-search.ts `searchParam`). */
  name: string;
  value: (query: FilterQuery) => Value | undefined;
  column: SQLiteColumn;
  read: (listing: FilterableListing) => Value | null;
  compare: 'eq' | 'gte' | 'lte';
}

const filters: Filter[] = [
  { name: 'category', value: (q) => q.category, column: products.categoryId, read: (l) => l.categoryId, compare: 'eq' },
  { name: 'condition', value: (q) => q.condition, column: products.condition, read: (l) => l.condition, compare: 'eq' },
  { name: 'district', value: (q) => q.district, column: products.district, read: (l) => l.district, compare: 'eq' },
  { name: 'division', value: (q) => q.division, column: products.division, read: (l) => l.division, compare: 'eq' },
  { name: 'brand', value: (q) => q.brand, column: products.brand, read: (l) => l.brand, compare: 'eq' },
  { name: 'type', value: (q) => q.type, column: products.acType, read: (l) => l.acType, compare: 'eq' },
  { name: 'tons', value: (q) => q.tons, column: products.tons, read: (l) => l.tons, compare: 'eq' },
  { name: 'inverter', value: (q) => q.inverter, column: products.inverter, read: (l) => l.inverter, compare: 'eq' },
  {
    name: 'inspected',
    value: (q) => q.inspected,
    column: products.inspected,
    read: (l) => l.inspected,
    compare: 'eq',
  },
  { name: 'seller', value: (q) => q.seller, column: products.sellerId, read: (l) => l.sellerId, compare: 'eq' },
  {
    name: 'min_price',
    value: (q) => (q.minPrice === undefined ? undefined : toMinor(q.minPrice)),
    column: products.priceMinor,
    read: (l) => l.priceMinor,
    compare: 'gte',
  },
  {
    name: 'max_price',
    value: (q) => (q.maxPrice === undefined ? undefined : toMinor(q.maxPrice)),
    column: products.priceMinor,
    read: (l) => l.priceMinor,
    compare: 'lte',
  },
];

const conditions = { eq, gte, lte };

/** As SQL compares: a missing value (NULL) passes no filter. */
const tests: Record<Filter['compare'], (have: Value | null, wanted: Value) => boolean> = {
  eq: (have, wanted) => have === wanted,
  gte: (have, wanted) => have !== null && have >= wanted,
  lte: (have, wanted) => have !== null && have <= wanted,
};

/** How a filter writes the request's value into the statement: bound where it stands, by default. */
export type FilterValue = <T extends Value>(name: string, value: T) => T | SQL;

/** The query's filters as conditions on products; each value goes through `value`. */
export function filterConditions(query: FilterQuery, value: FilterValue = (_name, v) => v): SQL[] {
  return filters.flatMap((filter) => {
    const wanted = filter.value(query);
    return wanted === undefined ? [] : [conditions[filter.compare](filter.column, value(filter.name, wanted))];
  });
}

/** The query's filters by name with their values, in the order `filterConditions` writes them. */
export function filterValues(query: FilterQuery): [name: string, value: Value][] {
  return filters.flatMap((filter) => {
    const wanted = filter.value(query);
    return wanted === undefined ? [] : [[filter.name, wanted] as [string, Value]];
  });
}

/**
 * Whether a listing that is listed would be on the query's list: its filters and its search words
 * (`q` and `location`, listing-search.ts), the rules `filterConditions` and the search apply in SQL.
 */
export function matchesListQuery(listing: FilterableListing, query: FilterQuery) {
  return (
    filters.every((filter) => {
      const wanted = filter.value(query);
      return wanted === undefined || tests[filter.compare](filter.read(listing), wanted);
    }) && hasSearchWords(listing.searchTerms, query)
  );
}
