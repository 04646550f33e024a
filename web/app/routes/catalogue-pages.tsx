import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link, useParams, useSearchParams } from '@/lib/router';
import { CardSkeletons, productCardBody } from '@/components/card-skeletons';
import { Spinner } from '@/components/spinner';
import { useCategories } from '@/lib/categories';
import { useProducts } from '@/features/catalogue/api/use-products';
import { filtersFromSearch, roomFromSearch } from '@/features/catalogue/api/room-search';
import { ProductFilterForm, type RoomFormProps } from '@/features/catalogue/components/product-filters';
import { ProductGrid } from '@/features/catalogue/components/product-grid';
import { useDocumentTitle } from '@/app/document-title';
import { useRenderProductActions } from '@/app/product-actions';
import { useAuth } from '@/features/auth/auth-context';
import { SaveSearchButton } from '@/features/saved-searches/components/save-search-button';
import { loadArea } from '@/lib/i18n';
import { NotFoundMessage } from './error-page';

// The room's fields (with zod, and their texts in the listing page's catalog) load when someone first
// opens "Fits my room".
const RoomSizeForm = lazy(async () => {
  const [module] = await Promise.all([import('@/features/advisor/components/room-size-fields'), loadArea('listing')]);
  return { default: module.RoomSizeForm };
});

/** The advisor's room fields, in the filters' "Fits my room" dialog (issue 61). */
function RoomForm(props: RoomFormProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <RoomSizeForm {...props} />
    </Suspense>
  );
}

/** /products/:id: one category's unsold products. */
export function CategoryProductsPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const categories = useCategories();
  // The same query the grid reads: the description and the cards appear together, so nothing on
  // screen moves when the second of the two answers arrives.
  const products = useProducts({ categoryId: id });
  const category = categories.data?.find((c) => c._id === id);
  const renderActions = useRenderProductActions();
  useDocumentTitle(category?.name);
  if (categories.data && !category) return <NotFoundMessage />;
  return (
    <section className="container-page py-10">
      <h1 className="mb-2 text-3xl font-bold text-slate-800">{category?.name ?? t`Products`}</h1>
      {categories.isPending || products.isPending ? (
        <CardSkeletons label={t`Loading products…`} bodyClassName={productCardBody} />
      ) : (
        <>
          {category && <p className="mb-8 text-slate-600">{category.about}</p>}
          <ProductGrid
            categoryId={id}
            renderActions={renderActions}
            emptyText={t`No products in this category right now. Please check back soon.`}
          />
        </>
      )}
    </section>
  );
}

/** /allproduct: every unsold product, with search and filters kept in the URL. */
export function AllProductsPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const renderActions = useRenderProductActions();
  const { status } = useAuth();
  const filters = filtersFromSearch(params);
  return (
    <section className="container-page py-10">
      <h1 className="mb-6 text-3xl font-bold text-slate-800">
        <Trans>All Products</Trans>
      </h1>
      <ProductFilterForm
        key={params.toString()}
        filters={filters}
        room={roomFromSearch(params)}
        roomForm={RoomForm}
        onChange={(next) =>
          setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value)) as Record<string, string>)
        }
      />
      {/* Alerts of new listings like these (issue 60): the search's filters as the address holds them
          (a room of "Fits my room" as the capacity it needs; the room itself is not a filter to save). */}
      <div className="-mt-4 mb-6 flex justify-end">
        <SaveSearchButton query={{ ...filters }} signedIn={status === 'loading' ? undefined : status === 'signed-in'} />
      </div>
      <ProductGrid
        filters={filters}
        renderActions={renderActions}
        emptyText={t`No products match your search. Try fewer filters.`}
      />
    </section>
  );
}

/**
 * docs/product.md's screen that reads a category and a seller: that seller's unsold listings in the
 * category, with a way to all of their listings. Sellers are named by id, as names repeat (the
 * SPEC named them by e-mail, which put addresses in URLs: the review of December 2026).
 */
export function SellerProductsPage() {
  const { t } = useLingui();
  const { categoryId = '', sellerId = '' } = useParams();
  const { data: categories } = useCategories();
  const categoryName = categories?.find((c) => c._id === categoryId)?.name;
  const renderActions = useRenderProductActions();
  return (
    <section className="container-page py-10">
      <h1 className="mb-2 text-3xl font-bold text-slate-800">
        {categoryName ? t`${categoryName} from this seller` : t`Listings from this seller`}
      </h1>
      <p className="mb-8 text-slate-600">
        <Link
          to={`/allproduct?seller=${encodeURIComponent(sellerId)}`}
          className="font-semibold text-brand-700 underline"
        >
          <Trans>See all of this seller's listings</Trans>
        </Link>
      </p>
      <ProductGrid
        categoryId={categoryId}
        filters={{ seller: sellerId }}
        renderActions={renderActions}
        emptyText={t`This seller has nothing else for sale in this category right now.`}
      />
    </section>
  );
}
