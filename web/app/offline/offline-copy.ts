/**
 * The app's copy of what a person saw last, which it shows when it opens without a network
 * (docs/decisions/030-offline.md). It is TanStack Query's own dehydrated state, cut down to the
 * queries offline-queries.ts names; this file decides what a new copy keeps and what of a stored
 * one may be shown. Storing it and restoring it: offline-copy-store.ts.
 */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { OFFLINE_MAX_AGE_MS, offlineKind, VIEWED_LISTINGS } from './offline-queries';

/** One query as TanStack Query dehydrates it. */
export type DehydratedQuery = DehydratedState['queries'][number];

export interface OfflineCopy {
  /** The build of the app that wrote it: another build may read the API's answers differently. */
  build: string;
  /** Whose own queries it holds: the user id in the access token stored when it was written. */
  owner: string | null;
  queries: DehydratedQuery[];
  /** When each listing in it was last on screen, by query hash. */
  viewedAt: Record<string, number>;
}

/** Who and what is reading or writing a copy, and when. */
export interface CopyContext {
  build: string;
  /** The user id in the stored access token; null when nobody is signed in. */
  owner: string | null;
  now: number;
}

/** What the cache holds now that a copy may keep. */
export interface CacheNow {
  /** The cache's successful queries that offline-queries.ts names. */
  queries: DehydratedQuery[];
  /** When listings were on screen in this tab, by query hash. */
  viewedAt: Record<string, number>;
  /** Queries the API has answered 404 since: a removed listing leaves the copy. */
  gone: ReadonlySet<string>;
}

/** Whether a query of a copy written for `copyOwner` may be kept or shown now. */
function usable(query: DehydratedQuery, copyOwner: string | null, { owner, now }: CopyContext) {
  const kind = offlineKind(query.queryKey);
  if (!kind || now - query.state.dataUpdatedAt > OFFLINE_MAX_AGE_MS) return false;
  // Someone's own data is only ever theirs: not after they signed out, not for the next person.
  return kind !== 'own' || (owner !== null && copyOwner === owner);
}

/** A product list as its first page: the rest is loaded on demand, which needs the network anyway. */
function firstPageOnly(query: DehydratedQuery): DehydratedQuery {
  const data = query.state.data as { pages?: unknown[]; pageParams?: unknown[] } | undefined;
  if (query.queryType !== 'infinite' || !data?.pages || data.pages.length <= 1) return query;
  const pages = { pages: data.pages.slice(0, 1), pageParams: (data.pageParams ?? []).slice(0, 1) };
  return { ...query, state: { ...query.state, data: pages } };
}

/**
 * The copy to store: what `previous` kept (if this build wrote it), updated with what the cache
 * holds now; without what is too old or gone, and with the `VIEWED_LISTINGS` listings last viewed.
 */
export function nextCopy(previous: OfflineCopy | undefined, cache: CacheNow, context: CopyContext): OfflineCopy {
  const kept = new Map<string, DehydratedQuery>();
  if (previous?.build === context.build) {
    for (const query of previous.queries) {
      if (usable(query, previous.owner, context)) kept.set(query.queryHash, query);
    }
  }
  for (const query of cache.queries) {
    const before = kept.get(query.queryHash);
    if (usable(query, context.owner, context) && (!before || before.state.dataUpdatedAt <= query.state.dataUpdatedAt))
      kept.set(query.queryHash, firstPageOnly(query));
  }
  const viewed = { ...(previous?.build === context.build ? previous.viewedAt : {}), ...cache.viewedAt };
  const lastViewed = (query: DehydratedQuery) => viewed[query.queryHash] ?? query.state.dataUpdatedAt;
  const queries = [...kept.values()].filter((query) => !cache.gone.has(query.queryHash));
  const listings = queries
    .filter((query) => offlineKind(query.queryKey) === 'listing')
    .sort((a, b) => lastViewed(b) - lastViewed(a))
    .slice(0, VIEWED_LISTINGS);
  return {
    build: context.build,
    owner: context.owner,
    queries: [...queries.filter((query) => offlineKind(query.queryKey) !== 'listing'), ...listings],
    viewedAt: Object.fromEntries(listings.map((query) => [query.queryHash, lastViewed(query)])),
  };
}

/** The queries of a stored copy that may be shown now (`restoreCopy` puts them in the cache). */
export function restorableQueries(copy: OfflineCopy | undefined, context: CopyContext): DehydratedQuery[] {
  if (copy?.build !== context.build) return [];
  return copy.queries.filter((query) => usable(query, copy.owner, context));
}

/**
 * Puts a copy's queries in the cache, where the cache has nothing newer. They keep their age, so
 * they are refreshed once the network is back; unused, they stay for the whole visit (a copy is
 * all there is offline). Answers how many it restored.
 */
export function restoreCopy(queryClient: QueryClient, copy: OfflineCopy | undefined, context: CopyContext) {
  const queries = restorableQueries(copy, context);
  hydrate(queryClient, { mutations: [], queries }, { defaultOptions: { queries: { gcTime: Infinity } } });
  return queries.length;
}
