import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { publicApi, readJson } from '@/lib/api-client';
import { catalogueKeys } from '@/features/catalogue/query-keys';
import { productsQuery, type ProductFilters } from './products';

// Apart from products.ts, whose query options the first route's prefetch uses (app/route-data.ts):
// the screens' hooks, and React Query's infinite observer with them, stay out of the first render.

export function useProducts(scope: { categoryId?: string }, filters?: ProductFilters) {
  return useInfiniteQuery(productsQuery(scope, filters));
}

export function useAdvertisedProducts() {
  return useQuery({
    queryKey: catalogueKeys.advertised(),
    queryFn: async () => readJson(await publicApi.advertise.$get()),
  });
}
