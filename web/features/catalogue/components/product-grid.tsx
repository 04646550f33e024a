import { useDeferredValue } from 'react';
import { ProductCard } from '../../../components/product-card';
import { CardSkeletons, productCardBody } from '../../../components/card-skeletons';
import { useProducts, type Product, type ProductFilters, type ProductsPage } from '../api/products';

/** A paged list of product cards: loader, empty state, and 'Load more' while pages remain. */
interface Props {
  categoryId?: string;
  filters?: ProductFilters;
  emptyText: string;
  /** Buttons under each card (Book Now, wishList), supplied by the page that composes features. */
  renderActions?: (product: Product) => React.ReactNode;
}

/** Cards drawn at once: the first row, with the screen's largest picture; the rest follow. */
const FIRST_CARDS = 3;
const NO_PAGES: ProductsPage[] = [];
const cardsOf = (pages: ProductsPage[]) => pages.flatMap((page) => page.items);

export function ProductGrid({ categoryId, filters, emptyText, renderActions }: Props) {
  const { data, isPending, isError, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useProducts({ categoryId }, filters);
  // Two dozen cards are the screen's longest piece of work. The first row renders at once; React
  // renders the others in the background, in short slices that leave the page responsive.
  const laterPages = useDeferredValue(data?.pages ?? NO_PAGES, NO_PAGES);
  if (isPending) return <CardSkeletons label="Loading products…" bodyClassName={productCardBody} />;
  if (isError) {
    return (
      <p role="alert" className="py-8 text-center text-red-700">
        {error.message}
      </p>
    );
  }
  const items = cardsOf(data.pages);
  if (items.length === 0) return <p className="py-12 text-center text-slate-600">{emptyText}</p>;
  // The background pages belong to this list only while they start with its first page (after a
  // change of filters they are still the previous list's until React catches up).
  const later = laterPages[0] === data.pages[0] ? cardsOf(laterPages) : [];
  const shown = [...items.slice(0, FIRST_CARDS), ...later.slice(FIRST_CARDS)];
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Products">
        {shown.map((product, index) => (
          // Cards below the first row skip layout and paint until they are scrolled near.
          <li key={product._id} className={index < FIRST_CARDS ? undefined : '[content-visibility:auto] [contain-intrinsic-height:auto_40rem]'}>
            <ProductCard
              product={product}
              headingLevel={2}
              eager={index < FIRST_CARDS}
              priority={index === 0}
              actions={renderActions?.(product)}
            />
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <div className="mt-8 flex justify-center">
          <button type="button" className="btn-primary" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
        </div>
      )}
    </>
  );
}
