/**
 * A saved search's filters as they are stored (the query string /allproduct would show) and the key
 * columns matching finds candidates by (db/schema.ts `savedSearches`): the category, district,
 * capacity and inverter of a search, or '*' for any; a new listing fills the same keys from its
 * own columns, so both sides are written by one function.
 */
import { savedFiltersSchema, type SavedFilters } from '../../shared/schemas/notifications';

/** The key of a filter a search does not set: any listing matches it. */
export const ANY = '*';

export interface SearchKeys {
  category: string;
  district: string;
  tons: string;
  inverter: string;
}

/** What the keys are made of: a search's filters, or a listing's columns (null where it has none). */
interface KeyFacts {
  category?: string | null | undefined;
  district?: string | null | undefined;
  tons?: number | null | undefined;
  inverter?: boolean | null | undefined;
}

/** The keys of a search's filters or of a listing: '*' for what is not set; tons as the number's text. */
export function searchKeys(facts: KeyFacts): SearchKeys {
  return {
    category: facts.category ?? ANY,
    district: facts.district ?? ANY,
    tons: facts.tons == null ? ANY : String(facts.tons),
    inverter: facts.inverter == null ? ANY : facts.inverter ? '1' : '0',
  };
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/**
 * The filters as /allproduct's query string holds them, in the schema's order: what is stored, sent
 * back to the SPA and linked to from a digest. Parsing them again gives the same filters.
 */
export function storedFilters(filters: SavedFilters): Record<string, string> {
  const stored: Record<string, string> = {};
  for (const key of Object.keys(savedFiltersSchema.shape) as (keyof SavedFilters)[]) {
    const value = filters[key];
    if (value === undefined) continue;
    stored[key] = typeof value === 'boolean' ? yesNo(value) : String(value);
  }
  return stored;
}

/**
 * Stored filters read back for matching; null when they no longer pass the schema (a district or a
 * brand taken off the lists since), and such a search matches nothing rather than everything.
 */
export function parsedFilters(stored: Record<string, string>): SavedFilters | null {
  const parsed = savedFiltersSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
