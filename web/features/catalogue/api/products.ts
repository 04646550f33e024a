import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { publicApi, readJson } from '@/lib/api-client';
import type { DistrictId, DivisionId } from '@/lib/places';
import type { AcBrand, AcType } from '@shared/unit-specs';
import { PEOPLE_INCLUDED, recommendedTons, ROOM_FEET_MAX, ROOM_PEOPLE_MAX, type Room } from '@shared/advisor/room-size';
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
  'minPrice',
  'maxPrice',
  'sort',
  'seller',
] as const;

/**
 * "Fits my room" (issue 61): the room a visitor described, which /allproduct keeps in its URL beside
 * the filters (`room=12x14`, `top=1`, `west=1`, `people=3`) so the choice survives a reload and a
 * share. The API never sees it: only the capacity it needs, as the `tons` filter.
 */
export interface RoomSearch {
  /** Length and width in feet, `12x14`. */
  room?: string;
  /** `1`: a top floor, under the roof. */
  top?: string;
  /** `1`: a west wall in the afternoon sun. */
  west?: string;
  /** How many people are usually in the room; left out for the usual 2. */
  people?: string;
}

const feetText = (text: string | undefined) => {
  const feet = text !== undefined && /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : NaN;
  return feet >= 1 && feet <= ROOM_FEET_MAX ? feet : null;
};

/**
 * The room the URL describes, within the advisor's limits and small enough for one unit (one a
 * recommended capacity exists for); null otherwise, and the room's parameters are then ignored.
 */
export function roomFromSearch(params: URLSearchParams): Room | null {
  const sides = params.get('room')?.split('x');
  const [lengthFt, widthFt] = sides?.length === 2 ? sides.map(feetText) : [];
  const peopleText = params.get('people');
  const people = peopleText === null ? PEOPLE_INCLUDED : /^\d+$/.test(peopleText) ? Number(peopleText) : NaN;
  if (!lengthFt || !widthFt || !(people >= 1 && people <= ROOM_PEOPLE_MAX)) return null;
  const room = { lengthFt, widthFt, topFloor: params.get('top') === '1', westSun: params.get('west') === '1', people };
  return recommendedTons(room) === null ? null : room;
}

/** The URL parameters of a room, as `roomFromSearch` reads them. */
export function roomSearch(room: Room): RoomSearch {
  return {
    room: `${room.lengthFt}x${room.widthFt}`,
    ...(room.topFloor && { top: '1' }),
    ...(room.westSun && { west: '1' }),
    ...(room.people !== PEOPLE_INCLUDED && { people: String(room.people) }),
  };
}

/**
 * The filters that /allproduct keeps in its URL. With a room there, the capacity is the one the
 * room needs (`recommendedTons`), whatever `tons` says: the one rule for the list, its prefetch, the
 * filter form and a saved search.
 */
export function filtersFromSearch(params: URLSearchParams): ProductFilters {
  const filters = Object.fromEntries(
    filterKeys.flatMap((key) => (params.get(key) ? [[key, params.get(key)]] : [])),
  ) as ProductFilters;
  const room = roomFromSearch(params);
  return room ? { ...filters, tons: String(recommendedTons(room)) } : filters;
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

export function useProducts(scope: { categoryId?: string }, filters?: ProductFilters) {
  return useInfiniteQuery(productsQuery(scope, filters));
}

export function useAdvertisedProducts() {
  return useQuery({
    queryKey: catalogueKeys.advertised(),
    queryFn: async () => readJson(await publicApi.advertise.$get()),
  });
}
