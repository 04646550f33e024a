import { categoriesQuery } from '@/lib/categories';
import { CARD_SIZES, preloadPicture } from '@/lib/image-sources';
import { queryClient } from './providers';
import type { AppRoute } from './route-view';

/**
 * A first page of products, and then at once its first card's picture (from 640 px the screen's
 * largest paint), before React has even drawn the card. What is in the cache and fresh is not asked
 * for again.
 */
function prefetchProducts(query: ProductsQuery) {
  return queryClient.prefetchInfiniteQuery(query).then(() => {
    const first = queryClient.getQueryData(query.queryKey)?.pages[0]?.items[0];
    if (first) preloadPicture(first.img, CARD_SIZES);
  });
}

/**
 * The lists' query code, in the chunk of the catalogue's screens that needs it anyway: not in the
 * first render of '/' (its JavaScript budget). A list whose page carries its first answer
 * (worker/pages/page-answers.ts) has it in the cache before its screen's code is in.
 */
const products = () => import('@/features/catalogue/api/products');
type ProductsQuery = ReturnType<Awaited<ReturnType<typeof products>>['productsQuery']>;

/**
 * '/': the categories, whose grid sits above the services and the rest. The first render waits for
 * them (main.tsx), so the grid draws at its full size and nothing below it moves under a finger;
 * the page carries them (worker/pages/page-answers.ts), or they are asked for at once. A failure is not
 * retried here, where it would hold the page: the grid asks again and shows its error.
 */
export const homeData: Pick<AppRoute, 'prefetch'> = {
  prefetch: () => queryClient.prefetchQuery({ ...categoriesQuery, retry: false }),
};

/** /products/:id: the category (its name and description) and its first page of products. */
export const categoryProductsData: Pick<AppRoute, 'prefetch'> = {
  prefetch: ({ params }) => {
    void queryClient.prefetchQuery(categoriesQuery);
    return products().then(({ productsQuery }) => prefetchProducts(productsQuery({ categoryId: params.id ?? '' })));
  },
};

/**
 * /allproduct: the first page for the filters in the URL. A room described there ("Fits my room")
 * sets the capacity, by the advisor's sizing, which is not in the first render's code: such a deep
 * link's list waits for its small chunk.
 */
export const allProductsData: Pick<AppRoute, 'prefetch'> = {
  prefetch: ({ search }) => {
    if (!search.has('room'))
      return products().then(({ productsQuery, filtersInUrl }) =>
        prefetchProducts(productsQuery({}, filtersInUrl(search))),
      );
    void Promise.all([products(), import('@/features/catalogue/api/room-search')]).then(
      ([{ productsQuery }, { filtersFromSearch }]) => prefetchProducts(productsQuery({}, filtersFromSearch(search))),
    );
  },
};
