import { categoriesQuery } from '../lib/categories';
import { filtersFromSearch, productsQuery } from '../features/catalogue/api/products';
import { CARD_SIZES, preloadPicture } from '../lib/image-sources';
import { queryClient } from './providers';
import type { AppRoute } from './route-view';

/**
 * A first page of products, and then at once its first card's picture (from 640 px the screen's
 * largest paint), before React has even drawn the card. What is in the cache and fresh is not asked
 * for again.
 */
function prefetchProducts(query: ReturnType<typeof productsQuery>) {
  void queryClient.prefetchInfiniteQuery(query).then(() => {
    const first = queryClient.getQueryData(query.queryKey)?.pages[0]?.items[0];
    if (first) preloadPicture(first.img, CARD_SIZES);
  });
}

/** /products/:id: the category (its name and description) and its first page of products. */
export const categoryProductsData: Pick<AppRoute, 'prefetch'> = {
  prefetch: ({ params }) => {
    void queryClient.prefetchQuery(categoriesQuery);
    prefetchProducts(productsQuery({ categoryId: params.id ?? '' }));
  },
};

/** /allproduct: the first page for the filters in the URL. */
export const allProductsData: Pick<AppRoute, 'prefetch'> = {
  prefetch: ({ search }) => prefetchProducts(productsQuery({}, filtersFromSearch(search))),
};
