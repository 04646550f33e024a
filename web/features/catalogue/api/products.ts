import { infiniteQueryOptions } from '@tanstack/react-query';
import { publicApi, readJson } from '@/lib/api-client';
import type { DistrictId, DivisionId } from '@/lib/places';
import type { AcBrand, AcType } from '@shared/unit-specs';
import { catalogueKeys } from '@/features/catalogue/query-keys';

export type Product = Awaited<
  ReturnType<typeof readJson<Awaited<ReturnType<typeof publicApi.allproduct.$get>>>>
>[number];

/** One page of a product list, with the cursor of the next (null on the last). */
export interface ProductsPage {
  items: Product[];
  next: string | null;
}

export interface ProductFilters {
  q?: string;
  category?: string;
  condition?: 'good' | 'excellent' | 'fair';
  seller?: string;
  location?: string;
  division?: DivisionId;
  district?: DistrictId;
  brand?: AcBrand;
  type?: AcType;
  tons?: string;
  inverter?: 'yes' | 'no';
  /** "Inspected only": listings showing a passed Thanda inspection report. */
  inspected?: 'yes';
  minPrice?: string;
  maxPrice?: string;
  sort?: 'newest' | 'price-asc' | 'price-desc';
}

/** Every filter /allproduct keeps in its URL. */
export const filterKeys = [
  'q',
  'category',
  'condition',
  'location',
  'division',
  'district',
  'brand',
  'type',
  'tons',
  'inverter',
  'inspected',
  'minPrice',
  'maxPrice',
  'sort',
  'seller',
] as const;

/**
 * The filters the URL writes, as written. A room described for "Fits my room" changes `tons`:
 * `filtersFromSearch` (room-search.ts) is the rule, and this its part for a URL without a room.
 */
export function filtersInUrl(params: URLSearchParams): ProductFilters {
  return Object.fromEntries(
    filterKeys.flatMap((key) => (params.get(key) ? [[key, params.get(key)]] : [])),
  ) as ProductFilters;
}

/** The cursor of the next page, from the Link header the API sends. */
function nextCursor(link: string | null) {
  const target = link?.match(/<([^>]+)>;\s*rel="next"/)?.[1];
  return target ? new URL(target, 'http://localhost').searchParams.get('cursor') : null;
}

const clean = (filters: ProductFilters) =>
  Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as ProductFilters;

/** Unsold products page by page: one category's, or all of them with search and filters. */
export function productsQuery(scope: { categoryId?: string }, filters: ProductFilters = {}) {
  const query = clean(filters);
  return infiniteQueryOptions({
    queryKey: catalogueKeys.list(scope.categoryId, query),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<ProductsPage> => {
      const page = { ...query, ...(pageParam ? { cursor: pageParam } : {}) };
      const res = scope.categoryId
        ? await publicApi.products[':categoryId'].$get({ param: { categoryId: scope.categoryId }, query: page })
        : await publicApi.allproduct.$get({ query: page });
      return { items: await readJson(res), next: nextCursor(res.headers.get('Link')) };
    },
    getNextPageParam: (last) => last.next,
  });
}
