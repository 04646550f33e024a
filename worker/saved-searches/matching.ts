/**
 * A listing that went live, checked against every saved search (the queue's `{ listingLive }`
 * messages): the searches it may match come from one index lookup on their key columns, a page at
 * a time, and the rest of each search's filters are checked here by the list's own rules
 * (listings' `matchesListQuery`). An instant search is notified at once; a daily one keeps the
 * match for its digest (digests.ts). Running it twice for a listing changes nothing more.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listedWhere } from '../db/listed';
import { products, savedSearches, savedSearchMatches, users } from '../db/schema';
import { matchesListQuery } from '../listings';
import { notify, type NotificationEvent, type Notifier } from '../notifications';
import { ANY, parsedFilters, searchKeys, type SearchKeys } from './search-keys';

/** Candidates read per statement, so however many searches are saved, a page of them is in memory. */
export const CANDIDATES_PER_PAGE = 500;
/** Matches per insert: D1 binds at most 100 values a statement, and a match binds 2. */
const MATCHES_PER_INSERT = 40;

/** The listing as matching reads it: listed only (db/listed.ts), with its search terms. */
const liveListing = (db: Db, productId: string) =>
  db
    .select({
      id: products.id,
      name: products.name,
      sellerId: products.sellerId,
      categoryId: products.categoryId,
      condition: products.condition,
      district: products.district,
      division: products.division,
      brand: products.brand,
      acType: products.acType,
      tons: products.tons,
      inverter: products.inverter,
      inspected: products.inspected,
      priceMinor: products.priceMinor,
      searchTerms: products.searchTerms,
    })
    .from(products)
    .where(and(eq(products.id, productId), listedWhere(products)));

type Listing = Awaited<ReturnType<typeof liveListing>>[number];

/** Which rowids of saved_searches a page looks at: after `after`, up to and with `until`. */
export interface RowidWindow {
  after: number;
  until: number;
}

/**
 * One page of the saved searches a listing with these keys may match, in a window of rowids. Each key
 * is the listing's or '*', so the lookup reads at most 16 ranges of saved_searches_match_idx, each
 * only within the window: a page reads the candidates of its window, never the ones after it (which
 * an open-ended `rowid > ?` would read and sort again for every page). Then the page's rows are read
 * by rowid, with whether their owner's account is still active. Exported for its query plan (the test
 * and the bench read it).
 */
export function candidatePage(db: Db, keys: SearchKeys, window: RowidWindow) {
  const rowids = db
    .select({ rowid: sql<number>`rowid` })
    .from(savedSearches)
    .where(
      and(
        inArray(savedSearches.categoryKey, [keys.category, ANY]),
        inArray(savedSearches.districtKey, [keys.district, ANY]),
        inArray(savedSearches.tonsKey, [keys.tons, ANY]),
        inArray(savedSearches.inverterKey, [keys.inverter, ANY]),
        // Written as the partial index's own condition, which a bound value would not match.
        sql`${savedSearches.frequency} <> 'off'`,
        sql`rowid > ${window.after} AND rowid <= ${window.until}`,
      ),
    )
    .orderBy(sql`rowid`)
    .limit(CANDIDATES_PER_PAGE);
  const rowid = sql<number>`${savedSearches}.rowid`;
  return db
    .select({
      rowid: rowid.as('search_rowid'),
      id: savedSearches.id,
      userId: savedSearches.userId,
      name: savedSearches.name,
      filters: savedSearches.filters,
      frequency: savedSearches.frequency,
      ownerActive: sql<boolean>`${users.deletedAt} IS NULL`.mapWith(Boolean),
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(inArray(rowid, rowids))
    .orderBy(rowid);
}

/**
 * The window after a page, sized for about a page of candidates by how many this one had: a full
 * page resumes after its last candidate, in a window as wide as it took; a short one moves on, wider
 * (at most 4 times, for a listing that few searches can match).
 */
export function nextWindow(window: RowidWindow, page: { rowid: number }[]): RowidWindow {
  const span = window.until - window.after;
  if (page.length === CANDIDATES_PER_PAGE) {
    const reached = page.at(-1)!.rowid;
    return { after: reached, until: reached + Math.max(CANDIDATES_PER_PAGE, reached - window.after) };
  }
  const wider = Math.ceil(span * Math.min(4, CANDIDATES_PER_PAGE / Math.max(1, page.length)));
  return { after: window.until, until: window.until + wider };
}

type Candidate = Awaited<ReturnType<typeof candidatePage>>[number];

/** The listing's page, at its canonical address (pages/listing-shell.ts): the id, without the slug. */
const listingLink = (productId: string) => `/listing/${encodeURIComponent(productId)}`;

/** A search that wants this listing: of an active account, not its seller's own, every filter passing. */
function wants(search: Candidate, listing: Listing) {
  if (!search.ownerActive || search.userId === listing.sellerId) return false;
  const filters = parsedFilters(search.filters);
  return filters !== null && matchesListQuery(listing, filters);
}

/** Instant searches are notified now; daily ones keep the match for their digest. */
async function alert(notifier: Notifier, listing: Listing, searches: Candidate[]) {
  const events: NotificationEvent[] = searches
    .filter((search) => search.frequency === 'instant')
    .map((search) => ({
      userId: search.userId,
      kind: 'saved-search',
      key: `saved-search:${search.id}:${listing.id}`,
      params: { search: search.name, product: listing.name, count: 1 },
      link: listingLink(listing.id),
    }));
  await notify(notifier, events);
  const daily = searches.filter((search) => search.frequency === 'daily');
  const inserts = [];
  for (let i = 0; i < daily.length; i += MATCHES_PER_INSERT) {
    const rows = daily
      .slice(i, i + MATCHES_PER_INSERT)
      .map((search) => ({ savedSearchId: search.id, productId: listing.id }));
    inserts.push(notifier.db.insert(savedSearchMatches).values(rows).onConflictDoNothing());
  }
  const [first, ...rest] = inserts;
  if (first) await notifier.db.batch([first, ...rest]);
}

/**
 * Checks a listing that just went live against the saved searches: answers how many wanted it
 * (notified now, or kept for a digest). A listing no longer listed matches nothing.
 */
export async function matchNewListing(notifier: Notifier, productId: string): Promise<number> {
  const [[listing], [table]] = await notifier.db.batch([
    liveListing(notifier.db, productId),
    // Where the pages stop: a search saved after the listing went live is not owed its alert.
    notifier.db.select({ last: sql<number | null>`max(rowid)` }).from(savedSearches),
  ]);
  if (!listing) return 0;
  const keys = searchKeys({ ...listing, category: listing.categoryId });
  let matched = 0;
  for (let window = { after: 0, until: 4 * CANDIDATES_PER_PAGE }; window.after < (table?.last ?? 0);) {
    const page = await candidatePage(notifier.db, keys, window);
    const wanting = page.filter((search) => wants(search, listing));
    await alert(notifier, listing, wanting);
    matched += wanting.length;
    window = nextWindow(window, page);
  }
  return matched;
}
