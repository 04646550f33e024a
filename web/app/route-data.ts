import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { categoriesQuery } from '../lib/categories';
import { filtersFromSearch, productsQuery } from '../features/catalogue/api/products';
import { CARD_SIZES, preloadPicture } from '../lib/image-sources';
import { queryClient } from './providers';

/**
 * A loader that starts a screen's data requests and returns at once: the data then travels
 * alongside the screen's code instead of after it, and the screen still shows its own loader.
 */
function prefetch(start: (args: LoaderFunctionArgs) => void): Pick<RouteObject, 'loader'> {
  return {
    loader: (args) => {
      start(args);
      return null;
    },
  };
}

/**
 * A first page of products, and then at once its first card's picture (from 640 px the screen's
 * largest paint), before React has even drawn the card.
 */
function prefetchProducts(query: ReturnType<typeof productsQuery>) {
  void queryClient.prefetchInfiniteQuery(query).then(() => {
    const first = queryClient.getQueryData(query.queryKey)?.pages[0]?.items[0];
    if (first) preloadPicture(first.img, CARD_SIZES);
  });
}

/** /products/:id: the category (its name and description) and its first page of products. */
export const categoryProductsData = prefetch(({ params }) => {
  void queryClient.prefetchQuery(categoriesQuery);
  prefetchProducts(productsQuery({ categoryId: params.id ?? '' }));
});

/** /allproduct: the first page for the filters in the URL. */
export const allProductsData = prefetch(({ request }) => {
  prefetchProducts(productsQuery({}, filtersFromSearch(new URL(request.url).searchParams)));
});
