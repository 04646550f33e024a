import { useQuery } from '@tanstack/react-query';
import { LISTING_DATA_ID } from '@shared/listing-data';
import { publicApi, readJson } from '@/lib/api-client';
import { takePageData } from '@/lib/page-data';
import { listingKeys } from '@/features/listing/query-keys';

const fetchListing = async (id: string) => readJson(await publicApi.listings[':id'].$get({ param: { id } }));
type ListingData = Awaited<ReturnType<typeof fetchListing>>;

/**
 * The listing the Worker wrote into the page it answered (worker/pages/listing-shell.ts): the
 * first listing a visit opens renders without waiting for the API. Taken once, for its own id.
 */
function embeddedListing(id: string) {
  const listing = takePageData<ListingData>(LISTING_DATA_ID);
  return listing?._id === id ? listing : undefined;
}

export const listingQuery = (id: string) => ({
  queryKey: listingKeys.detail(id),
  queryFn: () => fetchListing(id),
  initialData: () => embeddedListing(id),
});

export function useListing(id: string) {
  return useQuery(listingQuery(id));
}

export type Listing = NonNullable<ReturnType<typeof useListing>['data']>;
