/**
 * The daily digest of each daily saved search: one notification for the matches waiting since the
 * last (matching.ts keeps them), which are then deleted. A listing no longer listed is dropped
 * without being counted. A search gets at most one digest a day in Bangladesh (its key names the
 * day), so a second run on the same day leaves the matches that came since for the next day.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { dhakaDay } from '../lib/bangladesh-time';
import { renamed } from '../db/batch-columns';
import type { Db } from '../db/client';
import { listedWhere } from '../db/listed';
import { notifications, products, savedSearches, savedSearchMatches } from '../db/schema';
import { notify, type NotificationEvent, type Notifier } from '../notifications';

/** Searches with waiting matches read per page. */
const SEARCHES_PER_PAGE = 100;
/** Pages per run, so a run is bounded (2,000 searches); what is left waits for the next run. */
const PAGES_PER_RUN = 20;

const digestKey = (searchId: string, day: string) => `saved-search-digest:${searchId}:${day}`;

/**
 * The waiting matches of the next page of searches that have some (after `after`, by id), each with
 * its search, its listing's name, whether the listing is still listed and whether the search's digest
 * of `day` was already sent.
 */
function waitingMatches(db: Db, after: string, day: string) {
  const page = db
    .$with('page')
    .as(
      db
        .selectDistinct({ searchId: savedSearchMatches.savedSearchId })
        .from(savedSearchMatches)
        .where(gt(savedSearchMatches.savedSearchId, after))
        .orderBy(savedSearchMatches.savedSearchId)
        .limit(SEARCHES_PER_PAGE),
    );
  return db
    .with(page)
    .select({
      searchId: savedSearches.id,
      userId: savedSearches.userId,
      name: savedSearches.name,
      filters: savedSearches.filters,
      frequency: savedSearches.frequency,
      productId: savedSearchMatches.productId,
      productName: renamed(products.name, 'product_name'),
      isListed: sql<boolean>`${listedWhere(products)}`.mapWith(Boolean),
      sentToday:
        sql<boolean>`EXISTS (SELECT 1 FROM ${notifications} WHERE ${notifications.userId} = ${savedSearches.userId}
        AND ${notifications.key} = 'saved-search-digest:' || ${savedSearches.id} || ':' || ${day})`.mapWith(Boolean),
    })
    .from(page)
    .innerJoin(savedSearchMatches, eq(savedSearchMatches.savedSearchId, page.searchId))
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
    .innerJoin(products, eq(products.id, savedSearchMatches.productId))
    .orderBy(asc(savedSearches.id), asc(savedSearchMatches.createdAt), asc(savedSearchMatches.productId));
}

type Match = Awaited<ReturnType<typeof waitingMatches>>[number];

/** A search's waiting matches, grouped: the rows are in search order. */
function bySearch(rows: Match[]) {
  const groups = new Map<string, Match[]>();
  for (const row of rows) groups.set(row.searchId, [...(groups.get(row.searchId) ?? []), row]);
  return [...groups.values()];
}

/** What a search's digest says, or null when it sends none (not daily, or nothing still listed). */
function digestOf(matches: Match[], day: string): NotificationEvent | null {
  const search = matches[0]!;
  const listed = matches.filter((match) => match.isListed);
  if (search.frequency !== 'daily' || listed.length === 0) return null;
  return {
    userId: search.userId,
    kind: 'saved-search',
    key: digestKey(search.searchId, day),
    params: { search: search.name, count: listed.length, product: listed[0]!.productName },
    link: `/allproduct${Object.keys(search.filters).length > 0 ? `?${new URLSearchParams(search.filters)}` : ''}`,
  };
}

/**
 * Sends the digest of every daily saved search with matches waiting, as of `now`: answers how many
 * were sent. Bounded per run (PAGES_PER_RUN); a search already sent today's keeps its matches.
 */
export async function sendDailyDigests(notifier: Notifier, now: Date): Promise<number> {
  const { db } = notifier;
  const day = dhakaDay(now);
  let sent = 0;
  let after = '';
  for (let page = 0; page < PAGES_PER_RUN; page++) {
    const searches = bySearch(await waitingMatches(db, after, day));
    if (searches.length === 0) break;
    after = searches.at(-1)![0]!.searchId;
    const done = searches.filter((matches) => !matches[0]!.sentToday);
    const events = done.flatMap((matches) => digestOf(matches, day) ?? []);
    await notify(notifier, events);
    sent += events.length;
    // Exactly the matches read: one that came in meanwhile waits for the next digest.
    const deletes = done.map((matches) =>
      db
        .delete(savedSearchMatches)
        .where(
          and(
            eq(savedSearchMatches.savedSearchId, matches[0]!.searchId),
            inArray(
              savedSearchMatches.productId,
              sql`(SELECT value FROM json_each(${JSON.stringify(matches.map((m) => m.productId))}))`,
            ),
          ),
        ),
    );
    const [first, ...rest] = deletes;
    if (first) await db.batch([first, ...rest]);
    if (searches.length < SEARCHES_PER_PAGE) break;
  }
  return sent;
}
