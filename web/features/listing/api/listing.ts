import { useQuery } from '@tanstack/react-query';
import { publicApi, readJson } from '../../../lib/api-client';

export const listingQuery = (id: string) => ({
  queryKey: ['listing', id] as const,
  queryFn: async () => readJson(await publicApi.listings[':id'].$get({ param: { id } })),
});

export function useListing(id: string) {
  return useQuery(listingQuery(id));
}

export type Listing = NonNullable<ReturnType<typeof useListing>['data']>;
