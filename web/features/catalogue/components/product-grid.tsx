import { ProductCard } from '../../../components/product-card';
import { CardSkeletons, productCardBody } from '../../../components/card-skeletons';
import { useProducts, type Product, type ProductFilters } from '../api/products';

/** A paged list of product cards: loader, empty state, and 'Load more' while pages remain. */
interface Props {
  categoryId?: string;
  filters?: ProductFilters;
  emptyText: string;
  /** Buttons under each card (Book Now, wishList), supplied by the page that composes features. */
  renderActions?: (product: Product) => React.ReactNode;
}

export function ProductGrid({ categoryId, filters, emptyText, renderActions }: Props) {
  const { data, isPending, isError, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useProducts({ categoryId }, filters);
  if (isPending) return <CardSkeletons label="Loading products…" bodyClassName={productCardBody} />;
  if (isError) {
    return (
      <p role="alert" className="py-8 text-center text-red-700">
        {error.message}
      </p>
    );
  }
  const items = data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className="py-12 text-center text-slate-600">{emptyText}</p>;
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Products">
        {items.map((product, index) => (
          <li key={product._id}>
            <ProductCard product={product} headingLevel={2} eager={index < 3} actions={renderActions?.(product)} />
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
