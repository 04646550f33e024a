import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue } from 'react';
import { ProductCard } from '@/components/product-card';
import { CardSkeletons, productCardBody } from '@/components/card-skeletons';
import type { Product, ProductFilters } from '@/features/catalogue/api/products';
import { useProducts } from '@/features/catalogue/api/use-products';

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

export function ProductGrid({ categoryId, filters, emptyText, renderActions }: Props) {
  const { t } = useLingui();
  const { data, isPending, isError, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useProducts(
    { categoryId },
    filters,
  );
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  // Two dozen cards are the screen's longest piece of work. On the first render the first row
  // draws at once and React draws the rest in the background, in short slices that leave the page
  // responsive. Only the count is deferred, so a refetch never takes cards away.
  const count = useDeferredValue(items.length, FIRST_CARDS);
  if (isPending) return <CardSkeletons label={t`Loading products…`} bodyClassName={productCardBody} />;
  if (isError) {
    return (
      <p role="alert" className="py-8 text-center text-red-700">
        {error.message}
      </p>
    );
  }
  if (items.length === 0) return <p className="py-12 text-center text-slate-600">{emptyText}</p>;
  const shown = items.slice(0, Math.max(FIRST_CARDS, count));
  return (
    <>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3" aria-label={t`Products`}>
        {shown.map((product, index) => (
          // Cards below the first row skip layout and paint until they are scrolled near.
          <li
            key={product._id}
            className={
              index < FIRST_CARDS
                ? undefined
                : '[content-visibility:auto] [contain-intrinsic-height:auto_27rem] sm:[contain-intrinsic-height:auto_40rem]'
            }
          >
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
          <button
            type="button"
            className="btn-primary"
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
          </button>
        </div>
      )}
    </>
  );
}
